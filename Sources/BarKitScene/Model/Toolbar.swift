import BarKitJSON

/// A toolbar (UIKit's `UIToolbar`). Flexible spaces share the leftover width equally; a fixed
/// space uses only its `width`.
public struct Toolbar: Bar {
  /// The keys every bar has.
  public var common = BarProperties()
  /// The items, left to right.
  public var items: [BarButtonItem] = []

  /// A toolbar with `items`.
  public init(items: [BarButtonItem] = []) { self.items = items }
}

extension Toolbar: SceneCodable, FileReferencing {
  static let keys = BarProperties.keys + ["items"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init()
    common = try BarProperties(reading: o)
    try o.update(&items, "items")
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    common.add(to: &b)
    b.add("items", items)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    common.visitFiles(at: path, body)
    items.visitFiles(at: path.appending(key: "items"), body)
  }
}
