/// A parsed JSON document, as BarKit's readers see it (``JSONParser``).
///
/// Numbers keep their literal text so error messages quote exactly what the user wrote
/// (`found 1e999`), and objects keep their members in file order so the first unknown key
/// reported is the first one in the file.
package enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number, as its literal text (`-12.5e3`); see ``numberValue``.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// An object's members in file order; keys are unique (the parser rejects duplicates).
  case object([(key: String, value: JSONValue)])

  /// The value of a number literal, `nil` when not a number or when it overflows a `Double`.
  package var numberValue: Double? {
    guard case .number(let text) = self, let v = Double(text), v.isFinite else { return nil }
    return v
  }

  /// How the value appears in an error message: strings quoted, numbers and literals as
  /// written, containers by kind.
  package var summary: String {
    switch self {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let text): text
    case .string(let s): JSONValue.quoted(s)
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// `s` in double quotes with quotes, backslashes and control characters escaped.
  package static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        // C0 and C1 controls and the Unicode line and paragraph separators: escaped so a
        // message stays one line in any terminal or log viewer.
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
          out +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// The most characters of a user's string an error message quotes (a hostile file can hold
  /// a string of megabytes; the message must stay one readable line).
  package static let excerptLength = 60

  /// `s` quoted for an error message: ``quoted(_:)`` of at most ``excerptLength`` characters,
  /// with `…` and the full length when cut.
  package static func excerpt(_ s: String) -> String {
    guard s.count > excerptLength else { return quoted(s) }
    return quoted(String(s.prefix(excerptLength))) + "… (\(s.utf8.count) bytes)"
  }

  package static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .number(let t): hasher.combine(t)
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    case .object(let members):
      for m in members {
        hasher.combine(m.key)
        hasher.combine(m.value)
      }
    }
  }
}
