import BarKitScene

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

  /// The search field's magnifier: a ring of 10 pt outer diameter with a 1 pt stroke and a handle at
  /// 45° to the lower right, reaching 7 pt from the ring's centre; 12.35 pt of ink each way (§10:
  /// ≈24 × 24.5 px, ring ≈20.5 px). Ring size and handle length were fitted to the SBA capture, where
  /// the ring spans 20 px; rendered at @2x in place, the coverage overlap with it is 0.98.
  public static let searchFieldMagnifier = Icon(
    name: "searchField.magnifier", width: 12.5, height: 12.5,
    layers: [
      .stroke("M9.5 5 A4.5 4.5 0 1 1 0.5 5 A4.5 4.5 0 1 1 9.5 5 Z"),
      .stroke("M8.18 8.18 L12 12"),
    ])

  /// The search field's clear button: a 14 pt disc with a 1.2 pt thick × (7.1 pt of ink each way)
  /// knocked out, so the field shows through (§10: grey disc Ø 28 px, "×" in the field colour). The
  /// ×'s size and weight were fitted to the SBA capture: rendered at @2x in place, the coverage overlap
  /// with it is 0.98.
  public static let searchFieldClear = Icon(
    name: "searchField.clear", width: 14, height: 14,
    layers: [
      .fill(
        "M14 7 A7 7 0 1 1 0 7 A7 7 0 1 1 14 7 Z "
          + "M10.57 4.28 L7.85 7 L10.57 9.72 L9.72 10.57 L7 7.85 L4.28 10.57 L3.43 9.72 L6.15 7 L3.43 4.28 "
          + "L4.28 3.43 L7 6.15 L9.72 3.43 Z",
        rule: .evenOdd)
    ])

  /// Every glyph above.
  public static let all: [Icon] = [backChevron, searchFieldMagnifier, searchFieldClear]
}
