import BarKitJSON

/// Why a scene was rejected: a one-line message naming the file, the JSON path and what was
/// expected, e.g. `scene.json: navigationBar.title: expected a string, found 3`.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, independent of where.
  public enum Reason: Equatable, Sendable {
    /// The file is not well-formed JSON; `line` and `column` are 1-based (column counts
    /// Unicode scalars).
    case malformedJSON(line: Int, column: Int, detail: String)
    /// An object member the format does not define.
    case unknownKey(expected: [String])
    /// A string that is not one of an enumeration's values.
    case unknownValue(String, expected: [String])
    /// A value of the wrong type or outside its range; `found` is the value as written.
    case mismatch(expected: String, found: String)
    /// A required member is absent.
    case missingKey(String)
    /// Members that cannot be combined, or another rule of the format broken.
    case invalid(String)
    /// A referenced file does not exist or is not a regular file.
    case missingFile(String)
    /// The scene file itself could not be read.
    case unreadable(String)
  }

  /// The scene file as the user named it, if the scene came from a file.
  public var file: String?
  /// Where in the document; the root for whole-file errors.
  public var path: JSONPath
  /// What went wrong.
  public var reason: Reason

  /// Creates an error.
  public init(file: String? = nil, path: JSONPath = .root, _ reason: Reason) {
    self.file = file
    self.path = path
    self.reason = reason
  }

  /// The message without file and path.
  public var message: String {
    switch reason {
    case .malformedJSON(_, _, let detail):
      return "malformed JSON: \(detail)"
    case .unknownKey(let expected):
      return "unknown key (expected one of: \(expected.joined(separator: ", ")))" + hint(lastKey, expected)
    case .unknownValue(let value, let expected):
      return "unknown value \(JSONValue.excerpt(value)) (expected one of: \(expected.joined(separator: ", ")))"
        + hint(value, expected)
    case .mismatch(let expected, let found):
      return "expected \(expected), found \(found)"
    case .missingKey(let key):
      return "missing required key \"\(key)\""
    case .invalid(let text):
      return text
    case .missingFile(let filePath):
      return "file not found: \(filePath)"
    case .unreadable(let text):
      return "cannot read the file: \(text)"
    }
  }

  /// The key an unknown-key error is about: the path's last component.
  private var lastKey: String? {
    guard case .key(let key) = path.components.last else { return nil }
    return key
  }

  /// `; did you mean "title"?` when `word` looks like a typo of one of `candidates`.
  private func hint(_ word: String?, _ candidates: [String]) -> String {
    guard let word else { return "" }
    return Suggestion.hint(for: word, in: candidates, quote: JSONValue.quoted)
  }

  /// `file: path: message`, `file:line:column: message` for malformed JSON; absent parts left out.
  public var description: String {
    var prefix: [String] = []
    if let file { prefix.append(file) }
    if case .malformedJSON(let line, let column, _) = reason {
      return (prefix + ["\(line)", "\(column)"]).joined(separator: ":") + ": " + message
    }
    if !path.components.isEmpty { prefix.append(path.description) }
    return (prefix + [message]).joined(separator: ": ")
  }
}
