/// A custom view in place of a navigation bar's title (UIKit's `titleView`), centred as UIKit
/// centres a title view: on the bar, slid into the room between the item groups.
public enum TitleView: Hashable, Sendable {
  /// A segmented control, as in Phone's Recents (All | Missed).
  case segmentedControl(SegmentedControl)
  /// A picture, such as a logo (Facebook, Tumblr, Pinterest): a `UIImageView` at the image's
  /// size, scaled down to fit the room. `automatic` draws the image's own colors, as an image
  /// view does; `alwaysTemplate` fills it with the bar's tint.
  case image(ImageReference, renderingMode: RenderingMode = .automatic)
}

extension TitleView: SceneCodable, FileReferencing {
  static let keys = ["segmentedControl", "image", "renderingMode"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    if let (image, mode) = try ImageViewKeys.read(o, or: "segmentedControl") {
      self = .image(image, renderingMode: mode)
    } else {
      self = .segmentedControl(try o.required("segmentedControl"))
    }
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch self {
    case .segmentedControl(let control): b.add("segmentedControl", control)
    case .image(let image, let mode): ImageViewKeys.write(image, mode, to: &b)
    }
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .image(var image, let mode) = self else { return }
    image.visitFiles(at: path.appending(key: "image"), body)
    self = .image(image, renderingMode: mode)
  }
}
