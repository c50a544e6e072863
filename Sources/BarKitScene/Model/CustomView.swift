import BarKitRaster

/// A view a bar button item shows instead of a button (UIKit's `initWithCustomView:`): a label
/// or a picture at its own size, not tinted or dimmed as buttons are.
public enum CustomView: Hashable, Sendable {
  /// A `UILabel`, such as a toolbar's "3 Photos Selected".
  case label(Label)
  /// A `UIImageView` at the image's size. `automatic` draws the image's own colors, as an image
  /// view does; `alwaysTemplate` fills it with the item's tint.
  case image(ImageReference, renderingMode: RenderingMode = .automatic)

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

extension CustomView: SceneCodable, FileReferencing {
  static let keys = ["label", "image", "renderingMode"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    if let (image, mode) = try ImageViewKeys.read(o, or: "label") {
      self = .image(image, renderingMode: mode)
    } else {
      self = .label(try o.required("label"))
    }
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch self {
    case .label(let label): b.add("label", label)
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
