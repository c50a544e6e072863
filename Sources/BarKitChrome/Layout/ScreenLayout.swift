import BarKitGeometry
import BarKitScene

/// Where every bar of a scene goes, in points, from the iOS 7 metrics (iOS 6 bars have the same
/// heights): one ``LaidOutBar`` per bar.
///
/// Top bars stack down from the status bar (navigation bar, then a search bar and its scope
/// bar); bottom bars stack up from the screen's bottom edge (tab bar, then a toolbar above it).
///
/// On an all-screen device (``AllScreenGeometry``: a notch or Dynamic Island, a home indicator)
/// the bars keep iOS 7's heights in today's places, as UIKit lays its bars out there: the
/// status bar is the device's (the top safe area inset; none in iPhone landscape, where iOS
/// hides it), the bottom bars stand on the home indicator's area with their backgrounds reaching
/// down to the screen's edge, and in landscape every bar's items keep to the safe area between
/// the sides while its background spans the screen.
struct ScreenLayout: Sendable {
  var screen: Size
  /// The status bar's 20 pt (40 at double height; the device's on an all-screen device), or an
  /// empty row when it is hidden.
  var statusBar: LaidOutBar
  /// The all-screen geometry the layout follows, `nil` for iOS 7's own layout.
  var allScreen: AllScreenGeometry?
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

  /// Lays `scene` out on `canvas`: in today's geometry on an all-screen device in the iOS 7
  /// look; the iOS 6 look keeps iOS 6's own layout everywhere (Docs/Fidelity.md).
  init(scene: Scene, canvas: ResolvedCanvas) {
    self.init(scene: scene, canvas: canvas, allScreen: scene.appearance == .ios7 ? canvas.allScreen : nil)
  }

  /// Lays `scene` out on `canvas`, following `allScreen`, or iOS 7's own layout when `nil`.
  init(scene: Scene, canvas: ResolvedCanvas, allScreen: AllScreenGeometry?) {
    screen = canvas.pointSize
    self.allScreen = allScreen
    let width = screen.width
    let insets = allScreen?.safeAreaInsets ?? .zero
    // The bars' rows, between the landscape safe area's sides.
    let row = (left: insets.left, right: width - insets.right)
    let doubleHeight = !scene.statusBar.hidden && scene.statusBar.doubleHeight != nil
    appTop = doubleHeight ? IOS7Metrics.statusBarHeight : 0
    let statusHeight =
      scene.statusBar.hidden ? 0 : allScreen == nil ? IOS7Metrics.statusBarHeight + appTop : insets.top
    let statusRect = Rect(x: 0, y: 0, width: width, height: statusHeight)
    statusBar = LaidOutBar(kind: .statusBar, bar: statusRect, background: statusRect, contentEdge: nil)
    let compact = canvas.usesCompactBarMetrics
    let barHeight = compact ? IOS7Metrics.compactBarHeight : IOS7Metrics.barHeight

    var top = statusHeight
    if let nav = scene.navigationBar {
      let prompt = nav.prompt == nil ? 0 : IOS7Metrics.promptHeight
      var laidOut = Self.topBar(
        .navigationBar, position: nav.barPosition, at: top, height: prompt + barHeight, row: row, width: width,
        appTop: appTop)
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
        .searchBar, position: position, at: top, height: prompt + IOS7Metrics.barHeight + scope, row: row,
        width: width, appTop: appTop)
      if scope > 0 {
        laidOut.scope = Rect(left: row.left, top: laidOut.bar.maxY - scope, right: row.right, bottom: laidOut.bar.maxY)
      }
      (laidOut.prompt, laidOut.bar) = Self.split(laidOut.bar, prompt: prompt, barHeight: IOS7Metrics.barHeight)
      searchBar = laidOut
      top = laidOut.ownRows.maxY
    }

    // The bottom bars stand on the home indicator's area; the lowest one's background reaches
    // down to the screen's edge behind it.
    var bottom = screen.height - insets.bottom
    if scene.tabBar != nil {
      let height = canvas.idiom == .pad ? IOS7Metrics.padTabBarHeight : IOS7Metrics.tabBarHeight
      tabBar = Self.bottomBar(.tabBar, at: bottom, height: height, row: row, background: screen)
      bottom -= height
    }
    if let toolbar = scene.toolbar {
      var laidOut =
        toolbar.barPosition == .top || toolbar.barPosition == .topAttached
        ? Self.topBar(
          .toolbar, position: toolbar.barPosition, at: top, height: barHeight, row: row, width: width, appTop: appTop)
        : Self.bottomBar(
          .toolbar, at: bottom, height: barHeight, row: row,
          background: tabBar == nil ? screen : Size(width: width, height: bottom))
      laidOut.isCompact = compact
      self.toolbar = laidOut
    }
  }

  /// A bar at the top of the screen (or under another top bar): top-attached bars extend their
  /// background up to the top of the app's content, `appTop` (the screen's top edge, or below a
  /// double-height status bar's extra row); bars at `top` leave the status bar area to the
  /// window (UIBarPositionTop).
  /// Its items keep to `row`; its background spans the screen's `width`.
  private static func topBar(
    _ kind: SceneRenderer.BarKind, position: BarPosition, at y: Double, height: Double,
    row: (left: Double, right: Double), width: Double, appTop: Double
  ) -> LaidOutBar {
    let bar = Rect(left: row.left, top: y, right: row.right, bottom: y + height)
    let attached = position == .any || position == .topAttached
    let top = attached && y > appTop ? appTop : y
    let background = Rect(x: 0, y: top, width: width, height: y - top + height)
    return LaidOutBar(kind: kind, bar: bar, background: background, contentEdge: .bottom)
  }

  /// A bar whose bottom edge is `bottom`, its items in `row`, its background from its top down
  /// to the bottom of `background` (the screen, or the bar above the tab bar) across its width.
  private static func bottomBar(
    _ kind: SceneRenderer.BarKind, at bottom: Double, height: Double, row: (left: Double, right: Double),
    background: Size
  ) -> LaidOutBar {
    let bar = Rect(left: row.left, top: bottom - height, right: row.right, bottom: bottom)
    let extended = Rect(left: 0, top: bar.minY, right: background.width, bottom: max(bottom, background.height))
    return LaidOutBar(kind: kind, bar: bar, background: extended, contentEdge: .top)
  }

  /// The prompt row (if `prompt` is not 0) and the bar proper at the top of `rows`.
  private static func split(_ rows: Rect, prompt: Double, barHeight: Double) -> (prompt: Rect?, bar: Rect) {
    let bar = Rect(x: rows.minX, y: rows.minY + prompt, width: rows.width, height: barHeight)
    return (prompt > 0 ? Rect(x: rows.minX, y: rows.minY, width: rows.width, height: prompt) : nil, bar)
  }
}
