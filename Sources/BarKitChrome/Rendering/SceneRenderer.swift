import BarKitEffects
import BarKitGeometry
import BarKitPNG
import BarKitRaster
import BarKitScene
import BarKitText
import Foundation

/// Renders a ``Scene`` the way iOS 7 draws it: the content fills the whole screen, each bar
/// draws its background (blurred from the content, opaque, or a custom image) and its
/// hairline, then its items; the status bar's content goes on top.
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
  }

  /// The bars a scene can have, as `--only` names them.
  public enum BarKind: String, CaseIterable, Sendable {
    case statusBar, navigationBar, searchBar, toolbar, tabBar
  }

  /// Renders `scene`; `scale` overrides the scene's. `navigationBarReveal` overrides the state
  /// of a transparent navigation bar (TONavigationBar) that the scene would give, for frames of
  /// its show/hide animation.
  public func render(
    _ scene: Scene, scale: DisplayScale? = nil, navigationBarReveal: NavigationBarReveal? = nil
  ) throws(RenderError) -> Output {
    // The iOS 6 look has its own renderer (Rendering/IOS6).
    let scene = scene.spellingOutSystemStrings()
    if scene.appearance == .ios6 { return try IOS6SceneRenderer.render(scene, scale: scale) }
    let start = try RenderStart(scene, scale: scale)
    let (canvasSpec, images, content, layout) = (start.spec, start.images, start.content, start.layout)
    var canvas = start.canvas
    let compact = canvasSpec.usesCompactBarMetrics
    let tint = scene.effectiveTintColor
    let width = layout.screen.width

    func appearance(_ props: BarProperties) throws(RenderError) -> BarAppearance {
      try BarAppearance(props, windowTint: tint, compact: compact, images: images)
    }
    let revealed = layout.navigationBar.flatMap { frame in
      scene.navigationBar.flatMap {
        RevealedNavigationBar(
          $0, frame: frame, prompt: layout.navigationPrompt, windowTint: tint, override: navigationBarReveal)
      }
    }
    let nav = try scene.navigationBar.map { bar throws(RenderError) in
      guard let revealed else { return (bar, try appearance(bar.common)) }
      var look = try appearance(revealed.bar.common)
      look.background = .translucent(revealed.backgroundStyle)
      return (revealed.bar, look)
    }
    let search = try scene.searchBar.map { bar throws(RenderError) in
      var look = try appearance(bar.common)
      if bar.searchBarStyle == .minimal { look.background = .none }
      return (bar, look)
    }
    let toolbar = try scene.toolbar.map { bar throws(RenderError) in (bar, try appearance(bar.common)) }
    let tabBar = try scene.tabBar.map { bar throws(RenderError) in (bar, try appearance(bar.common)) }

    // Backgrounds first, all sampled from the content alone; then hairlines, so a navigation
    // bar's hairline lands on a search bar under it; then items.
    let backgrounds: [(BarAppearance, BarFrame)] = [
      nav.flatMap { n in layout.navigationBar.map { (n.1, $0) } },
      search.flatMap { s in layout.searchBar.map { (s.1, $0) } },
      toolbar.flatMap { t in layout.toolbar.map { (t.1, $0) } },
      tabBar.flatMap { t in layout.tabBar.map { (t.1, $0) } },
    ].compactMap { $0 }
    for (look, frame) in backgrounds {
      if let revealed, frame == layout.navigationBar, case .translucent(let style) = look.background {
        BarBackgroundPainter.paintRevealed(
          style, revealed.state, frame: frame, content: content, mode: backdropMode, on: &canvas)
      } else {
        BarBackgroundPainter.paint(look, frame: frame, content: content, mode: backdropMode, on: &canvas)
      }
    }
    if let (bar, look) = search, let frame = layout.searchBar {
      SearchBarPainter(bar: bar, appearance: look).paintProminentLayer(over: frame.background, on: &canvas)
    }
    for (look, frame) in backgrounds {
      if case .none = look.background { continue }
      if let revealed, frame == layout.navigationBar {
        BarBackgroundPainter.paintSeparator(
          revealed.separatorColor, opacity: revealed.state.separatorOpacity, frame: frame, width: width, on: &canvas)
      } else {
        BarBackgroundPainter.paintHairline(look, frame: frame, width: width, on: &canvas)
      }
    }

    if let (bar, look) = nav, let frame = layout.navigationBar {
      var painter = NavigationBarPainter(
        bar: bar, appearance: look, frame: frame, promptRect: layout.navigationPrompt, screenWidth: width)
      painter.titleOpacity = revealed?.state.titleOpacity ?? 1
      painter.language = scene.language
      if let (searchBar, searchLook) = search, searchBar.displaysSearchBarInNavigationBar {
        painter.searchField = SearchBarPainter(bar: searchBar, appearance: searchLook, language: scene.language)
      }
      try painter.draw(on: &canvas, images: images)
    }
    if let (bar, look) = search, let frame = layout.searchBar {
      let painter = SearchBarPainter(bar: bar, appearance: look, language: scene.language)
      try painter.drawField(in: frame.bar, on: &canvas, images: images)
      if let scope = layout.scopeBar { painter.drawScope(in: scope, on: &canvas) }
    }
    if let (bar, look) = toolbar, let frame = layout.toolbar {
      let items = try bar.items.map { item throws(RenderError) in
        try BarItem(item, tint: look.tint, isBlackBar: look.isBlack, images: images)
      }
      ToolbarPainter.draw(items, in: frame.bar, on: &canvas)
    }
    if let (bar, look) = tabBar, let frame = layout.tabBar {
      try TabBarPainter(bar: bar, appearance: look, frame: frame, isPad: canvasSpec.idiom == .pad)
        .draw(on: &canvas, images: images)
    }
    if !scene.statusBar.hidden {
      let light = Self.usesLightStatusBar(scene, navigationBarStyle: revealed?.bar.barStyle)
      StatusBarPainter(statusBar: scene.statusBar, color: light ? .white : .black, width: width).draw(on: &canvas)
    }
    return Output(
      pixmap: canvas.pixmap, scale: canvasSpec.scale,
      barRects: Self.barRects(
        layout, scale: canvasSpec.scale, hasHairline: search.map { $0.0.searchBarStyle != .minimal }))
  }

  /// Light status bar content: asked for, or `auto` over a black top bar (as
  /// UINavigationController chooses the style from its bar's `barStyle`). A transparent
  /// navigation bar's style changes as it reveals: `navigationBarStyle` is its current one.
  static func usesLightStatusBar(_ scene: Scene, navigationBarStyle: BarStyle? = nil) -> Bool {
    switch scene.statusBar.style {
    case .lightContent: return true
    case .default: return false
    case .auto:
      let topStyle = navigationBarStyle ?? scene.navigationBar?.barStyle ?? scene.searchBar?.barStyle
      return topStyle == .black
    }
  }

  private static func barRects(_ layout: ScreenLayout, scale: DisplayScale, hasHairline searchHairline: Bool?)
    -> [BarKind: IntRect]
  {
    let k = Double(scale.factor)
    func pixels(_ r: Rect, hairline: BarFrame.Edge?) -> IntRect? {
      var top = Int((r.minY * k).rounded()), bottom = Int((r.maxY * k).rounded())
      if hairline == .bottom { bottom += 1 }
      if hairline == .top { top -= 1 }
      return IntRect(x: 0, y: max(0, top), width: Int((r.width * k).rounded()), height: bottom - max(0, top))
    }
    var rects: [BarKind: IntRect] = [:]
    rects[.statusBar] = pixels(layout.statusBar, hairline: nil)
    if let f = layout.navigationBar { rects[.navigationBar] = pixels(f.background, hairline: .bottom) }
    if let f = layout.searchBar {
      let whole = Rect(
        left: 0, top: f.background.minY, right: f.background.maxX, bottom: (layout.scopeBar ?? f.bar).maxY)
      rects[.searchBar] = pixels(whole, hairline: searchHairline == true ? .bottom : nil)
    }
    if let f = layout.toolbar { rects[.toolbar] = pixels(f.background, hairline: f.hairlineEdge) }
    if let f = layout.tabBar { rects[.tabBar] = pixels(f.background, hairline: .top) }
    return rects
  }
}
