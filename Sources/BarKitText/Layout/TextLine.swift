/// One line of text, shaped and measured in points; draw it with
/// ``draw(into:baselineOrigin:scale:)`` or get its coverage with ``renderMask(scale:)``.
///
/// Layout happens once, in points, independent of the display scale: glyphs are not hinted, so
/// advances scale linearly (Docs/Text.md). When `maxWidth` is given and the text is wider, it
/// is cut at a character boundary and ends in "…" (`NSLineBreakByTruncatingTail`).
public struct TextLine: Sendable {
  /// The text as laid out: the input, or its truncated form ending in "…".
  public let string: String
  /// The style the line was laid out in.
  public let style: TextStyle
  /// Whether the text was shortened to fit `maxWidth`.
  public let isTruncated: Bool
  /// Substitutions made: a missing family or weight, characters no font covers.
  public let warnings: [TextWarning]
  /// The primary face (characters it lacks come from fallback faces).
  public let face: FontFace
  /// The advance width in points: where the next line segment would start.
  public let advance: Double
  /// Ascent, descent, cap height and x-height of the primary font at the style's size.
  public let metrics: FontMetrics
  /// The paragraph direction the line was laid out in: given, or its first strong character's.
  public let direction: TextDirection
  /// Whether the line reads right to left (Hebrew, Arabic): its first character is drawn on the right.
  public var isRightToLeft: Bool { direction == .rightToLeft }
  let glyphs: [PositionedGlyph]

  /// The ellipsis that ends truncated text (U+2026).
  public static let ellipsis = "\u{2026}"

  /// Shapes `string` in `style`, truncating with "…" to `maxWidth` points when given. Control
  /// characters (line breaks, tabs) become spaces: the line is single. Runs of the other
  /// direction are placed as the Unicode Bidirectional Algorithm places them in a paragraph
  /// reading `direction` (by default its first strong character's: Hebrew and Arabic lines
  /// read right to left).
  public init(
    _ string: String, style: TextStyle, maxWidth: Double? = nil, direction: TextDirection? = nil,
    library: FontLibrary = .shared
  ) {
    let string = String(string.map { $0.unicodeScalars.first?.properties.generalCategory == .control ? " " : $0 })
    let resolved = library.resolve(family: style.font.family, weight: style.font.weight)
    let direction = direction ?? TextDirection(firstStrongIn: string)
    let shape = { (text: String) in
      Shaper.shape(
        text, primary: resolved, size: style.font.size, letterSpacing: style.letterSpacing,
        proportionalFigures: style.font.proportionalFigures, direction: direction, library: library)
    }
    var text = string
    var shaped = shape(string)
    var truncated = false
    if let maxWidth, shaped.advance > maxWidth {
      (text, shaped) = TextLine.truncate(string, to: maxWidth, shape: shape)
      truncated = true
    }
    self.string = text
    self.style = style
    self.isTruncated = truncated
    self.face = resolved.face
    self.glyphs = shaped.glyphs
    self.advance = shaped.advance
    self.metrics = resolved.face.metrics(size: style.font.size)
    self.direction = direction
    self.warnings = resolved.warnings + shaped.warnings
  }

  /// The longest prefix (whole characters, trailing spaces dropped) that fits with "…"; just
  /// "…" when no character fits, and nothing when not even "…" does.
  private static func truncate(
    _ string: String, to maxWidth: Double, shape: (String) -> ShapedText
  ) -> (String, ShapedText) {
    let characters = Array(string)
    func candidate(_ count: Int) -> String {
      var prefix = String(characters[0..<count])
      while prefix.last?.isWhitespace == true { prefix.removeLast() }
      return prefix + ellipsis
    }
    // Binary search for the longest prefix: its width grows with its length (kerning aside,
    // which moves a pen by far less than a character).
    var fits = -1
    var low = 0, high = characters.count - 1
    var best = ShapedText()
    while low <= high {
      let mid = (low + high) / 2
      let shaped = shape(candidate(mid))
      if shaped.advance <= maxWidth {
        fits = mid
        best = shaped
        low = mid + 1
      } else {
        high = mid - 1
      }
    }
    guard fits >= 0 else { return ("", ShapedText(warnings: best.warnings)) }
    return (candidate(fits), best)
  }

  /// The x, in points from the left of a box `width` wide, where the pen starts so the line's
  /// advance sits at `alignment` (UIKit aligns the advance, not the ink).
  public func penX(for alignment: TextAlignment, inWidth width: Double) -> Double {
    switch alignment {
    case .left: 0
    case .center: (width - advance) / 2
    case .right: width - advance
    }
  }
}
