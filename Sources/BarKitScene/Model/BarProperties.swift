import BarKitGeometry
import BarKitJSON
import BarKitRaster

/// What every bar has (the keys shared by `navigationBar`, `searchBar`, `toolbar` and `tabBar`).
public struct BarProperties: Hashable, Sendable {
  /// Light or dark (`UIBarStyle`).
  public var barStyle: BarStyle = .default
  /// Whether the bar is translucent; `nil` is UIKit's default: translucent, unless a custom
  /// background image is opaque (its average alpha is 1).
  public var translucent: Bool?
  /// Tints the bar's background (UIKit's `barTintColor`).
  public var barTintColor: RGBA8?
  /// Tints the bar's items; `nil` inherits the scene's `tintColor` (UIView's `tintColor`).
  public var tintColor: RGBA8?
  /// Where the bar sits (`UIBarPosition`): decides the hairline edge and the status bar background.
  public var barPosition: BarPosition = .any
  /// Custom backgrounds, at most one per bar metrics (`backgroundImage(for:barMetrics:)`).
  public var backgroundImage: [BarBackgroundImage] = []
  /// Replaces the hairline (UIKit's `shadowImage`).
  public var shadowImage: ImageReference?
  /// The family of every string the bar draws; `nil` takes the scene's `fontFamily`.
  public var fontFamily: String?
  /// The titles of the bar's bar button items per state (the appearance proxy,
  /// `[[UIBarButtonItem appearanceWhenContainedIn:bar] setTitleTextAttributes:forState:]`);
  /// on a tab bar, of its tab bar items (`[UITabBarItem appearance]`, with a selected state).
  /// An item's own `titleTextAttributes` wins.
  public var itemTitleTextAttributes: TitleTextAttributes?

  /// Bar properties with every default.
  public init() {}
}

/// One custom bar background: an image, how it resizes and which bar metrics it is for.
public struct BarBackgroundImage: Hashable, Sendable {
  /// The picture.
  public var image: ImageReference
  /// The parts of the image kept unscaled (UIKit's `resizableImageWithCapInsets:`).
  public var capInsets = EdgeInsets()
  /// How the middle part fills the bar; a plain image is stretched.
  public var resizingMode: ResizingMode = .stretch
  /// The bar height this background is for (`UIBarMetrics`).
  public var barMetrics: BarMetrics = .default

  /// Creates a background.
  public init(
    image: ImageReference, capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch,
    barMetrics: BarMetrics = .default
  ) {
    self.image = image
    self.capInsets = capInsets
    self.resizingMode = resizingMode
    self.barMetrics = barMetrics
  }
}

/// A bar: its own keys plus ``BarProperties``, which read as if they were its own
/// (`navigationBar.barStyle`), as in the JSON.
@dynamicMemberLookup
public protocol Bar: Hashable, Sendable {
  /// The properties every bar has.
  var common: BarProperties { get set }
}

extension Bar {
  /// Reads and writes a shared property as if it were the bar's own.
  public subscript<T>(dynamicMember keyPath: WritableKeyPath<BarProperties, T>) -> T {
    get { common[keyPath: keyPath] }
    set { common[keyPath: keyPath] = newValue }
  }
}

extension BarProperties: FileReferencing {
  static let keys = [
    "barStyle", "translucent", "barTintColor", "tintColor", "barPosition", "backgroundImage", "shadowImage",
    "fontFamily", "itemTitleTextAttributes",
  ]

  /// Reads the shared keys from a bar's object; `itemTitleTextAttributes` has a selected state
  /// only on a tab bar (`itemsHaveSelectedState`).
  init(reading o: SceneObject, itemsHaveSelectedState: Bool = false) throws(SceneError) {
    self.init()
    try o.update(&barStyle, "barStyle")
    try o.update(&translucent, "translucent")
    try o.update(&barTintColor, "barTintColor")
    try o.update(&tintColor, "tintColor")
    try o.update(&barPosition, "barPosition")
    try o.update(&shadowImage, "shadowImage")
    fontFamily = try TextAttributes.fontFamily(o)
    try o.update(&itemTitleTextAttributes, "itemTitleTextAttributes")
    if !itemsHaveSelectedState {
      try TitleTextAttributes.refuseSelected(itemTitleTextAttributes, in: o, "itemTitleTextAttributes")
    }
    guard let node = o["backgroundImage"] else { return }
    // One background or a list, one per bar metrics.
    backgroundImage = if case .array = node.value { try node.decode() } else { [try node.decode()] }
    for (i, b) in backgroundImage.enumerated() {
      if let first = backgroundImage[..<i].firstIndex(where: { $0.barMetrics == b.barMetrics }) {
        let path = node.path.appending(index: i).appending(key: "barMetrics")
        throw SceneError(
          path: path, .invalid("\"\(b.barMetrics.rawValue)\" already has a background at index \(first)"))
      }
    }
  }

  /// Adds the shared keys to a bar's object.
  func add(to b: inout SceneObjectBuilder) {
    b.add("barStyle", barStyle, default: .default)
    b.add("translucent", translucent)
    b.add("barTintColor", barTintColor)
    b.add("tintColor", tintColor)
    b.add("barPosition", barPosition, default: .any)
    if backgroundImage.count == 1 {
      b.add("backgroundImage", backgroundImage[0])
    } else {
      b.add("backgroundImage", backgroundImage)
    }
    b.add("shadowImage", shadowImage)
    b.add("fontFamily", fontFamily)
    b.add("itemTitleTextAttributes", itemTitleTextAttributes)
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    // A single background is written without the list; report it the way it was written
    // only when there are several.
    if backgroundImage.count == 1 {
      backgroundImage[0].visitFiles(at: path.appending(key: "backgroundImage"), body)
    } else {
      backgroundImage.visitFiles(at: path.appending(key: "backgroundImage"), body)
    }
    shadowImage.visitFiles(at: path.appending(key: "shadowImage"), body)
  }
}

extension BarBackgroundImage: SceneCodable, FileReferencing {
  static let keys = ["image", "capInsets", "resizingMode", "barMetrics"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init(image: try o.required("image"))
    try o.update(&capInsets, "capInsets")
    try o.update(&resizingMode, "resizingMode")
    try o.update(&barMetrics, "barMetrics")
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("image", image)
    b.add("capInsets", capInsets, default: EdgeInsets())
    b.add("resizingMode", resizingMode, default: .stretch)
    b.add("barMetrics", barMetrics, default: .default)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    image.visitFiles(at: path.appending(key: "image"), body)
  }
}

extension EdgeInsets: SceneCodable {
  static let keys = ["top", "left", "bottom", "right"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init()
    try o.update(&top, "top", in: 0...4096)
    try o.update(&left, "left", in: 0...4096)
    try o.update(&bottom, "bottom", in: 0...4096)
    try o.update(&right, "right", in: 0...4096)
  }

  package var sceneJSON: JSONValue { SceneObjectBuilder.insets(top: top, left: left, bottom: bottom, right: right) }
}
