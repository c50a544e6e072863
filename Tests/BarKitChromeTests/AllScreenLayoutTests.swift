import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// iOS 7's bars in today's geometry (Docs/Scenes.md, "Today's devices"): the device table's
/// status bar with the clock and indicators in the ears, the navigation bar below it with its
/// background behind it, the bottom bars on the home indicator's area with their backgrounds
/// to the screen's edge, the home indicator, and landscape's safe area at the sides. Numbers
/// from the device table and its public sources, at one pixel per point.
@Suite struct AllScreenLayoutTests {
  static func render(_ json: String) throws -> SceneRenderer.Output { try Render.json(json, scale: .x1) }

  static func frame(_ out: SceneRenderer.Output, _ path: String) -> IntRect? {
    out.elements.elements.first { $0.path == path }?.frame
  }

  @Test(arguments: [
    ("iphone-x", 44), ("iphone-11", 48), ("iphone-13", 47), ("iphone-16", 54), ("iphone-16-pro-max", 62),
  ])
  func statusBarIsTheDevicesAndTheNavigationBarSitsBelowIt(device: String, height: Int) throws {
    let out = try Self.render(
      """
      {"canvas": {"device": "\(device)"}, "content": {"color": "white"},
       "navigationBar": {"translucent": false, "barTintColor": "#336699", "title": "Inbox"}}
      """)
    let width = out.pixmap.width
    #expect(out.barRects[.statusBar] == IntRect(x: 0, y: 0, width: width, height: height))
    #expect(Self.frame(out, "statusBar") == IntRect(x: 0, y: 0, width: width, height: height))
    #expect(Self.frame(out, "navigationBar") == IntRect(x: 0, y: height, width: width, height: 45))
    // The background reaches up behind the status bar; the hairline is one row below the bar.
    #expect(out.barRects[.navigationBar] == IntRect(x: 0, y: 0, width: width, height: height + 45))
    let bar = RGBA8(r: 0x33, g: 0x66, b: 0x99)
    #expect(out.pixmap.color(2, height - 1) == bar)
    #expect(out.pixmap.color(2, height + 44) == RGBA8(r: 178, g: 178, b: 178))
    #expect(out.pixmap.color(2, height + 45) == .white)
  }

  @Test(arguments: ["iphone-x", "iphone-13", "iphone-14-pro", "iphone-16-pro-max"])
  func clockIsCentredInTheLeftEarAndIndicatorsInTheRightEar(device: String) throws {
    let out = try Self.render(
      """
      {"canvas": {"device": "\(device)"}, "content": {"color": "white"}, "statusBar": {"operatorName": "Carrier"}}
      """)
    let preset = try #require(DeviceTable.builtIn[name: device])
    let housing = try #require(preset.sensorHousing).frame(screenWidth: preset.pointSize.width)
    let time = try #require(Self.frame(out, "statusBar.time"))
    // Centred in the left ear (from the screen's edge to the housing), to a point.
    #expect(abs(Double(time.x) + Double(time.width) / 2 - housing.minX / 2) <= 1, "\(time)")
    #expect(Double(time.x + time.width) <= housing.minX)
    let battery = try #require(Self.frame(out, "statusBar.batteryLevel"))
    #expect(Double(battery.x) >= housing.maxX && battery.x + battery.width <= out.pixmap.width)
    for element in out.elements.elements where element.path.hasPrefix("statusBar.") && element.path != "statusBar.time"
    {
      #expect(Double(element.frame.x) >= housing.maxX, "\(element.path) \(element.frame)")
    }
    // No room for the carrier beside a housing.
    #expect(Self.frame(out, "statusBar.operatorName") == nil)
    // The row is centred on the housing's middle.
    #expect(abs(Double(time.y) + 10 - housing.midY) <= 1)
  }

  @Test func bottomBarsStandOnTheHomeIndicatorAreaWithTheirBackgroundsToTheEdge() throws {
    let out = try Self.render(
      """
      {"canvas": {"device": "iphone-x"}, "content": {"color": "#808080"},
       "toolbar": {"translucent": false, "barTintColor": "#203040", "items": [{"title": "Edit"}]},
       "tabBar": {"translucent": false, "barTintColor": "#102030", "items": [{"title": "One"}, {"title": "Two"}]}}
      """)
    // 812 − 34 (the home indicator's area) − 49: the tab bar; the toolbar's 44 pt above it.
    #expect(Self.frame(out, "tabBar.items[0]") == IntRect(x: 0, y: 729, width: 188, height: 49))
    // The bar's element and `--only` crop: its hairline row above, its background to the edge.
    #expect(Self.frame(out, "tabBar") == IntRect(x: 0, y: 728, width: 375, height: 84))
    #expect(out.barRects[.tabBar] == IntRect(x: 0, y: 728, width: 375, height: 84))
    #expect(out.barRects[.toolbar] == IntRect(x: 0, y: 684, width: 375, height: 45))
    let tab = RGBA8(r: 0x10, g: 0x20, b: 0x30)
    #expect(out.pixmap.color(2, 811) == tab && out.pixmap.color(2, 790) == tab)
    #expect(out.pixmap.color(2, 700) == RGBA8(r: 0x20, g: 0x30, b: 0x40))
  }

