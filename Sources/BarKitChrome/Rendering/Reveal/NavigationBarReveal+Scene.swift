import BarKitEffects
import BarKitGeometry
import BarKitRaster
import BarKitScene

extension NavigationBarReveal.Context {
  /// The context of `bar` laid out as `laidOut` (with its prompt row, if any) in a scene whose
  /// tint is `windowTint`: TONavigationBar's `s` is the bar's top edge, `b` its height.
  init(_ bar: NavigationBar, laidOut: LaidOutBar, windowTint: RGBA8) {
    let top = laidOut.ownRows.minY
    self.init(
      statusBarHeight: top, barHeight: laidOut.bar.maxY - top,
      // An unset preferred tint comes from the first ancestor with a tint: the bar, then the window.
      preferredTintColor: bar.preferredTintColor ?? bar.tintColor ?? windowTint,
      preferredBarStyle: bar.preferredBarStyle ?? .default)
  }
}

extension NavigationBarReveal {
  /// The state a scene describes: fully shown unless `backgroundHidden`; when hidden, revealed
  /// by the target scroll view's offset or the explicit `revealProgress` (a fraction of `T`).
  init(_ bar: NavigationBar, context c: Context) {
    guard bar.backgroundHidden else {
      self = .shown(c)
      return
    }
    if let scroll = bar.targetScrollView {
      self.init(
        progress: c.progress(contentOffset: scroll.contentOffset, minimumOffset: scroll.minimumOffset), context: c)
    } else {
      self.init(progress: (bar.revealProgress ?? 0) * c.revealDistance, context: c)
    }
  }

  /// The background TONavigationBar draws itself: a light blur tinted like the stock bar, or
  /// a dark blur for any other preferred style (`UIBlurEffectStyleLight` / `Dark`).
  static func backgroundStyle(preferred: BarStyle) -> BackdropStyle { preferred == .default ? .bar : .dark }

  /// The separator's opaque gray: white 0.75 over a light background, 0.4 over a dark one.
  static func separatorColor(preferred: BarStyle) -> RGBA8 {
    let level: UInt8 = preferred == .default ? 191 : 102
    return RGBA8(r: level, g: level, b: level)
  }
}

extension NavigationBarReveal.Context {
  /// The context of the scene's navigation bar, laid out on the scene's canvas.
  ///
  /// - Throws: when the scene has no navigation bar or its canvas does not resolve.
  public init(_ scene: Scene) throws(RenderError) {
    let canvas: ResolvedCanvas
    do { canvas = try scene.resolvedCanvas() } catch { throw RenderError("\(error)") }
    let layout = ScreenLayout(scene: scene, canvas: canvas)
    guard let bar = scene.navigationBar, let laidOut = layout.navigationBar else {
      throw RenderError("the scene has no navigationBar")
    }
    self.init(bar, laidOut: laidOut, windowTint: scene.effectiveTintColor)
  }
}
