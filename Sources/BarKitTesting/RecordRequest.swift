/// The record mode one assertion runs with, and what asked for it: the call's `record:`, the
/// settings (`withGoldenSettings`, a `.goldens` trait, the `settings:` argument), or
/// `BARKIT_RECORD`. With `CI` set nothing writes a golden, whatever asked: a retried job must
/// not pass on an image it generated, and code left with `record: .failed` must not rewrite
/// references on a build machine (issue 41). The failure then says what asked and that it was
/// refused.
struct RecordRequest: Sendable, Hashable {
  /// The mode the verifier runs with (`never` on CI).
  let mode: RecordMode
  /// What chose the requested mode, for messages: `record: .failed in the call`.
  let source: String
  /// The writing mode that `CI` refused, `nil` when none was refused.
  let refused: RecordMode?

  /// The mode for an assertion: the call's `record:`, else the settings', else the environment's.
  static func resolve(call: RecordMode?, settings: RecordMode?, environment: [String: String]) throws(GoldenError)
    -> RecordRequest
  {
    let requested: RecordMode
    let source: String
    if let call {
      (requested, source) = (call, "record: .\(call) in the call")
    } else if let settings {
      (requested, source) = (settings, "GoldenSettings(record: .\(settings))")
    } else if let text = environment[RecordMode.environmentVariable], !text.isEmpty {
      (requested, source) = (try RecordMode.fromEnvironment(environment), "\(RecordMode.environmentVariable)=\(text)")
    } else {
      return RecordRequest(mode: try RecordMode.fromEnvironment(environment), source: "the default", refused: nil)
    }
    guard RecordMode.isCI(environment), requested != .never else {
      return RecordRequest(mode: requested, source: source, refused: nil)
    }
    return RecordRequest(mode: .never, source: source, refused: requested)
  }

  /// The sentence a failure carries when `CI` refused to record, `nil` otherwise.
  var refusal: String? {
    refused.map { _ in "\(source) asked to record, but CI is set and no golden is written on CI: record it locally." }
  }
}
