import BarKitGeometry
import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitCompare

/// The default rule (``AntiAliasingRule/standard``) against pixelmatch's
/// (``AntiAliasingRule/pixelmatch``) on pairs that differ only in anti-aliasing and on pairs
/// whose content changed: the verdicts Docs/Testing.md ("pixelmatch-style") tabulates.
@Suite struct DefaultRuleVerdictTests {
  static func compare(_ pair: RenderedPairs.Pair, _ rule: AntiAliasingRule) -> ImageComparisonResult {
    ImageComparison.compare(expected: pair.expected, actual: pair.actual, options: .init(antiAliasing: rule))
  }

  /// Supersampling 2×, 4× and 8× against BarKit's exact-area coverage: within the threshold
  /// everywhere, so both rules pass without excusing a pixel.
  @Test(arguments: RenderedPairs.antiAliasingOnly.filter { $0.name.contains("supersampling") })
  func supersamplingPassesUnderBothRules(_ pair: RenderedPairs.Pair) {
    for rule in AntiAliasingRule.allCases {
      let result = Self.compare(pair, rule)
      #expect(result.passed && result.antiAliasedPixelCount == 0, "\(rule)")
    }
  }

  /// Anti-aliasing off, sub-pixel shifts of shapes and of text, FreeType's hinters against
  /// none: pixelmatch's rule excuses most
  /// over-threshold pixels but not all, so it fails them too; the default's clusters count
  /// every anti-aliased pixel touching one pixelmatch counts, so never fewer.
  @Test(arguments: RenderedPairs.antiAliasingOnly.filter { !$0.name.contains("supersampling") })
  func edgeOnlyChangesAreMostlyExcusedByPixelmatchAndCountedMoreByDefault(_ pair: RenderedPairs.Pair) {
    let standard = Self.compare(pair, .standard), pixelmatch = Self.compare(pair, .pixelmatch)
    let all = ImageComparison.compare(
      expected: pair.expected, actual: pair.actual, options: .init(includesAntiAliasing: true))
    #expect(all.differingPixelCount > 0)
    #expect(pixelmatch.differingPixelCount * 2 < all.differingPixelCount)
    #expect(standard.differingPixelCount >= pixelmatch.differingPixelCount)
  }

  /// The quarter-pixel shift of the shapes, the mildest re-rendering: pixelmatch counts 2
  /// pixels, the default 4 (the triangle's tip and the thin stroke's end).
  @Test func aQuarterPixelShiftCountsAFewPixels() throws {
    let pair = try #require(RenderedPairs.antiAliasingOnly.first { $0.name.contains("blue on white: shifted (0.25") })
    #expect(Self.compare(pair, .pixelmatch).differingPixelCount == 2)
    #expect(Self.compare(pair, .standard).differingPixelCount == 4)
  }

  static func fixture(_ name: String) throws -> Pixmap {
    try Pixmap(contentsOfPNGFile: SharedFixtures.directory("testdata/pixelmatch/7.2.0/\(name).png"))
  }

  static func counts(_ a: String, _ b: String, _ rule: AntiAliasingRule) throws -> (Int, Int) {
    let result = ImageComparison.compare(
      expected: try fixture(a), actual: try fixture(b),
      options: ComparisonOptions(tolerance: .yiq(threshold: 0.05), antiAliasing: rule))
    return (result.differingPixelCount, result.antiAliasedPixelCount)
  }

  /// 6a–6b, one drawing with and without anti-aliasing: pixelmatch counts 51 pixels where thin
  /// rays meet the disc; the default's clusters spread each over its ray's edge pixels.
  @Test(.requiresShared("testdata/pixelmatch")) func antiAliasingOffOnPixelmatchsFixture() throws {
    #expect(try Self.counts("6a", "6b", .pixelmatch) == (51, 4849))
    #expect(try Self.counts("6a", "6b", .standard) == (578, 4322))
  }

  /// 3a–3b, map markers moved by a pixel or two: pixelmatch excuses the markers' outlines as
  /// anti-aliasing; the default counts them with the icons inside.
  @Test(.requiresShared("testdata/pixelmatch")) func movedMarkersAreCountedWhole() throws {
    #expect(try Self.counts("3a", "3b", .pixelmatch) == (212, 192))
    #expect(try Self.counts("3a", "3b", .standard) == (404, 0))
  }

  /// The 18 glyph changes of ``ChangedGlyphTests`` fail under both rules; the default counts at
  /// least two thirds of their changed pixels (asserted there), pixelmatch's rule from 1 in 6.
  @Test(arguments: [DisplayScale.x1, .x2, .x3])
  func changedGlyphsFailUnderBothRules(scale: DisplayScale) {
    for change in ChangedGlyphTests.changes {
      let pair = RenderedPairs.Pair(
        name: "\(change.from)→\(change.to)",
        expected: ChangedGlyphTests.text(change.from, badge: change.badge, scale: scale),
        actual: ChangedGlyphTests.text(change.to, badge: change.badge, scale: scale))
      let standard = Self.compare(pair, .standard), pixelmatch = Self.compare(pair, .pixelmatch)
      #expect(!standard.passed && !pixelmatch.passed, "\(pair.name) at \(scale)")
      #expect(standard.differingPixelCount > pixelmatch.differingPixelCount, "\(pair.name) at \(scale)")
    }
  }
}
