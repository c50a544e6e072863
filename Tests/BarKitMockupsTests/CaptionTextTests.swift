import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitMockups

/// What store-set captions do with the world's text: right-to-left numbers, Japanese line
/// breaks, colour emoji and font families named per locale.
@Suite struct CaptionTextTests {
  static let background = RGBA8(r: 0x20, g: 0x30, b: 0x50)

  /// A store set whose caption is the string `t` of the locale, in `family`.
  static func storeSet(family: String? = nil) throws -> StoreSet {
    let font = family.map { #", "fontFamily": "\#($0)""# } ?? ""
    return try StoreSetTests.storeSet(##"{"background": "#203050", "caption": {"title": "@t"\##(font)}}"##)
  }

  /// The caption band of the iPhone 5s image for `title`.
  static func caption(_ title: String, family: String? = nil) throws -> Pixmap {
    let set = try storeSet(family: family)
    let image = try StoreSetTests.compose(set, "iphone-5s", locale: try StoreSetTests.locale("he", title: title))
    var band = Pixmap(width: image.width, height: 220)!
    for y in 0..<band.height { for x in 0..<band.width { band[x, y] = image[x, y] } }
    return band
  }

  @Test func rightToLeftNumbersReadLeftToRight() throws {
    // Before ICU's bidi algorithm "10,000" came out "000,10".
    let drawn = try Self.caption("מחיר 10,000", family: "DejaVu Sans")
    #expect(drawn == (try Self.caption("\u{202D}10,000 ריחמ\u{202C}", family: "DejaVu Sans")))
    #expect(drawn != (try Self.caption("\u{202D}000,10 ריחמ\u{202C}", family: "DejaVu Sans")))
  }

  @Test(arguments: [
    "プロファイルを編集して、お気に入りの写真をアカウントのメッセージでいつでも共有しましょう。",
    // 22 characters fit a line at the smallest size: "プロファイル" spans the 21st to the 26th
    // (before: broken "…いプロ / ファイル…").
    "写真とメッセージをすぐに共有できる新しいプロファイル機能をお試しください。",
  ])
  func japaneseBreaksOnlyBetweenPhrasesAndNeverBeforeClosingMarks(title: String) throws {
    let set = try StoreSetTests.storeSet(##"{"caption": {"title": "@t"}}"##)
    let block = try #require(
      try set.captionBlock(imageWidth: 640, locale: try StoreSetTests.locale("ja", title: title)))
    let lines = block.title.map { $0.runs.map(\.string).joined() }
    #expect(lines.count >= 2, "\(lines)")
    #expect(lines.joined() == title)
    // Every line ends where ICU's UAX #14 rules with phrase breaking allow, and no word is cut.
    let allowed = Set(LineBreaks.opportunities(in: title).map { title.distance(from: title.startIndex, to: $0.index) })
    var end = 0
    for line in lines {
      end += line.count
      #expect(allowed.contains(end), "\(lines)")
      #expect(!"、。ー」』）ぁぃぅぇぉっゃゅょァィゥェォッャュョ".contains(line.first!), "\(lines)")
    }
    for word in ["プロファイル", "お気に入り", "写真", "アカウント", "メッセージ", "機能"] where title.contains(word) {
      #expect(lines.contains { $0.contains(word) }, "\(word) is cut: \(lines)")
    }
  }

  @Test func emojiAreDrawnInColour() throws {
    let drawn = try Self.caption("Hike more 🥾🏔️ **worry less** ✨")
    // White text on dark blue is grey wherever anti-aliased: colour (a channel far from the
    // others) comes only from the emoji.
    let colored = drawn.pixels.filter { p in
      let c = p.unpremultiplied
      return c.a > 200 && max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 80 && !(c.r == 0x20 && c.g == 0x30 && c.b == 0x50)
    }
    #expect(colored.count > 500, "\(colored.count) coloured pixels")
  }

  /// A locale whose strings are `strings`.
  static func locale(_ identifier: String, _ strings: [(String, String)]) throws -> BatchLocale {
    try BatchLocale(
      identifier: identifier,
      node: JSONNode(
        value: .object([("strings", .object(strings.map { ($0.0, .string($0.1)) }))]), path: .root,
        context: SceneDecodingContext(devices: .builtIn)))
  }

  @Test func anAtKeyFamilyIsLookedUpPerLocale() throws {
    // Before: "@capfont" was taken as a family name, and every locale fell back to the system face.
    let set = try StoreSetTests.storeSet(##"{"caption": {"title": "@t", "fontFamily": "@capfont"}}"##)
    for (identifier, family) in [("en", "DejaVu Serif"), ("ja", "WenQuanYi Micro Hei")] {
      let locale = try Self.locale(identifier, [("t", "Hello"), ("capfont", family)])
      let block = try #require(try set.captionBlock(imageWidth: 640, locale: locale))
      #expect(block.title.first?.runs.first?.style.font.family == family)
      #expect(block.title.first?.runs.first?.face.family == family)
    }
    let misspelt = try Self.locale("de", [("t", "Hallo"), ("capfont", "DejaVu Serf")])
    #expect {
      _ = try set.captionBlock(imageWidth: 640, locale: misspelt)
    } throws: { error in
      "\(error)".hasPrefix(#"storeSet.caption.fontFamily: font family "DejaVu Serf" is not installed"#)
    }
  }

  @Test func aMisspeltCaptionFamilyIsRefusedWithItsPath() {
    #expect {
      _ = try StoreSetTests.storeSet(##"{"caption": {"title": "x", "fontFamily": "Intr"}}"##)
    } throws: { error in
      "\(error)".hasPrefix(#"storeSet.caption.fontFamily: font family "Intr" is not installed; did you mean "Inter"?"#)
    }
  }
}
