import BarKitJSON
import BarKitRaster

/// What fills the screen behind the bars (the scene's `content`), and where: in iOS 7 content
/// runs under the status bar and every bar unless the view controller's
/// `edgesForExtendedLayout` keeps it between them.
public struct Content: Hashable, Sendable {
  /// What the content shows.
  public enum Fill: Hashable, Sendable {
    /// A solid color.
    case color(RGBA8)
    /// A PNG file (a screenshot of the app), its `crop` cut away, then fitted to the content's
    /// frame. Its pixels are the screen's (measured at the canvas's scale) unless `scale` says
    /// how many pixels it has per point.
    case image(String, contentMode: ContentMode, crop: CropInsets, scale: Int? = nil)
    /// A built-in procedural picture, so a scene needs no input files.
    case sample(SamplePicture)
  }

  /// What the content shows.
  public var fill: Fill
  /// The edges where the content runs under the bars (UIKit's `edgesForExtendedLayout`); on an
  /// edge left out the content stops at the bars and the window (white, or the content's
  /// color) shows behind them.
  public var edgesForExtendedLayout: RectEdge
  /// The window's color behind an image or a sample (`color` given with them), where they do
  /// not reach; `nil` is white.
  public var backgroundColor: RGBA8?
  /// What shows under the bars on the edges the content does not extend under.
  public var underBars: UnderBars

  /// Content showing `fill`.
  public init(
    _ fill: Fill, edgesForExtendedLayout: RectEdge = .all, backgroundColor: RGBA8? = nil,
    underBars: UnderBars = .extendedEdges
  ) {
    self.fill = fill
    self.edgesForExtendedLayout = edgesForExtendedLayout
    self.backgroundColor = backgroundColor
    self.underBars = underBars
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

  /// The window's color where the content does not reach: the content's color, else its
  /// `backgroundColor`, else white.
  public var windowColor: RGBA8 {
    if case .color(let color) = fill { return color.withAlphaComponent(1) }
    return backgroundColor?.withAlphaComponent(1) ?? .white
  }
}

extension SamplePicture: SceneEnum {}

extension Content: SceneCodable, FileReferencing {
  static let keys = [
    "color", "image", "contentMode", "crop", "sample", "edgesForExtendedLayout", "underBars",
  ]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    try o.requires("contentMode", "image")
    try o.requires("crop", "image")
    // `color` alone fills the screen; beside an image or a sample it is the window behind them.
    let color: RGBA8? = try o.decode("color")
    switch try o.oneOf(["image", "sample"], required: false) {
    case "image":
      let reference: ImageReference = try o.required("image")
      guard case .file(let path, let scale) = reference else {
        throw o["image"]!.mismatch("a PNG file path or {\"file\": …, \"scale\": n}")
      }
      self.init(
        .image(
          path, contentMode: try o.decode("contentMode") ?? .scaleAspectFill,
          crop: try o.decode("crop") ?? CropInsets(),
          scale: scale), backgroundColor: color)
    case "sample": self.init(.sample(try o.required("sample")), backgroundColor: color)
    default:
      guard let color else { throw node.error(.invalid("expected one of the keys: color, image, sample")) }
      self.init(.color(color))
    }
    try o.update(&edgesForExtendedLayout, "edgesForExtendedLayout")
    try o.update(&underBars, "underBars")
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch fill {
    case .color(let color): b.add("color", color)
    case .image(let file, let mode, let crop, let scale):
      b.add("color", backgroundColor)
      b.add("image", ImageReference.file(file, scale: scale))
      b.add("contentMode", mode, default: .scaleAspectFill)
      b.add("crop", crop, default: CropInsets())
    case .sample(let sample):
      b.add("color", backgroundColor)
      b.add("sample", sample)
    }
    b.add("edgesForExtendedLayout", edgesForExtendedLayout, default: .all)
    b.add("underBars", underBars, default: .extendedEdges)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .image(var file, let mode, let crop, let scale) = fill else { return }
    body(path.appending(key: "image"), &file)
    fill = .image(file, contentMode: mode, crop: crop, scale: scale)
  }
}
