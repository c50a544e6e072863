import BarKitGeometry
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

@testable import BarKitChrome

/// The layout's bars as both looks read them: which bar each is, its prompt and scope rows, the
/// edge facing the content and its bar metrics (Sources/BarKitChrome/Layout).
@Suite struct LaidOutBarTests {
  static func layout(_ json: String) throws -> ScreenLayout {
    let scene = try Scene(decoding: Data(json.utf8), file: "test")
    return ScreenLayout(scene: scene, canvas: try scene.resolvedCanvas())
  }

  @Test func everyBarKnowsItsKindAndRows() throws {
    let layout = try Self.layout(
      """
      {"canvas": {"width": 320, "height": 480, "scale": 1},
       "navigationBar": {"title": "T", "prompt": "P"},
       "searchBar": {"prompt": "Q", "showsScopeBar": true, "scopeButtonTitles": ["A", "B"]},
       "toolbar": {}, "tabBar": {"items": [{"systemItem": "favorites"}]}}
      """)
    #expect(layout.bars.map(\.kind) == [.navigationBar, .searchBar, .toolbar, .tabBar])
    #expect(layout.statusBar.kind == .statusBar && layout.statusBar.bar.height == 20)
    let nav = try #require(layout.navigationBar)
    // The 30-pt prompt row sits between the status bar and the 44-pt bar; the background
    // reaches up behind the status bar (top-attached) and faces the content at the bottom.
    #expect(nav.prompt == Rect(x: 0, y: 20, width: 320, height: 30))
    #expect(nav.bar == Rect(x: 0, y: 50, width: 320, height: 44))
    #expect(nav.background == Rect(x: 0, y: 0, width: 320, height: 94))
    #expect(nav.ownRows == Rect(x: 0, y: 20, width: 320, height: 74))
    #expect(nav.contentEdge == .bottom)
    let search = try #require(layout.searchBar)
    #expect(search.prompt == Rect(x: 0, y: 94, width: 320, height: 30))
    #expect(search.bar == Rect(x: 0, y: 124, width: 320, height: 44))
    #expect(search.scope == Rect(x: 0, y: 168, width: 320, height: 44))
    // Under a navigation bar the search bar is at `top`: no status bar area in its background.
    #expect(search.background == search.ownRows)
    #expect(layout.tabBar?.bar == Rect(x: 0, y: 431, width: 320, height: 49))
    #expect(layout.toolbar?.bar == Rect(x: 0, y: 387, width: 320, height: 44))
    #expect(layout.toolbar?.contentEdge == .top && layout.tabBar?.contentEdge == .top)
  }

  @Test func compactMetricsAreTheLayoutsNotGuessedFromAHeight() throws {
    let landscape = try Self.layout(
      """
      {"canvas": {"device": "iphone-5s", "orientation": "landscape", "scale": 1},
       "navigationBar": {"title": "T"}, "searchBar": {}, "toolbar": {}, "tabBar": {}}
      """)
    // UIBarMetricsCompact: the navigation bar and the toolbar get the 32-pt row; the search
    // bar and the tab bar keep their heights, and their default metrics.
    #expect(landscape.navigationBar?.bar.height == 32 && landscape.navigationBar?.metrics == .compact)
    #expect(landscape.toolbar?.bar.height == 32 && landscape.toolbar?.metrics == .compact)
    #expect(landscape.searchBar?.bar.height == 44 && landscape.searchBar?.metrics == .default)
    #expect(landscape.tabBar?.metrics == .default)
    let portrait = try Self.layout(#"{"canvas": {"device": "iphone-5s"}, "navigationBar": {}, "toolbar": {}}"#)
    #expect(portrait.navigationBar?.metrics == .default && portrait.toolbar?.metrics == .default)
  }

  @Test func iOS6ButtonsTakeTheirHeightFromTheMetrics() {
    // A compact bar's bordered button is 24 pt (research §6), whatever row it is drawn in: a
    // navigation bar's 32-pt row, or the room it leaves a search field.
    let row = Rect(x: 0, y: 0, width: 100, height: 44)
    #expect(IOS6BarButton.frame(x: 0, width: 40, row: row, metrics: .default).height == 29)
    #expect(IOS6BarButton.frame(x: 0, width: 40, row: row, metrics: .compact).height == 24)
  }

  @Test func iOS6LandscapeNavigationBarHasCompactButtons() throws {
    let out = try Render.json(
      """
      {"appearance": "ios6", "canvas": {"device": "iphone-5s", "orientation": "landscape", "scale": 1},
       "statusBar": {"hidden": true}, "content": {"color": "white"},
       "navigationBar": {"rightItems": [{"systemItem": "done"}]}}
      """)
    // The Done button's blue, down the column through its middle: 24 rows (the antialiased
    // edges of a button 3.5 pt from the top of the 32-pt bar count half).
    let p = out.pixmap
    let blue = (0..<32).filter { y in
      let c = p.color(p.width - 25, y)
      return Int(c.b) - Int(c.r) > 60
    }
    #expect((23...25).contains(blue.count), "\(blue.count) blue rows")
  }
}

/// iOS 6 picks a custom background image by the layout's bar metrics, as iOS 7 does, not by the
/// height it paints (a landscape navigation bar with its prompt is 62 pt, yet compact).
@Suite struct IOS6BackgroundMetricsTests {
  @Test(arguments: [Appearance.ios7, .ios6])
  func landscapeNavigationBarWithPromptUsesItsCompactImage(_ appearance: Appearance) throws {
    // The default image is black on its left half, the compact one on its right half.
    let out = try Render.json(
      """
      {"appearance": "\(appearance.rawValue)",
       "canvas": {"device": "iphone-5s", "orientation": "landscape", "scale": 1},
       "statusBar": {"hidden": true}, "content": {"color": "white"},
       "navigationBar": {"prompt": "P", "barTintColor": "white", "backgroundImage": [
         {"image": {"svg": "M0 0H1V2H0Z", "viewBox": [0, 0, 2, 2]}},
         {"image": {"svg": "M1 0H2V2H1Z", "viewBox": [0, 0, 2, 2]}, "barMetrics": "compact"}]}}
      """)
    let p = out.pixmap
    let y = 45  // in the 32-pt bar under the 30-pt prompt row
    #expect(p.color(p.width / 4, y) != .black, "left quarter: the default image would be black here")
    #expect(p.color(3 * p.width / 4, y) == .black)
  }
}
