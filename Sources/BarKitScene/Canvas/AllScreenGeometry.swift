import BarKitGeometry

/// What an all-screen device's display takes from the bars, in the canvas's orientation: the
/// window's safe area insets (UIKit's `safeAreaInsets` of a full-screen window), the sensor
/// housing and the rounded corners. iOS 7 never ran on these devices; BarKit lays its bars
/// out in this geometry as later iOS versions lay theirs (Docs/Fidelity.md, "Today's devices").
public struct AllScreenGeometry: Hashable, Sendable {
  /// The safe area insets: portrait, the status bar's height on top and the home indicator's
  /// area below; landscape, the sides (the housing's side and its mirror) and the home indicator.
  public var safeAreaInsets: EdgeInsets
  /// The sensor housing's box in canvas points (on the left in landscape), if the device has one.
  public var housing: Rect?
  /// The radius of the screen's rounded corners, points.
  public var cornerRadius: Double
  /// The screen in points, after the orientation.
  public var screen: Size

  /// Creates the geometry of a `screen` with these insets, housing and corners.
  public init(safeAreaInsets: EdgeInsets, housing: Rect?, cornerRadius: Double, screen: Size) {
    self.safeAreaInsets = safeAreaInsets
    self.housing = housing
    self.cornerRadius = cornerRadius
    self.screen = screen
  }

  /// Whether `rect` lies wholly inside the screen's rounded outline: each of its corners inside
  /// the rounded rectangle of the screen.
  public func screenContains(_ rect: Rect) -> Bool {
    let r = min(cornerRadius, screen.width / 2, screen.height / 2)
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
      Point(x: rect.maxX, y: rect.maxY),
    ]
    return corners.allSatisfy { p in
      guard p.x >= 0, p.y >= 0, p.x <= screen.width, p.y <= screen.height else { return false }
      // The centre of the corner's arc nearest `p`; inside the straight parts it is `p` itself.
      let cx = min(max(p.x, r), screen.width - r)
      let cy = min(max(p.y, r), screen.height - r)
      let (dx, dy) = (p.x - cx, p.y - cy)
      return dx * dx + dy * dy <= r * r + 1e-9
    }
  }
}

extension ResolvedCanvas {
  /// The all-screen geometry of the device, in this canvas's orientation, or `nil` on a device
  /// without a sensor housing or home indicator (and on a custom size): there iOS 7's own layout
  /// applies.
  public var allScreen: AllScreenGeometry? {
    guard let device, let insets = device.safeAreaInsets else { return nil }
    let portraitWidth = device.pointSize.width
    var housing = device.sensorHousing?.frame(screenWidth: portraitWidth)
    if orientation == .landscape, let h = housing {
      // Turned so the housing's edge is on the left: its top becomes its left.
      housing = Rect(x: h.minY, y: h.minX, width: h.height, height: h.width)
    }
    return AllScreenGeometry(
      safeAreaInsets: orientation == .landscape ? insets.landscape : insets.portrait, housing: housing,
      cornerRadius: device.cornerRadius, screen: pointSize)
  }
}
