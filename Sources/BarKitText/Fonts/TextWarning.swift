import BarKitTypography

/// Something text layout had to substitute. Layout never fails on a font problem; it falls back
/// and reports what it did, so a scene renders and its author can see why it looks different.
public enum TextWarning: Hashable, Sendable, CustomStringConvertible {
  /// No installed font has the requested family; `searched` is the fontconfig pattern asked for
  /// and `substitute` the family and file used instead.
  case familyNotFound(requested: String, searched: String, substitute: String)
  /// The family exists but not at this weight; the nearest weight fontconfig had is used.
  case weightNotFound(family: String, requested: FontWeight, substitute: String)
  /// No installed font covers the character: it is drawn with the primary font's
  /// missing-glyph box. `searched` counts the fonts fontconfig offered.
  case noFontCovers(character: Character, searched: Int)

  /// The character is an emoji and no installed colour font covers it: it is drawn by the text
  /// fallback (a monochrome glyph, or the missing-glyph box). Debian's fonts-noto-color-emoji
  /// provides one.
  case noColorFont(character: Character)

  var isFamilyNotFound: Bool {
    if case .familyNotFound = self { true } else { false }
  }

  /// One line naming what was asked for and what was used instead.
  public var description: String {
    switch self {
    case .familyNotFound(let requested, let searched, let substitute):
      return "font family \"\(requested)\" is not installed (fontconfig searched \"\(searched)\"); using \(substitute)"
    case .weightNotFound(let family, let requested, let substitute):
      return "font family \"\(family)\" has no \(requested) weight; using \(substitute)"
    case .noFontCovers(let character, let searched):
      let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      return "no installed font covers \"\(character)\" (\(codes.joined(separator: " "))) among \(searched) fonts "
        + "fontconfig offered; drawn as a missing-glyph box"
    case .noColorFont(let character):
      let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      return "no colour emoji font covers \"\(character)\" (\(codes.joined(separator: " "))); drawn as text "
        + "(install fonts-noto-color-emoji)"
    }
  }
}
