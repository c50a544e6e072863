/// Vertical metrics of a font at a size, in points, y up from the baseline as typographers
/// measure (UIKit's `UIFont.ascender`, `descender`, `capHeight`, `xHeight`).
public struct FontMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the top of the line box (hhea ascender).
  public var ascent: Double
  /// Distance from the baseline down to the bottom of the line box, positive (−hhea descender).
  public var descent: Double
  /// Extra space between lines recommended by the font (hhea line gap).
  public var leading: Double
  /// Height of flat capitals such as "H" (OS/2 sCapHeight).
  public var capHeight: Double
  /// Height of flat lower-case letters such as "x" (OS/2 sxHeight).
  public var xHeight: Double

  /// `ascent + descent`: the height of the line box without leading.
  public var height: Double { ascent + descent }

  /// Creates metrics from their parts.
  public init(ascent: Double, descent: Double, leading: Double, capHeight: Double, xHeight: Double) {
    self.ascent = ascent
    self.descent = descent
    self.leading = leading
    self.capHeight = capHeight
    self.xHeight = xHeight
  }

  /// The same metrics at `factor` times the size.
  func scaled(by factor: Double) -> FontMetrics {
    FontMetrics(
      ascent: ascent * factor, descent: descent * factor, leading: leading * factor,
      capHeight: capHeight * factor, xHeight: xHeight * factor)
  }
}
