import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitTesting
import Foundation
import TestSupport
import Testing

/// Goldens of each bar in the styles that matter, at 1x, 2x and 3x, cropped to the bar (its
/// status bar area and hairline included) so they stay small. Recorded only by a record mode
/// (`BARKIT_RECORD=missing|all`), never on CI; each was looked at beside the real captures in
/// shared/reference/screens before it was committed.
@Suite(
  .goldens(.repository("BarGoldenTests")), .eachKernelSet)
struct BarGoldenTests {
  /// A 320 × 180 pt screen over the red and green stripes the blur was calibrated on.
  static func scene(_ bars: String, content: String = "{\"sample\": \"stripes\"}", extra: String = "") -> String {
    """
    {"canvas": {"width": 320, "height": 180}, "content": \(content), \(extra) \(bars)}
    """
  }

  static func render(_ json: String, scale: Int, only bar: SceneRenderer.BarKind) throws -> Pixmap {
    let out = try Render.json(json, scale: DisplayScale(scale))
    let rect = try #require(out.barRects[bar])
    return try #require(out.pixmap.cropped(to: rect))
  }

  static let navigation = """
    "navigationBar": {"title": "Inbox", "backItem": {"title": "Mailboxes"}, "rightItems": [{"systemItem": "compose"}]}
    """

  @Test(arguments: [1, 2, 3]) func navigationBarLightTranslucent(scale: Int) throws {
    assertGolden(
      of: try Self.render(Self.scene(Self.navigation), scale: scale, only: .navigationBar),
      named: "navigation-light-translucent@\(scale)x")
  }

  /// CTA's toolbar (CTAssetsPickerController, a device capture): a custom view label between two
  /// flexible spaces over photos. Looked at beside the capture's toolbar rows.
  @Test func toolbarLabelItem() throws {
    let bars = """
      "toolbar": {"items": [{"systemItem": "flexibleSpace"},
        {"customView": {"label": {"text": "3 Photos Selected"}}}, {"systemItem": "flexibleSpace"}]}
      """
    assertGolden(
      of: try Self.render(Self.scene(bars, content: "{\"sample\": \"tiles\"}"), scale: 2, only: .toolbar),
      named: "toolbar-label-item@2x")
  }

  @Test func navigationBarBlackTranslucent() throws {
    let bars = """
      "tintColor": "white", "navigationBar": {"barStyle": "black", "title": "Photos", "backItem": {"title": "Albums"},
        "rightItems": [{"systemItem": "action"}]}
      """
    assertGolden(
      of: try Self.render(Self.scene(bars, content: "{\"sample\": \"tiles\"}"), scale: 2, only: .navigationBar),
      named: "navigation-black-translucent@2x")
  }

  @Test func navigationBarOpaqueBarTint() throws {
    let bars = """
      "statusBar": {"style": "lightContent"}, "navigationBar": {"barTintColor": "#506DA8", "translucent": false,
        "tintColor": "white", "title": "News Feed", "titleTextAttributes": {"color": "white"},
        "leftItems": [{"systemItem": "search"}], "rightItems": [{"title": "Done", "style": "done"}]}
      """
    assertGolden(
      of: try Self.render(Self.scene(bars), scale: 2, only: .navigationBar), named: "navigation-bartint-opaque@2x")
  }

  @Test func searchBarProminentWithScope() throws {
    let bars = """
      "searchBar": {"placeholder": "Search", "showsScopeBar": true, "scopeButtonTitles": ["All", "Mail", "Contacts"]}
      """
    assertGolden(
      of: try Self.render(Self.scene(bars, content: "{\"sample\": \"list\"}"), scale: 2, only: .searchBar),
      named: "search-prominent-scope@2x")
  }

  @Test func searchBarMinimalActive() throws {
    let bars = """
      "navigationBar": {"title": "Countries"},
      "searchBar": {"searchBarStyle": "minimal", "text": "liberia", "showsCancelButton": true}
      """
    assertGolden(
      of: try Self.render(Self.scene(bars, content: "{\"color\": \"white\"}"), scale: 2, only: .searchBar),
      named: "search-minimal-active@2x")
  }

  static let toolbar = """
    "toolbar": {"items": [{"systemItem": "reply"}, {"systemItem": "flexibleSpace"}, {"title": "Edit"},
      {"systemItem": "flexibleSpace"}, {"systemItem": "trash"}]}
    """

  @Test(arguments: [1, 2, 3]) func toolbarLightTranslucent(scale: Int) throws {
    assertGolden(
      of: try Self.render(Self.scene(Self.toolbar), scale: scale, only: .toolbar),
      named: "toolbar-light-translucent@\(scale)x")
  }

  @Test func toolbarBlackOpaque() throws {
    let bars = Self.toolbar.replacingOccurrences(
      of: "\"toolbar\": {", with: "\"toolbar\": {\"barStyle\": \"black\", \"translucent\": false, ")
    assertGolden(
      of: try Self.render(Self.scene(bars, extra: "\"tintColor\": \"white\","), scale: 2, only: .toolbar),
      named: "toolbar-black-opaque@2x")
  }

  static let tabBar = """
    "tabBar": {"items": [{"systemItem": "favorites"}, {"systemItem": "recents", "badgeValue": "2"},
      {"systemItem": "contacts"}, {"systemItem": "more"}], "selectedIndex": 0}
    """

