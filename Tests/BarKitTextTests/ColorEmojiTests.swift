import BarKitGeometry
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitText

/// Emoji from a colour font (Noto Color Emoji), shaped by HarfBuzz into the font's sequence
/// glyphs, scaled to the text size, and a warning naming them where no colour font exists.
@Suite(
  .enabled(
    if: FontLibrary.shared.hasFamily("Noto Color Emoji"),
    "no colour emoji font (apt-get install fonts-noto-color-emoji)"
  ))
struct ColorEmojiTests {
  static let style = TextStyle(font: FontDescriptor(size: 17))

  @Test(arguments: ["🥾", "🏔️", "✨", "👩🏽‍💻", "🇯🇵", "1️⃣", "❤️", "👍🏽"])
  func eachEmojiIsOneColourGlyph(emoji: String) throws {
    let line = TextLine(emoji, style: Self.style)
    #expect(line.warnings.isEmpty, "\(line.warnings)")
    // A sequence (joiners, skin tone, flag, keycap, variation selector) is the font's one glyph.
    #expect(line.glyphs.count == 1, "\(line.glyphs.count) glyphs")
    #expect(line.glyphs.allSatisfy { $0.face.isColor })
    let mask = try #require(line.renderMask(scale: .x2))
    let layer = try #require(mask.color)
    // Scaled to the size: Noto Color Emoji's bitmaps are 136 × 128 at 109 px per em, so about
    // 1.25 × 1.17 em: at 17 pt @2x, 42 × 40 pixels.
    #expect(abs(layer.width - 42) <= 2 && abs(layer.height - 40) <= 2, "\(layer.width) × \(layer.height)")
    #expect(layer.pixels.contains { p in Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 60 }, "coloured")
  }

  @Test func textPresentationStaysText() {
    // U+FE0E asks for text; a plain digit is no emoji.
    for text in ["\u{2764}\u{FE0E}", "1"] {
      #expect(TextLine(text, style: Self.style).glyphs.allSatisfy { !$0.face.isColor }, "\(text)")
    }
  }

  @Test func withoutAColourFontEmojiAreNamedOnce() throws {
    // A fontconfig configuration that rejects every colour font.
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("fonts.conf")
    try Data(
      """
      <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig><selectfont><rejectfont><pattern><patelt name="color"><bool>true</bool></patelt></pattern>
      </rejectfont></selectfont></fontconfig>
      """.utf8
    ).write(to: config)
    let library = FontLibrary(configurationPath: config.path)
    let line = TextLine("Hike 🥾 and 🥾 ✨", style: Self.style, library: library)
    #expect(line.warnings.filter { if case .noColorFont = $0 { true } else { false } }.count == 2)
    #expect(library.emojiWithoutColorFont == ["🥾", "✨"])
    #expect(library.noColorFontWarning?.hasPrefix(#"no colour emoji font covers "🥾" (U+1F97E), "✨" (U+2728)"#) == true)
  }

  @Test func resamplingAveragesAreasExactly() throws {
    // 4 × 1 → 2 × 1: each output pixel the mean of two; 3 → 2: thirds split by overlap.
    let p = { (v: UInt8) in PremultipliedRGBA8(uncheckedR: v, g: v, b: v, a: 255) }
    let four = try #require(Pixmap(width: 4, height: 1, pixels: [p(0), p(100), p(200), p(255)]))
    let half = try #require(AreaResampler.resample(four, width: 2, height: 1))
    #expect(half.pixels.map(\.r) == [50, 228])
    let three = try #require(Pixmap(width: 3, height: 1, pixels: [p(0), p(90), p(255)]))
    // Output 0 covers source 0 and half of 1: (0·2 + 90·1) / 3 = 30; output 1: (90 + 255·2) / 3 = 200.
    #expect(try #require(AreaResampler.resample(three, width: 2, height: 1)).pixels.map(\.r) == [30, 200])
  }
}
