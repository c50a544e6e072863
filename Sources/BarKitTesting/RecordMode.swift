/// When an assertion writes the reference image, after swift-snapshot-testing's modes
/// (../shared/research/snapshot-testing.md §1). No mode lets a missing or changed golden pass:
/// every write fails the test, so a recorded image is always looked at before it is trusted.
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Writes every reference, and fails.
  case all
  /// Writes references that do not exist yet, and fails; compares the rest. The default off CI.
  case missing
  /// Like `missing`, and also overwrites references that do not match (failing all the same).
  case failed
  /// Writes nothing: a missing reference is a failure. The only mode on CI, whatever asks for
  /// another (``RecordRequest``), so a retried job cannot pass on a golden it has just generated.
  case never

  /// The environment variable read for the default mode.
  public static let environmentVariable = "BARKIT_RECORD"

  /// The mode the environment asks for: `BARKIT_RECORD` when set, otherwise `never` when `CI`
  /// is set (to anything but empty, `0` or `false`), otherwise `missing`.
  ///
  /// - Throws: ``GoldenError/invalidRecordMode(_:)`` for an unknown `BARKIT_RECORD` value, so a
  ///   typo fails loudly instead of silently recording.
  public static func fromEnvironment(_ environment: [String: String]) throws(GoldenError) -> RecordMode {
    if let text = environment[environmentVariable], !text.isEmpty {
      guard let mode = RecordMode(rawValue: text.lowercased()) else { throw .invalidRecordMode(text) }
      return mode
    }
    return isCI(environment) ? .never : .missing
  }

  /// Whether `CI` is set (to anything but empty, `0` or `false`): then nothing records (a
  /// generated file that is not an image, such as Docs/icons.json, follows the same rule).
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let ci = environment["CI"] else { return false }
    return !["", "0", "false"].contains(ci.lowercased())
  }

  public var description: String { rawValue }
}
