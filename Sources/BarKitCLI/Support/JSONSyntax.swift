import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The syntax check of the JSON files `compare --overrides`, `compare --elements`, `accept` and
/// `report --merge` read: Foundation's decoder says only "not valid JSON", also for a number
/// too large for a `Double` (`1e999`), so the scene parser reads the document first and names
/// the line and column, as for a scene (`overrides.json:3:14: expected ',' or '}'`), or the
/// JSON path of the number (`map.json: at elements[0].frame.x: expected …`).
enum JSONSyntax {
  /// Refuses `data` unless it is JSON whose numbers are all finite; `file` names it. A document
  /// over the scene parser's size limit is left to the decoder, which reads larger files.
  static func check(_ data: Data, file: String, command: String) throws(CommandLineError) {
    guard data.count <= JSONParser.maximumDocumentByteCount else { return }
    let document: JSONValue
    do {
      document = try JSONParser.parse(Array(data))
    } catch var error {
      error.file = file
      throw .badInput("\(command): \(error)")
    }
    if let (path, literal) = firstOverflow(in: document, at: .root) {
      let error = JSONInputError(
        file: file, path: path.description, expected: "a number a Double holds, found \(literal.prefix(60))")
      throw .badInput("\(command): \(error)")
    }
  }

  /// The first number of `value` that overflows a `Double`, with its path.
  private static func firstOverflow(in value: JSONValue, at path: JSONPath) -> (JSONPath, String)? {
    switch value {
    case .number(let literal): return Double(literal)?.isFinite == true ? nil : (path, literal)
    case .array(let items):
      for (index, item) in items.enumerated() {
        if let found = firstOverflow(in: item, at: path.appending(index: index)) { return found }
      }
      return nil
    case .object(let members):
      for member in members {
        if let found = firstOverflow(in: member.value, at: path.appending(key: member.key)) { return found }
      }
      return nil
    default: return nil
    }
  }
}
