import BarKitJSON
import BarKitRaster

/// A spinning wheel (UIKit's `UIActivityIndicatorView`), drawn as a still frame of its spin:
/// in a bar, the custom view of a bar button item (`initWithCustomView:`) that shows a page or
/// a list loading.
public struct ActivityIndicator: Hashable, Sendable {
  /// The size and color (`activityIndicatorViewStyle`); `nil` is gray on a light bar and
  /// white on a black bar.
  public var activityIndicatorViewStyle: ActivityIndicatorViewStyle?
  /// Replaces the style's color (`color`, iOS 5).
  public var color: RGBA8?

  /// An indicator in the style its bar suggests, unless `style` is given.
  public init(style: ActivityIndicatorViewStyle? = nil, color: RGBA8? = nil) {
    activityIndicatorViewStyle = style
    self.color = color
  }
}

extension ActivityIndicator: SceneCodable {
  static let keys = ["activityIndicatorViewStyle", "color"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init(style: try o.decode("activityIndicatorViewStyle"), color: try o.decode("color"))
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("activityIndicatorViewStyle", activityIndicatorViewStyle)
    b.add("color", color)
    return b.json
  }
}
