import BarKitFiles
import BarKitGeometry
import BarKitJSON
import BarKitPNG

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Per-file comparison options for a folder comparison, from a JSON object keyed by glob
/// (matched against the path relative to the folders; `*` crosses `/`):
///
/// ```json
/// {
///   "*.png":        { "threshold": 0.1 },
///   "screens/*":    { "maxDiffPixels": 40, "density": [16, 20] },
///   "icons/tab-*":  { "deltaE94": 2, "includesAntiAliasing": true, "ignoredRegions": [[0, 0, 20, 20]] },
///   "web/*":        { "threshold": 0.1, "metric": "oklab", "antiAliasing": "pixelmatch" }
/// }
/// ```
///
/// Every matching pattern applies, shorter patterns first (then in text order), so the most
/// specific one has the last word; each field it names replaces the base option, the others
/// are kept. Fields: `threshold` (0...1) with `metric` (`"yiq"` or `"oklab"`, the threshold's
/// distance; `threshold` alone keeps the base metric) or `deltaE94` (0...100),
/// `antiAliasing` (`"standard"` or `"pixelmatch"`), `includesAntiAliasing`,
/// `maxDiffPixels` (≥ 0), `maxDiffPixelRatio` (0...1), `density` (`[window, maxDiffPixels]`)
/// and `ignoredRegions` (a list of `[x, y, width, height]`, added to the base regions). The
/// former names `deltaE`, `includeAntiAliasing`, `maxDiffRatio` and `ignore` still read, each
/// with one of ``warnings``.
public struct ComparisonOverrides: Sendable {
  /// One pattern and the fields it sets.
  struct Rule: Sendable {
    let pattern: GlobPattern
    let fields: OverrideFields
  }

  let rules: [Rule]
  /// What the reader should be told, each naming the file and the JSON path: a field under a
  /// deprecated former name (`o.json: at ["*"]: maxDiffRatio is deprecated; use maxDiffPixelRatio`).
  public let warnings: [String]

  /// No overrides.
  public init() {
    rules = []
    warnings = []
  }

  /// The largest overrides file read: 16 MiB, far above any real set of patterns.
  public static let maximumByteCount = 16 << 20

  /// Reads overrides from a JSON file.
  ///
  /// - Throws: ``ComparisonOverridesError`` naming the file, the JSON path and what was expected.
  public init(contentsOf url: URL) throws(ComparisonOverridesError) {
    try self.init(json: try JSONInputError.read(url, maxByteCount: Self.maximumByteCount), file: url.path)
  }

  /// Reads overrides from JSON text; `file` names it in errors.
  public init(json data: Data, file: String) throws(ComparisonOverridesError) {
    let fields: [String: OverrideFields]
    do {
      fields = try JSONValueDecoder.decode([String: OverrideFields].self, from: data)
    } catch {
      throw JSONInputError.decoding(error, file: file, bracketsFirstKey: true) { type, codingPath in
        switch codingPath.count {
        case 0: "an object keyed by glob pattern"
        case 1: "an object of options"
        default: JSONInputError.name(of: type)
        }
      }
    }
    let patterns = fields.keys.sorted { ($0.count, $0) < ($1.count, $1) }
    rules = patterns.map { key in Rule(pattern: GlobPattern(key), fields: fields[key]!) }
    warnings = patterns.flatMap { fields[$0]!.deprecatedKeys.map { $0.warning(file: file) } }
  }

  /// The options for the file at relative `path`: `base` with every matching rule applied.
  public func options(for path: String, base: ComparisonOptions) -> ComparisonOptions {
    var options = base
    for rule in rules where rule.pattern.matches(path) { rule.fields.apply(to: &options) }
    return options
  }
}

