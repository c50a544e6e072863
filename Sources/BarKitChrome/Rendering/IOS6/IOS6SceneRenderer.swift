import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Renders a ``Scene`` the way iOS 6 drew it (`appearance: "ios6"`), per the iOS 6 column of
/// the iOS 7 UI Transition Guide: opaque glossy bars in the default blue-gray, a tint or black,
/// a drop shadow outside top bars and toolbars instead of the hairline, bordered buttons, the
/// arrow-shaped Back button, the black glossy tab bar, and a status bar with its own background.
///
/// The layout is the iOS 7 one (``ScreenLayout``): the bar heights did not change; only the
/// status bar area is the status bar's own in iOS 6 rather than the top bar's background.
struct IOS6SceneRenderer {
  /// Refuses what iOS 6 cannot show: a transparent navigation bar (TONavigationBar's keys, or
  /// a reveal state for its animation) reveals a blur behind the bar as the content scrolls,
  /// and iOS 6 bars have no blur (Docs/Fidelity.md).
  static func checkSupported(_ scene: Scene, reveal: NavigationBarReveal?) throws(RenderError) {
    for (key, present) in [
      ("statusBar.networkActivityIndicatorVisible", scene.statusBar.networkActivityIndicatorVisible),
      ("statusBar.doubleHeight", scene.statusBar.doubleHeight != nil),
      ("navigationBar.progress", scene.navigationBar?.progress != nil),
    ] where present {
      throw RenderError("\(key): drawn in appearance ios7 only (no iOS 6 capture or estimate)")
    }
    guard scene.navigationBar?.behavesAsTONavigationBar == true || reveal != nil else { return }
    throw RenderError(
      "navigationBar: a transparent navigation bar (backgroundHidden, preferredTintColor, preferredBarStyle, "
        + "targetScrollView, revealProgress) needs appearance ios7: iOS 6 bars have no blur to reveal")
  }

  func render(_ scene: Scene, from start: consuming RenderStart) throws(RenderError) -> SceneRenderer.Output {
    let (images, layout, spec) = (start.images, start.layout, start.spec)
    var canvas = (consume start).intoCanvas()
    let isPad = spec.idiom == .pad

    func style(_ properties: BarProperties) -> IOS6BarStyle { IOS6BarStyle(properties, isPad: isPad) }

    // Each bar's background painter and content painter.
    var bars: [(laidOut: LaidOutBar, background: IOS6BarBackgroundPainter, content: any BarPainter)] = []
    for laidOut in layout.bars {
      let properties: BarProperties
      let content: any BarPainter
      switch laidOut.kind {
      case .navigationBar:
        guard let bar = scene.navigationBar else { continue }
        var painter = IOS6NavigationBarPainter(bar: bar, style: style(bar.common), images: images)
        painter.language = scene.language
        painter.text = BarText(scene, bar: bar.common)
        if let search = scene.searchBar, search.displaysSearchBarInNavigationBar {
          painter.searchField = IOS6SearchBarPainter(
            bar: search, style: style(search.common), language: scene.language, text: BarText(scene, bar: search.common)
          )
        }
        (properties, content) = (bar.common, painter)
      case .searchBar:
        guard let bar = scene.searchBar else { continue }
        (properties, content) = (
          bar.common,
          IOS6SearchBarPainter(
            bar: bar, style: style(bar.common), language: scene.language, text: BarText(scene, bar: bar.common))
        )
      case .toolbar:
        guard let bar = scene.toolbar else { continue }
        let buttons = try IOS6BarButton.toolbar(
          bar.items, style: style(bar.common), metrics: laidOut.metrics, text: BarText(scene, bar: bar.common),
          images: images, scale: spec.scale)
        (properties, content) = (bar.common, ToolbarPainter(buttons: buttons))
      case .tabBar:
        guard let bar = scene.tabBar else { continue }
        (properties, content) = (
          bar.common, IOS6TabBarPainter(bar: bar, isPad: isPad, images: images, text: BarText(scene, bar: bar.common))
        )
      case .statusBar:
        continue
      }
      var background = IOS6BarBackgroundPainter(properties: properties, isPad: isPad, images: images)
      background.isUnderNavigationBar = layout.navigationBar != nil
      bars.append((laidOut, background, content))
    }

    // The content, the header and every bar are elements, each bar with its shadow; the
    // painters add what they draw on them.
    var elements = ElementFrames()
    elements.addScreen(of: scene, layout: layout)
    for (laidOut, _, _) in bars {
      // The tab bar casts no shadow (IOS6BarBackgroundPainter.paintShadow).
      let edge = laidOut.kind == .tabBar ? nil : laidOut.contentEdge
      elements.addBar(laidOut, edge: edge, depth: IOS6Metrics.shadowDepth)
    }

    // Backgrounds, each over its own rows (the status bar area is the status bar's); the
    // shadows outside them; then items.
    for bar in bars { try bar.background.paint(bar.laidOut, on: &canvas) }
    for bar in bars { bar.background.paintShadow(bar.laidOut, on: &canvas) }
    for bar in bars { try bar.content.paint(bar.laidOut, on: &canvas, elements: &elements) }
    if !scene.statusBar.hidden {
      IOS6StatusBarPainter(
        statusBar: scene.statusBar, background: Self.statusBackground(scene, layout: layout, isPad: isPad),
        typeface: BarText(scene, bar: nil)
      )
      .paint(layout.statusBar, on: &canvas, elements: &elements)
    }

    var rects: [SceneRenderer.BarKind: Rect] = [.statusBar: layout.statusBar.bar]
    for (laidOut, background, _) in bars {
      rects[laidOut.kind] = Self.extent(of: laidOut, area: background.area(of: laidOut), layout: layout)
    }
    return SceneRenderer.Output(
      pixmap: canvas.pixmap, scale: spec.scale,
      barRects: rects.compactMapValues { Self.pixels($0, scale: spec.scale) },
      elements: elements.map(scale: spec.scale, width: canvas.pixmap.width, height: canvas.pixmap.height))
  }

