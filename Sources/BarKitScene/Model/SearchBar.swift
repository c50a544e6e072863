import BarKitJSON

/// A search bar with its optional scope bar (UIKit's `UISearchBar`); a scope bar never
/// appears without its search bar.
public struct SearchBar: Bar {
  /// The keys every bar has.
  public var common = BarProperties()
  /// Prominent or minimal (`UISearchBarStyle`).
  public var searchBarStyle: SearchBarStyle = .default
  /// Gray text in the empty field.
  public var placeholder: String?
  /// Text in the field; hides the placeholder.
  public var text: String?
  /// A line of text above the field.
  public var prompt: String?
  /// Whether the Cancel button is shown beside the field.
  public var showsCancelButton = false
  /// The Cancel button's title; `nil` is UIKit's "Cancel" in the scene's language (an app
  /// retitles it through the bar button appearance proxy contained in `UISearchBar`).
  public var cancelButtonTitle: String?
  /// Whether the bookmark button is shown in the field.
  public var showsBookmarkButton = false
  /// Whether the scope bar is shown below; needs ``scopeButtonTitles``.
  public var showsScopeBar = false
  /// The scope segments' titles.
  public var scopeButtonTitles: [String] = []
  /// The selected scope segment.
  public var selectedScopeButtonIndex = 0
  /// Replaces the rounded search field.
  public var searchFieldBackgroundImage: ImageReference?
  /// Puts the search field in the navigation bar, as Calendar does
  /// (`UISearchDisplayController.displaysSearchBarInNavigationBar`); needs a navigation bar.
  public var displaysSearchBarInNavigationBar = false

  /// A search bar with every default.
  public init(placeholder: String? = nil) { self.placeholder = placeholder }
}

extension SearchBar: SceneCodable, FileReferencing {
  static let keys =
    BarProperties.keys + [
      "searchBarStyle", "placeholder", "text", "prompt", "showsCancelButton", "cancelButtonTitle",
      "showsBookmarkButton",
      "showsScopeBar",
      "scopeButtonTitles", "selectedScopeButtonIndex", "searchFieldBackgroundImage", "displaysSearchBarInNavigationBar",
    ]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init()
    common = try BarProperties(reading: o)
    try o.update(&searchBarStyle, "searchBarStyle")
    try o.update(&placeholder, "placeholder")
    try o.update(&text, "text")
    try o.update(&prompt, "prompt")
    try o.update(&showsCancelButton, "showsCancelButton")
    try o.update(&cancelButtonTitle, "cancelButtonTitle")
    if let title = o["cancelButtonTitle"], !showsCancelButton {
      throw title.error(.invalid("only used with \"showsCancelButton\": true"))
    }
    try o.update(&showsBookmarkButton, "showsBookmarkButton")
    try o.update(&showsScopeBar, "showsScopeBar")
    try o.update(&scopeButtonTitles, "scopeButtonTitles")
    try o.update(&selectedScopeButtonIndex, "selectedScopeButtonIndex", in: 0...max(0, scopeButtonTitles.count - 1))
    try o.update(&searchFieldBackgroundImage, "searchFieldBackgroundImage")
    try o.update(&displaysSearchBarInNavigationBar, "displaysSearchBarInNavigationBar")
    if showsScopeBar, scopeButtonTitles.isEmpty {
      throw SceneError(path: node.path.appending(key: "showsScopeBar"), .invalid("needs \"scopeButtonTitles\""))
    }
  }

  package var sceneJSON: JSONValue {
    let d = SearchBar()
    var b = SceneObjectBuilder()
    common.add(to: &b)
    b.add("searchBarStyle", searchBarStyle, default: d.searchBarStyle)
    b.add("placeholder", placeholder)
    b.add("text", text)
    b.add("prompt", prompt)
    b.add("showsCancelButton", showsCancelButton, default: false)
    b.add("cancelButtonTitle", cancelButtonTitle)
    b.add("showsBookmarkButton", showsBookmarkButton, default: false)
    b.add("showsScopeBar", showsScopeBar, default: false)
    b.add("scopeButtonTitles", scopeButtonTitles)
    b.add("selectedScopeButtonIndex", selectedScopeButtonIndex, default: 0)
    b.add("searchFieldBackgroundImage", searchFieldBackgroundImage)
    b.add("displaysSearchBarInNavigationBar", displaysSearchBarInNavigationBar, default: false)
    return b.json
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    common.visitFiles(at: path, body)
    searchFieldBackgroundImage.visitFiles(at: path.appending(key: "searchFieldBackgroundImage"), body)
  }
}
