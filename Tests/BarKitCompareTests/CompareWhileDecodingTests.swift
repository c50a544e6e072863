import BarKitConcurrency
import BarKitGeometry
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitCompare
@testable import BarKitPNG

/// Two different files are compared while they are decoded (the rows of the file decoded first
/// against those of the other as they are finished): the result must be the one comparing the
/// decoded images gives, field by field, whatever the options, and whether the two decodes run
/// at once or one after the other.
@Suite struct CompareWhileDecodingTests {
  /// Writes both images and checks the file comparison against the in-memory one; returns it.
  @discardableResult
  func expectSameResult(
    _ expected: Pixmap, _ actual: Pixmap, options: ComparisonOptions = ComparisonOptions(),
    actualLevel: PNGCompressionLevel = .default, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ImageComparisonResult {
    let folder = SharedFixtures.temporaryDirectory("compare-while-decoding-\(name)")
    let a = folder.appendingPathComponent("expected.png"), b = folder.appendingPathComponent("actual.png")
    try expected.writePNG(to: a)
    try actual.pngData(options: PNGEncodingOptions(compressionLevel: actualLevel)).write(to: b)
    let reference = ImageComparison.compare(
      expected: try Pixmap(contentsOfPNGFile: a), actual: try Pixmap(contentsOfPNGFile: b), options: options)
    let outcome = try PNGFileComparison.compare(expected: a, actual: b, options: options)
    Self.expectEqual(outcome.result, reference, name, sourceLocation)
    #expect(outcome.expected == (try Pixmap(contentsOfPNGFile: a)), sourceLocation: sourceLocation)
    // One thread doing everything in turn: called from an item of a running call, the pool is
    // busy, so both decodes and every band run on the item's thread.
    let inline = try Parallel.map(count: 2) { item throws(PNGError) -> PNGFileComparison.Outcome? in
      item == 0 ? try PNGFileComparison.compare(expected: a, actual: b, options: options) : nil
    }[0]!
    Self.expectEqual(inline.result, reference, "\(name), one thread", sourceLocation)
    return outcome.result
  }

  static func expectEqual(
    _ result: ImageComparisonResult, _ reference: ImageComparisonResult, _ name: String,
    _ sourceLocation: SourceLocation
  ) {
    #expect(result.summary == reference.summary, "\(name)", sourceLocation: sourceLocation)
    #expect(result.isIdentical == reference.isIdentical, "\(name)", sourceLocation: sourceLocation)
    #expect(result.differingPixelCount == reference.differingPixelCount, "\(name)", sourceLocation: sourceLocation)
    #expect(
      result.antiAliasedPixelCount == reference.antiAliasedPixelCount, "\(name)", sourceLocation: sourceLocation)
    #expect(result.largestDistance == reference.largestDistance, "\(name)", sourceLocation: sourceLocation)
    #expect(result.changedBounds == reference.changedBounds, "\(name)", sourceLocation: sourceLocation)
    #expect(result.comparedPixelCount == reference.comparedPixelCount, "\(name)", sourceLocation: sourceLocation)
    #expect(result.ignoredPixelCount == reference.ignoredPixelCount, "\(name)", sourceLocation: sourceLocation)
    #expect(result.densestWindow?.window == reference.densestWindow?.window, "\(name)", sourceLocation: sourceLocation)
    #expect(result.classification == reference.classification, "\(name)", sourceLocation: sourceLocation)
    #expect(result.passed == reference.passed, "\(name)", sourceLocation: sourceLocation)
  }

  /// Noise with a sprinkling of changed pixels over many bands of rows.
  static func sprinkled(_ image: Pixmap, every step: Int) -> Pixmap {
    var changed = image
    var random = SplitMix64(seed: 99)
    for y in 0..<image.height {
      for x in 0..<image.width where random.next() % UInt64(step) == 0 {
        changed[x, y] = (x + y) % 2 == 0 ? TestImages.black : TestImages.white
      }
    }
    return changed
  }

  @Test func noiseWithChangesOverManyBands() throws {
    let image = TestImages.noise(300, 700)
    let result = try expectSameResult(image, Self.sprinkled(image, every: 97), "noise")
    #expect(result.differingPixelCount > 1000)
  }

  /// Anti-aliased edges moved by a fraction of a pixel: anti-aliased pixels, promoted clusters.
  @Test func movedAntiAliasedEdges() throws {
    let expected = TestImages.slantedEdge(200, 600, offset: 60)
    let actual = TestImages.slantedEdge(200, 600, offset: 60.4)
    #expect(try expectSameResult(expected, actual, "edges").antiAliasedPixelCount > 0)
    try expectSameResult(expected, actual, options: ComparisonOptions(includesAntiAliasing: true), "edges-aa")
  }

  /// The same pixels in differently compressed files: identical, as comparing the images says.
  @Test func samePixelsInDifferentFilesAreIdentical() throws {
    let image = TestImages.noise(120, 400)
    #expect(try expectSameResult(image, image, actualLevel: .fast, "same-pixels").isIdentical)
  }

