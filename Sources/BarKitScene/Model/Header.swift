import BarKitJSON

/// A stretchy header image at the top of the content (TOHeaderImageView): it scrolls away
/// with the content, and when the content is pulled down (a negative offset) it stretches to
/// fill the gap, zooming about its centre. An optional shadow gradient under the status bar
/// keeps white bar buttons readable over it.
public struct Header: Hashable, Sendable {
  /// What the header shows, aspect-filled on a black background.
  public enum Picture: Hashable, Sendable {
    /// A PNG file; a relative path is relative to the scene file.
    case image(String)
    /// A built-in procedural picture, so the scene needs no input files.
    case sample(SamplePicture)
  }

  /// The picture.
  public var picture: Picture
  /// The header's height in points at rest; TONavigationBar's example uses 200.
  public var height: Double
  /// Hides the shadow gradient (TOHeaderImageView's default: hidden).
  public var shadowHidden = true
  /// The shadow's black alpha at its top edge; it fades to 0 (default 0.2, as TOHeaderImageView).
  public var shadowAlpha = 0.2
  /// The shadow's height in points (default 100, as TOHeaderImageView).
  public var shadowHeight = 100.0

  /// Creates a header.
  public init(picture: Picture, height: Double = 200) {
    self.picture = picture
    self.height = height
  }
}

extension Header: SceneCodable, FileReferencing {
  static let keys = ["image", "sample", "height", "shadowHidden", "shadowAlpha", "shadowHeight"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    if try o.oneOf(["image", "sample"], required: true) == "image" {
      let path: String = try o.required("image")
      guard !path.isEmpty else { throw o["image"]!.mismatch("a PNG file path") }
      self.init(picture: .image(path))
    } else {
      self.init(picture: .sample(try o.required("sample")))
    }
    try o.update(&height, "height", in: SceneCanvas.pointLimit)
    try o.update(&shadowHidden, "shadowHidden")
    try o.update(&shadowAlpha, "shadowAlpha", in: 0...1)
    try o.update(&shadowHeight, "shadowHeight", in: SceneCanvas.pointLimit)
  }

  package var sceneJSON: JSONValue {
    let d = Header(picture: picture)
    var b = SceneObjectBuilder()
    switch picture {
    case .image(let file): b.add("image", file)
    case .sample(let sample): b.add("sample", sample)
    }
    b.add("height", height, default: d.height)
    b.add("shadowHidden", shadowHidden, default: d.shadowHidden)
    b.add("shadowAlpha", shadowAlpha, default: d.shadowAlpha)
    b.add("shadowHeight", shadowHeight, default: d.shadowHeight)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .image(var file) = picture else { return }
    body(path.appending(key: "image"), &file)
    picture = .image(file)
  }
}
