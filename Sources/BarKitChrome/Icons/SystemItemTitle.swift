import BarKitScene

/// The weight of a system item's title, in Helvetica Neue terms.
public enum SystemItemTitleWeight: String, Hashable, Sendable {
  /// Helvetica Neue Regular: plain bar button items (measurements.md §5, stem 0.080 em).
  case regular
  /// Helvetica Neue Medium: `UIBarButtonItemStyleDone`, which `UIBarButtonSystemItemDone` uses.
  case medium
}

/// A system bar button item that iOS 7 shows as text rather than a glyph.
///
/// iOS 7 draws Done, Cancel, Edit and Save as 17 pt tint-coloured titles (measurements.md §5), and
/// Undo and Redo too: iOS 7–12 showed the words where iOS 3–6 had curved arrows (recalled behaviour;
/// no reference capture shows these two items).
public struct SystemItemTitle: Hashable, Sendable {
  /// The English title.
  public let text: String
  /// The title's weight; Done uses the Done style, the others the plain style.
  public let weight: SystemItemTitleWeight

  /// Creates a title.
  public init(text: String, weight: SystemItemTitleWeight = .regular) {
    self.text = text
    self.weight = weight
  }

  /// The point size of bar button titles (measurements.md §5: cap height 24.28 px at @2x → 17 pt).
  public static let pointSize: Double = 17
}
