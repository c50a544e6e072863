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
enum IOS6SceneRenderer {
  static func render(_ scene: Scene, scale: DisplayScale?) throws(RenderError) -> SceneRenderer.Output {
    let start = try RenderStart(scene, scale: scale)
    let (spec, images, layout) = (start.spec, start.images, start.layout)
    var canvas = start.canvas
    let width = layout.screen.width
    let px = spec.scale.pixelInPoints
    let isPad = spec.idiom == .pad

    // Backgrounds, each over its own rows (the status bar area is the status bar's).
    var shadows: [(edge: Double, downward: Bool)] = []
    var navArea: Rect?
    if let bar = scene.navigationBar, let frame = layout.navigationBar {
      let area = Rect(
        left: 0, top: layout.navigationPrompt?.minY ?? frame.bar.minY, right: width, bottom: frame.bar.maxY)
      try paintBackground(bar.common, area: area, skin: .topBar, isPad: isPad, on: &canvas, images: images)
      shadows.append((area.maxY, true))
      navArea = area
    }
    var searchArea: Rect?
    if let bar = scene.searchBar, let frame = layout.searchBar {
      let top = navArea == nil ? frame.bar.minY - (bar.prompt == nil ? 0 : IOS7Metrics.promptHeight) : frame.bar.minY
      let area = Rect(
        left: 0, top: max(layout.statusBar.maxY, top), right: width, bottom: (layout.scopeBar ?? frame.bar).maxY)
      try paintBackground(bar.common, area: area, skin: .topBar, isPad: isPad, on: &canvas, images: images)
      shadows.append((area.maxY, true))
      searchArea = area
    }
    var toolbarArea: Rect?
    if let bar = scene.toolbar, let frame = layout.toolbar {
      let onTop = frame.hairlineEdge == .bottom
      try paintBackground(
        bar.common, area: frame.bar, skin: onTop ? .topBar : .toolbar, isPad: isPad, on: &canvas, images: images)
      shadows.append(onTop ? (frame.bar.maxY, true) : (frame.bar.minY, false))
      toolbarArea = frame.bar
    }
    if let bar = scene.tabBar, let frame = layout.tabBar {
      if try !paintCustomBackground(bar.common, area: frame.bar, on: &canvas, images: images) {
        IOS6BarSkin.tabBar(
          tint: (bar.barTintColor ?? bar.tintColor)?.withAlphaComponent(1), height: frame.bar.height, pixel: px
        ).paint(frame.bar, on: &canvas)
      }
    }
    for shadow in shadows {
      IOS6BarSkin.paintShadow(at: shadow.edge, width: width, downward: shadow.downward, on: &canvas)
    }

    // Content.
    if let bar = scene.navigationBar, let frame = layout.navigationBar {
      var painter = IOS6NavigationBar(
        bar: bar, style: IOS6BarStyle(bar.common, isPad: isPad), frame: frame.bar, promptRect: layout.navigationPrompt)
      painter.language = scene.language
      if let search = scene.searchBar, search.displaysSearchBarInNavigationBar {
        painter.searchField = IOS6SearchBar(
          bar: search, style: IOS6BarStyle(search.common, isPad: isPad), language: scene.language)
      }
      try painter.draw(on: &canvas, images: images)
    }
    if let bar = scene.searchBar, let frame = layout.searchBar {
      let painter = IOS6SearchBar(bar: bar, style: IOS6BarStyle(bar.common, isPad: isPad), language: scene.language)
      try painter.drawField(in: frame.bar, on: &canvas)
      if let scope = layout.scopeBar { painter.drawScope(in: scope, on: &canvas) }
    }
    if let bar = scene.toolbar, let frame = layout.toolbar {
      let style = IOS6BarStyle(bar.common, isPad: isPad)
      let buttons = try bar.items.map { item throws(RenderError) in
        try IOS6BarButton(item, inNavigationBar: false, images: images)
      }
      for (button, x) in zip(buttons, ToolbarPainter.layout(buttons, width: width)) {
        button.draw(at: x, on: frame.bar, style: style, canvas: &canvas)
      }
    }
    if let bar = scene.tabBar, let frame = layout.tabBar {
      try IOS6TabBar(bar: bar, frame: frame.bar, isPad: spec.idiom == .pad).draw(on: &canvas, images: images)
    }
    if !scene.statusBar.hidden {
      IOS6StatusBar(
        statusBar: scene.statusBar, background: statusBackground(scene, layout: layout, isPad: isPad),
        frame: layout.statusBar
      )
      .draw(on: &canvas)
    }

    let depth = IOS6Metrics.shadowDepth
    var rects: [SceneRenderer.BarKind: Rect] = [.statusBar: layout.statusBar]
    // A top bar right under the status bar takes the status bar's rows too, as an iOS 7
    // top-attached bar does: in iOS 6 that status bar wears the bar's color.
    func withStatusBar(_ area: Rect) -> Rect {
      Rect(left: 0, top: area.minY <= layout.statusBar.maxY ? 0 : area.minY, right: width, bottom: area.maxY + depth)
    }
    rects[.navigationBar] = navArea.map(withStatusBar)
    rects[.searchBar] = searchArea.map(withStatusBar)
    rects[.toolbar] = toolbarArea.map { area in
      layout.toolbar?.hairlineEdge == .bottom
        ? Rect(left: 0, top: area.minY, right: width, bottom: area.maxY + depth)
        : Rect(left: 0, top: area.minY - depth, right: width, bottom: area.maxY)
    }
    rects[.tabBar] = layout.tabBar?.bar
    return SceneRenderer.Output(
      pixmap: canvas.pixmap, scale: spec.scale, barRects: rects.compactMapValues { pixels($0, scale: spec.scale) })
  }

