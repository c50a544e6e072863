import Foundation
import Testing

@testable import BarKitText

/// ``CanonicalMapping`` agrees with Foundation's Unicode normalization, which BarKitText used
/// before it dropped Foundation (Docs/Architecture.md, "Foundation").
struct CanonicalMappingTests {
  /// Precomposed and decomposed letters, marks in and out of canonical order, stacked marks,
  /// a mark that composes with nothing, Hangul syllables built from jamo, and plain letters.
  static let characters: [Character] = [
    "e", "é", "e\u{301}", "ệ", "e\u{323}\u{302}", "e\u{302}\u{323}", "a\u{301}\u{323}", "a\u{301}\u{301}",
    "Å", "A\u{30A}", "\u{212B}", "ñ", "n\u{303}", "ǖ", "u\u{308}\u{304}", "x\u{301}", "각", "\u{1100}\u{1161}\u{11A8}",
    "가", "\u{1100}\u{1161}", "ồ", "o\u{302}\u{300}", "ß", "字", "1", "\u{0F73}",
  ]

  @Test(arguments: characters)
  func composedIsNormalizationFormC(_ character: Character) {
    let foundation = String(character).precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value)
    #expect(CanonicalMapping.composed(character).map(\.value) == foundation)
  }

  @Test(arguments: characters)
  func baseIsTheFirstScalarOfNormalizationFormD(_ character: Character) {
    let foundation = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first
    #expect(CanonicalMapping.base(of: character) == foundation)
  }

  @Test func precomposedLettersHaveTheirBaseLetter() {
    #expect(CanonicalMapping.base(of: "é") == "e")
    #expect(CanonicalMapping.base(of: "ệ") == "e")
    #expect(CanonicalMapping.composed("e\u{301}") == ["é"])
  }
}
