import BarKitGeometry
import BarKitScene

/// The frames of every bar of a scene, in points, computed from the iOS 7 metrics.
///
/// Top bars stack down from the status bar (navigation bar, then a search bar and its scope
/// bar); bottom bars stack up from the screen's bottom edge (tab bar, then a toolbar above it).
struct ScreenLayout: Sendable {
  var screen: Size
  var statusBar: Rect
  var navigationBar: BarFrame?
  /// The prompt row of the navigation bar, above its 44-pt bar, if it has a prompt.
  var navigationPrompt: Rect?
  var searchBar: BarFrame?
  /// The scope row below the search field, if the scope bar shows.
  var scopeBar: Rect?
  var toolbar: BarFrame?
  var tabBar: BarFrame?

  init(scene: Scene, canvas: ResolvedCanvas) {
    screen = canvas.pointSize
    let width = screen.width
    let statusHeight = scene.statusBar.hidden ? 0 : IOS7Metrics.statusBarHeight
    statusBar = Rect(x: 0, y: 0, width: width, height: statusHeight)
    let compact = canvas.usesCompactBarMetrics
    let barHeight = compact ? IOS7Metrics.compactBarHeight : IOS7Metrics.barHeight

    var top = statusHeight
    if let nav = scene.navigationBar {
      let prompt = nav.prompt == nil ? 0 : IOS7Metrics.promptHeight
      let frame = Self.topBar(position: nav.barPosition, at: top, height: prompt + barHeight, width: width)
      if prompt > 0 {
        navigationPrompt = Rect(x: 0, y: frame.bar.minY, width: width, height: prompt)
      }
      navigationBar = BarFrame(
        bar: Rect(x: 0, y: frame.bar.minY + prompt, width: width, height: barHeight),
        background: frame.background, hairlineEdge: .bottom)
      top = frame.bar.maxY
    }
    if let search = scene.searchBar, !search.displaysSearchBarInNavigationBar {
      let prompt = search.prompt == nil ? 0 : IOS7Metrics.promptHeight
      let scope = search.showsScopeBar && !search.scopeButtonTitles.isEmpty ? IOS7Metrics.barHeight : 0
      // Under a navigation bar the search bar is in its own context (position top), so only a
      // search bar that is itself the top bar reaches up behind the status bar.
      let position = navigationBar == nil ? search.barPosition : .top
      var frame = Self.topBar(position: position, at: top, height: prompt + IOS7Metrics.barHeight + scope, width: width)
      if scope > 0 {
        scopeBar = Rect(x: 0, y: frame.bar.maxY - scope, width: width, height: scope)
      }
      frame.bar = Rect(x: 0, y: frame.bar.minY + prompt, width: width, height: IOS7Metrics.barHeight)
      searchBar = frame
      top = (scopeBar ?? frame.bar).maxY
    }

    var bottom = screen.height
    if scene.tabBar != nil {
      let height = canvas.idiom == .pad ? IOS7Metrics.padTabBarHeight : IOS7Metrics.tabBarHeight
      tabBar = Self.bottomBar(at: bottom, height: height, width: width)
      bottom -= height
    }
    if let toolbar = scene.toolbar {
      if toolbar.barPosition == .top || toolbar.barPosition == .topAttached {
        self.toolbar = Self.topBar(position: toolbar.barPosition, at: top, height: barHeight, width: width)
      } else {
        self.toolbar = Self.bottomBar(at: bottom, height: barHeight, width: width)
      }
    }
  }

  /// A bar at the top of the screen (or under another top bar): top-attached bars extend their
  /// background up to the screen's top edge; bars at `top` leave the status bar area to the
  /// window (UIBarPositionTop).
  private static func topBar(position: BarPosition, at y: Double, height: Double, width: Double) -> BarFrame {
    let bar = Rect(x: 0, y: y, width: width, height: height)
    let attached = position == .any || position == .topAttached
    let background = attached && y > 0 ? Rect(x: 0, y: 0, width: width, height: y + height) : bar
    return BarFrame(bar: bar, background: background, hairlineEdge: .bottom)
  }

  private static func bottomBar(at bottom: Double, height: Double, width: Double) -> BarFrame {
    let bar = Rect(x: 0, y: bottom - height, width: width, height: height)
    return BarFrame(bar: bar, background: bar, hairlineEdge: .top)
  }
}
