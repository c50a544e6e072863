import BarKitGeometry
import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

@Suite struct PNGEncodingTests {
  static let red = RGBA8(r: 255, g: 0, b: 0)
  static let blue = RGBA8(r: 0, g: 0, b: 255)

  /// An asymmetric "F" (red on blue, after stb_image's test picture): any flip, transpose or
  /// row shift changes it. 12 × 16 so rows are not a power of two in bytes.
  static func letterF(ink: RGBA8 = red, paper: RGBA8 = blue) -> Pixmap {
    var p = Pixmap(width: 12, height: 16, filledWith: paper.premultiplied)!
    for y in 2..<14 {
      for x in 3..<5 { p[x, y] = ink.premultiplied }  // stem
    }
    for x in 3..<10 { p[x, 2] = ink.premultiplied }  // top bar
    for x in 3..<8 { p[x, 7] = ink.premultiplied }  // middle bar
    return p
  }

  /// Every (value, alpha) pair once: straight colors premultiplied, so every premultiplied
  /// value a kernel can produce from them appears.
  static func allAlphas() -> Pixmap {
    var p = Pixmap(width: 256, height: 256)!
    for a in 0..<256 {
      for v in 0..<256 {
        p[v, a] = RGBA8(r: UInt8(v), g: UInt8(255 - v), b: UInt8(v / 2), a: UInt8(a)).premultiplied
      }
    }
    return p
  }

  @Test func letterFRoundTripsExactly() throws {
    let f = Self.letterF()
    let decoded = try Pixmap(pngData: try f.pngData())
    #expect(decoded == f)
    #expect(decoded[3, 2] == Self.red.premultiplied)
    #expect(decoded[9, 2] == Self.red.premultiplied)
    #expect(decoded[9, 13] == Self.blue.premultiplied)
  }

  @Test func translucentLetterFRoundTripsExactly() throws {
    let f = Self.letterF(ink: RGBA8(r: 255, g: 40, b: 0, a: 77), paper: .clear)
    let data = try f.pngData()
    #expect(PNGBytes.header(data).colorType == 6)
    #expect(try Pixmap(pngData: data) == f)
  }

  @Test func everyPremultipliedValueRoundTrips() throws {
    let p = Self.allAlphas()
    #expect(try Pixmap(pngData: try p.pngData()) == p)
  }

  @Test func opaqueImagesAreWrittenAsRGBUnlessAlphaIsKept() throws {
    let f = Self.letterF()
    let rgb = PNGBytes.header(try f.pngData())
    #expect(rgb.bitDepth == 8 && rgb.colorType == 2 && rgb.width == 12 && rgb.height == 16)
    var keep = PNGEncodingOptions.default
    keep.dropsOpaqueAlpha = false
    let rgbaData = try f.pngData(options: keep)
    #expect(PNGBytes.header(rgbaData).colorType == 6)
    #expect(try Pixmap(pngData: rgbaData) == f)
  }

  @Test func everyLevelAndFilterDecodesToTheSamePixels() throws {
    let p = Self.allAlphas().cropped(to: IntRect(x: 0, y: 100, width: 256, height: 40)!)!
    var sizes: [Int: Int] = [:]
    for level in 0...9 {
      for filter in PNGEncodingOptions.Filter.allCases {
        let data = try p.pngData(options: PNGEncodingOptions(compressionLevel: level, filter: filter)!)
        #expect(try Pixmap(pngData: data) == p, "level \(level) filter \(filter)")
        if filter == .adaptive { sizes[level] = data.count }
      }
    }
    #expect(sizes[0]! > 256 * 40 * 4)  // stored: no compression at all
    #expect(sizes[9]! < sizes[0]! / 2)
  }

