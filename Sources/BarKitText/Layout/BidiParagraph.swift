import CBarKitICU

/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9), as ICU's `ubidi`
/// implements it: every rule, explicit embeddings, overrides and isolates included, at the
/// Unicode version of the installed ICU (Docs/Text.md, "Right to left").
struct BidiParagraph {
  /// The paragraph direction: given, or the first strong character's (rules P2–P3).
  let direction: TextDirection
  /// The embedding level of each Unicode scalar of the text, in logical order, after rule L1
  /// (trailing spaces at the paragraph's level). Odd levels read right to left.
  let levels: [UInt8]

  /// Resolves `text` as one paragraph reading `direction`, or its first strong character's
  /// direction when `nil`.
  init(_ text: String, direction: TextDirection?) {
    let units = Array(text.utf16)
    var unitLevels = [UInt8](repeating: 0, count: units.count)
    var paragraphLevel: UInt8 = 0
    let asked: BarKitBidiParagraph =
      switch direction {
      case .leftToRight: BARKIT_BIDI_LEFT_TO_RIGHT
      case .rightToLeft: BARKIT_BIDI_RIGHT_TO_LEFT
      case nil: BARKIT_BIDI_FIRST_STRONG
      }
    let status =
      units.isEmpty
      ? 0 : barkit_bidi_levels(units, Int32(units.count), asked, &unitLevels, &paragraphLevel)
    if status != 0 {
      // ICU fails only on allocation or lengths over 2^31 units: read the text as one run in
      // the asked direction rather than stop.
      paragraphLevel = direction == .rightToLeft ? 1 : 0
      unitLevels = [UInt8](repeating: paragraphLevel, count: units.count)
    }
    self.direction = paragraphLevel % 2 == 1 ? .rightToLeft : .leftToRight
    // A scalar outside the Basic Multilingual Plane takes two UTF-16 units of one level.
    var levels: [UInt8] = []
    levels.reserveCapacity(text.unicodeScalars.count)
    var unit = 0
    for scalar in text.unicodeScalars {
      levels.append(unitLevels[unit])
      unit += UTF16.width(scalar)
    }
    self.levels = levels
  }

  /// The level of each of `characters` (the paragraph's text as grapheme clusters): its first
  /// scalar's. A cluster's marks and joiners are drawn with their base, so they take its level,
  /// which is what rule W1 and the note to N0 (a mark after a paired bracket takes the bracket's
  /// level) ask for.
  func levels(of characters: [Character]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(characters.count)
    var scalar = 0
    for character in characters {
      out.append(levels[scalar])
      scalar += character.unicodeScalars.count
    }
    return out
  }

  /// The order to draw items in, left to right, given each item's level in logical order (rule
  /// L2: from the highest level down to the lowest odd one, every maximal sequence at that level
  /// or above is reversed). Items are characters, or runs of one level.
  static func visualOrder(levels: [UInt8]) -> [Int] {
    var order = [Int32](repeating: 0, count: levels.count)
    guard !levels.isEmpty, barkit_bidi_reorder(levels, Int32(levels.count), &order) == 0 else {
      return Array(levels.indices)
    }
    return order.map(Int.init)
  }
}
