import BarKitJSON

/// An item of a tab bar (UIKit's `UITabBarItem`).
public struct TabBarItem: Hashable, Sendable {
  /// What the item shows: a system item (with its own title and icon), or a custom title
  /// and/or image.
  public enum Content: Hashable, Sendable {
    /// A system item with its own icon, and its own title in the scene's locale unless `title`
    /// replaces it.
    case systemItem(TabBarSystemItem, title: String? = nil)
    /// A title and/or icon; `selectedImage` defaults to `image`.
    case custom(title: String?, image: ImageReference?, selectedImage: ImageReference?)
  }

  /// What the item shows.
  public var content: Content
  /// The red badge's text; `nil` shows no badge.
  public var badgeValue: String?
  /// How the images are drawn; tab bars treat `automatic` as template.
  public var renderingMode: RenderingMode = .automatic
  /// Disabled items are dimmed.
  public var enabled = true
  /// The title's font, color and shadow per state (`setTitleTextAttributes:forState:` for
  /// normal, selected and disabled); `nil` takes the tab bar's `itemTitleTextAttributes`.
  public var titleTextAttributes: TitleTextAttributes?

  /// Creates an item showing `content`.
  public init(_ content: Content, badgeValue: String? = nil) {
    self.content = content
    self.badgeValue = badgeValue
  }

  /// A system item (`initWithTabBarSystemItem:tag:`).
  public init(systemItem: TabBarSystemItem, badgeValue: String? = nil) {
    self.init(.systemItem(systemItem), badgeValue: badgeValue)
  }

  /// A custom item (`initWithTitle:image:selectedImage:`); without `selectedImage` the image
  /// serves both states.
  public init(title: String?, image: ImageReference?, selectedImage: ImageReference? = nil, badgeValue: String? = nil) {
    self.init(.custom(title: title, image: image, selectedImage: selectedImage), badgeValue: badgeValue)
  }
}

extension TabBarItem: SceneCodable, FileReferencing {
  static let keys = [
    "title", "image", "selectedImage", "systemItem", "badgeValue", "renderingMode", "enabled", "titleTextAttributes",
  ]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    if let system: TabBarSystemItem = try o.decode("systemItem") {
      for key in ["image", "selectedImage", "renderingMode"] where o.has(key) {
        throw SceneError(
          path: node.path.appending(key: key),
          .invalid("not allowed together with \"systemItem\" (a system item has its own image)"))
      }
      self.init(.systemItem(system, title: try o.decode("title")))
    } else {
      guard o.has("title") || o.has("image") else {
        throw node.error(.invalid("expected \"systemItem\", or a \"title\" and/or an \"image\""))
      }
      try o.requires("selectedImage", "image")
      self.init(
        title: try o.decode("title"), image: try o.decode("image"), selectedImage: try o.decode("selectedImage"))
    }
    try o.update(&badgeValue, "badgeValue")
    try o.update(&renderingMode, "renderingMode")
    try o.update(&enabled, "enabled")
    try o.update(&titleTextAttributes, "titleTextAttributes")
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch content {
    case .systemItem(let item, let title):
      b.add("systemItem", item)
      b.add("title", title)
    case .custom(let title, let image, let selectedImage):
      b.add("title", title)
      b.add("image", image)
      b.add("selectedImage", selectedImage)
      b.add("renderingMode", renderingMode, default: .automatic)
    }
    b.add("badgeValue", badgeValue)
    b.add("enabled", enabled, default: true)
    b.add("titleTextAttributes", titleTextAttributes)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .custom(let title, var image, var selectedImage) = content else { return }
    image.visitFiles(at: path.appending(key: "image"), body)
    selectedImage.visitFiles(at: path.appending(key: "selectedImage"), body)
    content = .custom(title: title, image: image, selectedImage: selectedImage)
  }
}
