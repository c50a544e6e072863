/// Where a value sits in a JSON document, rendered the way users write it: `navigationBar.rightItems[1].systemItem`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step into a document.
  public enum Component: Hashable, Sendable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// The steps from the document's root.
  public private(set) var components: [Component]

  /// Creates a path from its steps; the root has none.
  public init(_ components: [Component] = []) { self.components = components }

  /// The document's root.
  public static let root = JSONPath()

  /// The path one member deeper.
  public func appending(key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

  /// The path one element deeper.
  public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

  /// `a.b[1].c`; empty for the root. A key that is not a plain name (letters, digits, `_`,
  /// `$`, `-`) is written `["…"]`, quoted and shortened, so the path stays one line.
  public var description: String {
    var out = ""
    for c in components {
      switch c {
      case .key(let k) where !Self.isPlainName(k): out += "[" + JSONValue.excerpt(k) + "]"
      case .key(let k): out += out.isEmpty ? k : "." + k
      case .index(let i): out += "[\(i)]"
      }
    }
    return out
  }

  private static func isPlainName(_ key: String) -> Bool {
    !key.isEmpty && key.utf8.count <= JSONValue.excerptLength
      && key.utf8.allSatisfy { b in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
          || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b == UInt8(ascii: "-")
      }
  }
}
