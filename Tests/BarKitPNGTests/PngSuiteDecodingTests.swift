import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

/// Decodes Willem van Schaik's PngSuite (/work/shared/testdata/pngsuite). Expected values were
/// read once with Pillow 13.0 (`Image.open(f).convert("RGBA")`) and are asserted here as
/// properties of each test image; Tests/Scripts/check-pngsuite.py compares every pixel of every file.
@Suite struct PngSuiteDecodingTests {
  /// PngSuite in the shared fixtures; its tests carry `.requiresShared("testdata/pngsuite")`.
  static var suite: URL { SharedFixtures.directory("testdata/pngsuite") }

  static func files(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "png" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  static func decode(_ name: String, in folder: URL) throws(PNGError) -> Pixmap {
    try Pixmap(contentsOfPNGFile: folder.appendingPathComponent(name + ".png"))
  }

  static func straight(_ p: Pixmap, _ x: Int, _ y: Int) -> RGBA8 { p[x, y].unpremultiplied }

  @Test(.requiresShared("testdata/pngsuite")) func everyValidFileDecodesAtItsHeaderSize() throws {
    let folder = Self.suite
    let valid = try Self.files(in: folder).filter { !$0.lastPathComponent.hasPrefix("x") }
    #expect(valid.count == 161)
    for url in valid {
      let header = PNGBytes.header(try Data(contentsOf: url))
      let pixmap = try Pixmap(contentsOfPNGFile: url)
      #expect(pixmap.width == header.width && pixmap.height == header.height, "\(url.lastPathComponent)")
    }
  }

  @Test(.requiresShared("testdata/pngsuite")) func everyCorruptFileThrowsAOneLineErrorNamingIt() throws {
    let folder = Self.suite
    let corrupt = try Self.files(in: folder).filter { $0.lastPathComponent.hasPrefix("x") }
    #expect(corrupt.count == 14)
    for url in corrupt {
      #expect(throws: PNGError.self, "\(url.lastPathComponent)") { try Pixmap(contentsOfPNGFile: url) }
      do {
        _ = try Pixmap(contentsOfPNGFile: url)
      } catch {
        #expect(error.description.hasPrefix(url.path + ": "))
        #expect(!error.description.contains("\n"))
      }
    }
  }

  @Test(.requiresShared("testdata/pngsuite")) func corruptFileMessagesNameTheProblem() throws {
    let folder = Self.suite
    func message(_ name: String) -> String {
      do {
        _ = try Self.decode(name, in: folder)
        return "decoded"
      } catch { return error.message }
    }
    #expect(message("xs1n0g01") == "not a PNG file: the PNG signature breaks at byte 0")
    #expect(message("xcrn0g04").contains("at byte 5"))  // CR-LF converted: byte 5 became 0x0D
    #expect(message("xhdn0g08").contains("IHDR: CRC error"))
    #expect(message("xcsn0g01").contains("IDAT: CRC error"))
    #expect(message("xd0n2c08").contains("IHDR"))
  }

  @Test(.requiresShared("testdata/pngsuite")) func grayGradientKeepsStoredValues() throws {
    let folder = Self.suite
    let p = try Self.decode("basn0g08", in: folder)
    // Rows 0...7 count up from 0 by one per pixel: value = 32·y + x.
    for y in 0..<8 {
      for x in 0..<32 {
        let v = UInt8(32 * y + x)
        #expect(p[x, y] == PremultipliedRGBA8(uncheckedR: v, g: v, b: v, a: 255))
      }
    }
  }

  @Test(.requiresShared("testdata/pngsuite")) func rgbPatternValues() throws {
    let folder = Self.suite
    let p = try Self.decode("basn2c08", in: folder)
    for x in 0..<32 { #expect(Self.straight(p, x, 0) == RGBA8(r: 255, g: 255, b: UInt8(255 - x))) }
    #expect(Self.straight(p, 0, 31) == RGBA8(r: 31, g: 31, b: 31))
    #expect(Self.straight(p, 31, 31) == RGBA8(r: 0, g: 0, b: 0))
  }

  @Test(.requiresShared("testdata/pngsuite")) func sixteenBitSamplesKeepTheirHighByteAndOrientation() throws {
    let folder = Self.suite
    let rgb = try Self.decode("basn2c16", in: folder)
    #expect(Self.straight(rgb, 0, 0) == RGBA8(r: 255, g: 255, b: 0))
    #expect(Self.straight(rgb, 31, 0) == RGBA8(r: 0, g: 255, b: 0))
    #expect(Self.straight(rgb, 0, 31) == RGBA8(r: 255, g: 0, b: 0))
    #expect(Self.straight(rgb, 31, 31) == RGBA8(r: 0, g: 0, b: 255))
    // basn0g16 row 0 stores 0, 2304, 4608, ...: high bytes 0, 9, 18.
    let gray = try Self.decode("basn0g16", in: folder)
    #expect(gray[1, 0] == PremultipliedRGBA8(uncheckedR: 9, g: 9, b: 9, a: 255))
    #expect(gray[2, 0] == PremultipliedRGBA8(uncheckedR: 18, g: 18, b: 18, a: 255))
  }

  @Test(.requiresShared("testdata/pngsuite")) func alphaIsPremultiplied() throws {
    let folder = Self.suite
    let p = try Self.decode("basn6a08", in: folder)
    // Row 0 is (255, 0, 8) with alpha rising from 0 to 255 left to right.
    #expect(p[0, 0] == .transparent)
    #expect(p[31, 0] == PremultipliedRGBA8(uncheckedR: 255, g: 0, b: 8, a: 255))
    for x in 1..<32 {
      #expect(p[x, 0].a > p[x - 1, 0].a)
      #expect(p[x, 0] == RGBA8(r: 255, g: 0, b: 8, a: p[x, 0].a).premultiplied)
    }
  }

  @Test(.requiresShared("testdata/pngsuite")) func transparencyChunksBecomeAlpha() throws {
    let folder = Self.suite
    // tRNS on RGB (tbrn2c08), on a palette (tp1n3p08), on 4-bit gray (tbbn0g04: key 15 = white).
    for name in ["tbrn2c08", "tp1n3p08"] {
      let p = try Self.decode(name, in: folder)
      #expect(p[0, 0] == .transparent, "\(name)")
      #expect(p[16, 16] == PremultipliedRGBA8(uncheckedR: 158, g: 158, b: 158, a: 255), "\(name)")
    }
    let gray = try Self.decode("tbbn0g04", in: folder)
    #expect(gray.pixels.contains(.transparent))
    #expect(!gray.pixels.contains { $0.a == 255 && $0.r == 255 })
  }

  @Test(.requiresShared("testdata/pngsuite")) func interlacedFilesDecodeLikeTheirProgressiveTwins() throws {
    let folder = Self.suite
    let interlaced = try Self.files(in: folder).map(\.lastPathComponent).filter {
      ($0.hasPrefix("basi") || ($0.hasPrefix("s") && $0.dropFirst(3).hasPrefix("i")))
    }
    #expect(interlaced.count >= 30)
    for name in interlaced {
      let twin = name.prefix(3) + "n" + name.dropFirst(4)
      let a = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent(name))
      let b = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent(String(twin)))
      #expect(a == b, "\(name) vs \(twin)")
    }
  }

  @Test(.requiresShared("testdata/pngsuite")) func gammaIsIgnored() throws {
    let folder = Self.suite
    // The g* files store different values for the same intended picture (gAMA 0.35 ... 2.5);
    // keeping stored values means they decode differently, to what is stored.
    #expect(Self.straight(try Self.decode("g03n2c08", in: folder), 10, 10) == RGBA8(r: 171, g: 171, b: 255))
    #expect(Self.straight(try Self.decode("g25n2c08", in: folder), 10, 10) == RGBA8(r: 15, g: 15, b: 255))
  }
}
