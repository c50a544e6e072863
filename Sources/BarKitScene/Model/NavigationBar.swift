import BarKitJSON
import BarKitRaster

/// A navigation bar (UIKit's `UINavigationBar` with its top item).
public struct NavigationBar: Bar {
  /// The keys every bar has.
  public var common = BarProperties()
  /// The centered title (`UINavigationItem.title`).
  public var title: String?
  /// A line of text above the title (the bar grows by 30 pt).
  public var prompt: String?
  /// A bar-style `UIProgressView` attached to the bar's bottom edge, filled to this fraction
  /// (a loading page, as Safari shows it); `nil` draws none.
  public var progress: Double?
  /// How the title is drawn; `nil` fields keep iOS 7's 17 pt medium.
  public var titleTextAttributes: TextAttributes?
  /// The previous screen; its presence draws the Back control (chevron plus title).
  public var backItem: BackItem?
  /// Replaces the chevron; needs ``backIndicatorTransitionMaskImage`` too, as in UIKit.
  public var backIndicatorImage: ImageReference?
  /// The mask the previous title emerges from during a push; needs ``backIndicatorImage``.
  public var backIndicatorTransitionMaskImage: ImageReference?
  /// Items on the left, after the Back control (`leftBarButtonItems`).
  public var leftItems: [BarButtonItem] = []
  /// Items on the right, the first outermost (`rightBarButtonItems`).
  public var rightItems: [BarButtonItem] = []
  /// Replaces the title.
  public var titleView: TitleView?

  /// Hides the background, the hairline and the title, leaving white buttons over the content
  /// (TONavigationBar's `backgroundHidden`); a ``targetScrollView`` or ``revealProgress``
  /// brings them back. Any of these five keys makes the bar a TONavigationBar, which draws its
  /// own background and separator (Docs/Scenes.md, "Transparent navigation bar").
  public var backgroundHidden = false
  /// The tint once the background shows; `nil` inherits the bar's or the scene's tint.
  public var preferredTintColor: RGBA8?
  /// The style once the background shows: a light or a dark blur, and the status bar's style.
  public var preferredBarStyle: BarStyle?
  /// The scroll view whose offset reveals the background.
  public var targetScrollView: TargetScrollView?
  /// The reveal as a fraction of the status bar plus the bar (0 hidden, 1 fully shown), instead
  /// of a ``targetScrollView``.
  public var revealProgress: Double?

  /// Whether the bar behaves as a TONavigationBar (any of its keys is set).
  public var behavesAsTONavigationBar: Bool {
    backgroundHidden || preferredTintColor != nil || preferredBarStyle != nil || targetScrollView != nil
      || revealProgress != nil
  }

  /// A navigation bar with every default.
  public init(title: String? = nil) { self.title = title }
}

/// The previous screen's item, whose title the Back control shows.
public struct BackItem: Hashable, Sendable {
  /// The previous title; `nil` shows "Back". A title too wide beside the bar's title
  /// collapses to "Back", then to the chevron alone.
  public var title: String?
  /// The title of the previous item's `backBarButtonItem`: shown instead of ``title``.
  public var backButtonTitle: String?

  /// Creates a back item.
  public init(title: String? = nil, backButtonTitle: String? = nil) {
    self.title = title
    self.backButtonTitle = backButtonTitle
  }

  /// What the Back control shows before any collapse: the back button's title, else the
  /// previous title (UIKit's order); `nil` is the localized "Back".
  public var shownTitle: String? { backButtonTitle ?? title }
}

extension NavigationBar: SceneCodable, FileReferencing {
  static let keys =
    BarProperties.keys + [
      "title", "prompt", "titleTextAttributes", "backItem", "backIndicatorImage", "backIndicatorTransitionMaskImage",
      "leftItems", "rightItems", "titleView", "backgroundHidden", "preferredTintColor", "preferredBarStyle",
      "targetScrollView", "revealProgress", "progress",
    ]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init()
    common = try BarProperties(reading: o)
    try o.update(&title, "title")
    try o.update(&prompt, "prompt")
    try o.update(&titleTextAttributes, "titleTextAttributes")
    try o.update(&backItem, "backItem")
    try o.requires("backIndicatorImage", "backIndicatorTransitionMaskImage")
    try o.requires("backIndicatorTransitionMaskImage", "backIndicatorImage")
    try o.update(&backIndicatorImage, "backIndicatorImage")
    try o.update(&backIndicatorTransitionMaskImage, "backIndicatorTransitionMaskImage")
    try o.update(&leftItems, "leftItems")
    try o.update(&rightItems, "rightItems")
    try o.update(&titleView, "titleView")
    try o.update(&backgroundHidden, "backgroundHidden")
    try o.update(&preferredTintColor, "preferredTintColor")
    try o.update(&preferredBarStyle, "preferredBarStyle")
    try o.oneOf(["targetScrollView", "revealProgress"], required: false)
    try o.update(&targetScrollView, "targetScrollView")
    try o.update(&revealProgress, "revealProgress", in: 0...1)
    try o.update(&progress, "progress", in: 0...1)
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    common.add(to: &b)
    b.add("title", title)
    b.add("prompt", prompt)
    b.add("titleTextAttributes", titleTextAttributes)
    b.add("backItem", backItem)
    b.add("backIndicatorImage", backIndicatorImage)
    b.add("backIndicatorTransitionMaskImage", backIndicatorTransitionMaskImage)
    b.add("leftItems", leftItems)
    b.add("rightItems", rightItems)
    b.add("titleView", titleView)
    b.add("backgroundHidden", backgroundHidden, default: false)
    b.add("preferredTintColor", preferredTintColor)
    b.add("preferredBarStyle", preferredBarStyle)
    b.add("targetScrollView", targetScrollView)
    b.add("revealProgress", revealProgress)
    b.add("progress", progress)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    common.visitFiles(at: path, body)
    backIndicatorImage.visitFiles(at: path.appending(key: "backIndicatorImage"), body)
    backIndicatorTransitionMaskImage.visitFiles(at: path.appending(key: "backIndicatorTransitionMaskImage"), body)
    leftItems.visitFiles(at: path.appending(key: "leftItems"), body)
    rightItems.visitFiles(at: path.appending(key: "rightItems"), body)
    titleView.visitFiles(at: path.appending(key: "titleView"), body)
  }
}

extension BackItem: SceneCodable {
  static let keys = ["title", "backButtonTitle"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init(title: try o.decode("title"), backButtonTitle: try o.decode("backButtonTitle"))
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("title", title)
    b.add("backButtonTitle", backButtonTitle)
    return b.json
  }
}
