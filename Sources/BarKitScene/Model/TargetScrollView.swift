import BarKitJSON

/// The scroll view a transparent navigation bar follows (TONavigationBar's
/// `setTargetScrollView:minimumOffset:`): its vertical offset, and the offset at which the
/// bar's background is fully revealed.
public struct TargetScrollView: Hashable, Sendable {
  /// `contentOffset.y` in points; negative when the content is pulled down. The header image
  /// and the content scroll by it too.
  public var contentOffset: Double
  /// The offset where the background is fully shown; TONavigationBar's README passes the
  /// header's height. The reveal starts `statusBar + bar` points earlier.
  public var minimumOffset: Double

  /// Creates a target scroll view.
  public init(contentOffset: Double = 0, minimumOffset: Double = 0) {
    self.contentOffset = contentOffset
    self.minimumOffset = minimumOffset
  }

  /// Offsets are limited like every other length in a scene (±1e6 points).
  static let offsetLimit = -1e6...1e6
}

extension TargetScrollView: SceneCodable {
  static let keys = ["contentOffset", "minimumOffset"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init()
    try o.update(&contentOffset, "contentOffset", in: Self.offsetLimit)
    try o.update(&minimumOffset, "minimumOffset", in: Self.offsetLimit)
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("contentOffset", contentOffset, default: 0)
    b.add("minimumOffset", minimumOffset, default: 0)
    return b.json
  }
}
