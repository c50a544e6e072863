/// A former name of an option (``OptionSpec/deprecatedNames``) given on the command line. The
/// option reads as if its current name had been given, so scripts keep working for the release
/// that renames it, and the run says the new name once, on standard error, so that their
/// authors learn it before the old one goes.
public struct DeprecatedSpelling: Hashable, Sendable {
  /// The name as given (`--max-diff-ratio`).
  public let given: String
  /// The option's name now (`--max-diff-pixel-ratio`).
  public let current: String

  /// The warning line: `barkit: --max-diff-ratio is deprecated; use --max-diff-pixel-ratio`.
  public func warning(program: String) -> String {
    "\(program): \(given) is deprecated; use \(current)"
  }
}
