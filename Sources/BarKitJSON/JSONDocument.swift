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
