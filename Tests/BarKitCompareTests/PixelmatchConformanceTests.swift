import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitCompare

/// pixelmatch's own test suite (its `test/test.js`) run on ``AntiAliasingRule/pixelmatch``:
/// every case's count, and its diff image equal to pixelmatch's byte for byte. The fixtures
/// (../shared/testdata/pixelmatch, ISC license) are those of pixelmatch 7.2.0 (YIQ) and of its
/// main branch at c6fee35 (OKLab HyAB, ``ColorTolerance/oklab(threshold:)``).
@Suite struct PixelmatchConformanceTests {
  /// One `diffTest` of pixelmatch's suite: images, expected diff, options and both versions' counts.
  struct Case: CustomTestStringConvertible, Sendable {
    let a: String, b: String, diff: String
    var threshold = 0.05
    var alpha = 0.1
    var antiAliasedColor = RGBA8(r: 255, g: 255, b: 0)
    var differentColor = RGBA8(r: 255, g: 0, b: 0)
    var darkerColor: RGBA8?
    var isMaskOnly = false
    let release: Int, main: Int

    var testDescription: String { "\(a)–\(b) \(diff)" }

    var style: DiffImageStyle {
      .pixelmatch(
        alpha: alpha, antiAliasedColor: antiAliasedColor, differentColor: differentColor, darkerColor: darkerColor,
        isMaskOnly: isMaskOnly)
    }
  }

  /// pixelmatch's table (test/test.js at 7.2.0 and at c6fee35).
  static let cases: [Case] = [
    Case(a: "1a", b: "1b", diff: "1diff", release: 143, main: 154),
    Case(a: "1a", b: "1b", diff: "1diffdefaultthreshold", threshold: 0.1, release: 106, main: 120),
    Case(a: "1a", b: "1b", diff: "1diffmask", isMaskOnly: true, release: 143, main: 154),
    Case(a: "1a", b: "1a", diff: "1emptydiffmask", threshold: 0, isMaskOnly: true, release: 0, main: 0),
    Case(
      a: "2a", b: "2b", diff: "2diff", alpha: 0.5, antiAliasedColor: RGBA8(r: 0, g: 192, b: 0),
      differentColor: RGBA8(r: 255, g: 0, b: 255), release: 12437, main: 12821),
    Case(a: "3a", b: "3b", diff: "3diff", release: 212, main: 220),
    Case(a: "4a", b: "4b", diff: "4diff", release: 36049, main: 36563),
    Case(a: "5a", b: "5b", diff: "5diff", release: 6, main: 0),
    Case(a: "6a", b: "6b", diff: "6diff", release: 51, main: 51),
    Case(a: "6a", b: "6a", diff: "6empty", threshold: 0, release: 0, main: 0),
    Case(
      a: "7a", b: "7b", diff: "7diff", threshold: 0.1, darkerColor: RGBA8(r: 0, g: 255, b: 0), release: 2448, main: 2440
    ),
    Case(a: "8a", b: "5b", diff: "8diff", release: 32896, main: 32896),
  ]

  static func image(_ name: String, _ version: String) throws -> Pixmap {
    try Pixmap(contentsOfPNGFile: SharedFixtures.directory("testdata/pixelmatch/\(version)/\(name).png"))
  }

  /// Runs one case of one version: the count, and the diff image against pixelmatch's.
  static func check(_ c: Case, version: String, tolerance: ColorTolerance, expected count: Int) throws {
    // The inputs are the same in both versions; only the expected diffs differ.
    let a = try image(c.a, "7.2.0"), b = try image(c.b, "7.2.0")
    let result = ImageComparison.compare(
      expected: a, actual: b, options: ComparisonOptions(tolerance: tolerance, antiAliasing: .pixelmatch))
    #expect(result.differingPixelCount == count, "\(version) \(c.testDescription): count")
    let expectedDiff = try image(c.diff, version)
    let diff = try #require(result.diffImage(expected: a, style: c.style))
    #expect(diff.pixels.count == expectedDiff.pixels.count)
    let mismatched = zip(diff.pixels, expectedDiff.pixels).filter { $0 != $1 }.count
    #expect(mismatched == 0, "\(version) \(c.testDescription): \(mismatched) diff pixels unlike pixelmatch's")
  }

  @Test(.requiresShared("testdata/pixelmatch"), arguments: cases)
  func release7_2_0(_ c: Case) throws {
    try Self.check(c, version: "7.2.0", tolerance: .yiq(threshold: c.threshold), expected: c.release)
  }

  @Test(.requiresShared("testdata/pixelmatch"), arguments: cases)
  func mainBranchOKLab(_ c: Case) throws {
    try Self.check(c, version: "main", tolerance: .oklab(threshold: c.threshold), expected: c.main)
  }
}

/// pixelmatch's OKLab tests from its main branch (issue #127): pairs YIQ scored alike are told
/// apart at the default threshold, and near-black steps are not over-expanded.
@Suite struct OKLabMetricTests {
  static func differs(_ p: (UInt8, UInt8, UInt8), _ q: (UInt8, UInt8, UInt8), threshold: Double = 0.1) -> Bool {
    let e = Pixmap(width: 1, height: 1, filledWith: RGBA8(r: p.0, g: p.1, b: p.2).premultiplied)!
    let a = Pixmap(width: 1, height: 1, filledWith: RGBA8(r: q.0, g: q.1, b: q.2).premultiplied)!
    let options = ComparisonOptions(tolerance: .oklab(threshold: threshold), antiAliasing: .pixelmatch)
    return ImageComparison.compare(expected: e, actual: a, options: options).differingPixelCount == 1
  }

  @Test func separatesTheColorPairsOfIssue127() {
    #expect(Self.differs((41, 56, 157), (41, 56, 0)), "very different")
    #expect(Self.differs((39, 44, 92), (39, 44, 14)), "clearly different")
    #expect(!Self.differs((0, 254, 252), (94, 254, 252)), "nearly identical")
    #expect(!Self.differs((0, 254, 252), (47, 254, 252)), "imperceptible")
  }

  @Test func toeCorrectedLightnessKeepsNearBlackStepsSmall() {
    #expect(!Self.differs((0, 0, 0), (13, 13, 13)))
    #expect(Self.differs((0, 0, 0), (23, 23, 23)))
  }

  @Test func yiqScoresTheClearlyDifferentPairAsEqual() {
    // The pair of #127 that YIQ at 0.1 passes: why OKLab exists.
    let e = Pixmap(width: 1, height: 1, filledWith: RGBA8(r: 39, g: 44, b: 92).premultiplied)!
    let a = Pixmap(width: 1, height: 1, filledWith: RGBA8(r: 39, g: 44, b: 14).premultiplied)!
    #expect(ImageComparison.compare(expected: e, actual: a).passed)
  }

  @Test func blackAgainstWhiteIsOne() {
    let black = OKLab.point(StraightPixel(0xFF00_0000), at: 0), white = OKLab.point(StraightPixel(0xFFFF_FFFF), at: 0)
    let verdict = OKLab.compare(white, black, maximum: 0.5)
    // OKLab's published matrices carry ten digits, so white lands within 10⁻⁷ of 1.
    #expect(abs(verdict.distance - 1) < 1e-7)
    #expect(verdict.exceeds && verdict.darker)
  }
}
