import BarKitGeometry
import BarKitScene

/// Where every bar of a scene goes, in points, from the iOS 7 metrics (iOS 6 bars have the same
/// heights): one ``LaidOutBar`` per bar.
///
/// Top bars stack down from the status bar (navigation bar, then a search bar and its scope
/// bar); bottom bars stack up from the screen's bottom edge (tab bar, then a toolbar above it).
struct ScreenLayout: Sendable {
  var screen: Size
  /// The status bar's 20 pt (40 at double height), or an empty row when it is hidden.
  var statusBar: LaidOutBar
  /// The top of the app's window content: 0, or 20 pt under a double-height status bar, which
  /// moves the app down by its extra row (UIKit shortens the root view by as much; Docs/Scenes.md).
  var appTop = 0.0
  var navigationBar: LaidOutBar?
  var searchBar: LaidOutBar?
  var toolbar: LaidOutBar?
  var tabBar: LaidOutBar?

  /// The bars below the status bar, in painting order: navigation bar, search bar, toolbar,
  /// tab bar.
  var bars: [LaidOutBar] { [navigationBar, searchBar, toolbar, tabBar].compactMap { $0 } }

  init(scene: Scene, canvas: ResolvedCanvas) {
    screen = canvas.pointSize
    let width = screen.width
    let doubleHeight = !scene.statusBar.hidden && scene.statusBar.doubleHeight != nil
    appTop = doubleHeight ? IOS7Metrics.statusBarHeight : 0
    let statusHeight = scene.statusBar.hidden ? 0 : IOS7Metrics.statusBarHeight + appTop
    let statusRect = Rect(x: 0, y: 0, width: width, height: statusHeight)
    statusBar = LaidOutBar(kind: .statusBar, bar: statusRect, background: statusRect, contentEdge: nil)
    let compact = canvas.usesCompactBarMetrics
    let barHeight = compact ? IOS7Metrics.compactBarHeight : IOS7Metrics.barHeight

    var top = statusHeight
    if let nav = scene.navigationBar {
      let prompt = nav.prompt == nil ? 0 : IOS7Metrics.promptHeight
      var laidOut = Self.topBar(
        .navigationBar, position: nav.barPosition, at: top, height: prompt + barHeight, width: width, appTop: appTop)
      laidOut.isCompact = compact
      (laidOut.prompt, laidOut.bar) = Self.split(laidOut.bar, prompt: prompt, barHeight: barHeight)
      navigationBar = laidOut
      top = laidOut.bar.maxY
    }
    if let search = scene.searchBar, !search.displaysSearchBarInNavigationBar {
      let prompt = search.prompt == nil ? 0 : IOS7Metrics.promptHeight
      let scope = search.showsScopeBar && !search.scopeButtonTitles.isEmpty ? IOS7Metrics.barHeight : 0
      // Under a navigation bar the search bar is in its own context (position top), so only a
      // search bar that is itself the top bar reaches up behind the status bar.
      let position = navigationBar == nil ? search.barPosition : .top
      var laidOut = Self.topBar(
        .searchBar, position: position, at: top, height: prompt + IOS7Metrics.barHeight + scope, width: width,
        appTop: appTop)
      if scope > 0 {
        laidOut.scope = Rect(x: 0, y: laidOut.bar.maxY - scope, width: width, height: scope)
      }
      (laidOut.prompt, laidOut.bar) = Self.split(laidOut.bar, prompt: prompt, barHeight: IOS7Metrics.barHeight)
      searchBar = laidOut
      top = laidOut.ownRows.maxY
    }

    var bottom = screen.height
    if scene.tabBar != nil {
      let height = canvas.idiom == .pad ? IOS7Metrics.padTabBarHeight : IOS7Metrics.tabBarHeight
      tabBar = Self.bottomBar(.tabBar, at: bottom, height: height, width: width)
      bottom -= height
    }
    if let toolbar = scene.toolbar {
      var laidOut =
        toolbar.barPosition == .top || toolbar.barPosition == .topAttached
        ? Self.topBar(
          .toolbar, position: toolbar.barPosition, at: top, height: barHeight, width: width, appTop: appTop)
        : Self.bottomBar(.toolbar, at: bottom, height: barHeight, width: width)
      laidOut.isCompact = compact
      self.toolbar = laidOut
    }
  }

  /// A bar at the top of the screen (or under another top bar): top-attached bars extend their
  /// background up to the top of the app's content, `appTop` (the screen's top edge, or below a
  /// double-height status bar's extra row); bars at `top` leave the status bar area to the
  /// window (UIBarPositionTop).
  private static func topBar(
    _ kind: SceneRenderer.BarKind, position: BarPosition, at y: Double, height: Double, width: Double, appTop: Double
  ) -> LaidOutBar {
    let bar = Rect(x: 0, y: y, width: width, height: height)
    let attached = position == .any || position == .topAttached
    let background = attached && y > appTop ? Rect(x: 0, y: appTop, width: width, height: y - appTop + height) : bar
    return LaidOutBar(kind: kind, bar: bar, background: background, contentEdge: .bottom)
  }

  private static func bottomBar(_ kind: SceneRenderer.BarKind, at bottom: Double, height: Double, width: Double)
    -> LaidOutBar
  {
    let bar = Rect(x: 0, y: bottom - height, width: width, height: height)
    return LaidOutBar(kind: kind, bar: bar, background: bar, contentEdge: .top)
  }

  /// The prompt row (if `prompt` is not 0) and the bar proper at the top of `rows`.
  private static func split(_ rows: Rect, prompt: Double, barHeight: Double) -> (prompt: Rect?, bar: Rect) {
    let bar = Rect(x: rows.minX, y: rows.minY + prompt, width: rows.width, height: barHeight)
    return (prompt > 0 ? Rect(x: rows.minX, y: rows.minY, width: rows.width, height: prompt) : nil, bar)
  }
}
