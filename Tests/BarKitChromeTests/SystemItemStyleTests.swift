import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import TestSupport
import Testing

/// A system item's `style` is honoured, as UIKit's is: `initWithBarButtonSystemItem:` gives
/// Done the done style, and a `style` set afterwards replaces it (Docs/Scenes.md).
@Suite struct SystemItemStyleTests {
  /// The navigation bar's rows with `item` on the right, at @2x.
  static func bar(_ item: String, appearance: String = "ios7") throws -> Pixmap {
    let out = try Render.json(
      """
      {"canvas": {"width": 200, "height": 64, "scale": 2}, "appearance": "\(appearance)", "content": {"color": "white"},
       "statusBar": {"hidden": true}, "navigationBar": {"translucent": false, "rightItems": [\(item)]}}
      """)
    return try #require(out.pixmap.cropped(to: IntRect(x: 200, y: 0, width: 200, height: 88)!))
  }

  /// Whether two renders are pixel for pixel the same (compared outside `#expect`, which would
  /// print every pixel).
  static func same(_ a: Pixmap, _ b: Pixmap) -> Bool { a == b }

  /// The title's ink: how far red falls below white, summed (the tint is blue, the bar white).
  static func ink(_ p: Pixmap) -> Int {
    var n = 0
    for y in 0..<p.height { for x in 0..<p.width { n += 255 - Int(p.color(x, y).r) } }
    return n
  }

  @Test(arguments: ["ios7", "ios6"])
  func doneIsBoldUnlessItsStyleIsPlain(appearance: String) throws {
    let system = try Self.bar(#"{"systemItem": "done"}"#, appearance: appearance)
    let systemPlain = try Self.bar(#"{"systemItem": "done", "style": "plain"}"#, appearance: appearance)
    let titleDone = try Self.bar(#"{"title": "Done", "style": "done"}"#, appearance: appearance)
    let titlePlain = try Self.bar(#"{"title": "Done"}"#, appearance: appearance)
    #expect(Self.same(system, titleDone), "the Done system item is drawn in the done style")
    #expect(Self.same(systemPlain, titlePlain), "style plain on it draws it as a plain item")
    #expect(!Self.same(system, systemPlain))
    if appearance == "ios7" { #expect(Self.ink(system) > Self.ink(systemPlain), "Medium has more ink than Regular") }
    // The other way round: a text system item in the done style is drawn as a done item.
    #expect(
      Self.same(
        try Self.bar(#"{"systemItem": "cancel", "style": "done"}"#, appearance: appearance),
        try Self.bar(#"{"title": "Cancel", "style": "done"}"#, appearance: appearance)))
  }
}

/// Issue 31: the search bar's Cancel can be retitled (`cancelButtonTitle`), like every other
/// label UIKit writes itself.
@Suite struct SearchBarCancelTitleTests {
  static func searchBar(_ keys: String, appearance: String) throws -> Pixmap {
    try Render.json(
      """
      {"canvas": {"width": 320, "height": 64, "scale": 1}, "appearance": "\(appearance)", "locale": "de",
       "content": {"color": "white"}, "statusBar": {"hidden": true},
       "searchBar": {"translucent": false, "showsCancelButton": true \(keys)}}
      """
    ).pixmap
  }

  @Test(arguments: ["ios7", "ios6"])
  func cancelTakesTheScenesTitle(appearance: String) throws {
    let retitled = try Self.searchBar(#", "cancelButtonTitle": "Fertig""#, appearance: appearance)
    let german = try Self.searchBar("", appearance: appearance)
    #expect(!SystemItemStyleTests.same(retitled, german), "\"Fertig\" replaces \"Abbrechen\"")
    // The same title written as the scene's own text draws the same pixels as the locale's word.
    let spelled = try Self.searchBar(#", "cancelButtonTitle": "Abbrechen""#, appearance: appearance)
    #expect(SystemItemStyleTests.same(spelled, german))
  }
}
