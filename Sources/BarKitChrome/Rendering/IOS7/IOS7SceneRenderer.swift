import BarKitEffects
import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Renders a ``Scene`` the way iOS 7 draws it: the content fills the whole screen, each bar
/// draws its background (blurred from the content, opaque, or a custom image) and its
/// hairline, then its items; the status bar's content goes on top.
struct IOS7SceneRenderer {
  let backdropMode: BackdropMode
  /// Overrides the state of a transparent navigation bar (TONavigationBar).
  let reveal: NavigationBarReveal?

  func render(_ scene: Scene, from start: consuming RenderStart) throws(RenderError) -> SceneRenderer.Output {
    let (images, layout, spec) = (start.images, start.layout, start.spec)
    let tint = scene.effectiveTintColor

    func appearance(_ props: BarProperties, _ laidOut: LaidOutBar) throws(RenderError) -> IOS7BarAppearance {
      var look = try IOS7BarAppearance(props, windowTint: tint, metrics: laidOut.metrics, images: images)
      look.text = BarText(scene, bar: props)
      return look
    }
    let revealed = layout.navigationBar.flatMap { laidOut in
      scene.navigationBar.flatMap {
        RevealedNavigationBar($0, laidOut: laidOut, windowTint: tint, override: reveal)
      }
    }
    var nav: (bar: NavigationBar, look: IOS7BarAppearance)?
    if let bar = scene.navigationBar, let laidOut = layout.navigationBar {
      if let revealed {
        var look = try appearance(revealed.bar.common, laidOut)
        look.background = .translucent(revealed.backgroundStyle)
        nav = (revealed.bar, look)
      } else {
        nav = (bar, try appearance(bar.common, laidOut))
      }
    }
    // A search bar shown in the navigation bar has no row of its own, and the navigation bar's
    // metrics.
    var search: (bar: SearchBar, look: IOS7BarAppearance)?
    if let bar = scene.searchBar, let laidOut = layout.searchBar ?? layout.navigationBar {
      var look = try appearance(bar.common, laidOut)
      if bar.searchBarStyle == .minimal { look.background = .none }
      search = (bar, look)
    }

    // Each bar's background painter and content painter.
    var bars: [(laidOut: LaidOutBar, background: IOS7BarBackgroundPainter, content: any BarPainter)] = []
    for laidOut in layout.bars {
      let look: IOS7BarAppearance
      let content: any BarPainter
      switch laidOut.kind {
      case .navigationBar:
        guard let nav else { continue }
        var painter = IOS7NavigationBarPainter(bar: nav.bar, appearance: nav.look, images: images)
        painter.language = scene.language
        painter.titleOpacity = revealed?.state.titleOpacity ?? 1
        if let search, search.bar.displaysSearchBarInNavigationBar {
          painter.searchField = IOS7SearchBarPainter(
            bar: search.bar, appearance: search.look, images: images, language: scene.language)
        }
        (look, content) = (nav.look, painter)
      case .searchBar:
        guard let search else { continue }
        (look, content) = (
          search.look,
          IOS7SearchBarPainter(bar: search.bar, appearance: search.look, images: images, language: scene.language)
        )
      case .toolbar:
        guard let bar = scene.toolbar else { continue }
        look = try appearance(bar.common, laidOut)
        content = ToolbarPainter(
          buttons: try IOS7BarButton.items(
            bar.items, appearance: look, images: images, scale: spec.scale, path: "toolbar.items"))
      case .tabBar:
        guard let bar = scene.tabBar else { continue }
        look = try appearance(bar.common, laidOut)
        content = IOS7TabBarPainter(bar: bar, appearance: look, isPad: spec.idiom == .pad, images: images)
      case .statusBar:
        continue
      }
      var background = IOS7BarBackgroundPainter(
        appearance: look, laidOut: laidOut, content: start.content, scale: spec.scale, mode: backdropMode)
      if laidOut.kind == .navigationBar { background.revealed = revealed }
      bars.append((laidOut, background, content))
    }

    // The content, the header and every bar are elements, each bar with the device pixel of
    // its hairline; the painters add what they draw on them.
    var elements = ElementFrames()
    elements.addScreen(of: scene, layout: layout)
    for (laidOut, background, _) in bars {
      let hairline: LaidOutBar.Edge? =
        if case .none = background.appearance.background { nil } else { laidOut.contentEdge }
      elements.addBar(laidOut, edge: hairline, depth: spec.scale.pixelInPoints)
    }

    // Backgrounds first, all blurred from the content alone (above, as each painter was made);
    // then hairlines, so a navigation bar's hairline lands on a search bar under it; then items.
    var canvas = (consume start).intoCanvas()
    for bar in bars { bar.background.paint(bar.laidOut, on: &canvas) }
    if let search, let laidOut = layout.searchBar {
      IOS7SearchBarPainter(bar: search.bar, appearance: search.look, images: images, language: scene.language)
        .paintProminentLayer(laidOut, on: &canvas)
    }
    for bar in bars { bar.background.paintHairline(bar.laidOut, on: &canvas) }
    for bar in bars { try bar.content.paint(bar.laidOut, on: &canvas, elements: &elements) }
    if !scene.statusBar.hidden, layout.statusBar.bar.height > 0 {
      // A double-height band's items are white whatever the style (the CalmCall capture).
      let light =
        scene.statusBar.doubleHeight != nil
        || Self.usesLightStatusBar(scene, navigationBarStyle: revealed?.bar.barStyle)
      var painter = IOS7StatusBarPainter(
        statusBar: scene.statusBar, color: light ? .white : .black, typeface: BarText(scene, bar: nil))
      if let geometry = layout.allScreen {
        // The ears beside a housing; without one (an all-screen iPad) iOS 7's row, centred in
        // the taller bar on a device pixel.
        painter.ears = StatusBarEars(geometry, statusBar: layout.statusBar.bar, scale: spec.scale)
        let k = Double(spec.scale.factor)
        painter.rowTop = ((layout.statusBar.bar.height - IOS7Metrics.statusBarHeight) / 2 * k).rounded() / k
      }
      painter.paint(layout.statusBar, on: &canvas, elements: &elements)
    }
    if layout.allScreen != nil { HomeIndicatorPainter.paint(screen: layout.screen, on: &canvas) }
    var rects: [SceneRenderer.BarKind: IntRect] = [:]
    rects[.statusBar] = Self.pixels(layout.statusBar.bar, hairline: nil, scale: canvas.scale)
    for (laidOut, background, _) in bars {
      let hairline: LaidOutBar.Edge? =
        if case .none = background.appearance.background { nil } else { laidOut.contentEdge }
      // A bar whose background reaches into the status bar area is cropped with all of it (a
      // double-height bar's 40 pt, not only the lower row its background reaches).
      let statusBar = layout.statusBar.bar
      let crop =
        laidOut.background.minY < statusBar.maxY
        ? Rect(
          left: laidOut.background.minX, top: min(statusBar.minY, laidOut.background.minY),
          right: laidOut.background.maxX,
          bottom: laidOut.background.maxY) : laidOut.background
      rects[laidOut.kind] = Self.pixels(crop, hairline: hairline, scale: canvas.scale)
    }
    return SceneRenderer.Output(
      pixmap: canvas.pixmap, scale: spec.scale, barRects: rects,
      elements: elements.map(scale: spec.scale, width: canvas.pixmap.width, height: canvas.pixmap.height))
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

  /// A bar's pixels: `rect` with the device pixel of its hairline, on the screen.
  private static func pixels(_ r: Rect, hairline: LaidOutBar.Edge?, scale: DisplayScale) -> IntRect? {
    let k = Double(scale.factor)
    var top = Int((r.minY * k).rounded()), bottom = Int((r.maxY * k).rounded())
    if hairline == .bottom { bottom += 1 }
    if hairline == .top { top -= 1 }
    return IntRect(x: 0, y: max(0, top), width: Int((r.width * k).rounded()), height: bottom - max(0, top))
  }
}
