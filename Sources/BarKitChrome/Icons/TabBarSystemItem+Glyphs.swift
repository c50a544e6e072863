import BarKitScene

/// The iOS 7 title and glyphs of each `UITabBarSystemItem` (the enum itself is the scene vocabulary's).
extension TabBarSystemItem {
  /// The English title UIKit gives the item (10 pt Regular under the glyph, measurements.md §5).
  public var title: String {
    switch self {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    }
  }

  /// The glyph of the unselected item (outline form); the tab bar tints it #929292 (§8).
  public var icon: Icon { glyphs.unselected }

  /// The glyph of the selected item (solid or heavier form); the tab bar tints it with the tint colour.
  public var selectedIcon: Icon { glyphs.selected }

  private var glyphs: (unselected: Icon, selected: Icon) {
    switch self {
    case .more: (TabBarIcons.more, TabBarIcons.moreSelected)
    case .favorites, .featured, .topRated: (TabBarIcons.star, TabBarIcons.starSelected)
    case .recents, .history, .mostRecent: (TabBarIcons.clock, TabBarIcons.clockSelected)
    case .contacts: (TabBarIcons.contacts, TabBarIcons.contactsSelected)
    case .bookmarks: (TabBarIcons.bookmarks, TabBarIcons.bookmarksSelected)
    case .search: (TabBarIcons.search, TabBarIcons.searchSelected)
    case .downloads: (TabBarIcons.downloads, TabBarIcons.downloadsSelected)
    case .mostViewed: (TabBarIcons.list, TabBarIcons.listSelected)
    }
  }
}
