import BarKitEffects
import BarKitElements
import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Renders a ``Scene`` in its appearance: iOS 7 (``IOS7SceneRenderer``: bars blurred from the
/// content, hairlines, tinted items) or iOS 6 (``IOS6SceneRenderer``: opaque glossy bars,
/// bordered buttons). Both start from the same ``RenderStart``: the content and the layout.
public struct SceneRenderer: Sendable {
  /// How translucent bars compute their blur: `exact` at full resolution (the default; see
  /// Docs/Backdrop.md for the comparison with UIKit's reduced-resolution `uikit` mode).
  public var backdropMode: BackdropMode

  /// Creates a renderer.
  public init(backdropMode: BackdropMode = .exact) {
    self.backdropMode = backdropMode
  }

  /// The rendered screen, and where each bar landed.
  public struct Output: Sendable {
    public let pixmap: Pixmap
    public let scale: DisplayScale
    /// Each bar's pixels: its background (with the status bar area when top-attached) and its
    /// hairline, for `barkit render --only`.
    public let barRects: [BarKind: IntRect]
    /// Where each element was drawn, named by its JSON path in the scene (`statusBar.time`,
    /// `navigationBar.rightItems[0]`), in the image's pixels: the content, the header, each bar
    /// (its own rows with its hairline or shadow; the status bar area is the status bar's), and
    /// what each bar drew. A failing golden uses it to say which elements changed
    /// (``ElementChanges``; Docs/Testing.md, "Which elements changed").
    public let elements: ElementMap
    /// What the render did that a designer should know about (a screenshot blown up or cut).
    public internal(set) var warnings: [RenderWarning] = []
  }

  /// The bars a scene can have, as `--only` names them.
  public enum BarKind: String, CaseIterable, Sendable {
    case statusBar, navigationBar, searchBar, toolbar, tabBar
  }

  /// Renders `scene`; `scale` overrides the scene's. `navigationBarReveal` overrides the state
  /// of a transparent navigation bar (TONavigationBar) that the scene would give, for frames of
  /// its show/hide animation.
  ///
  /// - Throws: ``RenderError`` for a file the scene names that does not load, and for a
  ///   transparent navigation bar in the iOS 6 appearance, which has none (Docs/Fidelity.md).
  public func render(
    _ scene: Scene, scale: DisplayScale? = nil, navigationBarReveal: NavigationBarReveal? = nil
  ) throws(RenderError) -> Output {
    let scene = scene.spellingOutSystemStrings()
    if scene.appearance == .ios6 { try IOS6SceneRenderer.checkSupported(scene, reveal: navigationBarReveal) }
    let start = try RenderStart(scene, scale: scale)
    let warnings = start.warnings
    var output: Output
    switch scene.appearance {
    case .ios7:
      output = try IOS7SceneRenderer(backdropMode: backdropMode, reveal: navigationBarReveal).render(
        scene, from: consume start)
    case .ios6:
      output = try IOS6SceneRenderer().render(scene, from: consume start)
    }
    output.warnings = warnings
    return output
  }
}