  @Test(arguments: [1, 2, 3]) func tabBarLightTranslucent(scale: Int) throws {
    assertGolden(
      of: try Self.render(Self.scene(Self.tabBar), scale: scale, only: .tabBar),
      named: "tabbar-light-translucent@\(scale)x")
  }

  @Test func tabBarBlackTranslucent() throws {
    let bars = Self.tabBar.replacingOccurrences(of: "\"tabBar\": {", with: "\"tabBar\": {\"barStyle\": \"black\", ")
    assertGolden(
      of: try Self.render(
        Self.scene(bars, content: "{\"sample\": \"tiles\"}", extra: "\"tintColor\": \"systemOrange\","),
        scale: 2, only: .tabBar),
      named: "tabbar-black-translucent@2x")
  }

  /// The in-call double-height status bar (issue 31, Part 4) over the navigation bar it pushes
  /// down to 40 pt: the whole screen, band, bar and the list below. Looked at beside the
  /// CalmCall capture (insanj/CalmCall `screenie.jpg`, Docs/Fidelity.md).
  @Test func doubleHeightInCall() throws {
    let json = Self.scene(
      Self.navigation, content: #"{"sample": "list"}"#,
      extra: #""statusBar": {"doubleHeight": {"style": "inCall"}, "batteryPercentage": true},"#)
    assertGolden(of: try Render.json(json, scale: DisplayScale(2)).pixmap, named: "double-height-incall@2x")
  }

  /// A loading page's navigation bar: a gray `UIActivityIndicatorView` as the right item, over
  /// the list. Looked at beside the IPOD capture's gray indicator (Docs/Fidelity.md).
  @Test func navigationBarActivityIndicator() throws {
    let bars = """
      "navigationBar": {"title": "Loading", "backItem": {"title": "Inbox"},
        "rightItems": [{"customView": {"activityIndicator": {}}}]}
      """
    assertGolden(
      of: try Self.render(Self.scene(bars, content: #"{"sample": "list"}"#), scale: 2, only: .navigationBar),
      named: "navigation-activity-indicator@2x")
  }

  /// The status bar with every indicator over a gray close to CTA's photo backdrop (223): alarm and
  /// a dimmed Bluetooth rune left of "100%" as CTA shows them, then the uncaptured lock and the
  /// arrow (the moon has no room beside the clock).
  @Test func statusBarIndicators() throws {
    let json = """
      {"canvas": {"width": 320, "height": 20}, "content": {"color": "#DFDFDF"},
       "statusBar": {"style": "default", "operatorName": "one2free", "dataNetwork": "4g", "batteryPercentage": true,
         "bluetooth": "on", "alarm": true, "orientationLock": true, "locationServices": true, "doNotDisturb": true}}
      """
    assertGolden(of: try Self.render(json, scale: 2, only: .statusBar), named: "statusbar-indicators@2x")
  }

  /// iOS 7's bars on a Dynamic Island device at its own scale (Docs/Scenes.md, "Today's
  /// devices"): the 62-pt status bar with the clock and indicators in the ears, the navigation
  /// bar under it, the tab bar on the home indicator's area with the indicator over it. Looked at
  /// beside the iOS 7 captures' status, navigation and tab bars (P, BK, SET).
  @Test func allScreenDynamicIslandPortrait() throws {
    let json = """
      {"canvas": {"device": "iphone-16-pro-max"}, "content": {"sample": "list"}, \(Self.navigation),
       "tabBar": {"items": [{"systemItem": "favorites"}, {"systemItem": "recents", "badgeValue": "2"},
                            {"systemItem": "contacts"}, {"systemItem": "more"}]}}
      """
    assertGolden(of: try Self.render(json, scale: 3, only: .navigationBar), named: "allscreen-island-navigation@3x")
    assertGolden(of: try Self.render(json, scale: 3, only: .tabBar), named: "allscreen-island-tabbar@3x")
  }

  /// A notch device in both orientations: black bars, a charging battery in the right ear; in
  /// landscape no status bar, the items inside the side insets and the light home indicator
  /// over the dark toolbar.
  @Test func allScreenNotchPortraitAndLandscape() throws {
    let bars = """
      "content": {"sample": "landscape"}, "statusBar": {"batteryState": "charging", "batteryLevel": 60},
      "navigationBar": {"barStyle": "black", "title": "Photos", "rightItems": [{"title": "Select"}]},
      "toolbar": {"barStyle": "black", "items": [{"systemItem": "action"}, {"systemItem": "flexibleSpace"},
                                                 {"systemItem": "trash"}]}
      """
    let portrait = "{\"canvas\": {\"device\": \"iphone-x\"}, \(bars)}"
    let landscape = "{\"canvas\": {\"device\": \"iphone-x\", \"orientation\": \"landscape\"}, \(bars)}"
    assertGolden(of: try Self.render(portrait, scale: 3, only: .navigationBar), named: "allscreen-notch-navigation@3x")
    assertGolden(
      of: try Self.render(landscape, scale: 3, only: .navigationBar), named: "allscreen-notch-landscape-navigation@3x")
    assertGolden(
      of: try Self.render(landscape, scale: 3, only: .toolbar), named: "allscreen-notch-landscape-toolbar@3x")
  }
}
