import BarKitScene

/// Every glyph in BarKit's built-in icon set, for listing, documentation and tests.
public enum IconCatalog {
  /// All icons: bar buttons, tab bar (both states), status bar, then navigation and search glyphs.
  public static let all: [Icon] = BarButtonIcons.all + TabBarIcons.all + StatusBarIcons.all + NavigationIcons.all

  /// The icon with this name, or `nil`.
  public static func icon(named name: String) -> Icon? {
    all.first { $0.name == name }
  }
}
