import BarKitGeometry
import BarKitRaster
import Testing

@testable import BarKitCompare

@Suite struct ImageComparisonTests {
  @Test func identicalImagesTakeTheFastPathAndPass() {
    let image = TestImages.noise(37, 23)
    let result = ImageComparison.compare(expected: image, actual: image)
    #expect(result.passed)
    #expect(result.isIdentical)
    #expect(result.differingPixelCount == 0)
    #expect(result.comparedPixelCount == 37 * 23)
    #expect(result.classification == nil)
    #expect(result.changedBounds == nil)
    #expect(result.summary == "identical")
  }

  @Test func onePixelChangeIsCountedAndLocated() {
    let expected = TestImages.filled(40, 30)
    var actual = expected
    actual[17, 9] = TestImages.black
    let result = ImageComparison.compare(expected: expected, actual: actual)
    #expect(!result.passed)
    #expect(result.differingPixelCount == 1)
    #expect(result.antiAliasedPixelCount == 0)
    #expect(result.changedBounds == IntRect(x: 17, y: 9, width: 1, height: 1))
    #expect(result.failures == [.tooManyDifferingPixels(count: 1, allowed: 0)])
    // Black against white: √(32857.6 / 35215) = 0.966 on the threshold scale.
    #expect(abs(result.largestDistance - 0.966) < 0.001)
    #expect(result.classification?[17, 9] == .differentDarker)
    #expect(result.summary.hasPrefix("1 pixel differs (ratio 0.000833)"))
  }

  @Test func smallColorChangesStayUnderTheThreshold() {
    let expected = TestImages.filled(8, 8, RGBA8(r: 100, g: 150, b: 200).premultiplied)
    let actual = TestImages.filled(8, 8, RGBA8(r: 103, g: 150, b: 198).premultiplied)
    let result = ImageComparison.compare(expected: expected, actual: actual)
    #expect(result.passed)
    #expect(!result.isIdentical)
    #expect(result.largestDistance > 0 && result.largestDistance < 0.1)
    let strict = ImageComparison.compare(
      expected: expected, actual: actual, options: .init(tolerance: .yiq(threshold: 0)))
    #expect(strict.differingPixelCount == 64)
  }