  /// A bar's pixels with its shadow. A top bar right under the status bar takes the status
  /// bar's rows too, as an iOS 7 top-attached bar does: in iOS 6 that status bar wears the
  /// bar's color.
  private static func extent(of laidOut: LaidOutBar, area: Rect, layout: ScreenLayout) -> Rect {
    let depth = IOS6Metrics.shadowDepth
    let width = layout.screen.width
    switch laidOut.kind {
    case .navigationBar, .searchBar:
      return Rect(
        left: 0, top: area.minY <= layout.statusBar.bar.maxY ? 0 : area.minY, right: width, bottom: area.maxY + depth)
    case .toolbar:
      return laidOut.contentEdge == .bottom
        ? Rect(left: 0, top: area.minY, right: width, bottom: area.maxY + depth)
        : Rect(left: 0, top: area.minY - depth, right: width, bottom: area.maxY)
    case .tabBar, .statusBar:
      return area
    }
  }

  /// iOS 6's status bar: black when asked for light content (UIStatusBarStyleBlackOpaque); else,
  /// over a top bar, that bar's color (iOS 6 tints the default status bar to the navigation bar on
  /// iPhone, §11 RE3; black over a black bar); else the default gray.
  static func statusBackground(_ scene: Scene, layout: ScreenLayout, isPad: Bool) -> IOS6StatusBackground {
    // The iPad's status bar is black in iOS 6 (IPAD6), as is UIStatusBarStyleBlackOpaque.
    if scene.statusBar.style == .lightContent || isPad { return .black }
    let touching: BarProperties? =
      if let nav = scene.navigationBar, let laidOut = layout.navigationBar,
        laidOut.ownRows.minY <= layout.statusBar.bar.maxY
      {
        nav.common
      } else if let search = scene.searchBar, layout.navigationBar == nil, layout.searchBar != nil {
        search.common
      } else {
        nil
      }
    guard let props = touching else { return .gray }
    let style = IOS6BarStyle(props)
    return style == .black ? .black : .tinted(style)
  }

  private static func pixels(_ r: Rect, scale: DisplayScale) -> IntRect? {
    let k = Double(scale.factor)
    let top = max(0, Int((r.minY * k).rounded()))
    return IntRect(x: 0, y: top, width: Int((r.width * k).rounded()), height: Int((r.maxY * k).rounded()) - top)
  }
}
