import BarKitPNG
import BarKitRaster
import Foundation
import Testing

/// One `iTXt` entry after IHDR: read back, the pixels unchanged, the bytes still a function of
/// pixels, options and text.
@Suite struct PNGTextTests {
  static let image: Pixmap = {
    var p = Pixmap(width: 9, height: 5, filledWith: RGBA8(r: 10, g: 200, b: 30, a: 128).premultiplied)!
    p[3, 2] = RGBA8(r: 255, g: 0, b: 0).premultiplied
    return p
  }()

  @Test func aTextEntryIsWrittenAndReadBack() throws {
    let text = try #require(PNGText(keyword: "BarKit", text: "renderer=1.0\nface=Nimbus Sans — 日本語"))
    let data = try Self.image.pngData(options: PNGEncodingOptions(text: text))
    #expect(PNGText.entries(inPNG: data) == [text])
    #expect(try Pixmap(pngData: data) == Self.image)
    #expect(try Self.image.pngData(options: PNGEncodingOptions(text: text)) == data)
    let plain = try Self.image.pngData()
    #expect(PNGText.entries(inPNG: plain).isEmpty)
    // The entry sits between IHDR (8 + 25 bytes) and IDAT.
    #expect(data.count == plain.count + 12 + text.keyword.utf8.count + 5 + text.text.utf8.count)
    #expect(String(decoding: data[data.startIndex + 37..<data.startIndex + 41], as: UTF8.self) == "iTXt")
  }

  @Test(arguments: ["", " lead", "trail ", "two  spaces", String(repeating: "k", count: 80), "tab\there", "é"])
  func invalidKeywordsAreRefused(keyword: String) {
    #expect(PNGText(keyword: keyword, text: "x") == nil)
  }
}
