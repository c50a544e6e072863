import BarKitGeometry
import BarKitRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compares an expected image with an actual one: an exact fast path, then a multi-threaded
/// per-pixel pass with a color tolerance, anti-aliasing detection, ignored regions, count
/// limits and an optional density rule.
public enum ImageComparison {
  /// Compares `actual` against `expected` under `options`.
  ///
  /// Never throws and never traps on valid pixmaps: unusable options and inconsistencies are
  /// reported as ``ComparisonFailure``s, so nothing passes by accident.
  public static func compare(
    expected: Pixmap, actual: Pixmap, options: ComparisonOptions = ComparisonOptions()
  ) -> ImageComparisonResult {
    let expectedSize = ImageDimensions(width: expected.width, height: expected.height)
    let actualSize = ImageDimensions(width: actual.width, height: actual.height)
    if let problem = options.validationFailure {
      return result([.invalidOptions(problem)], expectedSize: expectedSize, actualSize: actualSize, options: options)
    }
    guard expectedSize == actualSize else {
      return result(
        [.sizeMismatch(expected: expectedSize, actual: actualSize)], expectedSize: expectedSize,
        actualSize: actualSize, options: options)
    }
    guard expected.pixels.count >= expected.stride * expected.height,
      actual.pixels.count >= actual.stride * actual.height
    else {
      return result(
        [.internalError("pixel storage smaller than stride × height")], expectedSize: expectedSize,
        actualSize: actualSize, options: options)
    }
    let regions = IgnoredRegions(options.ignoredRegions, width: expected.width, height: expected.height)
    if buffersEqual(expected, actual) {
      return judged(nil, size: expectedSize, ignoring: regions, options: options)
    }
    func run<Metric: PixelMetric>(_ metric: Metric) -> ImageComparisonResult {
      let pass = PixelPass(metric: metric, ignored: regions, options: options)
      return judged(pass.run(expected, actual), size: expectedSize, ignoring: regions, options: options)
    }
    switch (options.tolerance, options.antiAliasing) {
    case (.yiq(let threshold), .standard): return run(YIQMetric(threshold: threshold))
    case (.yiq(let threshold), .pixelmatch): return run(PixelmatchYIQMetric(threshold: threshold))
    case (.deltaE94(let maximum), _): return run(DeltaE94Metric(maximum: maximum))
    case (.oklab(let threshold), _): return run(OKLabMetric(threshold: threshold))
    }
  }

  /// The result for two valid, same-sized images of `size` from the pixel pass's outcome:
  /// counts, limits and the density rule. `pass` is `nil`, or saw no difference, when every
  /// pixel is equal: the images are identical.
  static func judged(
    _ pass: PixelPassOutcome?, size: ImageDimensions, ignoring regions: IgnoredRegions, options: ComparisonOptions
  ) -> ImageComparisonResult {
    let ignored = regions.pixelCount(height: size.height)
    let compared = size.width * size.height - ignored
    guard let pass, pass.tally.sawDifference else {
      return result(
        [], expectedSize: size, actualSize: size, options: options, identical: true, compared: compared,
        ignored: ignored)
    }
    var failures: [ComparisonFailure] = []
    let counted = pass.tally.differing + pass.tally.antiAliased
    if counted > compared || pass.tally.differing < 0 || pass.tally.antiAliased < 0 {
      failures.append(.internalError("counted \(counted) pixels of \(compared) compared"))
    }
    let allowed = options.allowedDiffPixels(comparedPixels: compared)
    let excused =
      options.regionAllowances.isEmpty ? 0 : RegionAllowance.excused(options.regionAllowances, in: pass.classification)
    if pass.tally.differing - excused > allowed {
      failures.append(.tooManyDifferingPixels(count: pass.tally.differing - excused, allowed: allowed))
    }
    var densest: DensestWindow?
    if let density = options.density, pass.tally.differing > 0 {
      let window = DensityWindow.densest(in: pass.classification, windowSize: density.windowSize)
      densest = window
      if window.differingPixelCount > density.maxDiffPixels {
        failures.append(
          .tooDense(count: window.differingPixelCount, window: window.window, allowed: density.maxDiffPixels))
      }
    }
    var judged = result(
      failures, expectedSize: size, actualSize: size, options: options, compared: compared, ignored: ignored,
      pass: pass, densest: densest)
    judged.excusedPixelCount = excused
    return judged
  }

  private static func result(
    _ failures: [ComparisonFailure], expectedSize: ImageDimensions, actualSize: ImageDimensions,
    options: ComparisonOptions, identical: Bool = false, compared: Int = 0, ignored: Int = 0,
    pass: PixelPassOutcome? = nil, densest: DensestWindow? = nil
  ) -> ImageComparisonResult {
    ImageComparisonResult(
      options: options, expectedSize: expectedSize, actualSize: actualSize, failures: failures,
      isIdentical: identical, comparedPixelCount: compared, ignoredPixelCount: ignored,
      differingPixelCount: pass?.tally.differing ?? 0, antiAliasedPixelCount: pass?.tally.antiAliased ?? 0,
      largestDistance: pass?.largestDistance ?? 0, changedBounds: pass?.tally.bounds, densestWindow: densest,
      classification: pass?.classification)
  }

  /// The result for two images known to be equal without looking at their pixels: byte-identical
  /// PNG files of `size` (``PNGFileComparison``). Invalid options still fail.
  static func identical(size: ImageDimensions, options: ComparisonOptions) -> ImageComparisonResult {
    let failures = options.validationFailure.map { [ComparisonFailure.invalidOptions($0)] } ?? []
    let ignored = IgnoredRegions(options.ignoredRegions, width: size.width, height: size.height)
      .pixelCount(height: size.height)
    return ImageComparisonResult(
      options: options, expectedSize: size, actualSize: size, failures: failures, isIdentical: failures.isEmpty,
      comparedPixelCount: failures.isEmpty ? size.width * size.height - ignored : 0,
      ignoredPixelCount: failures.isEmpty ? ignored : 0, differingPixelCount: 0, antiAliasedPixelCount: 0,
      largestDistance: 0, changedBounds: nil, densestWindow: nil, classification: nil)
  }

  /// Whether the visible pixels of two same-sized pixmaps are byte-for-byte equal: one `memcmp`
  /// over the buffer when rows are contiguous, else one per row.
  static func buffersEqual(_ a: Pixmap, _ b: Pixmap) -> Bool {
    a.withUnsafeBytes { pa in
      b.withUnsafeBytes { pb in
        let rowBytes = a.width * 4
        if a.stride == a.width, b.stride == b.width {
          return memcmp(pa.baseAddress!, pb.baseAddress!, rowBytes * a.height) == 0
        }
        for y in 0..<a.height
        where memcmp(pa.baseAddress! + y * a.stride * 4, pb.baseAddress! + y * b.stride * 4, rowBytes) != 0 {
          return false
        }
        return true
      }
    }
  }
}