  @Test func homeIndicatorIsDarkOverLightContentAndLightOverDark() throws {
    for (content, expected) in [("white", RGBA8.black), ("black", RGBA8.white), ("#FFCC00", RGBA8.black)] {
      let out = try Self.render(
        """
        {"canvas": {"device": "iphone-16-pro-max"}, "content": {"color": "\(content)"}, "statusBar": {"hidden": true}}
        """)
      // 134 × 5 pt, 8 pt above the bottom edge, centred.
      #expect(out.pixmap.color(220, 956 - 10) == expected, "over \(content)")
      #expect(out.pixmap.color(220 - 60, 956 - 10) == expected)
      #expect(out.pixmap.color(220, 956 - 7) != expected)
      #expect(out.pixmap.color(220 - 70, 956 - 10) != expected)
    }
  }

  @Test func landscapeHidesTheStatusBarAndKeepsItemsBetweenTheSafeAreasSides() throws {
    let out = try Self.render(
      """
      {"canvas": {"device": "iphone-x", "orientation": "landscape"}, "content": {"color": "white"},
       "navigationBar": {"translucent": false, "title": "Inbox", "backItem": {"title": "Back"},
                         "rightItems": [{"systemItem": "compose"}]},
       "tabBar": {"translucent": false, "items": [{"title": "One"}, {"title": "Two"}]}}
      """)
    #expect(out.pixmap.width == 812 && out.pixmap.height == 375)
    #expect(Self.frame(out, "statusBar") == nil)
    // The compact bar from the top; its background across the screen, its items 44 pt in.
    #expect(Self.frame(out, "navigationBar") == IntRect(x: 0, y: 0, width: 812, height: 33))
    let back = try #require(Self.frame(out, "navigationBar.backItem"))
    #expect(back.x >= 44 && back.x <= 44 + 9)
    let compose = try #require(Self.frame(out, "navigationBar.rightItems[0]"))
    #expect(compose.x + compose.width <= 812 - 44 && compose.x + compose.width >= 812 - 44 - 17)
    // 375 − 21 − 49; two slots sharing the 724 pt between the sides.
    #expect(Self.frame(out, "tabBar.items[0]") == IntRect(x: 44, y: 305, width: 362, height: 49))
    #expect(Self.frame(out, "tabBar") == IntRect(x: 0, y: 304, width: 812, height: 71))
  }

  @Test func allScreenIPadHasItsTallerStatusBarAndTheHomeIndicatorArea() throws {
    let out = try Self.render(
      """
      {"canvas": {"device": "ipad-pro-11"}, "content": {"color": "white"},
       "navigationBar": {"translucent": false, "title": "Inbox"}, "tabBar": {"items": [{"title": "One"}]}}
      """)
    #expect(out.barRects[.statusBar]?.height == 24)
    #expect(Self.frame(out, "navigationBar")?.y == 24)
    // 1194 − 20 − 56 (the iPad tab bar).
    #expect(Self.frame(out, "tabBar.items[0]")?.y == 1118)
    // iOS 7's row centred in the 24 pt: the clock's row from 2 pt.
    #expect(Self.frame(out, "statusBar.time")?.y == 2)
  }

  @Test func doubleHeightStatusBarIsRefusedOnAnAllScreenDevice() throws {
    #expect(throws: (any Error).self) {
      try Self.render(#"{"canvas": {"device": "iphone-13"}, "statusBar": {"doubleHeight": {"style": "inCall"}}}"#)
    }
  }

  @Test func iOS7EraDevicesKeepIOS7sOwnLayout() throws {
    let out = try Self.render(
      #"{"canvas": {"device": "iphone-5s"}, "navigationBar": {"title": "T"}, "tabBar": {"items": [{"title": "A"}]}}"#)
    #expect(out.barRects[.statusBar]?.height == 20)
    #expect(Self.frame(out, "tabBar") == IntRect(x: 0, y: 518, width: 320, height: 50))
  }
}
