import BarKitChrome
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// A scene's `locale` on pixels: each system string is drawn exactly as the same text written
/// by hand, and differs from the English.
@Suite struct LocalizedChromeTests {
  static func render(_ json: String) throws -> Pixmap { try Render.json(json, scale: .x1).pixmap }

  static let frame = #""canvas": {"width": 320, "height": 568, "scale": 1}"#

  @Test func aJapaneseTabBarHasJapaneseLabels() throws {
    let items = ["favorites", "recents", "contacts", "more"]
    let system = items.map { #"{"systemItem": "\#($0)"}"# }.joined(separator: ", ")
    let japanese = try Self.render(#"{\#(Self.frame), "locale": "ja", "tabBar": {"items": [\#(system)]}}"#)
    let written = zip(items, ["よく使う項目", "履歴", "連絡先", "その他"]).map { #"{"systemItem": "\#($0)", "title": "\#($1)"}"# }
    let byHand = try Self.render(
      #"{\#(Self.frame), "statusBar": {"time": "9:41"}, "tabBar": {"items": [\#(written.joined(separator: ", "))]}}"#)
    let english = try Self.render(#"{\#(Self.frame), "tabBar": {"items": [\#(system)]}}"#)
    let same = japanese == byHand
    #expect(same)
    // The labels row (the tab bar's bottom 14 pt) differs from English; the glyphs do not.
    func rows(_ p: Pixmap, _ range: Range<Int>) -> [RGBA8] { range.flatMap { y in (0..<320).map { p.color($0, y) } } }
    #expect(rows(japanese, 554..<566) != rows(english, 554..<566))
    #expect(rows(japanese, 525..<545) == rows(english, 525..<545))
  }

  @Test func backCancelDoneAndTheClockFollowTheLocale() throws {
    let bars =
      ##""navigationBar": {"title": "Z", "backItem": {}, "rightItems": [{"systemItem": "done"}]}, "searchBar": {"showsCancelButton": true}"##
    let german = try Self.render(#"{\#(Self.frame), "locale": "de", \#(bars)}"#)
    let english = try Self.render(#"{\#(Self.frame), \#(bars)}"#)
    let differs = german != english
    #expect(differs)
    let written =
      ##""navigationBar": {"title": "Z", "backItem": {"title": "Zurück"}, "rightItems": [{"systemItem": "done", "title": "Fertig"}]}, "statusBar": {"time": "09:41"}"##
    let byHand = try Self.render(#"{\#(Self.frame), \#(written), "searchBar": {"showsCancelButton": true}}"#)
    // Everything but the search bar's Cancel is the same as written by hand.
    func rows(_ p: Pixmap, _ range: Range<Int>) -> [RGBA8] { range.flatMap { y in (0..<320).map { p.color($0, y) } } }
    #expect(rows(german, 0..<64) == rows(byHand, 0..<64))
    #expect(rows(german, 64..<108) != rows(english, 64..<108), "Abbrechen is not Cancel")
  }

  @Test func theIOS6LookIsLocalizedToo() throws {
    let bars =
      ##""appearance": "ios6", "navigationBar": {"title": "Z", "leftItems": [{"systemItem": "cancel"}]}, "tabBar": {"items": [{"systemItem": "more"}]}"##
    let french = try Self.render(#"{\#(Self.frame), "locale": "fr", \#(bars)}"#)
    let byHand = try Self.render(
      ##"{\##(Self.frame), "appearance": "ios6", "statusBar": {"time": "09:41"}, "navigationBar": {"title": "Z", "leftItems": [{"systemItem": "cancel", "title": "Annuler"}]}, "tabBar": {"items": [{"systemItem": "more", "title": "Autre"}]}}"##
    )
    let same = french == byHand
    #expect(same)
  }
}
