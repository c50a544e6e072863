import BarKitFiles
import BarKitGeometry
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
///   "icons/tab-*":  { "deltaE": 2, "includeAntiAliasing": true, "ignore": [[0, 0, 20, 20]] }
/// }
/// ```
///
/// Every matching pattern applies, shorter patterns first (then in text order), so the most
/// specific one has the last word; each field it names replaces the base option, the others
/// are kept. Fields: `threshold` (0...1) or `deltaE` (0...100), `includeAntiAliasing`,
/// `maxDiffPixels` (≥ 0), `maxDiffRatio` (0...1), `density` (`[window, maxDiffPixels]`) and
/// `ignore` (a list of `[x, y, width, height]`, added to the base regions).
public struct ComparisonOverrides: Sendable {
  /// One pattern and the fields it sets.
  struct Rule: Sendable {
    let pattern: GlobPattern
    let fields: Fields
  }

  let rules: [Rule]

  /// No overrides.
  public init() { rules = [] }

  /// Reads overrides from a JSON file.
  ///
  /// - Throws: ``ComparisonOverridesError`` naming the file, the JSON path and what was expected.
  public init(contentsOf url: URL) throws(ComparisonOverridesError) {
    let data: Data
    do {
      data = try InputFile.read(url, maxByteCount: 16 << 20)
    } catch {
      throw ComparisonOverridesError(file: url.path, path: "", expected: "a readable file (\(error.reason))")
    }
    try self.init(json: data, file: url.path)
  }

  /// Reads overrides from JSON text; `file` names it in errors.
  public init(json data: Data, file: String) throws(ComparisonOverridesError) {
    let fields: [String: Fields]
    do {
      fields = try JSONDecoder().decode([String: Fields].self, from: data)
    } catch let error as ComparisonOverridesError {
      throw ComparisonOverridesError(file: file, path: error.path, expected: error.expected)
    } catch let DecodingError.typeMismatch(type, context) {
      throw ComparisonOverridesError(
        file: file, path: Self.path(context.codingPath), expected: Self.name(type, context))
    } catch let DecodingError.valueNotFound(type, context) {
      throw ComparisonOverridesError(
        file: file, path: Self.path(context.codingPath), expected: Self.name(type, context))
    } catch {
      throw ComparisonOverridesError(file: file, path: "", expected: "valid JSON")
    }
    rules = fields.keys.sorted { ($0.count, $0) < ($1.count, $1) }.map { key in
      Rule(pattern: GlobPattern(key), fields: fields[key]!)
    }
  }

  /// The options for the file at relative `path`: `base` with every matching rule applied.
  public func options(for path: String, base: ComparisonOptions) -> ComparisonOptions {
    var options = base
    for rule in rules where rule.pattern.matches(path) { rule.fields.apply(to: &options) }
    return options
  }

  /// `["icons/*"].ignore[0]` for a coding path.
  static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.enumerated().map { i, key in
      if let index = key.intValue { return "[\(index)]" }
      return i == 0 ? "[\"\(key.stringValue)\"]" : ".\(key.stringValue)"
    }.joined()
  }

  private static func name(_ type: Any.Type, _ context: DecodingError.Context) -> String {
    if context.codingPath.isEmpty { return "an object keyed by glob pattern" }
    if context.codingPath.count == 1 { return "an object of options" }
    switch type {
    case is Bool.Type: return "true or false"
    case is Int.Type: return "a whole number"
    case is Double.Type: return "a number"
    case is [Int].Type, is [[Int]].Type: return "an array of whole numbers"
    default: return "a value of type \(type)"
    }
  }
}

/// The fields of one pattern, checked as they are decoded.
struct Fields: Decodable, Sendable {
  var threshold: Double?
  var deltaE: Double?
  var includeAntiAliasing: Bool?
  var maxDiffPixels: Int?
  var maxDiffRatio: Double?
  var density: DensityLimit?
  var ignore: [IntRect] = []

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  static let names = [
    "deltaE", "density", "ignore", "includeAntiAliasing", "maxDiffPixels", "maxDiffRatio", "threshold",
  ]

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    func fail(_ key: String?, _ expected: String) -> ComparisonOverridesError {
      let path = ComparisonOverrides.path(c.codingPath) + (key.map { ".\($0)" } ?? "")
      return ComparisonOverridesError(file: "", path: path, expected: expected)
    }
    if let unknown = c.allKeys.map(\.stringValue).sorted().first(where: { !Self.names.contains($0) }) {
      throw fail(unknown, "one of \(Self.names.joined(separator: ", "))")
    }
    func number(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
      guard let value = try c.decodeIfPresent(Double.self, forKey: Key(stringValue: key)) else { return nil }
      guard range.contains(value) else { throw fail(key, "a number in \(range.lowerBound)...\(range.upperBound)") }
      return value
    }
    threshold = try number("threshold", in: 0...1)
    deltaE = try number("deltaE", in: 0...100)
    if threshold != nil, deltaE != nil { throw fail(nil, "threshold or deltaE, not both") }
    includeAntiAliasing = try c.decodeIfPresent(Bool.self, forKey: Key(stringValue: "includeAntiAliasing"))
    if let n = try c.decodeIfPresent(Int.self, forKey: Key(stringValue: "maxDiffPixels")) {
      guard n >= 0 else { throw fail("maxDiffPixels", "a number ≥ 0") }
      maxDiffPixels = n
    }
    maxDiffRatio = try number("maxDiffRatio", in: 0...1)
    if let pair = try c.decodeIfPresent([Int].self, forKey: Key(stringValue: "density")) {
      guard pair.count == 2, pair[0] >= 1, pair[1] >= 0 else {
        throw fail("density", "[window ≥ 1, maxDiffPixels ≥ 0]")
      }
      density = DensityLimit(windowSize: pair[0], maxDiffPixels: pair[1])
    }
    let rects = try c.decodeIfPresent([[Int]].self, forKey: Key(stringValue: "ignore")) ?? []
    for (i, r) in rects.enumerated() {
      guard r.count == 4, let rect = IntRect(x: r[0], y: r[1], width: r[2], height: r[3]) else {
        throw fail("ignore[\(i)]", "[x, y, width, height] with a positive size")
      }
      ignore.append(rect)
    }
  }

  /// Sets each field given on `options`; ignored regions add to the base ones.
  func apply(to options: inout ComparisonOptions) {
    if let threshold { options.tolerance = .yiq(threshold: threshold) }
    if let deltaE { options.tolerance = .deltaE94(maximum: deltaE) }
    if let includeAntiAliasing { options.includesAntiAliasing = includeAntiAliasing }
    if let maxDiffPixels { options.maxDiffPixels = maxDiffPixels }
    if let maxDiffRatio { options.maxDiffPixelRatio = maxDiffRatio }
    if let density { options.density = density }
    options.ignoredRegions += ignore
  }
}

/// A problem in an overrides file: `FILE: at JSON_PATH: expected …`.
public struct ComparisonOverridesError: Error, Sendable, Hashable, CustomStringConvertible {
  public let file: String
  /// The JSON path of the bad value (`["icons/*"].threshold`), empty for the whole file.
  public let path: String
  public let expected: String

  public var description: String { "\(file): \(path.isEmpty ? "" : "at \(path): ")expected \(expected)" }
}
