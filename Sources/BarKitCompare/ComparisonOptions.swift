import BarKitGeometry

/// How two colors are judged equal enough.
public enum ColorTolerance: Hashable, Sendable, CustomStringConvertible {
  /// pixelmatch's YIQ distance (Kotsarenko & Ramos 2010): a pixel differs when its squared
  /// distance exceeds `35215 · threshold²`, 35215 being the metric's maximum. `threshold` is in
  /// 0...1; pixelmatch and odiff default to 0.1, Playwright to 0.2
  /// (../shared/research/snapshot-testing.md §3, §4).
  case yiq(threshold: Double)
  /// The CIE94 color difference ("graphic arts" constants kL 1, K1 0.045, K2 0.015) in CIELAB,
  /// reference white D65: a pixel differs when ΔE*94 exceeds `maximum`. 1.0 is Playwright's
  /// one just-noticeable difference; swift-snapshot-testing's `perceptualPrecision: 0.98` means
  /// 2.0 (research note §1, §4).
  case deltaE94(maximum: Double)
  /// The HyAB distance in OKLab with Ottosson's toe-corrected lightness (`|ΔLr| + √(Δa² + Δb²)`),
  /// pixelmatch's metric since its main branch of July 2026 (pixelmatch issue #127: YIQ scored
  /// clearly different colors as equal): a pixel differs when the distance exceeds
  /// `threshold`, black against white being 1. Deterministic double arithmetic (``OKLab``).
  case oklab(threshold: Double)

  /// pixelmatch's default, `yiq(threshold: 0.1)`.
  public static let standard = ColorTolerance.yiq(threshold: 0.1)

  public var description: String {
    switch self {
    case .yiq(let t): "YIQ threshold \(t)"
    case .deltaE94(let m): "ΔE94 ≤ \(m)"
    case .oklab(let t): "OKLab HyAB threshold \(t)"
    }
  }
}

/// A density rule: the most differing pixels allowed inside any `windowSize × windowSize`
/// square (pixelmatch's unreleased `windowSize`, research note §3).
///
/// Scattered speckle (GPU or anti-aliasing noise) spreads thin and passes; a compact change,
/// such as a missing icon, fills a window and fails.
public struct DensityLimit: Hashable, Sendable {
  /// The side of the square window, in pixels (clipped to the image when larger).
  public var windowSize: Int
  /// The most differing pixels allowed in any one window.
  public var maxDiffPixels: Int

  /// Creates a rule allowing `maxDiffPixels` in any `windowSize × windowSize` window.
  public init(windowSize: Int, maxDiffPixels: Int) {
    self.windowSize = windowSize
    self.maxDiffPixels = maxDiffPixels
  }
}

/// What a comparison tolerates. The defaults are strict: any counted differing pixel fails.
public struct ComparisonOptions: Hashable, Sendable {
  /// The per-pixel color tolerance; default ``ColorTolerance/standard`` (YIQ 0.1).
  public var tolerance: ColorTolerance
  /// Whether anti-aliased pixels count as differing. Default `false`: pixelmatch's default,
  /// because edge pixels are where renderers and library versions legitimately disagree.
  public var includesAntiAliasing: Bool
  /// Which over-tolerance pixels count as anti-aliasing; default ``AntiAliasingRule/standard``.
  /// ``AntiAliasingRule/pixelmatch`` also makes the YIQ and OKLab distances pixelmatch's own.
  public var antiAliasing: AntiAliasingRule
  /// The most differing pixels allowed; `nil` means no count limit of its own.
  public var maxDiffPixels: Int?
  /// The largest allowed fraction (0...1) of the compared (not ignored) pixels that differ.
  /// When both limits are set the stricter one applies; when neither is, 0 pixels may differ.
  public var maxDiffPixelRatio: Double?
  /// An optional density rule, checked in addition to the count limits.
  public var density: DensityLimit?
  /// Rectangles (in pixels, clipped to the image) whose pixels are not compared.
  public var ignoredRegions: [IntRect]
  /// Regions that may hold some differing pixels of their own (``RegionAllowance``); empty by
  /// default.
  public var regionAllowances: [RegionAllowance] = []

  /// Creates options; every parameter has the strict default.
  public init(
    tolerance: ColorTolerance = .standard, includesAntiAliasing: Bool = false, maxDiffPixels: Int? = nil,
    maxDiffPixelRatio: Double? = nil, density: DensityLimit? = nil, ignoredRegions: [IntRect] = [],
    antiAliasing: AntiAliasingRule = .standard
  ) {
    self.tolerance = tolerance
    self.includesAntiAliasing = includesAntiAliasing
    self.antiAliasing = antiAliasing
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffPixelRatio = maxDiffPixelRatio
    self.density = density
    self.ignoredRegions = ignoredRegions
  }

  /// The most differing pixels allowed out of `comparedPixels`: the stricter of the two limits.
  public func allowedDiffPixels(comparedPixels: Int) -> Int {
    var allowed = Int.max
    if let maxDiffPixels { allowed = min(allowed, maxDiffPixels) }
    if let ratio = maxDiffPixelRatio {
      // Floor, so a ratio never admits a pixel more than it says.
      allowed = min(allowed, Int((ratio * Double(comparedPixels)).rounded(.down)))
    }
    return allowed == Int.max ? 0 : allowed
  }

  /// Why these options cannot be used, or `nil` when they are valid.
  public var validationFailure: String? {
    switch tolerance {
    case .yiq(let t) where !(t.isFinite && (0...1).contains(t)),
      .oklab(let t) where !(t.isFinite && (0...1).contains(t)):
      return "threshold \(t) is not in 0...1"
    case .deltaE94(let m) where !(m.isFinite && m >= 0):
      return "ΔE94 maximum \(m) is not a finite number ≥ 0"
    default: break
    }
    if let n = maxDiffPixels, n < 0 { return "maxDiffPixels \(n) is negative" }
    if let n = regionAllowances.first(where: { $0.maxDiffPixels < 0 })?.maxDiffPixels {
      return "a region's maxDiffPixels \(n) is negative"
    }
    if let r = maxDiffPixelRatio, !(r.isFinite && (0...1).contains(r)) {
      return "maxDiffPixelRatio \(r) is not in 0...1"
    }
    if let d = density, d.windowSize < 1 || d.maxDiffPixels < 0 {
      return "density window \(d.windowSize) must be ≥ 1 and its limit \(d.maxDiffPixels) ≥ 0"
    }
    return nil
  }
}
