import BarKitRaster

/// What fills the screen behind the bars (the scene's `content`), and where: in iOS 7 content
/// runs under the status bar and every bar unless the view controller's
/// `edgesForExtendedLayout` keeps it between them.
public struct Content: Hashable, Sendable {
  /// What the content shows.
  public enum Fill: Hashable, Sendable {
    /// A solid color.
    case color(RGBA8)
    /// A PNG file (a screenshot of the app), its `crop` cut away, then fitted to the content's frame.
    case image(String, contentMode: ContentMode, crop: CropInsets)
    /// A built-in procedural picture, so a scene needs no input files.
    case sample(SamplePicture)
  }

  /// What the content shows.
  public var fill: Fill
  /// The edges where the content runs under the bars (UIKit's `edgesForExtendedLayout`); on an
  /// edge left out the content stops at the bars and the window (white, or the content's
  /// color) shows behind them.
  public var edgesForExtendedLayout: RectEdge

  /// Content showing `fill`.
  public init(_ fill: Fill, edgesForExtendedLayout: RectEdge = .all) {
    self.fill = fill
    self.edgesForExtendedLayout = edgesForExtendedLayout
  }

  /// A solid color.
  public static func color(_ color: RGBA8) -> Content { Content(.color(color)) }

  /// A PNG file fitted by `contentMode` after cutting `crop` away.
  public static func image(
    _ path: String, contentMode: ContentMode = .scaleAspectFill, crop: CropInsets = CropInsets()
  ) -> Content {
    Content(.image(path, contentMode: contentMode, crop: crop))
  }

  /// A built-in picture.
  public static func sample(_ sample: SamplePicture) -> Content { Content(.sample(sample)) }

  /// White, the default window background, under every bar.
  public static let `default` = Content.color(.white)

  /// The window's color where the content does not reach: the content's color, else white.
  public var windowColor: RGBA8 {
    if case .color(let color) = fill { return color.withAlphaComponent(1) }
    return .white
  }
}

extension SamplePicture: SceneEnum {}

extension Content: SceneCodable, FileReferencing {
  static let keys = ["color", "image", "contentMode", "crop", "sample", "edgesForExtendedLayout"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    try o.requires("contentMode", "image")
    try o.requires("crop", "image")
    switch try o.oneOf(["color", "image", "sample"], required: true) {
    case "color": self = .color(try o.required("color"))
    case "image":
      let path: String = try o.required("image")
      guard !path.isEmpty else { throw o["image"]!.mismatch("a PNG file path") }
      self = .image(
        path, contentMode: try o.decode("contentMode") ?? .scaleAspectFill, crop: try o.decode("crop") ?? CropInsets())
    default: self = .sample(try o.required("sample"))
    }
    try o.update(&edgesForExtendedLayout, "edgesForExtendedLayout")
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch fill {
    case .color(let color): b.add("color", color)
    case .image(let file, let mode, let crop):
      b.add("image", file)
      b.add("contentMode", mode, default: .scaleAspectFill)
      b.add("crop", crop, default: CropInsets())
    case .sample(let sample): b.add("sample", sample)
    }
    b.add("edgesForExtendedLayout", edgesForExtendedLayout, default: .all)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .image(var file, let mode, let crop) = fill else { return }
    body(path.appending(key: "image"), &file)
    fill = .image(file, contentMode: mode, crop: crop)
  }
}