  @Test func differentSizesReportBothSizes() {
    let result = ImageComparison.compare(expected: TestImages.filled(10, 20), actual: TestImages.filled(20, 10))
    #expect(!result.passed)
    #expect(
      result.failures == [.sizeMismatch(expected: .init(width: 10, height: 20), actual: .init(width: 20, height: 10))])
    #expect(result.summary == "size mismatch: expected 10x20, actual 20x10")
    #expect(result.diffImage(expected: TestImages.filled(10, 20)) == nil)
  }

  @Test func alphaOnlyDifferencesAreSeenEvenWhenInvisibleOverWhite() {
    // Opaque white against half-transparent white: equal over white (pixelmatch alone would
    // pass it), different over black.
    let expected = TestImages.filled(6, 6)
    let actual = TestImages.filled(6, 6, RGBA8(r: 255, g: 255, b: 255, a: 128).premultiplied)
    let result = ImageComparison.compare(expected: expected, actual: actual)
    #expect(result.differingPixelCount == 36)
    #expect(!result.passed)
    // A one-step alpha change is far below the threshold.
    let nearly = TestImages.filled(6, 6, RGBA8(r: 20, g: 40, b: 60, a: 254).premultiplied)
    let opaque = TestImages.filled(6, 6, RGBA8(r: 20, g: 40, b: 60, a: 255).premultiplied)
    #expect(ImageComparison.compare(expected: opaque, actual: nearly).passed)
    // Fully transparent pixels are equal whatever straight color they had.
    let clearA = TestImages.filled(4, 4, RGBA8(r: 255, g: 0, b: 0, a: 0).premultiplied)
    let clearB = TestImages.filled(4, 4, .transparent)
    #expect(ImageComparison.compare(expected: clearA, actual: clearB).isIdentical)
  }

  @Test func ignoredRegionsAreNotCompared() {
    let expected = TestImages.filled(30, 20)
    var actual = expected
    for y in 2..<6 { for x in 3..<9 { actual[x, y] = TestImages.black } }
    actual[25, 15] = TestImages.black
    let region = IntRect(x: 2, y: 1, width: 8, height: 6)!
    let result = ImageComparison.compare(expected: expected, actual: actual, options: .init(ignoredRegions: [region]))
    #expect(result.differingPixelCount == 1)
    #expect(result.changedBounds == IntRect(x: 25, y: 15, width: 1, height: 1))
    #expect(result.ignoredPixelCount == 48)
    #expect(result.comparedPixelCount == 600 - 48)
    #expect(result.classification?[3, 2] == .ignored)
    // Overlapping and out-of-bounds regions count their union, clipped to the image.
    let overlapping = [
      region, IntRect(x: 5, y: 3, width: 100, height: 2)!, IntRect(x: 22, y: 12, width: 10, height: 10)!,
    ]
    let both = ImageComparison.compare(expected: expected, actual: actual, options: .init(ignoredRegions: overlapping))
    #expect(both.passed)
    #expect(both.ignoredPixelCount == 48 + 2 * 20 + 8 * 8)
  }

  @Test func theStricterLimitWins() {
    let expected = TestImages.filled(100, 10)
    var actual = expected
    for x in 0..<10 { actual[x * 10, 5] = TestImages.black }
    func passes(_ options: ComparisonOptions) -> Bool {
      ImageComparison.compare(expected: expected, actual: actual, options: options).passed
    }
    #expect(passes(.init(maxDiffPixels: 10)))
    #expect(!passes(.init(maxDiffPixels: 9)))
    #expect(passes(.init(maxDiffPixelRatio: 0.01)))
    #expect(!passes(.init(maxDiffPixelRatio: 0.0099)))
    #expect(!passes(.init(maxDiffPixels: 100, maxDiffPixelRatio: 0.005)))
    #expect(!passes(.init(maxDiffPixels: 5, maxDiffPixelRatio: 0.5)))
    #expect(ComparisonOptions(maxDiffPixels: 7, maxDiffPixelRatio: 0.5).allowedDiffPixels(comparedPixels: 1000) == 7)
    #expect(ComparisonOptions().allowedDiffPixels(comparedPixels: 1000) == 0)
  }

  @Test func densityRulePassesSpeckleAndFailsACompactChange() {
    let expected = TestImages.filled(64, 64)
    var speckle = expected, blob = expected
    for i in 0..<16 { speckle[(i % 4) * 16 + 3, (i / 4) * 16 + 5] = TestImages.black }
    for y in 30..<34 { for x in 40..<44 { blob[x, y] = TestImages.black } }
    let options = ComparisonOptions(maxDiffPixels: 20, density: DensityLimit(windowSize: 8, maxDiffPixels: 4))
    let scattered = ImageComparison.compare(expected: expected, actual: speckle, options: options)
    #expect(scattered.passed)
    #expect(scattered.densestWindow?.differingPixelCount == 1)
    let compact = ImageComparison.compare(expected: expected, actual: blob, options: options)
    #expect(compact.differingPixelCount == 16)
    #expect(compact.densestWindow?.differingPixelCount == 16)
    #expect(compact.failures.count == 1)
    if case .tooDense(16, let window, 4) = compact.failures.first {
      #expect(window.contains(x: 40, y: 30) && window.contains(x: 43, y: 33))
    } else {
      Issue.record("expected a density failure, got \(compact.failures)")
    }
  }

  @Test func invalidOptionsFailInsteadOfPassing() {
    let image = TestImages.filled(4, 4)
    let cases: [ComparisonOptions] = [
      .init(tolerance: .yiq(threshold: .nan)), .init(tolerance: .yiq(threshold: 1.5)),
      .init(tolerance: .deltaE94(maximum: -1)), .init(maxDiffPixels: -1), .init(maxDiffPixelRatio: 2),
      .init(density: DensityLimit(windowSize: 0, maxDiffPixels: 1)),
    ]
    for options in cases {
      let result = ImageComparison.compare(expected: image, actual: image, options: options)
      #expect(!result.passed)
      #expect(result.failures.first.map { if case .invalidOptions = $0 { true } else { false } } == true)
      #expect(result.diffImage(expected: image) == nil)
    }
  }

  @Test func deltaE94ToleranceCountsPerceptibleChanges() {
    let expected = TestImages.filled(5, 5, RGBA8(r: 128, g: 128, b: 128).premultiplied)
    let slight = TestImages.filled(5, 5, RGBA8(r: 129, g: 128, b: 128).premultiplied)
    let clear = TestImages.filled(5, 5, RGBA8(r: 140, g: 120, b: 128).premultiplied)
    let options = ComparisonOptions(tolerance: .deltaE94(maximum: 2))
    let small = ImageComparison.compare(expected: expected, actual: slight, options: options)
    #expect(small.passed)
    #expect(small.largestDistance > 0.1 && small.largestDistance < 1)
    let large = ImageComparison.compare(expected: expected, actual: clear, options: options)
    #expect(large.differingPixelCount == 25)
    #expect(large.largestDistance > 2)
  }

  @Test func parallelBandsGiveTheSameAnswerAsOneBand() {
    // Tall enough for several bands; the changes straddle band borders.
    let expected = TestImages.noise(50, 300, seed: 7)
    var actual = expected
    for y in Swift.stride(from: 0, to: 300, by: 7) { actual[(y * 13) % 50, y] = TestImages.white }
    let result = ImageComparison.compare(expected: expected, actual: actual, options: .init(includesAntiAliasing: true))
    let changed = zip(expected.pixels, actual.pixels).filter { $0 != $1 }.count
    #expect(result.differingPixelCount <= changed)
    #expect(result.differingPixelCount + (result.classification?.classes.filter { $0 == 0 }.count ?? 0) == 50 * 300)
    let counted = result.classification!.classes.filter { PixelClass(rawValue: $0)!.isDifferent }.count
    #expect(counted == result.differingPixelCount)
  }
}
