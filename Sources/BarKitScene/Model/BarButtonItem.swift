import BarKitJSON
import BarKitRaster

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`).
public struct BarButtonItem: Hashable, Sendable {
  /// What the button shows: exactly one of a title, a system item or an image.
  public enum Content: Hashable, Sendable {
    /// A text button.
    case title(String)
    /// A system button: text, glyph or space; `title` replaces a text item's word (UIKit's
    /// `title` set on a system item), else it is UIKit's own in the scene's locale.
    case systemItem(BarButtonSystemItem, title: String? = nil)
    /// An icon.
    case image(ImageReference)
    /// A label or a picture at its own size (`initWithCustomView:`).
    case customView(CustomView)
  }

  /// What the button shows.
  public var content: Content
  /// `UIBarButtonItemStyle`.
  public var style: BarButtonItemStyle = .plain
  /// Disabled items are dimmed.
  public var enabled = true
  /// Overrides the bar's tint for this item.
  public var tintColor: RGBA8?
  /// The width in points; 0 sizes the item to its content. A fixed space uses only this.
  public var width = 0.0
  /// How `image` is drawn; bars treat `automatic` as template.
  public var renderingMode: RenderingMode = .automatic
  /// The title's font and color per state (`setTitleTextAttributes:forState:`); `nil` takes
  /// the bar's `itemTitleTextAttributes`.
  public var titleTextAttributes: TitleTextAttributes?

  /// Creates an item showing `content`.
  public init(_ content: Content, style: BarButtonItemStyle = .plain) {
    self.content = content
    self.style = style
  }

  /// A text button (`initWithTitle:style:target:action:`).
  public init(title: String, style: BarButtonItemStyle = .plain) { self.init(.title(title), style: style) }

  /// A system button (`initWithBarButtonSystemItem:target:action:`), in the style that
  /// initializer gives it: done for Done, plain for the others.
  public init(systemItem: BarButtonSystemItem) {
    self.init(.systemItem(systemItem), style: systemItem.initialStyle)
  }

  /// The style an item has before `style` is set: a system item's own, else plain.
  var initialStyle: BarButtonItemStyle {
    if case .systemItem(let system, _) = content { system.initialStyle } else { .plain }
  }

  /// An image button (`initWithImage:style:target:action:`).
  public init(image: ImageReference, style: BarButtonItemStyle = .plain) { self.init(.image(image), style: style) }

  /// A custom view (`initWithCustomView:`).
  public init(customView: CustomView) { self.init(.customView(customView)) }
}

extension BarButtonItem: SceneCodable, FileReferencing {
  static let keys = [
    "title", "systemItem", "image", "customView", "renderingMode", "style", "enabled", "tintColor", "width",
    "titleTextAttributes",
  ]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    try o.requires("renderingMode", "image")
    // A title may accompany a text system item (UIKit's `title` on it); otherwise exactly one
    // of the three.
    let titled = o.has("systemItem") && !o.has("image") && !o.has("customView")
    switch try o.oneOf(titled ? ["systemItem"] : ["title", "systemItem", "image", "customView"], required: true) {
    case "title": self.init(title: try o.required("title"))
    case "systemItem":
      let system: BarButtonSystemItem = try o.required("systemItem")
      let title: String? = try o.decode("title")
      if title != nil, !system.showsTitle {
        throw o["title"]!.error(
          .invalid(
            "not allowed with the glyph or space \"\(system.rawValue)\" (only done, cancel, edit, save, undo and redo show a title)"
          ))
      }
      self.init(.systemItem(system, title: title), style: system.initialStyle)
    case "customView": self.init(customView: try o.required("customView"))
    default: self.init(image: try o.required("image"))
    }
    try o.update(&style, "style")
    try o.update(&enabled, "enabled")
    try o.update(&tintColor, "tintColor")
    try o.update(&width, "width", in: 0...4096)
    try o.update(&renderingMode, "renderingMode")
    try o.update(&titleTextAttributes, "titleTextAttributes")
    try TitleTextAttributes.refuseSelected(titleTextAttributes, in: o, "titleTextAttributes")
    if let node = o["titleTextAttributes"], case .customView = content {
      throw node.error(.invalid("not used by a custom view (a label has its own textColor and font keys)"))
    }
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch content {
    case .title(let title): b.add("title", title)
    case .systemItem(let item, let title):
      b.add("systemItem", item)
      b.add("title", title)
    case .image(let image):
      b.add("image", image)
      b.add("renderingMode", renderingMode, default: .automatic)
    case .customView(let view): b.add("customView", view)
    }
    b.add("style", style, default: initialStyle)
    b.add("enabled", enabled, default: true)
    b.add("tintColor", tintColor)
    b.add("width", width, default: 0)
    b.add("titleTextAttributes", titleTextAttributes)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    switch content {
    case .image(var image):
      image.visitFiles(at: path.appending(key: "image"), body)
      content = .image(image)
    case .customView(var view):
      view.visitFiles(at: path.appending(key: "customView"), body)
      content = .customView(view)
    case .title, .systemItem: break
    }
  }
}
