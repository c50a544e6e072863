import BarKitJSON
import BarKitRaster

/// A tab bar (UIKit's `UITabBar`).
public struct TabBar: Bar {
  /// The keys every bar has.
  public var common = BarProperties()
  /// The items, left to right.
  public var items: [TabBarItem] = []
  /// The selected item, drawn in the tint.
  public var selectedIndex = 0
  /// Fill or centered (`UITabBarItemPositioning`).
  public var itemPositioning: TabBarItemPositioning = .automatic
  /// Item width in points for centered positioning; 0 is the system default.
  public var itemWidth = 0.0
  /// Space between items in points for centered positioning; 0 is the system default.
  public var itemSpacing = 0.0
  /// Drawn behind the selected item.
  public var selectionIndicatorImage: ImageReference?
  /// The selected item's color, overriding the tint.
  public var selectedImageTintColor: RGBA8?

  /// A tab bar with `items`.
  public init(items: [TabBarItem] = [], selectedIndex: Int = 0) {
    self.items = items
    self.selectedIndex = selectedIndex
  }
}

extension TabBar: SceneCodable, FileReferencing {
  static let keys =
    BarProperties.keys + [
      "items", "selectedIndex", "itemPositioning", "itemWidth", "itemSpacing", "selectionIndicatorImage",
      "selectedImageTintColor",
    ]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init()
    common = try BarProperties(reading: o, itemsHaveSelectedState: true)
    try o.update(&items, "items")
    try o.update(&selectedIndex, "selectedIndex", in: 0...max(0, items.count - 1))
    try o.update(&itemPositioning, "itemPositioning")
    try o.update(&itemWidth, "itemWidth", in: 0...4096)
    try o.update(&itemSpacing, "itemSpacing", in: 0...4096)
    try o.update(&selectionIndicatorImage, "selectionIndicatorImage")
    try o.update(&selectedImageTintColor, "selectedImageTintColor")
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    common.add(to: &b)
    b.add("items", items)
    b.add("selectedIndex", selectedIndex, default: 0)
    b.add("itemPositioning", itemPositioning, default: .automatic)
    b.add("itemWidth", itemWidth, default: 0)
    b.add("itemSpacing", itemSpacing, default: 0)
    b.add("selectionIndicatorImage", selectionIndicatorImage)
    b.add("selectedImageTintColor", selectedImageTintColor)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    common.visitFiles(at: path, body)
    items.visitFiles(at: path.appending(key: "items"), body)
    selectionIndicatorImage.visitFiles(at: path.appending(key: "selectionIndicatorImage"), body)
  }
}
