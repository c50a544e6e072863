import BarKitJSON

/// Writes a ``JSONValue`` as text: two-space indentation, members in their given order, and
/// short arrays of scalars on one line, so the same scene always gives the same bytes.
enum JSONWriter {
  /// The document as text, ending with a newline.
  static func text(_ value: JSONValue) -> String {
    var out = ""
    write(value, indent: "", to: &out)
    return out + "\n"
  }

  private static func isScalar(_ v: JSONValue) -> Bool {
    switch v {
    case .array, .object: false
    default: true
    }
  }

  private static func write(_ value: JSONValue, indent: String, to out: inout String) {
    let inner = indent + "  "
    switch value {
    case .null, .bool, .number, .string: out += value.summary
    case .array(let items) where items.isEmpty: out += "[]"
    case .array(let items) where items.count <= 8 && items.allSatisfy(isScalar):
      out += "[" + items.map(\.summary).joined(separator: ", ") + "]"
    case .array(let items):
      out += "[\n"
      for (i, item) in items.enumerated() {
        out += inner
        write(item, indent: inner, to: &out)
        out += i == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members) where members.isEmpty: out += "{}"
    case .object(let members):
      out += "{\n"
      for (i, member) in members.enumerated() {
        out += inner + JSONValue.quoted(member.key) + ": "
        write(member.value, indent: inner, to: &out)
        out += i == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }
}
