import BarKitGeometry

/// The JSON form of a result (`barkit compare --json`, the artifacts' `.json` files): the
/// verdict, the failures as sentences, the counts, and rectangles as `{x, y, width, height}`.
/// `status` is `passed`, `changed` or `resized` (different sizes: both are given). The
/// per-pixel classification is left out.
extension ImageComparisonResult: Encodable {
  private enum Key: String, CodingKey {
    case status, passed, identical, failures, expectedSize, actualSize, comparedPixels, ignoredPixels
    case differingPixels, antiAliasedPixels, differingRatio, largestDistance, tolerance, changedBounds
    case densestWindow, allowedDiffPixels, excusedPixels
  }

  private struct Box: Encodable {
    let x, y, width, height: Int
    init(_ r: IntRect) { (x, y, width, height) = (r.x, r.y, r.width, r.height) }
  }

  private struct Size: Encodable {
    let width, height: Int
  }

  private struct Window: Encodable {
    let window: Box
    let differingPixels: Int
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(status, forKey: .status)
    try c.encode(passed, forKey: .passed)
    try c.encode(isIdentical, forKey: .identical)
    try c.encode(failures.map(\.description), forKey: .failures)
    try c.encode(Size(width: expectedSize.width, height: expectedSize.height), forKey: .expectedSize)
    try c.encode(Size(width: actualSize.width, height: actualSize.height), forKey: .actualSize)
    try c.encode(comparedPixelCount, forKey: .comparedPixels)
    try c.encode(ignoredPixelCount, forKey: .ignoredPixels)
    try c.encode(differingPixelCount, forKey: .differingPixels)
    try c.encode(antiAliasedPixelCount, forKey: .antiAliasedPixels)
    try c.encode(differingPixelRatio, forKey: .differingRatio)
    try c.encode(largestDistance, forKey: .largestDistance)
    try c.encode(options.tolerance.description, forKey: .tolerance)
    try c.encode(options.allowedDiffPixels(comparedPixels: comparedPixelCount), forKey: .allowedDiffPixels)
    // Only when an allowance excused some: a result without allowances reads as before.
    if excusedPixelCount > 0 { try c.encode(excusedPixelCount, forKey: .excusedPixels) }
    try c.encodeIfPresent(changedBounds.map(Box.init), forKey: .changedBounds)
    try c.encodeIfPresent(
      densestWindow.map { Window(window: Box($0.window), differingPixels: $0.differingPixelCount) },
      forKey: .densestWindow)
  }
}