  @Test func thinImagesRoundTripWithEveryFilter() throws {
    // One-pixel rows or columns: the encoder leaves these to libpng's own filter choice.
    for (width, height) in [(1, 1), (1, 9), (9, 1), (2, 2)] {
      var p = Pixmap(width: width, height: height)!
      for y in 0..<height {
        for x in 0..<width {
          p[x, y] = RGBA8(r: UInt8(28 * x), g: UInt8(30 * y), b: 200, a: UInt8(255 - 20 * y)).premultiplied
        }
      }
      for filter in PNGEncodingOptions.Filter.allCases {
        let data = try p.pngData(options: PNGEncodingOptions(compressionLevel: 6, filter: filter)!)
        #expect(try Pixmap(pngData: data) == p, "\(width) x \(height), \(filter)")
      }
    }
  }

  @Test func outputIsDeterministicAndMinimal() throws {
    let f = Self.letterF()
    let data = try f.pngData()
    #expect(try f.pngData() == data)
    #expect(PNGBytes.chunkTypes(data) == ["IHDR", "IDAT", "IEND"])
    #expect([UInt8](data.prefix(8)) == PNGBytes.signature)
  }

  @Test func invalidLevelIsRejected() {
    #expect(PNGEncodingOptions(compressionLevel: 10, filter: .paeth) == nil)
    #expect(PNGCompressionLevel("10") == nil && PNGCompressionLevel("quick") == nil && PNGCompressionLevel("") == nil)
    var options = PNGEncodingOptions.default
    options.compressionLevel = .deflate(-1)
    #expect(
      throws: PNGError(
        kind: .invalidOptions, message: "compression level -1 is outside fast, default, smallest or a level 0...9")
    ) {
      try Self.letterF().pngData(options: options)
    }
  }

  @Test func levelsParseFromTheirCommandLineWords() {
    #expect(PNGCompressionLevel("fast") == .fast)
    #expect(PNGCompressionLevel("default") == .default)
    #expect(PNGCompressionLevel("smallest") == .smallest)
    #expect(PNGCompressionLevel("0") == .deflate(0) && PNGCompressionLevel("9") == .deflate(9))
    for level in [PNGCompressionLevel.fast, .default, .smallest, .deflate(7)] {
      #expect(PNGCompressionLevel(level.description) == level)
    }
  }

  @Test func namedLevelsRoundTripAndOrderBySize() throws {
    let p = Self.allAlphas()
    var sizes: [PNGCompressionLevel: Int] = [:]
    for level in [PNGCompressionLevel.fast, .default, .smallest] {
      let data = try p.pngData(options: PNGEncodingOptions(compressionLevel: level))
      #expect(try Pixmap(pngData: data) == p, "\(level)")
      #expect(try Pixmap(libpngData: data) == p, "\(level)")
      sizes[level] = data.count
    }
    #expect(sizes[.smallest]! <= sizes[.default]! && sizes[.default]! <= sizes[.fast]!)
  }

  @Test(.requiresExecutable("/usr/bin/pngcheck", package: "pngcheck")) func writtenFilesArePngcheckClean() throws {
    let pngcheck = URL(fileURLWithPath: "/usr/bin/pngcheck")
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let images = [Self.letterF(), Self.letterF(ink: RGBA8(r: 9, g: 200, b: 30, a: 128), paper: .clear)]
    for (i, image) in images.enumerated() {
      let url = folder.appendingPathComponent("image\(i).png")
      try image.writePNG(to: url)
      let process = Process()
      process.executableURL = pngcheck
      process.arguments = ["-q", url.path]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "pngcheck \(url.path)")
    }
  }

  @Test func writePNGIsAtomicAndNamesTheFileOnFailure() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("f.png")
    try Self.letterF().writePNG(to: url)
    #expect(try Pixmap(contentsOfPNGFile: url) == Self.letterF())
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["f.png"])

    let missing = folder.appendingPathComponent("no-such-folder/f.png")
    do {
      try Self.letterF().writePNG(to: missing)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .fileSystem)
      #expect(error.description.hasPrefix(missing.path + ": cannot write: "))
    }
  }
}
