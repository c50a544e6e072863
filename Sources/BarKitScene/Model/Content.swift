import BarKitRaster

/// What fills the whole canvas behind the bars (the scene's `content`): in iOS 7 content runs
/// under the status bar and every bar.
public enum Content: Hashable, Sendable {
  /// A solid color.
  case color(RGBA8)
  /// A PNG file (a screenshot of the app), fitted to the canvas.
  case image(String, contentMode: ContentMode)
  /// A built-in procedural picture, so a scene needs no input files.
  case sample(SamplePicture)

  /// White, the default window background.
  public static let `default` = Content.color(.white)
}

extension SamplePicture: SceneEnum {}

extension Content: SceneCodable, FileReferencing {
  static let keys = ["color", "image", "contentMode", "sample"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    try o.requires("contentMode", "image")
    switch try o.oneOf(["color", "image", "sample"], required: true) {
    case "color": self = .color(try o.required("color"))
    case "image":
      let path: String = try o.required("image")
      guard !path.isEmpty else { throw o["image"]!.mismatch("a PNG file path") }
      self = .image(path, contentMode: try o.decode("contentMode") ?? .scaleAspectFill)
    default: self = .sample(try o.required("sample"))
    }
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch self {
    case .color(let color): b.add("color", color)
    case .image(let file, let mode):
      b.add("image", file)
      b.add("contentMode", mode, default: .scaleAspectFill)
    case .sample(let sample): b.add("sample", sample)
    }
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .image(var file, let mode) = self else { return }
    body(path.appending(key: "image"), &file)
    self = .image(file, contentMode: mode)
  }
}
