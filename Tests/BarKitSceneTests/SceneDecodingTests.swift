import BarKitGeometry
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitScene

@Suite struct SceneDecodingTests {
  @Test func emptySceneHasTheDocumentedDefaults() throws {
    let scene = try decodeScene("{}")
    #expect(scene == Scene())
    #expect(scene.canvas == SceneCanvas(device: DeviceTable.builtIn[name: "iphone-5s"]!))
    #expect(scene.appearance == .ios7)
    #expect(scene.tintColor == nil)
    #expect(scene.effectiveTintColor == RGBA8(r: 0, g: 122, b: 255))
    #expect(scene.content == .color(.white))
    #expect(scene.navigationBar == nil && scene.searchBar == nil && scene.toolbar == nil && scene.tabBar == nil)
    let s = scene.statusBar
    #expect(s.style == .auto && !s.hidden && s.time == nil && s.operatorName == "Carrier")
    #expect(s.cellularMode == .active && s.cellularBars == 5 && s.dataNetwork == .wifi && s.wifiMode == .active)
    #expect(s.wifiBars == 3 && s.batteryState == .discharging && s.batteryLevel == 100 && !s.batteryPercentage)
  }

  @Test func barDefaults() throws {
    let scene = try decodeScene(##"{"navigationBar": {}, "searchBar": {}, "toolbar": {}, "tabBar": {}}"##)
    let nav = try #require(scene.navigationBar)
    #expect(nav == NavigationBar())
    #expect(nav.barStyle == .default && nav.translucent == nil && nav.barPosition == .any)
    #expect(nav.backgroundImage.isEmpty && nav.shadowImage == nil && nav.barTintColor == nil)
    #expect(scene.searchBar == SearchBar())
    #expect(scene.searchBar?.searchBarStyle == .default && scene.searchBar?.showsScopeBar == false)
    #expect(scene.toolbar == Toolbar())
    let tab = try #require(scene.tabBar)
    #expect(tab.selectedIndex == 0 && tab.itemPositioning == .automatic && tab.itemWidth == 0 && tab.itemSpacing == 0)
  }

  @Test func decodesEveryTopLevelAndStatusBarField() throws {
    let scene = try decodeScene(
      """
      {"$schema": "../scene.schema.json",
       "canvas": {"device": "iphone-6-plus", "scale": 2, "orientation": "landscape"},
       "appearance": "ios6", "tintColor": "#FF9500", "content": {"sample": "landscape"},
       "statusBar": {"style": "lightContent", "hidden": true, "time": "10:09", "operatorName": "",
         "cellularMode": "searching", "cellularBars": 2, "dataNetwork": "3g", "wifiMode": "failed", "wifiBars": 0,
         "batteryState": "charging", "batteryLevel": 37.5, "batteryPercentage": true}}
      """)
    #expect(scene.canvas.screen == .device(DeviceTable.builtIn[name: "iphone-6-plus"]!))
    #expect(scene.canvas.scale == .x2 && scene.canvas.orientation == .landscape)
    #expect(scene.appearance == .ios6)
    #expect(scene.tintColor == RGBA8(r: 0xFF, g: 0x95, b: 0))
    #expect(scene.content == .sample(.landscape))
    var expected = StatusBar()
    expected.style = .lightContent
    expected.hidden = true
    expected.time = "10:09"
    expected.operatorName = ""
    expected.cellularMode = .searching
    expected.cellularBars = 2
    expected.dataNetwork = .threeG
    expected.wifiMode = .failed
    expected.wifiBars = 0
    expected.batteryState = .charging
    expected.batteryLevel = 37.5
    expected.batteryPercentage = true
    #expect(scene.statusBar == expected)
  }

  @Test func decodesContentKinds() throws {
    #expect(try decodeScene(##"{"content": {"color": "#102030"}}"##).content == .color(RGBA8(r: 16, g: 32, b: 48)))
    #expect(
      try decodeScene(##"{"content": {"image": "a.png"}}"##).content == .image("a.png", contentMode: .scaleAspectFill))
    #expect(
      try decodeScene(##"{"content": {"image": "a.png", "contentMode": "center"}}"##).content
        == .image("a.png", contentMode: .center))
  }

  @Test func decodesCommonBarFields() throws {
    let scene = try decodeScene(
      """
      {"toolbar": {"barStyle": "black", "translucent": false, "barTintColor": "#333", "tintColor": "white",
        "barPosition": "bottom", "shadowImage": "shadow.png",
        "backgroundImage": [{"image": "bg.png", "capInsets": {"top": 1, "left": 2, "bottom": 3, "right": 4},
          "resizingMode": "tile", "barMetrics": "default"}, {"image": "bg-compact.png", "barMetrics": "compact"}]}}
      """)
    let bar = try #require(scene.toolbar)
    #expect(bar.barStyle == .black && bar.translucent == false && bar.barPosition == .bottom)
    #expect(bar.barTintColor == RGBA8(r: 0x33, g: 0x33, b: 0x33) && bar.tintColor == .white)
    #expect(bar.shadowImage == .file("shadow.png"))
    #expect(
      bar.backgroundImage == [
        BarBackgroundImage(
          image: .file("bg.png"), capInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), resizingMode: .tile),
        BarBackgroundImage(image: .file("bg-compact.png"), barMetrics: .compact),
      ])
    // A single background may be written without the list.
    let single = try decodeScene(##"{"tabBar": {"backgroundImage": {"image": "bg.png"}}}"##)
    #expect(single.tabBar?.backgroundImage == [BarBackgroundImage(image: .file("bg.png"))])
  }

  @Test func decodesNavigationBar() throws {
    let scene = try decodeScene(
      """
      {"navigationBar": {"title": "Inbox", "prompt": "Choose one",
        "titleTextAttributes": {"color": "#FF0000", "fontFamily": "Inter", "fontSize": 18, "fontWeight": "semibold",
          "shadow": {"color": "#00000080", "offset": [0, 1], "blurRadius": 2}},
        "backItem": {"title": "Mailboxes"}, "backIndicatorImage": "chevron.png", "backIndicatorTransitionMaskImage": "mask.png",
        "leftItems": [{"systemItem": "cancel"}],
        "rightItems": [{"title": "Send", "style": "done", "enabled": false, "tintColor": "systemRed", "width": 60},
          {"image": {"svg": "M0 0L10 10Z", "viewBox": [0, 0, 10, 10], "size": [22, 22]}, "renderingMode": "alwaysOriginal"}],
        "titleView": {"segmentedControl": {"items": ["All", "Missed"], "selectedSegmentIndex": 1, "tintColor": "#4CD964"}}}}
      """)
    let nav = try #require(scene.navigationBar)
    #expect(nav.title == "Inbox" && nav.prompt == "Choose one")
    var attributes = TextAttributes()
    attributes.color = RGBA8(r: 255, g: 0, b: 0)
    attributes.fontFamily = "Inter"
    attributes.fontSize = 18
    attributes.fontWeight = .semibold
    var shadow = Shadow()
    shadow.color = RGBA8(r: 0, g: 0, b: 0, a: 0x80)
    shadow.offsetWidth = 0
    shadow.offsetHeight = 1
    shadow.blurRadius = 2
    attributes.shadow = shadow
    #expect(nav.titleTextAttributes == attributes)
    #expect(nav.backItem == BackItem(title: "Mailboxes"))
    #expect(nav.backIndicatorImage == .file("chevron.png") && nav.backIndicatorTransitionMaskImage == .file("mask.png"))
    #expect(nav.leftItems == [BarButtonItem(systemItem: .cancel)])
    var send = BarButtonItem(title: "Send", style: .done)
    send.enabled = false
    send.tintColor = RGBA8(r: 0xFF, g: 0x3B, b: 0x30)
    send.width = 60
    var icon = BarButtonItem(
      image: .vector(
        VectorImage(
          pathData: "M0 0L10 10Z", viewBox: Rect(x: 0, y: 0, width: 10, height: 10), size: Size(width: 22, height: 22)))
    )
    icon.renderingMode = .alwaysOriginal
    #expect(nav.rightItems == [send, icon])
    var segmented = SegmentedControl(items: ["All", "Missed"], selectedSegmentIndex: 1)
    segmented.tintColor = RGBA8(r: 0x4C, g: 0xD9, b: 0x64)
    #expect(nav.titleView == .segmentedControl(segmented))
  }

  @Test func decodesSearchBar() throws {
    let scene = try decodeScene(
      """
      {"navigationBar": {"title": "Calendar"},
       "searchBar": {"searchBarStyle": "minimal", "placeholder": "Search", "text": "lunch", "prompt": "Find",
        "showsCancelButton": true, "showsBookmarkButton": true, "showsScopeBar": true,
        "scopeButtonTitles": ["All", "Work"], "selectedScopeButtonIndex": 1, "searchFieldBackgroundImage": "field.png",
        "displaysSearchBarInNavigationBar": true, "barPosition": "topAttached"}}
      """)
    var expected = SearchBar(placeholder: "Search")
    expected.searchBarStyle = .minimal
    expected.text = "lunch"
    expected.prompt = "Find"
    expected.showsCancelButton = true
    expected.showsBookmarkButton = true
    expected.showsScopeBar = true
    expected.scopeButtonTitles = ["All", "Work"]
    expected.selectedScopeButtonIndex = 1
    expected.searchFieldBackgroundImage = .file("field.png")
    expected.displaysSearchBarInNavigationBar = true
    expected.barPosition = .topAttached
    #expect(scene.searchBar == expected)
  }

  @Test func decodesToolbarAndEverySystemItem() throws {
    let items = BarButtonSystemItem.allCases.map { "{\"systemItem\": \"\($0.rawValue)\"}" }.joined(separator: ",")
    let scene = try decodeScene(##"{"toolbar": {"items": [\##(items), {"systemItem": "fixedSpace", "width": 20}]}}"##)
    let decoded = try #require(scene.toolbar?.items)
    #expect(decoded.count == 25)
    #expect(decoded.prefix(24).map(\.content) == BarButtonSystemItem.allCases.map { .systemItem($0) })
    #expect(decoded[24].width == 20)
  }

  @Test func decodesTabBar() throws {
    let scene = try decodeScene(
      """
      {"tabBar": {"items": [{"systemItem": "favorites", "badgeValue": "3"},
          {"title": "Clock", "image": "clock.png", "selectedImage": "clock-fill.png", "renderingMode": "alwaysTemplate",
           "enabled": false}, {"title": "Text only"}],
        "selectedIndex": 1, "itemPositioning": "centered", "itemWidth": 76, "itemSpacing": 34,
        "selectionIndicatorImage": "indicator.png", "selectedImageTintColor": "#FF2D55"}}
      """)
    let tab = try #require(scene.tabBar)
    var clock = TabBarItem(title: "Clock", image: .file("clock.png"), selectedImage: .file("clock-fill.png"))
    clock.renderingMode = .alwaysTemplate
    clock.enabled = false
    #expect(
      tab.items == [
        TabBarItem(systemItem: .favorites, badgeValue: "3"), clock, TabBarItem(title: "Text only", image: nil),
      ])
    #expect(tab.selectedIndex == 1 && tab.itemPositioning == .centered && tab.itemWidth == 76 && tab.itemSpacing == 34)
    #expect(tab.selectionIndicatorImage == .file("indicator.png"))
    #expect(tab.selectedImageTintColor == RGBA8(r: 0xFF, g: 0x2D, b: 0x55))
  }

  @Test func swiftCodeReadsSharedBarPropertiesAsTheBarsOwn() {
    var bar = NavigationBar(title: "Now")
    bar.barStyle = .black
    bar.translucent = false
    #expect(bar.common.barStyle == .black && bar.common.translucent == false)
  }
}
