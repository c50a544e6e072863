import BarKitJSON

/// Edges of the screen (UIKit's `UIRectEdge`), as `edgesForExtendedLayout` uses them: the top
/// edge holds the status bar and the top bars, the bottom edge the toolbar and the tab bar.
public struct RectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The top edge (`UIRectEdgeTop`).
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The bottom edge (`UIRectEdgeBottom`).
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// Both (`UIRectEdgeAll`, iOS 7's default for a view controller).
  public static let all: RectEdge = [.top, .bottom]
  /// Neither (`UIRectEdgeNone`).
  public static let none: RectEdge = []
}

/// Written `"all"`, `"none"` or an array of `"top"` and `"bottom"`.
extension RectEdge: SceneCodable {
  static let names: [(String, RectEdge)] = [("top", .top), ("bottom", .bottom)]
  static let expectation = "\"all\", \"none\" or an array of \"top\" and \"bottom\""

  package init(scene node: JSONNode) throws(SceneError) {
    switch node.value {
    case .string("all"): self = .all
    case .string("none"): self = .none
    case .array:
      self = .none
      for element in try node.elements() {
        let name = try element.string()
        guard let edge = Self.names.first(where: { $0.0 == name })?.1 else {
          throw element.error(.unknownValue(name, expected: Self.names.map(\.0)))
        }
        insert(edge)
      }
    case .string(let text) where Self.names.contains { $0.0 == text }:
      // One edge is the array form, as UIKit's option set writes a single member.
      throw node.error(
        .invalid("unknown value \"\(text)\" (expected \"all\", \"none\" or an array); for one edge write [\"\(text)\"]")
      )
    case .string(let text): throw node.error(.unknownValue(text, expected: ["all", "none"]))
    default: throw node.mismatch(Self.expectation)
    }
  }

  package var sceneJSON: JSONValue {
    switch self {
    case .all: .string("all")
    case .none: .string("none")
    default: .array(Self.names.filter { contains($0.1) }.map { .string($0.0) })
    }
  }
}
