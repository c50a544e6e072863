import BarKitGeometry
import BarKitRaster
import BarKitScene

/// The vertical gradient an opaque iOS 6 bar is painted with, as stops measured in points from
/// the bar's top. Lines (highlights, borders) are one device pixel, or one point where §11
/// measured one; equal locations make hard edges.
struct IOS6BarSkin: Sendable {
  var stops: [(y: Double, color: RGBA8)]

  /// A navigation or search bar `height` tall (§11, JSQ6 @2x): a highlight pixel, the pixel
  /// under it, a linear ramp, and a 1-pt bottom line. Black bars (estimate) have a gloss split at
  /// the middle and a black bottom line.
  static func topBar(_ style: IOS6BarStyle, height h: Double, pixel px: Double) -> IOS6BarSkin {
    switch style {
    case .tinted:
      let s = style.shade
      let line = min(1, h / 4)
      return IOS6BarSkin(stops: [
        (0, s(IOS6Metrics.navHighlight)), (px, s(IOS6Metrics.navHighlight)),
        (px, s(IOS6Metrics.navUnderHighlight)), (2 * px, s(IOS6Metrics.navUnderHighlight)),
        (2 * px, s(IOS6Metrics.navRampTop)), (h - line, s(IOS6Metrics.navRampBottom)),
        (h - line, s(IOS6Metrics.navBottomLine)), (h, s(IOS6Metrics.navBottomLine)),
      ])
    case .black:
      return IOS6BarSkin(stops: blackGloss(from: 0, to: h - px, pixel: px) + [(h - px, .black), (h, .black)])
    case .silver:
      // IPAD6's rows in points from the bar's top, scaled to bars of other heights.
      let k = h / IOS6Metrics.measuredBarHeight
      return IOS6BarSkin(
        stops: [(0, .white), (px, .white), (px, IOS6Metrics.silverStops[0].color)]
          + IOS6Metrics.silverStops.map { ($0.y * k, $0.color) }
          + [
            (h - 2 * px, IOS6Metrics.silverLastRow), (h - px, IOS6Metrics.silverLastRow),
            (h - px, IOS6Metrics.silverBottomLine), (h, IOS6Metrics.silverBottomLine),
          ])
    }
  }

  /// A toolbar (§11, FAK @1x): a dark top line, then the navigation bar's highlight and ramp
  /// down to its bottom edge, with no bottom line.
  static func toolbar(_ style: IOS6BarStyle, height h: Double, pixel px: Double) -> IOS6BarSkin {
    switch style {
    case .tinted:
      let s = style.shade
      return IOS6BarSkin(stops: [
        (0, s(IOS6Metrics.toolbarTopLine)), (px, s(IOS6Metrics.toolbarTopLine)),
        (px, s(IOS6Metrics.navHighlight)), (2 * px, s(IOS6Metrics.navHighlight)),
        (2 * px, s(IOS6Metrics.navRampTop)), (h, s(IOS6Metrics.navRampBottom)),
      ])
    case .black:
      return IOS6BarSkin(stops: [(0, .black), (px, .black)] + blackGloss(from: px, to: h, pixel: px))
    case .silver:
      return IOS6BarSkin(
        stops: [(0, IOS6Metrics.silverBottomLine), (px, IOS6Metrics.silverBottomLine)]
          + topBar(.silver, height: h, pixel: px).stops.dropFirst().dropLast(2))
    }
  }

  /// The status bar: the gray default (FAK @1x), tinted to the navigation bar under it (RE3),
  /// or black.
  static func statusBar(_ background: IOS6StatusBackground, height h: Double, pixel px: Double) -> IOS6BarSkin {
    switch background {
    case .gray:
      return IOS6BarSkin(stops: [
        (0, IOS6Metrics.grayStatusTop), (h - px, IOS6Metrics.grayStatusBottom),
        (h - px, IOS6Metrics.grayStatusLine), (h, IOS6Metrics.grayStatusLine),
      ])
    case .tinted(let style):
      return IOS6BarSkin(stops: [
        (0, style.shade(IOS6Metrics.tintedStatusTop)), (h, style.shade(IOS6Metrics.tintedStatusBottom)),
      ])
    case .black:
      return IOS6BarSkin(stops: [(0, .black), (h, .black)])
    }
  }

