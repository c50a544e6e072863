import BarKitScene

/// A system bar button item that iOS 7 shows as text rather than a glyph.
///
/// iOS 7 draws Done, Cancel, Edit and Save as 17 pt tint-coloured titles (measurements.md §5), and
/// Undo and Redo too: iOS 7–12 showed the words where iOS 3–6 had curved arrows (recalled behaviour;
/// no reference capture shows these two items).
public struct SystemItemTitle: Hashable, Sendable {
  /// The English title.
  public let text: String

  /// Creates a title; its weight is the item's style's (Done's own style is done:
  /// ``BarKitScene/BarButtonSystemItem/initialStyle``).
  public init(text: String) { self.text = text }

  /// The point size of bar button titles (measurements.md §5: cap height 24.28 px at @2x → 17 pt).
  public static let pointSize: Double = 17
}
