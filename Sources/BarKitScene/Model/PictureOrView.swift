/// A view given either as a picture, a `UIImageView` (`image` and its `renderingMode`, which only
/// goes with it), or as one other kind of view under ``otherKey``: a title view (a segmented
/// control) and a custom view (a label). Their keys, decoding, encoding and file visiting are
/// written once here.
protocol PictureOrView: SceneCodable, FileReferencing {
  associatedtype Other: SceneCodable
  /// The key of the other kind of view.
  static var otherKey: String { get }
  /// A picture.
  static func picture(_ image: ImageReference, _ mode: RenderingMode) -> Self
  /// The other kind of view.
  static func other(_ view: Other) -> Self
  /// The picture and its rendering mode, if this is one.
  var picture: (image: ImageReference, mode: RenderingMode)? { get }
  /// The other view, if this is one.
  var other: Other? { get }
}

extension PictureOrView {
  static var keys: [String] { [otherKey, "image", "renderingMode"] }

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    try o.requires("renderingMode", "image")
    if try o.oneOf([Self.otherKey, "image"], required: true) == "image" {
      self = .picture(try o.required("image"), try o.decode("renderingMode") ?? .automatic)
    } else {
      self = .other(try o.required(Self.otherKey))
    }
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    if let picture {
      b.add("image", picture.image)
      b.add("renderingMode", picture.mode, default: .automatic)
    } else if let other {
      b.add(Self.otherKey, other)
    }
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard let (found, mode) = picture else { return }
    var image = found
    image.visitFiles(at: path.appending(key: "image"), body)
    self = .picture(image, mode)
  }
}
