/// Why ``JSONParser`` refused a document: where the syntax breaks (`3:14: expected ',' or '}'`,
/// line and column 1-based, the column counting Unicode scalars), or a document over the size
/// limit, refused before it is read.
public enum JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  case malformed(line: Int, column: Int, detail: String)
  case tooLarge(byteCount: Int, limit: Int)

  /// What is wrong, without the position: `expected ',' or '}', found 'x'`.
  public var detail: String {
    switch self {
    case .malformed(_, _, let detail): detail
    case .tooLarge(let byteCount, let limit):
      "\(byteCount) bytes is larger than the limit of \(limit) bytes for a JSON file"
    }
  }

  /// `3:14: malformed JSON: expected …`, or the size refusal.
  public var description: String {
    switch self {
    case .malformed(let line, let column, let detail): "\(line):\(column): malformed JSON: \(detail)"
    case .tooLarge: detail
    }
  }
}
