import BarKitJSON
import BarKitRaster

/// A view a bar button item shows instead of a button (UIKit's `initWithCustomView:`): a label,
/// a picture or an activity indicator at its own size, not tinted or dimmed as buttons are.
public enum CustomView: Hashable, Sendable {
  /// A `UILabel`, such as a toolbar's "3 Photos Selected".
  case label(Label)
  /// A `UIImageView` at the image's size. `automatic` draws the image's own colors, as an image
  /// view does; `alwaysTemplate` fills it with the item's tint.
  case image(ImageReference, renderingMode: RenderingMode = .automatic)
  /// A `UIActivityIndicatorView`, 20 pt across (37 for `whiteLarge`), as a loading page shows
  /// in its navigation bar.
  case activityIndicator(ActivityIndicator)

  /// A line of text (UIKit's `UILabel`: `text`, `textColor` and its `font` as a family, size and
  /// weight). Unset fields take the bar's text: 17 pt regular, black or white on a black bar.
  public struct Label: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The color (`textColor`); `nil` is the bar's text color.
    public var textColor: RGBA8?
    /// The font's family, size and weight (`font`); `color` and `shadow` are unused.
    public var font = TextAttributes()

    /// A label showing `text`.
    public init(text: String) { self.text = text }
  }
}

extension CustomView: PictureOrView {
  static let otherKeys = ["label", "activityIndicator"]
  static func picture(_ image: ImageReference, _ mode: RenderingMode) -> Self { .image(image, renderingMode: mode) }
  static func other(_ key: String, _ node: JSONNode) throws(SceneError) -> Self {
    key == "label" ? .label(try node.decode()) : .activityIndicator(try node.decode())
  }

  var picture: (image: ImageReference, mode: RenderingMode)? {
    if case .image(let image, let mode) = self { (image, mode) } else { nil }
  }

  var other: (key: String, json: JSONValue)? {
    switch self {
    case .label(let view): ("label", view.sceneJSON)
    case .activityIndicator(let view): ("activityIndicator", view.sceneJSON)
    case .image: nil
    }
  }
}

extension CustomView.Label: SceneCodable {
  static let keys = ["text", "textColor", "fontFamily", "fontSize", "fontWeight"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init(text: try o.required("text"))
    try o.update(&textColor, "textColor")
    font = try TextAttributes(fontOf: o)
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("text", text)
    b.add("textColor", textColor)
    font.addFont(to: &b)
    return b.json
  }
}
