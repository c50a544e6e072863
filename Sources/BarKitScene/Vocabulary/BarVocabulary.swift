import BarKitTypography

/// A bar's style (UIKit's `UIBarStyle`).
public enum BarStyle: String, CaseIterable, Sendable, SceneEnum {
  /// Light (translucent white) bar with dark text.
  case `default`
  /// Dark (translucent black) bar with light text.
  case black
}

/// Where a bar sits, which decides its hairline edge and status bar background
/// (UIKit's `UIBarPosition`, iOS 7).
public enum BarPosition: String, CaseIterable, Sendable, SceneEnum {
  /// Unspecified: the bar's natural place (top for navigation and search bars, bottom for
  /// toolbars and tab bars).
  case any
  /// At the bottom; the hairline is drawn above it.
  case bottom
  /// At the top of its local context (a popover); no status bar background.
  case top
  /// At the top of the screen; the background extends up behind the status bar.
  case topAttached
}

/// Which bar height a background image is for (UIKit's `UIBarMetrics`).
public enum BarMetrics: String, CaseIterable, Sendable, SceneEnum {
  /// Regular height (44 pt).
  case `default`
  /// Landscape iPhone height (32 pt; iOS 7 called it `LandscapePhone`).
  case compact
  /// Regular height with a prompt.
  case defaultPrompt
  /// Landscape iPhone height with a prompt.
  case compactPrompt
}

/// How the middle of a resizable image fills its area (UIKit's `UIImageResizingMode`).
public enum ResizingMode: String, CaseIterable, Sendable, SceneEnum {
  /// Scaled to fill.
  case stretch
  /// Repeated to fill.
  case tile
}

/// How an image in a bar is drawn (UIKit's `UIImageRenderingMode`, iOS 7).
public enum RenderingMode: String, CaseIterable, Sendable, SceneEnum {
  /// The enclosing view decides; bars use the template treatment.
  case automatic
  /// Only the alpha is used, filled with the tint.
  case alwaysTemplate
  /// The image's own colors are drawn.
  case alwaysOriginal
}

/// Font weights are BarKitTypography's (UIKit's `UIFontWeight` names), read from scenes by name.
extension FontWeight: SceneEnum {}

/// A search bar's style (UIKit's `UISearchBarStyle`, iOS 7).
public enum SearchBarStyle: String, CaseIterable, Sendable, SceneEnum {
  /// The same as prominent.
  case `default`
  /// Translucent background, opaque search field (Mail, Messages, Contacts).
  case prominent
  /// No background, translucent search field (Calendar, Notes, Music).
  case minimal
}

/// How a tab bar lays out its items (UIKit's `UITabBarItemPositioning`, iOS 7).
public enum TabBarItemPositioning: String, CaseIterable, Sendable, SceneEnum {
  /// Fill on iPhone, centered on iPad.
  case automatic
  /// Items share the whole width.
  case fill
  /// Items of `itemWidth` with `itemSpacing` between them, centered.
  case centered
}

/// A system-provided tab bar item, with its own title and icon (UIKit's `UITabBarSystemItem`).
public enum TabBarSystemItem: String, CaseIterable, Sendable, SceneEnum {
  case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
  case mostRecent, mostViewed

  /// The item's title, a UIKit string.
  public var titleString: SystemString {
    switch self {
    case .more: .more
    case .favorites: .favorites
    case .featured: .featured
    case .topRated: .topRated
    case .recents: .recents
    case .contacts: .contacts
    case .history: .history
    case .bookmarks: .bookmarks
    case .search: .search
    case .downloads: .downloads
    case .mostRecent: .mostRecent
    case .mostViewed: .mostViewed
    }
  }
}

/// A bar button's style (UIKit's `UIBarButtonItemStyle`).
public enum BarButtonItemStyle: String, CaseIterable, Sendable, SceneEnum {
  /// A plain text or icon button.
  case plain
  /// Bordered; iOS 7 draws no border (it matters for the iOS 6 look).
  case bordered
  /// Medium-weight title.
  case done
}

/// A system-provided bar button (UIKit's `UIBarButtonSystemItem`, all of its iOS 7 values).
/// Done, Cancel, Edit and Save are text; the spaces are layout; the rest are glyphs.
public enum BarButtonSystemItem: String, CaseIterable, Sendable, SceneEnum {
  case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
  case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl

  /// The word iOS 7 shows for Done, Cancel, Edit, Save, Undo and Redo; `nil` for glyphs and spaces.
  public var titleString: SystemString? {
    switch self {
    case .done: .done
    case .cancel: .cancel
    case .edit: .edit
    case .save: .save
    case .undo: .undo
    case .redo: .redo
    default: nil
    }
  }

  /// Whether the item is a word (and so takes a `title`).
  public var showsTitle: Bool { titleString != nil }

  /// The style `initWithBarButtonSystemItem:` gives the item: done for Done (UIKit draws it
  /// in the done style), plain for the others. A scene's `style` replaces it, as setting the
  /// item's settable `style` property does in UIKit (its documentation:
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property).
  public var initialStyle: BarButtonItemStyle { self == .done ? .done : .plain }
}

/// An activity indicator's size and color (UIKit's `UIActivityIndicatorViewStyle`).
public enum ActivityIndicatorViewStyle: String, CaseIterable, Sendable, SceneEnum {
  /// 37 × 37 pt, white.
  case whiteLarge
  /// 20 × 20 pt, white.
  case white
  /// 20 × 20 pt, gray.
  case gray

  /// The view's width and height in points (UIKit sizes the view to its style).
  public var diameter: Double { self == .whiteLarge ? 37 : 20 }
}
