import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The syntax check of the JSON files `compare --overrides` and `report --merge` read: Foundation's
/// decoder says only "not valid JSON", so the scene parser reads the document first and names
/// the line and column, as for a scene (`overrides.json:3:14: expected ',' or '}'`).
enum JSONSyntax {
  /// Refuses `data` unless it is JSON; `file` names it. A document over the scene parser's
  /// size limit is left to the decoder, which reads larger files.
  static func check(_ data: Data, file: String, command: String) throws(CommandLineError) {
    guard data.count <= JSONParser.maximumDocumentByteCount else { return }
    do {
      _ = try JSONParser.parse(Array(data))
    } catch var error {
      error.file = file
      throw .badInput("\(command): \(error)")
    }
  }
}
