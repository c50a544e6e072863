import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Paints an iOS 6 bar's background over its own rows (in iOS 6 the status bar area is the
/// status bar's): a custom background image, or the bar's glossy skin at its opacity; and the
/// drop shadow iOS 6 draws outside top bars and toolbars instead of the hairline.
struct IOS6BarBackgroundPainter {
  let properties: BarProperties
  let isPad: Bool
  let images: ImageStore
  /// Whether a navigation bar is above: a search bar then paints from its field's row down,
  /// leaving its prompt row to the content.
  var isUnderNavigationBar = false

  /// The rows the background covers: the bar's own (prompt, bar, scope).
  func area(of laidOut: LaidOutBar) -> Rect {
    guard laidOut.kind == .searchBar, isUnderNavigationBar else { return laidOut.ownRows }
    return Rect(left: 0, top: laidOut.bar.minY, right: laidOut.bar.maxX, bottom: laidOut.ownRows.maxY)
  }

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas) throws(RenderError) {
    let area = area(of: laidOut)
    if try paintCustomBackground(over: area, metrics: laidOut.metrics, on: &canvas) { return }
    let px = canvas.scale.pixelInPoints
    if laidOut.kind == .tabBar {
      let tint = (properties.barTintColor ?? properties.tintColor)?.withAlphaComponent(1)
      IOS6BarSkin.tabBar(tint: tint, height: area.height, pixel: px).paint(area, on: &canvas)
      return
    }
    let style = IOS6BarStyle(properties, isPad: isPad)
    // A toolbar at the top wears a top bar's skin.
    let isTopBar = laidOut.contentEdge == .bottom
    let skin =
      isTopBar
      ? IOS6BarSkin.topBar(style, height: area.height, pixel: px)
      : IOS6BarSkin.toolbar(style, height: area.height, pixel: px)
    // iOS 6 bars are opaque unless asked (`translucent` defaults to false in iOS 6).
    let opacity =
      properties.translucent == true
      ? (style == .black ? IOS6Metrics.blackTranslucentOpacity : IOS6Metrics.translucentOpacity) : 1
    // IPAD6: the silver bar's top corners are rounded where it meets the status bar.
    let corner = style == .silver && isTopBar && area.minY > 0 ? IOS6Metrics.silverCornerRadius : 0
    skin.paint(area, opacity: opacity, topCornerRadius: corner, on: &canvas)
  }

  /// Paints the drop shadow outside the bar: below a top bar, above a toolbar at the bottom;
  /// the tab bar has none.
  func paintShadow(_ laidOut: LaidOutBar, on canvas: inout Canvas) {
    guard laidOut.kind != .tabBar else { return }
    let area = area(of: laidOut)
    let downward = laidOut.contentEdge == .bottom
    IOS6BarSkin.paintShadow(
      at: downward ? area.maxY : area.minY, width: area.width, downward: downward, on: &canvas)
  }

  /// A custom background image (iOS 5 and later) stretched over the bar, as the iOS 7 painter
  /// draws one in a bar's own rows; `false` when the bar has none.
  private func paintCustomBackground(over area: Rect, metrics: BarMetrics, on canvas: inout Canvas)
    throws(RenderError) -> Bool
  {
    guard !properties.backgroundImage.isEmpty else { return false }
    var opaque = properties
    if opaque.translucent == nil { opaque.translucent = false }
    let look = try IOS7BarAppearance(opaque, windowTint: .black, metrics: metrics, images: images)
    let laidOut = LaidOutBar(kind: .navigationBar, bar: area, background: area, contentEdge: .bottom)
    IOS7BarBackgroundPainter(
      appearance: look, laidOut: laidOut, content: canvas.pixmap, scale: canvas.scale, mode: .exact
    )
    .paint(laidOut, on: &canvas)
    return true
  }
}
