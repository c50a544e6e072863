/// A heavier weight made from a lighter face's outlines, as systems synthesize a weight a family
/// lacks: FreeType's `FT_Outline_EmboldenXY` widens every stroke, and each glyph's advance grows
/// so that the wider letters keep their spacing.
///
/// Amounts are fractions of the em, so one synthesis looks the same at every size and scale.
/// The stand-in's Medium is this applied to its Regular, by the amount measured against iOS 7's
/// Helvetica Neue Medium (Docs/Text.md, "Choosing the stand-in").
struct WeightSynthesis: Hashable, Sendable {
  /// How much wider each vertical stroke gets, em.
  let horizontal: Double
  /// How much taller each horizontal stroke gets, em (the foot stays on the baseline).
  let vertical: Double
  /// How much each glyph's advance grows, em.
  let advance: Double

  /// Amounts per 100 CSS weight units, fitted with Tests/Scripts/measure-captures.py on every
  /// title and clock of the captures (Docs/Text.md): Nimbus Sans Regular's "l" stem is 0.084 em
  /// and iOS 7's Medium 0.116–0.120 em (measurements.md §5), so strokes grow by about 0.044 em;
  /// horizontal strokes by much less, or flat tops would rise above the measured cap height
  /// (24.28 px at 17 pt @2x); advances by 0.020 em, which fits the captured titles and clocks
  /// (it replaces the stand-in's Regular tracking, ``TypefacePolicy/tracking(size:)``).
  static let perHundred = (horizontal: 0.044, vertical: 0.008, advance: 0.020)

  /// The synthesis that takes a face of CSS weight `from` to `to`, or `nil` when `to` is not
  /// heavier (lighter weights are never synthesized; fontconfig's nearest face is used).
  /// Fallback faces (CJK) get half the amount: WenQuanYi Micro Hei emboldened by it has 1.00 of
  /// the ink of the Medium title "憲一" in the CTA capture, where the full amount gives 1.12 and
  /// none 0.89 (Tests/Scripts/measure-captures.py).
  static let fallbackStrength = 0.5

  init?(from: Int, to: Int, strength: Double = 1) {
    guard to > from else { return nil }
    let steps = Double(to - from) / 100 * strength
    horizontal = WeightSynthesis.perHundred.horizontal * steps
    vertical = WeightSynthesis.perHundred.vertical * steps
    advance = WeightSynthesis.perHundred.advance * steps
  }
}
