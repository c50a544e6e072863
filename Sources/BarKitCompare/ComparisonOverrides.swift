import BarKitGeometry
import BarKitPNG
import Foundation

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
/// are kept. Fields: `threshold` (0...1) or `deltaE` (≥ 0), `includeAntiAliasing`,
/// `maxDiffPixels`, `maxDiffRatio` (0...1), `density` (`[window, maxDiffPixels]`) and `ignore`
/// (a list of `[x, y, width, height]`, added to the base regions).
public struct ComparisonOverrides: Sendable {
  /// One pattern and the fields it sets.
  struct Rule: Sendable {
    let pattern: GlobPattern
    let apply: @Sendable (inout ComparisonOptions) -> Void
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
    func fail(_ path: String, _ expected: String) -> ComparisonOverridesError {
      ComparisonOverridesError(file: file, path: path, expected: expected)
    }
    guard let root = try? JSONSerialization.jsonObject(with: data) else { throw fail("", "valid JSON") }
    guard let object = root as? [String: Any] else { throw fail("", "an object keyed by glob pattern") }
    var rules: [Rule] = []
    for key in object.keys.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
      let path = "[\"\(key)\"]"
      guard let fields = object[key] as? [String: Any] else { throw fail(path, "an object of options") }
      rules.append(Rule(pattern: GlobPattern(key), apply: try Self.setter(fields, path: path, fail: fail)))
    }
    self.rules = rules
  }

  /// The options for the file at relative `path`: `base` with every matching rule applied.
  public func options(for path: String, base: ComparisonOptions) -> ComparisonOptions {
    var options = base
    for rule in rules where rule.pattern.matches(path) { rule.apply(&options) }
    return options
  }

  /// Turns one pattern's fields into a function that applies them, checking each.
  private static func setter(
    _ fields: [String: Any], path: String, fail: (String, String) -> ComparisonOverridesError
  ) throws(ComparisonOverridesError) -> @Sendable (inout ComparisonOptions) -> Void {
    func number(_ key: String, in range: ClosedRange<Double>) throws(ComparisonOverridesError) -> Double? {
      guard let value = fields[key] else { return nil }
      guard let n = value as? NSNumber, !(value is Bool), range.contains(n.doubleValue) else {
        throw fail("\(path).\(key)", "a number in \(range.lowerBound)...\(range.upperBound)")
      }
      return n.doubleValue
    }
    func integers(_ value: Any, count: Int, at key: String) throws(ComparisonOverridesError) -> [Int] {
      guard let list = value as? [Any], list.count == count,
        case let ints = list.compactMap({ ($0 as? NSNumber).flatMap { Int(exactly: $0.doubleValue) } }),
        ints.count == count
      else { throw fail(key, "an array of \(count) whole numbers") }
      return ints
    }
    let known: Set = ["threshold", "deltaE", "includeAntiAliasing", "maxDiffPixels", "maxDiffRatio", "density", "ignore"]
    if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
      throw fail("\(path).\(unknown)", "one of \(known.sorted().joined(separator: ", "))")
    }
    let threshold = try number("threshold", in: 0...1), deltaE = try number("deltaE", in: 0...100)
    if threshold != nil, deltaE != nil { throw fail(path, "threshold or deltaE, not both") }
    var includesAA: Bool?
    if let value = fields["includeAntiAliasing"] {
      guard let flag = value as? Bool else { throw fail("\(path).includeAntiAliasing", "true or false") }
      includesAA = flag
    }
    let maxPixels = try number("maxDiffPixels", in: 0...Double(Int32.max)).map { Int($0) }
    let maxRatio = try number("maxDiffRatio", in: 0...1)
    var density: DensityLimit?
    if let value = fields["density"] {
      let pair = try integers(value, count: 2, at: "\(path).density")
      guard pair[0] >= 1, pair[1] >= 0 else { throw fail("\(path).density", "[window ≥ 1, maxDiffPixels ≥ 0]") }
      density = DensityLimit(windowSize: pair[0], maxDiffPixels: pair[1])
    }
    var regions: [IntRect] = []
    if let value = fields["ignore"] {
      guard let list = value as? [Any] else { throw fail("\(path).ignore", "an array of [x, y, width, height]") }
      for (i, item) in list.enumerated() {
        let r = try integers(item, count: 4, at: "\(path).ignore[\(i)]")
        guard let rect = IntRect(x: r[0], y: r[1], width: r[2], height: r[3]) else {
          throw fail("\(path).ignore[\(i)]", "[x, y, width, height] with a positive size")
        }
        regions.append(rect)
      }
    }
    let (aa, window, ignored) = (includesAA, density, regions)
    return { options in
      if let threshold { options.tolerance = .yiq(threshold: threshold) }
      if let deltaE { options.tolerance = .deltaE94(maximum: deltaE) }
      if let aa { options.includesAntiAliasing = aa }
      if let maxPixels { options.maxDiffPixels = maxPixels }
      if let maxRatio { options.maxDiffPixelRatio = maxRatio }
      if let window { options.density = window }
      options.ignoredRegions += ignored
    }
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
