import BarKitGeometry

/// An element path with wildcards, naming elements of an ``ElementMap`` to leave out of a
/// comparison: `statusBar.time`, `tabBar.items[*].badgeValue` (`[*]` any index),
/// `navigationBar.*` (`*` any one name). A pattern matches an element whose path has the same
/// steps, each equal or matched by its wildcard; an element inside a matched one is inside its
/// frame, so ignoring `statusBar` ignores its time, battery and signal too.
public struct ElementPattern: Sendable, Hashable, CustomStringConvertible {
  /// One step of a path: a member name, or an index.
  enum Step: Hashable {
    case name(String)
    case index(Int)
    case anyName
    case anyIndex
  }

  let steps: [Step]
  public let description: String

  /// A pattern; `nil` when `text` is not a path (an empty step, an unclosed `[`, an index that
  /// is neither digits nor `*`).
  public init?(_ text: String) {
    guard let steps = Self.steps(of: text, wildcards: true) else { return nil }
    self.steps = steps
    description = text
  }

  /// Whether the element at `path` is one this pattern names.
  public func matches(_ path: String) -> Bool {
    guard let path = Self.steps(of: path, wildcards: false), path.count == steps.count else { return false }
    return zip(steps, path).allSatisfy { pattern, step in
      switch (pattern, step) {
      case (.anyName, .name), (.anyIndex, .index): true
      default: pattern == step
      }
    }
  }

  /// `a.b[2].c` as steps; `nil` when malformed.
  private static func steps(of text: String, wildcards: Bool) -> [Step]? {
    var steps: [Step] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if rest.hasPrefix("[") {
        guard let close = rest.firstIndex(of: "]") else { return nil }
        let inside = rest[rest.index(after: rest.startIndex)..<close]
        if wildcards && inside == "*" {
          steps.append(.anyIndex)
        } else {
          guard !inside.isEmpty, inside.allSatisfy(\.isASCII), let index = Int(inside), index >= 0 else { return nil }
          steps.append(.index(index))
        }
        rest = rest[rest.index(after: close)...]
      } else {
        if rest.hasPrefix(".") {
          guard !steps.isEmpty else { return nil }
          rest = rest.dropFirst()
        } else if !steps.isEmpty {
          return nil
        }
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        let name = rest[..<end]
        guard !name.isEmpty else { return nil }
        steps.append(wildcards && name == "*" ? .anyName : .name(String(name)))
        rest = rest[end...]
      }
    }
    return steps.isEmpty ? nil : steps
  }
}

extension ElementMap {
  /// Why element paths name no frames: one is not a path, or names no element of the map.
  public enum PathError: Error, Sendable, Hashable, CustomStringConvertible {
    case notAPath(String)
    /// A pattern that names no element, with the paths the map has.
    case unknown(pattern: String, known: [String])

    public var description: String {
      switch self {
      case .notAPath(let text):
        return "\"\(text)\" is not an element path (e.g. statusBar.time, tabBar.items[*])"
      case .unknown(let pattern, let known):
        let shown = known.prefix(30).joined(separator: ", ")
        let more = known.count > 30 ? ", … (\(known.count) in all)" : ""
        return "no element is \(pattern) (the map has \(shown)\(more))"
      }
    }
  }

  /// The frames of the elements each of `paths` names (``ElementPattern``), in order.
  ///
  /// - Throws: ``PathError`` for the first path that is not one or names no element: a
  ///   misspelled path would otherwise leave nothing out and say nothing.
  public func frames(ofPaths paths: [String]) throws(PathError) -> [IntRect] {
    var frames: [IntRect] = []
    for text in paths {
      guard let pattern = ElementPattern(text) else { throw .notAPath(text) }
      let named = elements.filter { pattern.matches($0.path) }
      guard !named.isEmpty else { throw .unknown(pattern: text, known: elements.map(\.path)) }
      frames += named.map(\.frame)
    }
    return frames
  }
}
