/// Which way a line reads (`NSWritingDirection`): the paragraph direction of the Unicode
/// Bidirectional Algorithm (UAX #9), which decides where runs of the other direction go.
public enum TextDirection: String, CaseIterable, Hashable, Sendable {
  case leftToRight
  case rightToLeft

  /// The direction of the first strongly directional character of `text` (UAX #9, rules
  /// P2–P3, isolates skipped), left to right when there is none.
  public init(firstStrongIn text: String) {
    self = BidiParagraph(text, direction: nil).direction
  }
}
