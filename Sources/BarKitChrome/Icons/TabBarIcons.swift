import BarKitScene

/// Glyphs for the `UITabBarSystemItem`s, drawn for BarKit on a 30 × 30 pt grid: an outline form
/// (1 pt strokes) for the unselected item and a solid form for the selected one, which is how iOS 7
/// told the two states apart besides the tint (measurements.md §8: icon centre 19 pt below the bar top).
///
/// Every shape is original: circles, a five-point star computed from its radii, plain polylines.
public enum TabBarIcons {
  private static func icon(_ name: String, _ layers: [IconLayer]) -> Icon {
    Icon(name: "tabBar." + name, width: 30, height: 30, layers: layers)
  }

  /// A regular five-point star (outer radius 12.5 pt, inner 5.2 pt) centred at (15, 15.9), so that its
  /// optical centre sits at the grid centre.
  static let starPath =
    "M15 3.4 L18.06 11.69 L26.89 12.04 L19.95 17.51 L22.35 26.01 L15 21.1 L7.65 26.01 L10.05 17.51 "
    + "L3.11 12.04 L11.94 11.69 Z"
  /// Three 6 pt dots in a row (`UITabBarSystemItemMore`).
  static let dotsPath =
    "M9.5 15 A3 3 0 1 1 3.5 15 A3 3 0 1 1 9.5 15 Z M18 15 A3 3 0 1 1 12 15 A3 3 0 1 1 18 15 Z "
    + "M26.5 15 A3 3 0 1 1 20.5 15 A3 3 0 1 1 26.5 15 Z"
  /// A 24 pt clock face.
  static let clockFacePath = "M27 15 A12 12 0 1 1 3 15 A12 12 0 1 1 27 15 Z"
  /// The clock's hands at three o'clock, as a 1 pt wide L-shaped outline (knocked out when selected).
  static let clockHandsOutline = "M14.5 7.5 H15.5 V14.5 H21 V15.5 H14.5 Z"
  /// A head and rounded shoulders.
  static let personPath =
    "M20 10 A5 5 0 1 1 10 10 A5 5 0 1 1 20 10 Z M4.5 26.5 C4.5 20.5 9 17 15 17 C21 17 25.5 20.5 25.5 26.5 Z"
  /// Two pages of an open book sharing one spine line (the outline form).
  static let bookOutline =
    "M15 8 C12 6 7.5 5 3.5 6 V23 C7.5 22 12 22.5 15 24.5 Z M15 8 C18 6 22.5 5 26.5 6 V23 C22.5 22 18 22.5 15 24.5 Z"
  /// Two pages of an open book, each a closed outline, with a 1 pt gap at the spine (the solid form).
  static let bookPath =
    "M14.5 7.5 C11.5 5.5 7.5 5 3.5 6 V23 C7.5 22 11.5 22.5 14.5 24.5 Z "
    + "M15.5 7.5 C18.5 5.5 22.5 5 26.5 6 V23 C22.5 22 18.5 22.5 15.5 24.5 Z"
  /// A magnifier ring (Ø 16 pt) and its handle.
  static let magnifierRing = "M21 13 A8 8 0 1 1 5 13 A8 8 0 1 1 21 13 Z"
  static let magnifierHandle = "M18.7 18.7 L26 26"
  /// An arrow dropping into an open tray.
  static let downloadsArrow = "M15 3.5 V19 M9.5 13.5 L15 19 L20.5 13.5"
  static let downloadsTray = "M4.5 18 V25.5 H25.5 V18"
  /// Three bullets, each followed by a rule.
  static let listBullets =
    "M7.5 8.5 A1.5 1.5 0 1 1 4.5 8.5 A1.5 1.5 0 1 1 7.5 8.5 Z M7.5 15 A1.5 1.5 0 1 1 4.5 15 "
    + "A1.5 1.5 0 1 1 7.5 15 Z M7.5 21.5 A1.5 1.5 0 1 1 4.5 21.5 A1.5 1.5 0 1 1 7.5 21.5 Z"
  static let listRules = "M10.5 8.5 H25.5 M10.5 15 H25.5 M10.5 21.5 H25.5"

  /// The three dots of More, as rings.
  public static let more = icon("more", [.stroke(dotsPath)])
  /// The three dots of More, solid.
  public static let moreSelected = icon("more.selected", [.fill(dotsPath)])
  /// The star of Favorites, Featured and Top Rated, outlined.
  public static let star = icon("star", [.stroke(starPath)])
  /// The star, solid.
  public static let starSelected = icon("star.selected", [.fill(starPath)])
  /// The clock of Recents, History and Most Recent: a ring with its hands.
  public static let clock = icon("clock", [.stroke(clockFacePath), .fill(clockHandsOutline)])
  /// The clock, solid, with the hands knocked out.
  public static let clockSelected = icon(
    "clock.selected", [.fill(clockFacePath + " " + clockHandsOutline, rule: .evenOdd)])
  /// The person of Contacts, outlined.
  public static let contacts = icon("contacts", [.stroke(personPath)])
  /// The person, solid.
  public static let contactsSelected = icon("contacts.selected", [.fill(personPath)])
  /// The open book of Bookmarks, outlined.
  public static let bookmarks = icon("bookmarks", [.stroke(bookOutline)])
  /// The open book, solid.
  public static let bookmarksSelected = icon("bookmarks.selected", [.fill(bookPath)])
  /// The magnifier of Search, 1 pt lines.
  public static let search = icon("search", [.stroke(magnifierRing), .stroke(magnifierHandle)])
  /// The magnifier, heavier (2 pt lines) since a ring has no interior worth filling.
  public static let searchSelected = icon(
    "search.selected", [.stroke(magnifierRing, width: 2), .stroke(magnifierHandle, width: 2)])
  /// The arrow and tray of Downloads, 1 pt lines.
  public static let downloads = icon("downloads", [.stroke(downloadsArrow), .stroke(downloadsTray)])
  /// Downloads with 2 pt lines.
  public static let downloadsSelected = icon(
    "downloads.selected", [.stroke(downloadsArrow, width: 2), .stroke(downloadsTray, width: 2)])
  /// The bulleted list of Most Viewed, 1 pt rules.
  public static let list = icon("list", [.fill(listBullets), .stroke(listRules)])
  /// The list with 2 pt rules and larger bullets.
  public static let listSelected = icon(
    "list.selected", [.fill(listBullets), .stroke(listBullets, width: 1), .stroke(listRules, width: 2)])

  /// Every glyph above, unselected then selected for each.
  public static let all: [Icon] = [
    more, moreSelected, star, starSelected, clock, clockSelected, contacts, contactsSelected, bookmarks,
    bookmarksSelected, search, searchSelected, downloads, downloadsSelected, list, listSelected,
  ]
}
