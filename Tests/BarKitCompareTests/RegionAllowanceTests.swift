import BarKitGeometry
import BarKitRaster
import Foundation
import Testing

@testable import BarKitCompare

/// A region's allowance excuses up to its count of the differing pixels inside it, each pixel
/// once; the rest of the image keeps the options' limits.
@Suite struct RegionAllowanceTests {
  /// 20×10 white; the actual has a 4×4 black block at (2, 2) and another at (12, 2): 32
  /// differing pixels, 16 in each block.
  static let pair: (Pixmap, Pixmap) = {
    var actual = TestImages.filled(20, 10)
    for y in 2..<6 { for x in [2, 3, 4, 5, 12, 13, 14, 15] { actual[x, y] = TestImages.black } }
    return (TestImages.filled(20, 10), actual)
  }()

  func compare(_ allowances: [RegionAllowance], maxDiffPixels: Int? = nil) -> ImageComparisonResult {
    var options = ComparisonOptions(maxDiffPixels: maxDiffPixels)
    options.regionAllowances = allowances
    return ImageComparison.compare(expected: Self.pair.0, actual: Self.pair.1, options: options)
  }

  func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> IntRect {
    IntRect(x: x, y: y, width: width, height: height)!
  }

  @Test func anAllowanceExcusesItsOwnPixelsOnly() throws {
    let left = compare([RegionAllowance(region: rect(0, 0, 10, 10), maxDiffPixels: 16)])
    #expect(!left.passed && left.excusedPixelCount == 16 && left.differingPixelCount == 32)
    #expect(left.failures == [.tooManyDifferingPixels(count: 16, allowed: 0)])
    let both = compare([
      RegionAllowance(region: rect(0, 0, 10, 10), maxDiffPixels: 16),
      RegionAllowance(region: rect(10, 0, 10, 10), maxDiffPixels: 20),
    ])
    #expect(both.passed && both.excusedPixelCount == 32)
    #expect(both.summary.contains("32 within their regions' allowances"))
    // With the options' own limit too, the two add up.
    #expect(compare([RegionAllowance(region: rect(0, 0, 10, 10), maxDiffPixels: 10)], maxDiffPixels: 22).passed)
    #expect(!compare([RegionAllowance(region: rect(0, 0, 10, 10), maxDiffPixels: 10)], maxDiffPixels: 21).passed)
  }

  @Test func overlappingRegionsExcuseAPixelOnce() {
    let overlapping = compare([
      RegionAllowance(region: rect(0, 0, 10, 10), maxDiffPixels: 100),
      RegionAllowance(region: rect(0, 0, 8, 10), maxDiffPixels: 100),
    ])
    #expect(overlapping.excusedPixelCount == 16)
  }

  @Test func theJSONSaysSoOnlyWhenSomethingWasExcused() throws {
    let plain = String(decoding: try JSONEncoder().encode(compare([])), as: UTF8.self)
    #expect(!plain.contains("excusedPixels"))
    let excused = String(
      decoding: try JSONEncoder().encode(compare([RegionAllowance(region: rect(0, 0, 10, 10), maxDiffPixels: 5)])),
      as: UTF8.self)
    #expect(excused.contains(#""excusedPixels":5"#))
    var options = ComparisonOptions()
    options.regionAllowances = [RegionAllowance(region: rect(0, 0, 1, 1), maxDiffPixels: -1)]
    #expect(options.validationFailure == "a region's maxDiffPixels -1 is negative")
  }
}
