/// The navigation and search bar glyphs BarKit draws itself, fitted to the iOS 7 captures
/// (measurements.md §6 and §10; points = device px / 2 at @2x).
public enum NavigationIcons {
  /// The back chevron: two 45° arms, 2.95 pt thick, with a mitred point and butt ends cut square to
  /// the arms.
  ///
  /// §6 measures a horizontal run of 8.34–8.42 px per row at @2x, i.e. 2.95 pt across a 45° arm,
  /// an ink box of 11.94 × 19.9 pt and an area of 301 px² (75.25 pt²). With that width, 12.6 pt arms
  /// turning at (2.586, 10.5) give ink x 0.5–12.54, y 0.55–20.45 (12.04 × 19.9 pt) and an area of
  /// 2 · 12.6 · 2.95 = 74.3 pt²: within 0.1 pt and 1.3 % of the capture. The point sits at the view
  /// box's vertical centre (10.5), which goes on the measured chevron centre 42.25 pt below the
  /// screen top.
  public static let backChevron = Icon(
    name: "navigation.backChevron", width: 13, height: 21,
    layers: [.stroke("M11.493 1.593 L2.586 10.5 L11.493 19.407", width: 2.95)])

  /// The search field's magnifier: a ring of 10.25 pt outer diameter with a 1 pt stroke and a
  /// handle at 45° to the lower right; 12 pt of ink each way (§10: ≈24 × 24.5 px).
  public static let searchFieldMagnifier = Icon(
    name: "searchField.magnifier", width: 12.5, height: 12.5,
    layers: [
      .stroke("M9.75 5.125 A4.625 4.625 0 1 1 0.5 5.125 A4.625 4.625 0 1 1 9.75 5.125 Z"),
      .stroke("M8.4 8.4 L11.75 11.75"),
    ])

  /// The search field's clear button: a 14 pt disc with a 1 pt thick × (7 pt of ink each way) knocked out,
  /// so the field shows through (§10: grey disc Ø 28 px, "×" in the field colour).
  public static let searchFieldClear = Icon(
    name: "searchField.clear", width: 14, height: 14,
    layers: [
      .fill(
        "M14 7 A7 7 0 1 1 0 7 A7 7 0 1 1 14 7 Z "
          + "M10.5 4.21 L7.71 7 L10.5 9.79 L9.79 10.5 L7 7.71 L4.21 10.5 L3.5 9.79 L6.29 7 L3.5 4.21 L4.21 3.5 "
          + "L7 6.29 L9.79 3.5 Z",
        rule: .evenOdd)
    ])

  /// Every glyph above.
  public static let all: [Icon] = [backChevron, searchFieldMagnifier, searchFieldClear]
}
