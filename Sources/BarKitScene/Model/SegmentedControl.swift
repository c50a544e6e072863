import BarKitJSON
import BarKitRaster

/// A segmented control, as a navigation bar's title view (UIKit's `UISegmentedControl`).
public struct SegmentedControl: Hashable, Sendable {
  /// The segment titles, left to right.
  public var items: [String]
  /// The selected segment, or -1 for none (`UISegmentedControlNoSegment`).
  public var selectedSegmentIndex = 0
  /// Overrides the bar's tint.
  public var tintColor: RGBA8?

  /// Creates a control.
  public init(items: [String], selectedSegmentIndex: Int = 0) {
    self.items = items
    self.selectedSegmentIndex = selectedSegmentIndex
  }
}

extension SegmentedControl: SceneCodable {
  static let keys = ["items", "selectedSegmentIndex", "tintColor"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    let items: [String] = try o.required("items")
    guard (1...16).contains(items.count) else { throw o["items"]!.mismatch("an array of 1 to 16 titles") }
    self.init(items: items)
    try o.update(&selectedSegmentIndex, "selectedSegmentIndex", in: -1...(items.count - 1))
    try o.update(&tintColor, "tintColor")
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("items", json: items.sceneJSON)
    b.add("selectedSegmentIndex", selectedSegmentIndex, default: 0)
    b.add("tintColor", tintColor)
    return b.json
  }
}
