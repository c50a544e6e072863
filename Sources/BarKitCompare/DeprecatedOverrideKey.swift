/// A field of an overrides file (``ComparisonOverrides``) under a former name: read as the field
/// it became, for one release, so that existing files keep working, and told in a warning that
/// names the file, the pattern's JSON path and the new name, so that their authors learn it.
struct DeprecatedOverrideKey: Hashable, Sendable {
  /// The pattern's JSON path (`["screens/*"]`).
  let path: String
  /// The name as written (`maxDiffRatio`).
  let former: String
  /// The field's name now (`maxDiffPixelRatio`).
  let current: String

  /// Former names and the names they became: each field is spelled as the ``ComparisonOptions``
  /// property or ``ColorTolerance`` case it sets, and `barkit compare`'s option is its kebab case.
  static let renames = [
    "deltaE": "deltaE94", "ignore": "ignoredRegions", "includeAntiAliasing": "includesAntiAliasing",
    "maxDiffRatio": "maxDiffPixelRatio",
  ]

  /// The warning: `o.json: at ["screens/*"]: maxDiffRatio is deprecated; use maxDiffPixelRatio`.
  func warning(file: String) -> String {
    "\(file): at \(path): \(former) is deprecated; use \(current)"
  }
}
