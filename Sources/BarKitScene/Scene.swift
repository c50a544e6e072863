import BarKitGeometry
import BarKitJSON
import BarKitRaster

/// A screen described in UIKit's vocabulary: what `barkit render` draws. It mirrors the JSON
/// scene format key for key (Docs/Scenes.md), so Swift code builds the same scenes:
///
/// ```swift
/// var scene = Scene(canvas: SceneCanvas(device: DeviceTable.builtIn[name: "iphone-6"]!))
/// scene.navigationBar = NavigationBar(title: "Inbox")
/// scene.navigationBar?.barStyle = .black
/// ```
public struct Scene: Hashable, Sendable {
  /// The screen: device, scale, orientation.
  public var canvas: SceneCanvas = .default
  /// The iOS look to draw.
  public var appearance: Appearance = .ios7
  /// The language of what BarKit writes itself (system item titles, "Back", "Cancel", the
  /// clock's format); `nil` is English.
  public var locale: SceneLocale?
  /// The font family of every string BarKit draws (titles, items, status bar, search field…)
  /// unless a bar sets its own; `nil` is the look's own face. See ``fontFamily(of:)``.
  public var fontFamily: String?
  /// The window's tint, inherited by bars and items that set none (UIView's `tintColor`);
  /// `nil` is iOS 7's system blue.
  public var tintColor: RGBA8?
  /// What fills the canvas behind every bar; with a ``header`` or a scrolled
  /// `navigationBar.targetScrollView`, the content below the header, scrolled.
  public var content: Content = .default
  /// A stretchy header image at the top of the content (TOHeaderImageView), if any.
  public var header: Header?
  /// The status bar's content; hide it with `statusBar.hidden`.
  public var statusBar = StatusBar()
  /// A navigation bar at the top, if any.
  public var navigationBar: NavigationBar?
  /// A search bar (with its scope bar), if any.
  public var searchBar: SearchBar?
  /// A toolbar at the bottom, if any.
  public var toolbar: Toolbar?
  /// A tab bar at the bottom, if any.
  public var tabBar: TabBar?

  /// Creates a scene; everything but the canvas starts at its default (a white screen with
  /// just the status bar).
  public init(canvas: SceneCanvas = .default) { self.canvas = canvas }

  /// The canvas's size and scale; `scale` overrides the scene's (`barkit render --scale`).
  public func resolvedCanvas(scale: DisplayScale? = nil) throws(SceneError) -> ResolvedCanvas {
    try canvas.resolved(scale: scale)
  }

  /// How far the content (and the header) has scrolled: the navigation bar's target scroll
  /// view's `contentOffset`, else 0.
  public var contentOffset: Double { navigationBar?.targetScrollView?.contentOffset ?? 0 }

  /// The family a bar's strings are drawn in: the bar's `fontFamily`, else the scene's, else
  /// `nil` (the look's own face). The status bar, which has no bar properties, passes `nil`.
  /// The one place this precedence is decided.
  public func fontFamily(of bar: BarProperties?) -> String? { bar?.fontFamily ?? fontFamily }

  /// The tint bars and items inherit: the scene's or iOS 7's system blue.
  public var effectiveTintColor: RGBA8 { tintColor ?? .systemBlue }
}

extension Scene: SceneCodable, FileReferencing {
  /// The top-level keys; `$schema` lets editors find Docs/scene.schema.json and is ignored.
  static let keys = [
    "$schema", "canvas", "appearance", "locale", "fontFamily", "tintColor", "content", "header", "statusBar",
    "navigationBar",
    "searchBar",
    "toolbar",
    "tabBar",
  ]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init()
    _ = try o.decode("$schema", as: String.self)
    try o.update(&canvas, "canvas")
    try o.update(&appearance, "appearance")
    try o.update(&locale, "locale")
    fontFamily = try TextAttributes.fontFamily(o)
    try o.update(&tintColor, "tintColor")
    try o.update(&content, "content")
    try o.update(&header, "header")
    try o.update(&statusBar, "statusBar")
    try o.update(&navigationBar, "navigationBar")
    try o.update(&searchBar, "searchBar")
    try o.update(&toolbar, "toolbar")
    try o.update(&tabBar, "tabBar")
    if searchBar?.displaysSearchBarInNavigationBar == true, navigationBar == nil {
      throw SceneError(
        path: JSONPath.root.appending(key: "searchBar").appending(key: "displaysSearchBarInNavigationBar"),
        .invalid("needs a \"navigationBar\" to display the search bar in"))
    }
    try checkDoubleHeight(on: try canvas.resolved())
  }

  /// The scene as JSON text in the format it decodes from (Docs/Scenes.md), with default
  /// values left out; decoding it gives back an equal scene. File paths are written as stored
  /// (absolute after ``resolvingPaths(relativeTo:)``).
  public var jsonText: String { JSONWriter.text(sceneJSON) }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("canvas", canvas, default: .default)
    b.add("appearance", appearance, default: .ios7)
    b.add("locale", locale)
    b.add("fontFamily", fontFamily)
    b.add("tintColor", tintColor)
    b.add("content", content, default: .default)
    b.add("header", header)
    b.add("statusBar", statusBar, default: StatusBar())
    b.add("navigationBar", navigationBar)
    b.add("searchBar", searchBar)
    b.add("toolbar", toolbar)
    b.add("tabBar", tabBar)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    content.visitFiles(at: path.appending(key: "content"), body)
    header.visitFiles(at: path.appending(key: "header"), body)
    navigationBar.visitFiles(at: path.appending(key: "navigationBar"), body)
    searchBar.visitFiles(at: path.appending(key: "searchBar"), body)
    toolbar.visitFiles(at: path.appending(key: "toolbar"), body)
    tabBar.visitFiles(at: path.appending(key: "tabBar"), body)
  }
}
