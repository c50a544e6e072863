#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The one layout of every JSON file and standard output BarKit writes (records, manifests,
/// element maps, `--json`): indented, keys sorted so two runs diff line by line, and `/` left
/// unescaped so paths read as typed.
public enum JSONDocument {
  /// `value` as BarKit writes JSON documents.
  public static func data(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }
}

extension JSONDocument {
  /// `value` as one line of JSON (keys sorted, `/` unescaped, no newline: strings escape theirs),
  /// for protocols of one message a line (`barkit compare --server`).
  public static func line(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
