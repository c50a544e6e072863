import Testing

@testable import BarKitText

/// Right-to-left lines: words, fallback runs and embedded left-to-right text in visual order
/// (the Unicode Bidirectional Algorithm's result for one paragraph of two levels).
@Suite struct BidiTests {
  let style = TextStyle(font: .navigationTitle)

  /// The x of the glyph `character` maps to in the face that drew it.
  private func x(of character: Unicode.Scalar, in line: TextLine) -> Double? {
    line.glyphs.first { $0.glyph == $0.face.glyph(for: character) }?.x
  }

  @Test func hebrewWordsRunRightToLeft() throws {
    // Hebrew comes from a fallback face and the space from the primary one: three runs, whose
    // order must be reversed as well as each run's glyphs.
    let line = TextLine("שלום עולם", style: style)
    let first = try #require(x(of: "ש", in: line))
    let last = try #require(x(of: "ע", in: line))
    #expect(first > last, "the first word sits on the right")
    #expect(line.glyphs.map(\.x).max() == first, "the first letter is the rightmost glyph")
    #expect(line.isRightToLeft)
  }

  @Test func arabicWordsRunRightToLeft() throws {
    let line = TextLine("مرحبا بالعالم", style: style)
    #expect(line.warnings.isEmpty, "\(line.warnings)")
    let rightmost = try #require(line.glyphs.max { $0.x < $1.x })
    let leftmost = try #require(line.glyphs.min { $0.x < $1.x })
    // The first word's first letter (meem, initial form) is on the right; the last word's
    // last letter (meem, final form) on the left.
    #expect(rightmost.cluster == 0)
    #expect(leftmost.cluster == Array("مرحبا بالعالم".utf8).count - 2)
  }

  @Test func numbersInsideArabicReadLeftToRightBetweenTheWords() throws {
    // "عدد 123 كبير": drawn before the fix with the first word on the left.
    let line = TextLine("عدد 123 كبير", style: style)
    let one = try #require(x(of: "1", in: line)), three = try #require(x(of: "3", in: line))
    let rightmost = try #require(line.glyphs.max { $0.x < $1.x })
    #expect(rightmost.cluster == 0, "the first word on the right")
    #expect(one < three, "123 reads left to right")
    let lastWord = line.glyphs.filter { $0.cluster >= Array("عدد 123 ".utf8).count }
    #expect(lastWord.allSatisfy { $0.x < one }, "the last word on the left of the number")
  }

  @Test func latinInsideRightToLeftKeepsItsOrder() throws {
    let line = TextLine("שלום ABC", style: style)
    let a = try #require(x(of: "A", in: line)), c = try #require(x(of: "C", in: line))
    let shin = try #require(x(of: "ש", in: line))
    #expect(a < c, "ABC reads left to right")
    #expect(c < shin, "after the Hebrew word, to its left")
  }

  @Test func leftToRightLinesAreUnchanged() throws {
    let line = TextLine("Inbox שלום", style: style)
    #expect(!line.isRightToLeft)
    let i = try #require(x(of: "I", in: line)), shin = try #require(x(of: "ש", in: line))
    #expect(i < shin)
    #expect(line.glyphs.map(\.x).min() == i)
  }

  @Test func explicitDirectionOverridesTheFirstStrongCharacter() throws {
    let line = TextLine("ABC שלום", style: style, direction: .rightToLeft)
    let a = try #require(x(of: "A", in: line)), shin = try #require(x(of: "ש", in: line))
    #expect(a > shin, "in a right-to-left paragraph the first run is on the right")
  }
}