  /// The glossy tab bar (§11, FAK @1x): black top line, a (67) highlight, (46) → (21) to the
  /// middle, black below. A tint scales those levels (estimate: no capture of a tinted one).
  static func tabBar(tint: RGBA8?, height h: Double, pixel px: Double) -> IOS6BarSkin {
    func level(_ g: Int) -> RGBA8 {
      guard let tint else { return RGBA8(gray: UInt8(g)) }
      let k = Double(g) / Double(IOS6Metrics.tabHighlight) * 0.8
      return RGBA8(
        r: UInt8((Double(tint.r) * k).rounded()), g: UInt8((Double(tint.g) * k).rounded()),
        b: UInt8((Double(tint.b) * k).rounded()))
    }
    let gloss = IOS6Metrics.tabGloss
    return IOS6BarSkin(stops: [
      (0, level(0)), (px, level(0)), (px, level(IOS6Metrics.tabHighlight)), (2 * px, level(IOS6Metrics.tabHighlight)),
      (2 * px, level(gloss.top)), (h / 2, level(gloss.bottom)), (h / 2, level(0)), (h, level(0)),
    ])
  }

  /// The black bar's gloss between `top` and `bottom`: a highlight pixel, then two ramps split
  /// at the middle (research §6, estimate).
  private static func blackGloss(from top: Double, to bottom: Double, pixel px: Double) -> [(y: Double, color: RGBA8)] {
    let mid = (top + bottom) / 2
    let hi = RGBA8(gray: UInt8(IOS6Metrics.blackHighlight))
    let upper = IOS6Metrics.blackUpper, lower = IOS6Metrics.blackLower
    return [
      (top, hi), (top + px, hi), (top + px, RGBA8(gray: UInt8(upper.top))), (mid, RGBA8(gray: UInt8(upper.bottom))),
      (mid, RGBA8(gray: UInt8(lower.top))), (bottom, RGBA8(gray: UInt8(lower.bottom))),
    ]
  }

  /// Paints the skin over `rect` at `opacity`; with `topCornerRadius`, the top corners are
  /// rounded over black (the iPad's bars under its black status bar).
  func paint(_ rect: Rect, opacity: Double = 1, topCornerRadius: Double = 0, on canvas: inout Canvas) {
    let h = rect.height
    guard h > 0,
      let gradient = LinearGradient(
        start: Point(x: rect.minX, y: rect.minY), end: Point(x: rect.minX, y: rect.maxY),
        stops: stops.map { GradientStop(location: min(1, max(0, $0.y / h)), color: $0.color) })
    else { return }
    let paint = Paint(shader: .linearGradient(gradient), opacity: opacity)
    guard topCornerRadius > 0 else {
      canvas.fill(rect, with: paint)
      return
    }
    canvas.fill(rect, with: .color(.black))
    var shape = Path()
    let r = topCornerRadius
    shape.addRoundedRect(rect, cornerRadii: CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0))
    canvas.fill(shape, with: paint)
  }

  /// Paints the drop shadow iOS 6 draws outside a bar (§11): below `edge` for a top bar
  /// (`downward`), above it for a toolbar.
  static func paintShadow(at edge: Double, width: Double, downward: Bool, on canvas: inout Canvas) {
    let depth = IOS6Metrics.shadowDepth
    let dark = RGBA8(r: 0, g: 0, b: 0).withAlphaComponent(IOS6Metrics.shadowAlpha)
    let far = Point(x: 0, y: downward ? edge + depth : edge - depth)
    guard let gradient = LinearGradient(start: Point(x: 0, y: edge), end: far, colors: [dark, .clear]) else { return }
    let rect = Rect(x: 0, y: downward ? edge : edge - depth, width: width, height: depth)
    canvas.fill(rect, with: Paint(shader: .linearGradient(gradient)))
  }
}

/// What is behind the iOS 6 status bar's content.
enum IOS6StatusBackground: Hashable, Sendable {
  /// UIStatusBarStyleDefault with no bar under it.
  case gray
  /// UIStatusBarStyleDefault over a navigation bar: the bar's color (iOS 6 on iPhone).
  case tinted(IOS6BarStyle)
  /// UIStatusBarStyleBlackOpaque.
  case black
}
