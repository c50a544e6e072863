import BarKitChrome
import BarKitCompare
import BarKitElements
import BarKitGeometry
import BarKitScene
import Testing

/// The element map a render gives (``SceneRenderer/Output/elements``): each element named by its
/// JSON path in the scene, where iOS 7's geometry puts it (measurements.md §1, §5, §8).
@Suite struct ElementMapTests {
  static let scene = """
    {"canvas": {"device": "iphone-5s"}, "content": {"color": "white"},
     "statusBar": {"time": "9:41 AM", "operatorName": "Carrier"},
     "navigationBar": {"barPosition": "topAttached", "translucent": false, "title": "Inbox",
       "backItem": {"title": "Mailboxes"}, "rightItems": [{"systemItem": "done"}, {"systemItem": "add"}]},
     "toolbar": {"translucent": false, "items": [{"title": "Left"}, {"systemItem": "flexibleSpace"}, {"systemItem": "trash"}]},
     "tabBar": {"translucent": false, "items": [{"systemItem": "favorites"}, {"title": "Two", "badgeValue": "3"}]}}
    """

  func frames(_ out: SceneRenderer.Output) -> [String: ElementMap.Element] {
    Dictionary(out.elements.elements.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// At @2x: the status bar 20 pt (40 px) tall at the top, the navigation bar's 44 pt (88 px)
  /// below it with its hairline's device pixel, the tab bar's 49 pt at the bottom with its
  /// hairline above, the toolbar's 44 pt above the tab bar.
  @Test func barsAreWhereIOS7PutsThem() throws {
    let out = try Render.json(Self.scene)
    let map = out.elements
    #expect(map.scale == 2 && map.size == ImageDimensions(width: 640, height: 1136))
    let e = frames(out)
    #expect(e["content"]?.frame == IntRect(x: 0, y: 0, width: 640, height: 1136))
    #expect(e["statusBar"]?.frame == IntRect(x: 0, y: 0, width: 640, height: 40))
    #expect(e["navigationBar"]?.frame == IntRect(x: 0, y: 40, width: 640, height: 88 + 1))
    #expect(e["tabBar"]?.frame == IntRect(x: 0, y: 1136 - 98 - 1, width: 640, height: 98 + 1))
    #expect(e["toolbar"]?.frame == IntRect(x: 0, y: 1136 - 98 - 88 - 1, width: 640, height: 88 + 1))
  }

  @Test func itemsAreNamedByTheirJSONPathsInsideTheirBars() throws {
    let e = frames(try Render.json(Self.scene))
    let nav = try #require(e["navigationBar"]?.frame)
    let done = try #require(e["navigationBar.rightItems[0]"])
    #expect(done.label == "Done")
    // The outermost right item: its title's origin 8 pt from the right edge (§5), across the bar.
    #expect(done.frame.maxX == 640 - 16 && done.frame.y == 40 && done.frame.height == 88)
    let add = try #require(e["navigationBar.rightItems[1]"])
    #expect(add.label == "add" && add.frame.maxX < done.frame.x)
    #expect(e["navigationBar.title"]?.label == "Inbox")
    #expect(e["navigationBar.backItem"]?.label == "Mailboxes")
    // The chevron's tip at 8.28 pt (§6): the Back control's element starts on that pixel.
    #expect(e["navigationBar.backItem"]?.frame.x == 16)
    for path in ["navigationBar.title", "navigationBar.backItem", "navigationBar.rightItems[1]"] {
      let frame = try #require(e[path]?.frame, "\(path)")
      #expect(frame.intersection(nav) == frame, "\(path) inside the bar")
    }
    // The clock centred in the status bar; the carrier after the signal dots.
    let time = try #require(e["statusBar.time"])
    #expect(time.label == "9:41 AM" && time.frame.y == 0 && time.frame.height == 40)
    #expect(abs((time.frame.x + time.frame.maxX) - 640) <= 2)
    #expect(e["statusBar.operatorName"]?.label == "Carrier")
    #expect(try #require(e["statusBar.cellularBars"]).frame.maxX < e["statusBar.operatorName"]!.frame.x)
    #expect(e["statusBar.batteryLevel"]?.frame.maxX ?? 0 <= 640)
    // Toolbar items by index in `items` (the flexible space is no element); tab bar slots.
    #expect(e["toolbar.items[0]"]?.label == "Left" && e["toolbar.items[2]"]?.label == "trash")
    #expect(e["toolbar.items[1]"] == nil)
    #expect(e["tabBar.items[0]"]?.frame == IntRect(x: 0, y: 1136 - 98, width: 320, height: 98))
    #expect(e["tabBar.items[0]"]?.label == "Favorites")
    #expect(e["tabBar.items[1]"]?.frame == IntRect(x: 320, y: 1136 - 98, width: 320, height: 98))
    #expect(e["tabBar.items[1].badgeValue"]?.label == "3")
  }

  /// The map comes from the render it describes: at @3x every frame is in @3x pixels.
  @Test func framesFollowTheScale() throws {
    let e = frames(try Render.json(Self.scene, scale: DisplayScale(3)))
    #expect(e["statusBar"]?.frame == IntRect(x: 0, y: 0, width: 960, height: 60))
    #expect(e["navigationBar"]?.frame == IntRect(x: 0, y: 60, width: 960, height: 132 + 1))
  }

  /// A double-height status bar is 40 pt: its items in the upper row, its line in the lower one,
  /// the navigation bar below both.
  @Test func aDoubleHeightStatusBarHasItsItemsAboveItsLine() throws {
    let e = frames(
      try Render.json(
        """
        {"canvas": {"device": "iphone-5s"}, "statusBar": {"doubleHeight": {"style": "inCall"}, "time": "9:41 AM"},
         "navigationBar": {"title": "Inbox", "rightItems": [{"customView": {"activityIndicator": {}}}]}}
        """))
    #expect(e["statusBar"]?.frame == IntRect(x: 0, y: 0, width: 640, height: 80))
    #expect(e["statusBar.time"]?.frame.y == 0 && e["statusBar.time"]?.frame.height == 40)
    let line = try #require(e["statusBar.doubleHeight"])
    #expect(line.frame.y == 40 && line.frame.maxY == 80 && line.label != nil)
    #expect(e["navigationBar"]?.frame.y == 80)
    #expect(e["navigationBar.rightItems[0]"] != nil && e["navigationBar.rightItems[0]"]?.label == nil)
  }

  @Test func searchBarsScopeBarsAndTheIOS6LookAreMappedToo() throws {
    let search = frames(
      try Render.json(
        """
        {"canvas": {"width": 320, "height": 200, "scale": 2}, "statusBar": {"hidden": true},
         "searchBar": {"placeholder": "Search", "showsCancelButton": true, "showsScopeBar": true,
                       "scopeButtonTitles": ["All", "Mail"]}}
        """))
    #expect(search["statusBar"] == nil)
    #expect(search["searchBar"]?.frame == IntRect(x: 0, y: 0, width: 640, height: 176 + 1))
    #expect(search["searchBar.placeholder"]?.label == "Search")
    #expect(search["searchBar.showsCancelButton"]?.label == "Cancel")
    let all = try #require(search["searchBar.scopeButtonTitles[0]"]),
      mail = try #require(search["searchBar.scopeButtonTitles[1]"])
    #expect(all.label == "All" && mail.label == "Mail" && all.frame.maxX <= mail.frame.x + 1)

    let ios6 = frames(try Render.json(#"{"appearance": "ios6", "navigationBar": {"rightItems": [{"title": "Save"}]}}"#))
    #expect(ios6["navigationBar"]?.frame.y == 40 && ios6["navigationBar.rightItems[0]"]?.label == "Save")
    #expect(ios6["statusBar.time"] != nil)
  }
}

/// A comparison of two renders names the elements that changed, from the map of the render.
@Suite struct ElementChangeTests {
  static func scene(_ editTitle: String) -> String {
    """
    {"canvas": {"device": "iphone-5s"}, "content": {"sample": "list"},
     "statusBar": {"time": "9:41 AM"},
     "navigationBar": {"barPosition": "topAttached", "title": "Inbox", "backItem": {"title": "Mailboxes"},
       "rightItems": [{"systemItem": "compose"}, {"title": "\(editTitle)"}]},
     "tabBar": {"items": [{"systemItem": "favorites"}, {"systemItem": "more"}]}}
    """
  }

  @Test func changingOneButtonsTitleNamesThatButtonAlone() throws {
    let before = try Render.json(Self.scene("Edit"))
    let after = try Render.json(Self.scene("Exit"))
    let result = ImageComparison.compare(expected: before.pixmap, actual: after.pixmap)
    #expect(!result.passed)
    let changes = ElementChanges(classification: try #require(result.classification), map: after.elements)
    #expect(changes.elements.map(\.path) == ["navigationBar.rightItems[1]"], "\(changes)")
    #expect(changes.elements.first?.label == "Exit")
    #expect(changes.elements.first?.changedPixels == result.differingPixelCount)
    #expect(changes.outsideEveryElement == 0)
    #expect(changes.description == "navigationBar.rightItems[1] (Exit) \(result.differingPixelCount) px")
  }

  /// A change of a bar's background is the bar's; of the clock, the clock's. (The bar is at
  /// `top`, not behind the status bar: the status bar's rows are the status bar's element.)
  @Test func aBarsBackgroundIsTheBarsAndTheClockIsTheClocks() throws {
    let base = #"{"canvas": {"width": 320, "height": 120, "scale": 2}, "content": {"color": "white"}, "#
    let before = try Render.json(
      base
        + ##""statusBar": {"time": "9:41"}, "navigationBar": {"barPosition": "top", "translucent": false, "barTintColor": "#336699"}}"##
    )
    let after = try Render.json(
      base
        + ##""statusBar": {"time": "9:42"}, "navigationBar": {"barPosition": "top", "translucent": false, "barTintColor": "#336698"}}"##
    )
    let result = ImageComparison.compare(
      expected: before.pixmap, actual: after.pixmap, options: ComparisonOptions(tolerance: .yiq(threshold: 0)))
    let changes = ElementChanges(classification: try #require(result.classification), map: after.elements)
    #expect(Set(changes.elements.map(\.path)) == ["navigationBar", "statusBar.time"], "\(changes)")
    // The bar's 44 pt at @2x across 640 px is 56 320 pixels: the most changed comes first.
    #expect(changes.elements.first?.path == "navigationBar")
  }
}
