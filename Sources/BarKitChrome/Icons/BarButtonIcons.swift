import BarKitScene

/// Glyphs for the image-style `UIBarButtonSystemItem`s, drawn for BarKit on a 28 × 28 pt grid in
/// iOS 7's line style: 1 pt strokes with butt caps and mitred corners, solid fills only for media
/// controls and arrowheads. Each is original, built from lines, arcs and rectangles.
///
/// Ink sizes follow the real bars (measurements.md §9): nav and toolbar glyphs are 17–19 pt wide and
/// 22–25 pt tall, placed with their ink 16 pt from the screen edge.
public enum BarButtonIcons {
  private static func icon(_ name: String, _ layers: [IconLayer]) -> Icon {
    Icon(name: "barButton." + name, width: 28, height: 28, layers: layers)
  }

  /// A plus sign, 18 pt across.
  public static let add = icon("add", [.stroke("M14 5 V23 M5 14 H23")])

  /// A square open at its upper right, with a pencil writing into it.
  public static let compose = icon(
    "compose",
    [
      .stroke("M15 6.5 H4.5 V23.5 H21.5 V13"),
      .stroke("M10 18 L11 14 L20.5 4.5 L23.5 7.5 L14 17 Z M18.5 6.5 L21.5 9.5"),
    ])

  /// An arrow that leaves to the left and curves down to the right.
  public static let reply = icon(
    "reply",
    [
      .stroke("M11 5.5 L4.5 12 L11 18.5"),
      .stroke("M4.5 12 H13.5 C19.5 12 23.5 16 23.5 23"),
    ])

  /// A tray open at the top with an arrow rising out of it: 18 × 25.7 pt of ink (§9: Action 18.5 × 25.5 pt).
  public static let action = icon(
    "action",
    [
      .stroke("M10 11 H5.5 V26 H22.5 V11 H18"),
      .stroke("M14 1.5 V18 M9.5 6 L14 1.5 L18.5 6"),
    ])

  /// A folder with a tab on its upper left.
  public static let organize = icon(
    "organize",
    [.stroke("M3.5 22.5 V6.5 H10.5 L12.5 8.5 H24.5 V22.5 Z M3.5 11.5 H24.5")])

  /// An open book seen from above: two curved pages meeting at the spine.
  public static let bookmarks = icon(
    "bookmarks",
    [
      .stroke(
        "M14 8 C11 6 7.5 5.5 3.5 6.5 V22 C7.5 21 11 21.5 14 23.5 Z "
          + "M14 8 C17 6 20.5 5.5 24.5 6.5 V22 C20.5 21 17 21.5 14 23.5 Z")
    ])

  /// A magnifying glass: a 15 pt ring with a handle at 45° to the lower right.
  public static let search = icon(
    "search",
    [
      .stroke("M19.5 12 A7.5 7.5 0 1 1 4.5 12 A7.5 7.5 0 1 1 19.5 12 Z"),
      .stroke("M17.3 17.3 L24 24"),
    ])

  /// A circle open at the upper right, turning clockwise into a solid arrowhead at the top: 18 × 22 pt
  /// of ink (§9: Refresh 17.5 × 22 pt).
  public static let refresh = icon(
    "refresh",
    [
      .stroke("M14 7.5 A8.5 8.5 0 1 0 21.36 11.75"),
      .fill("M14 3 L20 7.5 L14 12 Z"),
    ])

  /// A thin × (`UIBarButtonSystemItemStop`).
  public static let stop = icon("stop", [.stroke("M5.5 5.5 L22.5 22.5 M22.5 5.5 L5.5 22.5")])

  /// A camera body with a raised viewfinder hump and a round lens.
  public static let camera = icon(
    "camera",
    [
      .stroke("M3.5 9.5 H9 L11 6.5 H17 L19 9.5 H24.5 V22.5 H3.5 Z"),
      .stroke("M19 15.5 A5 5 0 1 1 9 15.5 A5 5 0 1 1 19 15.5 Z"),
    ])

  /// A tapered bin with a lid, a handle and three ribs: 17.5 × 25 pt of ink, like the real Trash item (§9).
  public static let trash = icon(
    "trash",
    [
      .stroke("M5.25 6.5 H22.75 M11 6.5 V2.5 H17 V6.5"),
      .stroke("M7 6.5 L8 26.5 H20 L21 6.5"),
      .stroke("M11.5 10 V23 M14 10 V23 M16.5 10 V23"),
    ])

  /// A solid triangle pointing right.
  public static let play = icon("play", [.fill("M8 5 L22.5 14 L8 23 Z")])

  /// Two solid upright bars.
  public static let pause = icon("pause", [.fill("M8 5 H11.5 V23 H8 Z M16.5 5 H20 V23 H16.5 Z")])

  /// Two solid triangles pointing left.
  public static let rewind = icon("rewind", [.fill("M13.5 7 V21 L3 14 Z M25 7 V21 L14.5 14 Z")])

  /// Two solid triangles pointing right.
  public static let fastForward = icon("fastForward", [.fill("M14.5 7 V21 L25 14 Z M3 7 V21 L13.5 14 Z")])

  /// A sheet of paper whose lower right corner curls up (toolbars only, as in UIKit).
  public static let pageCurl = icon(
    "pageCurl",
    [
      .stroke("M5.5 4.5 H22.5 V16 C22.5 20 19.5 23.5 15.5 23.5 H5.5 Z"),
      .stroke("M22.5 16 C19.5 16 17 17 15.5 23.5"),
    ])

  /// Every glyph above, in declaration order.
  public static let all: [Icon] = [
    add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
    fastForward, pageCurl,
  ]
}
