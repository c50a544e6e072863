import BarKitJSON

/// A view given either as a picture, a `UIImageView` (`image` and its `renderingMode`, which only
/// goes with it), or as another kind of view under one of ``otherKeys``: a title view (a
/// segmented control) and a custom view (a label or an activity indicator). Their keys,
/// decoding, encoding and file visiting are written once here.
protocol PictureOrView: SceneCodable, FileReferencing {
  /// The keys of the other kinds of view, in the order the format documents them.
  static var otherKeys: [String] { get }
  /// A picture.
  static func picture(_ image: ImageReference, _ mode: RenderingMode) -> Self
  /// The other kind of view under `key`, decoded from `node`.
  static func other(_ key: String, _ node: JSONNode) throws(SceneError) -> Self
  /// The picture and its rendering mode, if this is one.
  var picture: (image: ImageReference, mode: RenderingMode)? { get }
  /// The other view's key and JSON, if this is one.
  var other: (key: String, json: JSONValue)? { get }
}

extension PictureOrView {
  static var keys: [String] { otherKeys + ["image", "renderingMode"] }

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    try o.requires("renderingMode", "image")
    let key = try o.oneOf(Self.otherKeys + ["image"], required: true)!
    if key == "image" {
      self = .picture(try o.required("image"), try o.decode("renderingMode") ?? .automatic)
    } else {
      self = try .other(key, o[key]!)
    }
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    if let picture {
      b.add("image", picture.image)
      b.add("renderingMode", picture.mode, default: .automatic)
    } else if let other {
      b.add(other.key, json: other.json)
    }
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case (var image, let mode)? = picture else { return }
    image.visitFiles(at: path.appending(key: "image"), body)
    self = .picture(image, mode)
  }
}