/// The fields of one pattern, checked as they are decoded.
package struct OverrideFields: Decodable, Sendable {
  var threshold: Double?
  var deltaE94: Double?
  var metric: Metric?
  var antiAliasing: AntiAliasingRule?
  var includesAntiAliasing: Bool?

  /// The distance a `threshold` is of.
  enum Metric: String, CaseIterable, Sendable {
    case yiq, oklab
  }
  var maxDiffPixels: Int?
  var maxDiffPixelRatio: Double?
  var density: DensityLimit?
  var ignoredRegions: [IntRect] = []
  /// The fields given under a former name, in name order.
  var deprecatedKeys: [DeprecatedOverrideKey] = []

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  static let names = [
    "antiAliasing", "deltaE94", "density", "ignoredRegions", "includesAntiAliasing", "maxDiffPixels",
    "maxDiffPixelRatio", "metric", "threshold",
  ]

  package init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    func fail(_ key: String?, _ expected: String) -> JSONInputError {
      let path = JSONInputError.path(c.codingPath, bracketsFirstKey: true) + (key.map { ".\($0)" } ?? "")
      return JSONInputError(file: "", path: path, expected: expected)
    }
    let given = c.allKeys.map(\.stringValue).sorted()
    if let unknown = given.first(where: { !Self.names.contains($0) && DeprecatedOverrideKey.renames[$0] == nil }) {
      throw fail(unknown, "one of \(Self.names.joined(separator: ", "))")
    }
    let path = JSONInputError.path(c.codingPath, bracketsFirstKey: true)
    for former in given {
      guard let current = DeprecatedOverrideKey.renames[former] else { continue }
      if given.contains(current) { throw fail(nil, "\(current) or its former name \(former), not both") }
      deprecatedKeys.append(DeprecatedOverrideKey(path: path, former: former, current: current))
    }
    // A field is read where it was written, so that an error's path names it as written.
    func key(_ name: String) -> Key {
      Key(stringValue: deprecatedKeys.first { $0.current == name }?.former ?? name)
    }
    func number(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
      let key = key(name)
      guard let value = try c.decodeIfPresent(Double.self, forKey: key) else { return nil }
      guard range.contains(value) else {
        throw fail(key.stringValue, "a number in \(range.lowerBound)...\(range.upperBound)")
      }
      return value
    }
    threshold = try number("threshold", in: 0...1)
    deltaE94 = try number("deltaE94", in: 0...100)
    if threshold != nil, deltaE94 != nil { throw fail(nil, "threshold or deltaE94, not both") }
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws -> T? where T.RawValue == String {
      guard let text = try c.decodeIfPresent(String.self, forKey: Key(stringValue: key)) else { return nil }
      guard let value = T(rawValue: text) else {
        throw fail(key, "one of \(T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
      }
      return value
    }
    metric = try choice("metric", Metric.self)
    if metric != nil, deltaE94 != nil { throw fail(nil, "threshold with metric, or deltaE94 alone") }
    antiAliasing = try choice("antiAliasing", AntiAliasingRule.self)
    includesAntiAliasing = try c.decodeIfPresent(Bool.self, forKey: key("includesAntiAliasing"))
    maxDiffPixels = try c.decodeWholeNumber(Key(stringValue: "maxDiffPixels"), in: 0...Int.max)
    maxDiffPixelRatio = try number("maxDiffPixelRatio", in: 0...1)
    // Lists are read as numbers, then checked whole and within PNG's 2^31 a side (so that
    // edges cannot overflow), so 1e30 is refused at its own path.
    func wholeNumbers(_ values: [Double]) -> [Int]? {
      let whole = values.compactMap { Int(exactly: $0) }.filter { $0.magnitude <= 1 << 31 }
      return whole.count == values.count ? whole : nil
    }
    if let numbers = try c.decodeIfPresent([Double].self, forKey: Key(stringValue: "density")) {
      guard let pair = wholeNumbers(numbers), pair.count == 2, pair[0] >= 1, pair[1] >= 0 else {
        throw fail("density", "[window ≥ 1, maxDiffPixels ≥ 0]")
      }
      density = DensityLimit(windowSize: pair[0], maxDiffPixels: pair[1])
    }
    let regionsKey = key("ignoredRegions")
    let rects = try c.decodeIfPresent([[Double]].self, forKey: regionsKey) ?? []
    for (i, numbers) in rects.enumerated() {
      guard let r = wholeNumbers(numbers), r.count == 4, let rect = IntRect(x: r[0], y: r[1], width: r[2], height: r[3])
      else { throw fail("\(regionsKey.stringValue)[\(i)]", "[x, y, width, height] with a positive size") }
      ignoredRegions.append(rect)
    }
  }

  /// Sets each field given on `options`; ignored regions add to the base ones.
  package func apply(to options: inout ComparisonOptions) {
    if threshold != nil || metric != nil {
      var t = threshold ?? 0.1
      var oklab = metric == .oklab
      switch options.tolerance {
      case .yiq(let base): (t, oklab) = (threshold ?? base, metric.map { $0 == .oklab } ?? false)
      case .oklab(let base): (t, oklab) = (threshold ?? base, metric.map { $0 == .oklab } ?? true)
      case .deltaE94: break
      }
      options.tolerance = oklab ? .oklab(threshold: t) : .yiq(threshold: t)
    }
    if let antiAliasing { options.antiAliasing = antiAliasing }
    if let deltaE94 { options.tolerance = .deltaE94(maximum: deltaE94) }
    if let includesAntiAliasing { options.includesAntiAliasing = includesAntiAliasing }
    if let maxDiffPixels { options.maxDiffPixels = maxDiffPixels }
    if let maxDiffPixelRatio { options.maxDiffPixelRatio = maxDiffPixelRatio }
    if let density { options.density = density }
    options.ignoredRegions += ignoredRegions
  }
}

/// A problem in an overrides file: `FILE: at JSON_PATH: expected …`.
public typealias ComparisonOverridesError = JSONInputError
