import BarKitJSON

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

extension TitleView: PictureOrView {
  static let otherKeys = ["segmentedControl"]
  static func picture(_ image: ImageReference, _ mode: RenderingMode) -> Self { .image(image, renderingMode: mode) }
  static func other(_ key: String, _ node: JSONNode) throws(SceneError) -> Self { .segmentedControl(try node.decode()) }

  var picture: (image: ImageReference, mode: RenderingMode)? {
    if case .image(let image, let mode) = self { (image, mode) } else { nil }
  }

  var other: (key: String, json: JSONValue)? {
    if case .segmentedControl(let view) = self { ("segmentedControl", view.sceneJSON) } else { nil }
  }
}
