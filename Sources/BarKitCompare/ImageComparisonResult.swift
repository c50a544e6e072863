import BarKitGeometry

/// One reason a comparison failed.
public enum ComparisonFailure: Hashable, Sendable, CustomStringConvertible {
  /// The images have different sizes; nothing else was compared.
  case sizeMismatch(expected: ImageDimensions, actual: ImageDimensions)
  /// More pixels differ than the limits allow.
  case tooManyDifferingPixels(count: Int, allowed: Int)
  /// A window holds more differing pixels than the density rule allows.
  case tooDense(count: Int, window: IntRect, allowed: Int)
  /// The options are unusable (a threshold out of range, a negative limit).
  case invalidOptions(String)
  /// The comparison itself went wrong. It fails rather than passing silently.
  case internalError(String)

  public var description: String {
    switch self {
    case .sizeMismatch(let e, let a): "size mismatch: expected \(e), actual \(a)"
    case .tooManyDifferingPixels(let n, let allowed):
      "\(n) differing \(n == 1 ? "pixel exceeds" : "pixels exceed") the \(allowed) allowed"
    case .tooDense(let n, let w, let allowed): "\(n) differing pixels in the window at \(w), \(allowed) allowed"
    case .invalidOptions(let m): "invalid options: \(m)"
    case .internalError(let m): "internal error: \(m)"
    }
  }
}

/// The most differing pixels found in one density window.
public struct DensestWindow: Hashable, Sendable {
  /// The window (clipped to the image).
  public let window: IntRect
  /// How many differing pixels it holds.
  public let differingPixelCount: Int
}

/// What a comparison found: the verdict, the counts and where the changes are.
///
/// `passed` is true only when no ``ComparisonFailure`` was recorded, so an error anywhere in
/// the comparison shows up as a failure.
public struct ImageComparisonResult: Sendable {
  /// The options the comparison ran with.
  public let options: ComparisonOptions
  /// The expected image's size.
  public let expectedSize: ImageDimensions
  /// The actual image's size.
  public let actualSize: ImageDimensions
  /// Why the comparison failed; empty when it passed.
  public let failures: [ComparisonFailure]
  /// Whether the two buffers are byte-for-byte equal (the fast path).
  public let isIdentical: Bool
  /// Pixels compared: all pixels minus the ignored ones (0 on a size mismatch).
  public let comparedPixelCount: Int
  /// Pixels inside ignored regions.
  public let ignoredPixelCount: Int
  /// Pixels whose distance exceeds the tolerance and that are not excused as anti-aliasing.
  public let differingPixelCount: Int
  /// Pixels over the tolerance that the anti-aliasing heuristic excused (0 when anti-aliasing
  /// is included, since those pixels are then counted as differing).
  public let antiAliasedPixelCount: Int
  /// The largest distance over all compared pixels, in the tolerance's unit: the YIQ
  /// threshold scale 0...1, or ΔE94.
  public let largestDistance: Double
  /// The smallest rectangle holding every differing pixel, or `nil` when none differ.
  public let changedBounds: IntRect?
  /// The densest window, when a density rule was given and some pixel differs.
  public let densestWindow: DensestWindow?
  /// Per-pixel classes, for diff images; `nil` when identical or on a size mismatch.
  public let classification: PixelClassification?
  /// Differing pixels that regions' allowances excused (``RegionAllowance``): counted in
  /// ``differingPixelCount``, not against the count limits.
  public internal(set) var excusedPixelCount = 0

  /// Whether the images match within the options.
  public var passed: Bool { failures.isEmpty }

  /// The verdict in a folder comparison's words: `passed`, `resized` (different sizes) or
  /// `changed`, as `--json` writes it and a folder's file is counted.
  public var status: FolderComparisonEntry.Status { passed ? .passed : isResized ? .resized : .changed }

  /// `differingPixelCount / comparedPixelCount` (0 when nothing was compared).
  public var differingPixelRatio: Double {
    comparedPixelCount == 0 ? 0 : Double(differingPixelCount) / Double(comparedPixelCount)
  }

  /// One line for test failures and the CLI, e.g.
  /// `12 pixels differ (ratio 0.0001), 3 anti-aliased, largest distance 0.41, changes in 10,4,6,2`.
  public var summary: String {
    if let size = failures.first(where: { if case .sizeMismatch = $0 { true } else { false } }) {
      return size.description
    }
    if isIdentical { return "identical" }
    let count = differingPixelCount == 1 ? "1 pixel differs" : "\(differingPixelCount) pixels differ"
    var parts = ["\(count) (ratio \(Self.format(differingPixelRatio)))"]
    parts.append("\(antiAliasedPixelCount) anti-aliased")
    parts.append("largest distance \(Self.format(largestDistance))")
    if excusedPixelCount > 0 { parts.append("\(excusedPixelCount) within their regions' allowances") }
    if let changedBounds { parts.append("changes in \(Self.labelled(changedBounds))") }
    if let densestWindow {
      parts.append("densest window \(Self.labelled(densestWindow.window)) holds \(densestWindow.differingPixelCount)")
    }
    let verdict = failures.map(\.description).joined(separator: "; ")
    return parts.joined(separator: ", ") + (verdict.isEmpty ? "" : " — " + verdict)
  }

  /// `(x: 3, y: 3, width: 1, height: 1)`: a rectangle a reader need not decode.
  static func labelled(_ rect: IntRect) -> String {
    "(x: \(rect.x), y: \(rect.y), width: \(rect.width), height: \(rect.height))"
  }

  /// A number with up to 6 significant decimals and no exponent, stable across platforms.
  static func format(_ v: Double) -> String {
    if v == 0 { return "0" }
    let scaled = (v * 1_000_000).rounded() / 1_000_000
    var text = String(fixed: scaled, places: 6)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
