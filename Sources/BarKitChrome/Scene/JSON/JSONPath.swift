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

  /// `a.b[1].c`; empty for the root.
  public var description: String {
    var out = ""
    for c in components {
      switch c {
      case .key(let k): out += out.isEmpty ? k : "." + k
      case .index(let i): out += "[\(i)]"
      }
    }
    return out
  }
}
