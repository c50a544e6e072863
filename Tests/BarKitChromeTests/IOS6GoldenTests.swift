import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitTesting
import Foundation
import TestSupport
import Testing

/// Goldens of every bar in the iOS 6 look, cropped to the bar (its drop shadow included).
/// Recorded only by a record mode (`BARKIT_RECORD=missing|all`); each was looked at beside the
/// real iOS 6 captures in shared/reference/screens (JSQ6, RE2, RE3, FAK, UK6) before it was
/// committed.
@Suite(
  .goldens(.repository("IOS6GoldenTests")), .eachKernelSet)
struct IOS6GoldenTests {
  /// A 320-pt-wide iOS 6 screen over a grouped-table blue-gray, as in RE2.
  static func render(_ bars: String, scale: Int, only bar: SceneRenderer.BarKind, height: Int = 200) throws -> Pixmap {
    let json = """
      {"canvas": {"width": 320, "height": \(height)}, "appearance": "ios6", "content": {"color": "#DBE2ED"}, \(bars)}
      """
    let out = try Render.json(json, scale: DisplayScale(scale))
    let rect = try #require(out.barRects[bar])
    return try #require(out.pixmap.cropped(to: rect))
  }

  static let navigation = """
    "statusBar": {"time": "12:29 PM"},
    "navigationBar": {"title": "Editing", "backItem": {"title": "Settings"}, "rightItems": [{"title": "Done", "style": "done"}]}
    """

  @Test(arguments: [1, 2]) func navigationDefault(scale: Int) throws {
    assertGolden(
      of: try Self.render(Self.navigation, scale: scale, only: .navigationBar), named: "navigation-default@\(scale)x")
  }

  @Test func navigationBlackWithBorderedGlyphs() throws {
    let bars = """
      "statusBar": {"style": "lightContent"},
      "navigationBar": {"barStyle": "black", "title": "Photos", "leftItems": [{"systemItem": "edit"}],
        "rightItems": [{"systemItem": "action"}, {"systemItem": "add"}]}
      """
    assertGolden(of: try Self.render(bars, scale: 2, only: .navigationBar), named: "navigation-black@2x")
  }

  @Test func navigationTintedWithPromptAndSegments() throws {
    let bars = """
      "navigationBar": {"tintColor": "#8C1E1E", "prompt": "Choose a view",
        "titleView": {"segmentedControl": {"items": ["Day", "Week", "Month"], "selectedSegmentIndex": 1}},
        "leftItems": [{"systemItem": "cancel"}]}
      """
    assertGolden(of: try Self.render(bars, scale: 2, only: .navigationBar), named: "navigation-tinted-prompt@2x")
  }

  @Test func statusBars() throws {
    let gray = try Self.render(
      "\"statusBar\": {\"batteryState\": \"charging\", \"batteryLevel\": 60}", scale: 2, only: .statusBar)
    assertGolden(of: gray, named: "statusbar-gray@2x")
    let black = try Self.render(
      "\"statusBar\": {\"style\": \"lightContent\", \"dataNetwork\": \"3g\", \"cellularBars\": 3, \"batteryPercentage\": true, \"batteryLevel\": 42}",
      scale: 2, only: .statusBar)
    assertGolden(of: black, named: "statusbar-black@2x")
  }

  @Test func searchBarWithScope() throws {
    let bars = """
      "searchBar": {"placeholder": "Search", "showsCancelButton": true, "showsScopeBar": true,
        "scopeButtonTitles": ["All", "Mail", "Contacts"]}
      """
    assertGolden(of: try Self.render(bars, scale: 2, only: .searchBar), named: "search-scope@2x")
  }

  @Test func searchBarBlackWithText() throws {
    let bars = "\"searchBar\": {\"barStyle\": \"black\", \"text\": \"liberia\"}"
    assertGolden(of: try Self.render(bars, scale: 2, only: .searchBar), named: "search-black-text@2x")
  }

  @Test(arguments: [1, 2]) func toolbarDefault(scale: Int) throws {
    let bars = """
      "toolbar": {"items": [{"title": "Edit", "style": "bordered"}, {"systemItem": "flexibleSpace"},
        {"systemItem": "reply"}, {"systemItem": "flexibleSpace"}, {"systemItem": "compose", "style": "bordered"},
        {"systemItem": "done"}]}
      """
    assertGolden(of: try Self.render(bars, scale: scale, only: .toolbar), named: "toolbar-default@\(scale)x")
  }

  @Test func toolbarBlack() throws {
    let bars = """
      "toolbar": {"barStyle": "black", "items": [{"systemItem": "play"}, {"systemItem": "flexibleSpace"},
        {"systemItem": "trash", "style": "bordered"}, {"systemItem": "camera", "enabled": false}]}
      """
    assertGolden(of: try Self.render(bars, scale: 2, only: .toolbar), named: "toolbar-black@2x")
  }

  static let tabBar = """
    "tabBar": {"items": [{"systemItem": "favorites"}, {"systemItem": "recents", "badgeValue": "2"},
      {"systemItem": "contacts"}, {"systemItem": "more"}], "selectedIndex": 0}
    """

  @Test(arguments: [1, 2]) func tabBar(scale: Int) throws {
    assertGolden(of: try Self.render(Self.tabBar, scale: scale, only: .tabBar), named: "tabbar@\(scale)x")
  }

  @Test func tabBarTinted() throws {
    let bars = Self.tabBar.replacingOccurrences(
      of: "\"tabBar\": {", with: "\"tabBar\": {\"tintColor\": \"#3A2A60\", \"selectedImageTintColor\": \"#F0A020\", ")
    assertGolden(of: try Self.render(bars, scale: 2, only: .tabBar), named: "tabbar-tinted@2x")
  }

  @Test func iPadSilverNavigationBar() throws {
    let json = """
      {"canvas": {"device": "ipad"}, "appearance": "ios6", "content": {"color": "#DBE2ED"},
       "statusBar": {"batteryPercentage": true},
       "navigationBar": {"title": "Messages", "leftItems": [{"systemItem": "edit"}], "rightItems": [{"systemItem": "compose"}]}}
      """
    let out = try Render.json(json, scale: .x1)
    let rect = try #require(out.barRects[.navigationBar])
    assertGolden(of: try #require(out.pixmap.cropped(to: rect)), named: "navigation-ipad-silver@1x")
  }
}