  enum SkinKind { case topBar, toolbar }

  /// Paints a bar's custom background image, or its iOS 6 skin at its opacity.
  private static func paintBackground(
    _ props: BarProperties, area: Rect, skin kind: SkinKind, isPad: Bool, on canvas: inout Canvas,
    images: ImageStore
  ) throws(RenderError) {
    if try paintCustomBackground(props, area: area, on: &canvas, images: images) { return }
    let style = IOS6BarStyle(props, isPad: isPad)
    let px = canvas.scale.pixelInPoints
    let skin =
      kind == .topBar
      ? IOS6BarSkin.topBar(style, height: area.height, pixel: px)
      : IOS6BarSkin.toolbar(style, height: area.height, pixel: px)
    // iOS 6 bars are opaque unless asked (`translucent` defaults to false in iOS 6).
    let opacity =
      props.translucent == true
      ? (style == .black ? IOS6Metrics.blackTranslucentOpacity : IOS6Metrics.translucentOpacity) : 1
    // IPAD6: the silver bar's top corners are rounded where it meets the status bar.
    let corner = style == .silver && kind == .topBar && area.minY > 0 ? IOS6Metrics.silverCornerRadius : 0
    skin.paint(area, opacity: opacity, topCornerRadius: corner, on: &canvas)
  }

  /// A custom background image (iOS 5 and later) stretched over the bar, as the iOS 7 painter
  /// draws one in a bar's own rows; `false` when the bar has none.
  private static func paintCustomBackground(
    _ props: BarProperties, area: Rect, on canvas: inout Canvas, images: ImageStore
  ) throws(RenderError) -> Bool {
    guard !props.backgroundImage.isEmpty else { return false }
    var opaque = props
    if opaque.translucent == nil { opaque.translucent = false }
    let look = try BarAppearance(opaque, windowTint: .black, compact: area.height < 40, images: images)
    let frame = BarFrame(bar: area, background: area, hairlineEdge: .bottom)
    BarBackgroundPainter.paint(look, frame: frame, content: canvas.pixmap, mode: .exact, on: &canvas)
    return true
  }

  /// iOS 6's status bar: black when asked for light content (UIStatusBarStyleBlackOpaque); else,
  /// over a top bar, that bar's color (iOS 6 tints the default status bar to the navigation bar on
  /// iPhone, §11 RE3; black over a black bar); else the default gray.
  static func statusBackground(_ scene: Scene, layout: ScreenLayout, isPad: Bool) -> IOS6StatusBackground {
    // The iPad's status bar is black in iOS 6 (IPAD6), as is UIStatusBarStyleBlackOpaque.
    if scene.statusBar.style == .lightContent || isPad { return .black }
    let touching: BarProperties? =
      if let nav = scene.navigationBar, let frame = layout.navigationBar,
        (layout.navigationPrompt?.minY ?? frame.bar.minY) <= layout.statusBar.maxY
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