  /// A change inside an ignored region only: not identical, nothing counted.
  @Test func aChangeInsideAnIgnoredRegion() throws {
    let image = TestImages.noise(100, 300)
    var changed = image
    changed[10, 200] = TestImages.black
    let options = ComparisonOptions(ignoredRegions: [IntRect(x: 0, y: 190, width: 50, height: 20)!])
    let result = try expectSameResult(image, changed, options: options, "ignored")
    #expect(!result.isIdentical && result.passed && result.differingPixelCount == 0)
  }

  @Test func otherTolerancesAndRules() throws {
    let image = TestImages.noise(160, 500)
    let changed = Self.sprinkled(image, every: 211)
    try expectSameResult(image, changed, options: ComparisonOptions(tolerance: .deltaE94(maximum: 2.3)), "delta-e")
    try expectSameResult(
      image, changed, options: ComparisonOptions(density: DensityLimit(windowSize: 16, maxDiffPixels: 1)), "density")
    try expectSameResult(image, changed, options: ComparisonOptions(maxDiffPixels: 10_000), "allowed")
  }

  /// Translucent pixels take the premultiplying decode.
  @Test func translucentImages() throws {
    var image = TestImages.noise(90, 260)
    for y in stride(from: 0, to: 260, by: 3) { image[y % 90, y] = RGBA8(r: 200, g: 10, b: 60, a: 128).premultiplied }
    try expectSameResult(image, Self.sprinkled(image, every: 50), "translucent")
  }

  /// PngSuite's palette, gray and 16-bit files are decoded by libpng, whose rows are published
  /// at the end: compared with BarKit's own RGB copy of each.
  @Test(.requiresShared("testdata/pngsuite")) func filesTheFastDecoderLeavesToLibpng() throws {
    let suite = SharedFixtures.directory("testdata/pngsuite")
    let folder = SharedFixtures.temporaryDirectory("compare-while-decoding-libpng")
    for name in ["basn3p08.png", "basn0g16.png", "basi2c08.png"] {
      let original = suite.appendingPathComponent(name)
      var image = try Pixmap(contentsOfPNGFile: original)
      image[1, 1] = TestImages.black
      let copy = folder.appendingPathComponent(name)
      try image.writePNG(to: copy)
      let outcome = try PNGFileComparison.compare(expected: original, actual: copy)
      let reference = ImageComparison.compare(expected: try Pixmap(contentsOfPNGFile: original), actual: image)
      Self.expectEqual(outcome.result, reference, name, #_sourceLocation)
    }
  }

  /// A second file whose IDAT holds a byte after the zlib stream: the fast decoder finds it only
  /// at the end, after its rows were compared, and leaves the file to libpng. The result is
  /// still the one its decode by `Pixmap(pngData:)` gives, or the same error, naming the file.
  @Test func aFileRefusedAfterItsRowsWereCompared() throws {
    let folder = SharedFixtures.temporaryDirectory("compare-while-decoding-late")
    let expected = TestImages.noise(150, 300), actual = Self.sprinkled(expected, every: 97)
    let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
    try expected.writePNG(to: a)
    var bytes = [UInt8](try actual.pngData())
    // The last IDAT: its length field is 12 bytes before the IEND chunk's.
    let iend = bytes.count - 12
    var offset = 8
    var lastIDAT = 0
    while offset < iend {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      if bytes[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) { lastIDAT = offset }
      offset += 12 + length
    }
    let length =
      Int(bytes[lastIDAT]) << 24 | Int(bytes[lastIDAT + 1]) << 16 | Int(bytes[lastIDAT + 2]) << 8
      | Int(bytes[lastIDAT + 3])
    let payload = Array(bytes[lastIDAT + 8..<lastIDAT + 8 + length]) + [0]
    let chunk =
      Self.bigEndian(UInt32(payload.count)) + Array("IDAT".utf8) + payload
      + Self.bigEndian(Deflate.crc32(Array("IDAT".utf8), payload))
    bytes.replaceSubrange(lastIDAT..<lastIDAT + 12 + length, with: chunk)
    try Data(bytes).write(to: b)
    let decoded = Result { () throws(PNGError) in try Pixmap(pngData: Data(bytes)) }
    let outcome = Result { () throws(PNGError) in try PNGFileComparison.compare(expected: a, actual: b) }
    switch (decoded, outcome) {
    case (.success(let image), .success(let outcome)):
      Self.expectEqual(
        outcome.result, ImageComparison.compare(expected: expected, actual: image), "late refusal", #_sourceLocation)
    case (.failure, .failure(let error)):
      #expect(error.description.contains(b.path))
    default:
      Issue.record("the comparison and the decode disagree: \(decoded), \(outcome)")
    }
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
  }

  /// A second file that declares the same size but whose data is damaged: the error names it.
  @Test func aDamagedSecondFileIsNamed() throws {
    let folder = SharedFixtures.temporaryDirectory("compare-while-decoding-damaged")
    let image = TestImages.noise(200, 400)
    let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
    try image.writePNG(to: a)
    var bytes = [UInt8](try Data(contentsOf: a))
    bytes.replaceSubrange(bytes.count - 200..<bytes.count - 100, with: repeatElement(0, count: 100))
    try Data(bytes).write(to: b)
    #expect {
      try PNGFileComparison.compare(expected: a, actual: b)
    } throws: { error in
      (error as? PNGError)?.description.contains(b.path) == true
    }
  }
}
