/// How strings from the user (paths, names, option values, scene text) appear in messages: on
/// one line, without raw terminal controls, and cut when long. Every message `barkit` prints
/// on standard error passes through ``line(_:)``; standard-output lines pass the user strings
/// they hold through ``shown(_:)``.
package enum UserText {
  /// The longest run without spaces kept whole (a path, a name); longer runs keep their head
  /// and tail around "…".
  package static let maximumRun = 240
  /// The longest message line kept whole.
  package static let maximumLine = 900

  /// `text` escaped and cut: for one user string inside a message.
  package static func shown(_ text: String) -> String { cut(escaped(text), limit: maximumRun) }

  /// A whole message: controls escaped, each long run cut, then the line cut.
  package static func line(_ message: String) -> String {
    let runs = escaped(message).split(separator: " ", omittingEmptySubsequences: false)
    return cut(runs.map { cut(String($0), limit: maximumRun) }.joined(separator: " "), limit: maximumLine)
  }

  /// Control characters written as escapes: C0 and C1 controls (newline, carriage return,
  /// ESC, NEL U+0085), DEL, the line and paragraph separators U+2028/U+2029, and the
  /// bidirectional formatting characters that reorder what a terminal shows.
  package static func escaped(_ text: String) -> String { escaped(text, keepingLineBreaks: false) }

  /// JSON printed to standard output with the same escapes, except for its own line breaks
  /// (the encoder has already escaped those inside strings): still valid JSON, read back as
  /// the same strings.
  package static func json(_ text: String) -> String { escaped(text, keepingLineBreaks: true) }

  private static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where keepingLineBreaks: out.unicodeScalars.append(scalar)
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x09: out += "\\t"
      case _ where scalar.isDisplayControl:
        // As JSON escapes them (JSONValue.quoted), so scene values and paths read alike.
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` when at most `limit` characters, else its head and tail around "…(N characters)…".
  package static func cut(_ text: String, limit: Int) -> String {
    guard text.count > limit else { return text }
    let head = limit * 2 / 3
    let tail = limit - head
    return String(text.prefix(head)) + "…(\(text.count) characters)…" + String(text.suffix(tail))
  }
}
