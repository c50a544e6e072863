import BarKitGeometry
import BarKitScene

/// A vector glyph drawn for BarKit in the iOS 7 line style, stored as data: SVG path strings in a
/// point-sized view box, each painted as a fill or a stroke.
///
/// Icons are data rather than drawing code so that one table feeds the renderer (which parses the
/// path data and strokes it), the tests (bounds, uniqueness) and `Docs/icons.json` (the contact sheet).
/// Path data uses absolute SVG commands only (`M L H V C Q A Z`), so it can be read without state.
public struct Icon: Hashable, Sendable {
  /// A unique, stable name such as `"barButton.add"` or `"tabBar.favorites.selected"`.
  public let name: String
  /// The icon's coordinate space in points; the glyph's ink stays inside it, strokes included.
  public let viewBox: Rect
  /// The layers, painted in order.
  public let layers: [IconLayer]

  /// Creates an icon from a view box given as width and height (origin 0, 0) and its layers.
  public init(name: String, width: Double, height: Double, layers: [IconLayer]) {
    self.name = name
    self.viewBox = Rect(x: 0, y: 0, width: width, height: height)
    self.layers = layers
  }

  /// The transform that maps the view box onto `rect`: scaled uniformly to fit, then centred
  /// (SVG's `preserveAspectRatio="xMidYMid meet"`).
  public func transform(fitting rect: Rect) -> AffineTransform {
    guard viewBox.width > 0, viewBox.height > 0 else { return .identity }
    let scale = min(rect.width / viewBox.width, rect.height / viewBox.height)
    let dx = rect.midX - viewBox.midX * scale
    let dy = rect.midY - viewBox.midY * scale
    return AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: dx, ty: dy)
  }

  /// Returns the icon with every layer's opacity multiplied by `opacity` (UIKit's disabled look
  /// multiplies the tint's alpha the same way).
  public func withOpacity(_ opacity: Double) -> Icon {
    Icon(
      name: name, width: viewBox.width, height: viewBox.height,
      layers: layers.map { layer in
        var copy = layer
        copy.opacity *= opacity
        return copy
      })
  }
}
