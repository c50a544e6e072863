import BarKitRaster
import Foundation
import Testing

@testable import BarKitPNG

/// The default level looks at a sample of the rows first: photographic content is compressed
/// at libdeflate 4, drawn content at 5 after the uniform-filter trial (Docs/PNG.md).
@Suite struct ContentSampleTests {
  /// A photograph's statistics: a smooth gradient under grain of ±`grain` levels
  /// (xorshift, so the same on every machine).
  static func photograph(width: Int = 240, height: Int = 300, grain: UInt32 = 12) -> Pixmap {
    var p = Pixmap(width: width, height: height)!
    var state: UInt32 = 0x9E37_79B9
    func noise() -> Int {
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return Int(state % (2 * grain + 1)) - Int(grain)
    }
    for y in 0..<height {
      for x in 0..<width {
        func channel(_ base: Int) -> UInt8 { UInt8(clamping: base + noise()) }
        p[x, y] = RGBA8(r: channel(60 + x / 2), g: channel(90 + y / 3), b: channel(140 + (x + y) / 8)).premultiplied
      }
    }
    return p
  }

  /// Drawn content: flat cells with one-pixel separators and a few colored rectangles.
  static func drawnInterface(width: Int = 240, height: Int = 300) -> Pixmap {
    var p = Pixmap(width: width, height: height, filledWith: RGBA8.white.premultiplied)!
    for y in Swift.stride(from: 43, to: height, by: 44) {
      for x in 15..<width { p[x, y] = RGBA8(r: 200, g: 199, b: 204).premultiplied }
    }
    for (i, y) in Swift.stride(from: 10, to: height - 30, by: 44).enumerated() {
      for row in y..<y + 24 {
        for x in 15..<(40 + 17 * (i % 7)) { p[x, row] = RGBA8(r: 0, g: 122, b: 255).premultiplied }
      }
    }
    return p
  }

  /// The sample the writer takes of an opaque pixmap (written as RGB: 3 of every 4 bytes).
  static func sample(of pixmap: Pixmap, body: (ContentSample) -> Void) {
    pixmap.withUnsafeBytes { raw in
      body(
        ContentSample(raw.baseAddress!, width: pixmap.width, height: pixmap.height, rowBytes: 4 * pixmap.width, bpp: 3))
    }
  }

  @Test func grainyPicturesArePhotographicAndDrawnOnesAreNot() {
    let plan = PNGWriter.Plan(.default)
    Self.sample(of: Self.photograph()) { #expect($0.isPhotographic(plan: plan)) }
    Self.sample(of: Self.drawnInterface()) { #expect(!$0.isPhotographic(plan: plan)) }
    // Barely any grain: the gradient's residuals are small and repeat.
    Self.sample(of: Self.photograph(grain: 0)) { #expect(!$0.isPhotographic(plan: plan)) }
  }

  @Test func theSampleIsTheFirstSixteenRowsOfEvery128() {
    Self.sample(of: Self.drawnInterface(height: 300)) { sample in
      #expect(sample.bands == [0..<16, 128..<144, 256..<272])
      #expect(sample.filteredCount() == 48 * (240 * 3 + 1))
    }
  }

  @Test func theDefaultLevelWritesPhotographsAtLevel4AndDrawnContentAt5() throws {
    for (name, picture, level) in [("photograph", Self.photograph(), 4), ("interface", Self.drawnInterface(), 5)] {
      let byDefault = try picture.pngData(options: .default)
      #expect(
        byDefault == (try picture.pngData(options: PNGEncodingOptions(compressionLevel: .deflate(level)))), "\(name)")
      #expect(try Pixmap(pngData: byDefault) == picture, "\(name)")
    }
    // The two levels differ on the photograph, so the comparison above can fail.
    let photo = Self.photograph()
    #expect(
      try photo.pngData(options: PNGEncodingOptions(compressionLevel: .deflate(4)))
        != photo.pngData(options: PNGEncodingOptions(compressionLevel: .deflate(5))))
  }
}
