import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitPNG

/// The fast decoder (libdeflate's inflater, SIMD unfiltering) against libpng, the reference: on
/// PngSuite, on real screenshots and on damaged files, ``Pixmap/init(pngData:limits:)`` and
/// ``Pixmap/init(libpngData:limits:)`` give identical pixels or both fail.
@Suite struct DecoderAgreementTests {
  /// Both decoders on `data`: equal pixmaps, or an error from each.
  static func expectAgreement(_ data: Data, _ name: String, limits: PNGDecodingLimits = .default) {
    let fast = Result { () throws(PNGError) in try Pixmap(pngData: data, limits: limits) }
    let reference = Result { () throws(PNGError) in try Pixmap(libpngData: data, limits: limits) }
    switch (fast, reference) {
    case (.success(let a), .success(let b)): #expect(a == b, "\(name): pixels differ")
    case (.failure(let a), .failure(let b)): #expect(a == b, "\(name): errors differ")
    case (.success, .failure(let error)): Issue.record("\(name): libpng fails (\(error)) but the fast path decodes")
    case (.failure(let error), .success): Issue.record("\(name): libpng decodes but the fast path fails (\(error))")
    }
  }

  static func fastPathTakes(_ data: Data) -> Bool {
    data.withUnsafeBytes { PNGFastDecoder.decode($0, limits: .default) } != nil
  }

  @Test(.requiresShared("testdata/pngsuite")) func everyPngSuiteFileDecodesAlikeBothWays() throws {
    let folder = PngSuiteDecodingTests.suite
    var taken: [String] = []
    for url in try PngSuiteDecodingTests.files(in: folder) {
      let data = try Data(contentsOf: url)
      Self.expectAgreement(data, url.lastPathComponent)
      if Self.fastPathTakes(data) { taken.append(String(url.lastPathComponent.prefix(8))) }
    }
    // The 8-bit RGB and RGBA files without interlacing or tRNS, and nothing else.
    #expect(taken.contains("basn2c08") && taken.contains("basn6a08") && taken.contains("f04n2c08"))
    // PngSuite names give the color type and depth in characters 5 to 8 (`3p08`: palette).
    #expect(!taken.contains { $0.hasPrefix("basi") || $0.hasPrefix("tb") || $0.hasPrefix("x") || $0.contains("3p") })
    #expect(taken.allSatisfy { $0.hasSuffix("2c08") || $0.hasSuffix("6a08") }, "\(taken)")
  }

  /// Real iOS captures, the files `barkit compare` and mockups read most. Debug builds (where
  /// SIMD code is very slow) take every sixth.
  @Test(.requiresShared("reference/screens")) func realScreenshotsDecodeAlikeBothWays() throws {
    let folder = SharedFixtures.directory("reference/screens")
    var files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
    #expect(files.count >= 35)
    #if DEBUG
      files = files.enumerated().filter { $0.offset % 6 == 0 }.map(\.element)
    #endif
    var taken = 0
    for url in files {
      let data = try Data(contentsOf: url)
      Self.expectAgreement(data, url.lastPathComponent)
      if Self.fastPathTakes(data) { taken += 1 }
    }
    #expect(taken * 10 >= files.count * 9, "the fast path took \(taken) of \(files.count)")
  }

  /// Every byte of a small file the encoder wrote, replaced by a few values, and every cut:
  /// each variant decodes alike both ways or fails both ways.
  @Test func damagedFilesDecodeAlikeBothWays() throws {
    for image in [
      PNGEncodingTests.letterF(), PNGEncodingTests.letterF(ink: RGBA8(r: 9, g: 200, b: 30, a: 128), paper: .clear),
    ] {
      let data = try image.pngData()
      #expect(Self.fastPathTakes(data))
      for offset in 0..<data.count {
        for value: UInt8 in [0, 1, 0x7F, 0xFF, data[offset] ^ 0x10] {
          var damaged = data
          damaged[offset] = value
          Self.expectAgreement(damaged, "byte \(offset) = \(value)")
        }
        Self.expectAgreement(data.prefix(offset), "cut at \(offset)")
      }
    }
  }

  @Test func theFastPathKeepsThePixelLimit() throws {
    let data = try PNGEncodingTests.letterF().pngData()
    Self.expectAgreement(data, "12 × 16 under a 100-pixel limit", limits: PNGDecodingLimits(maxPixelCount: 100))
    #expect(throws: PNGError.self) { try Pixmap(pngData: data, limits: PNGDecodingLimits(maxPixelCount: 100)) }
  }
}
