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

  /// A tray open at the top with an arrow rising out of it: 19 × 26.7 pt of ink (§9 and MW1: the
  /// tray 38 × 38 px, its top open 10 px around the shaft, the tip 15 px above the tray). The tray is
  /// an odd 19 pt wide so the 1 pt shaft sits on whole pixels in its middle; straight strokes have
  /// their edges on whole points.
  public static let action = icon(
    "action",
    [
      .stroke("M11 9.5 H4.5 V27.5 H22.5 V9.5 H16"),
      .stroke("M9.25 6.25 L13.5 2 L17.75 6.25 M13.5 2 V19"),
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

  /// A 1.5 pt ring open at the upper right, ending under a solid arrowhead that points right
  /// along its top: 18 × 22 pt of ink (COL: the ring 36 px across with 3 px strokes, from the
  /// arrowhead's upright back edge round the left and bottom to a flat end at 3 o'clock; the head
  /// 9.5 pt tall, 6.75 pt deep). The head's back edge and top sit on whole points.
  public static let refresh = icon(
    "refresh",
    [
      .stroke("M15 7.81 A8.25 8.25 0 1 0 22.246 15.5", width: 1.5),
      .fill("M15 3 L21.75 7.75 L15 12.5 Z"),
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

  /// A can that narrows toward its rounded bottom, under a lid with a round-shouldered handle,
  /// with three ribs that follow the taper: 18 × 25 pt of ink (COL: 36 × 50 px; the sides lean in
  /// 1 pt over the height, bottom corners about 1.5 pt round). The lid, handle and bottom have
  /// their edges on whole points; the middle rib is centred, so at 1x and 3x it straddles a pixel
  /// edge (the capture is symmetric).
  public static let trash = icon(
    "trash",
    [
      .stroke("M5 5.5 H23 M10.5 5 V3.5 Q10.5 2.5 11.5 2.5 H16.5 Q17.5 2.5 17.5 3.5 V5"),
      .stroke("M6.7 6 L7.75 25 Q7.85 26.5 9.3 26.5 H18.7 Q20.15 26.5 20.25 25 L21.3 6"),
      .stroke("M10.5 8 L11 24 M14 8 V24 M17.5 8 L17 24"),
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
