import Foundation
import TestSupport
import Testing

@testable import BarKitText

/// Unicode's own conformance test of the Bidirectional Algorithm, run through the path the
/// shaper takes from a string to visual order: ``BidiParagraph``'s levels, then its L2 order.
@Suite struct BidiConformanceTests {
  /// BidiCharacterTest.txt of the installed Unicode data (Debian's unicode-data).
  static let path = "/usr/share/unicode/BidiCharacterTest.txt"

  /// Lines of BidiCharacterTest.txt (Unicode 15.0) where ICU 72's result differs from the
  /// file's, each with its reason (Docs/Text.md, "Right to left"): 22 of 91,707.
  static let documentedExceptions: [ClosedRange<Int>: String] = [
    59...62: "an isolate (U+2066-U+2069) right after a PDF (U+202C) that closed an embedding: ICU 72 gives "
      + "the isolate's initiator and PDI the closed embedding's level instead of the enclosing one",
    65...80: "a bracket pair split across embeddings or overrides (U+202A-U+202E, closed by PDF and opened "
      + "again): ICU 72 pairs and resolves the brackets at other levels than rule N0 gives",
    113...113: "a combining mark after a paired bracket and a zero width space (U+200B): rule N0's note gives "
      + "the mark the bracket's level; ICU 72 does not, and U+200B keeps the mark out of the bracket's "
      + "grapheme cluster, where BarKit's per-character levels supply it (lines 83-88, 102 and 108 pass so)",
    120...120: "64 nested bracket pairs: rule BD16 stops pairing at a stack of 63, ICU 72's stack holds more",
  ]
  static let exceptions = documentedExceptions.keys.flatMap { $0 }.sorted()

  @Test(.requiresFile(path, package: "unicode-data"))
  func everyLineOfBidiCharacterTestPasses() throws {
    let text = try String(contentsOfFile: Self.path, encoding: .utf8)
    var checked = 0
    var failures: [Int] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
      let fields = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == 5, "line \(number + 1): five fields")
      let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
      let direction: TextDirection? = ["0": .leftToRight, "1": .rightToLeft][fields[1]]
      let expectedLevels = fields[3].split(separator: " ").map { UInt8($0) }
      let expectedOrder = fields[4].split(separator: " ").compactMap { Int($0) }
      var string = ""
      string.unicodeScalars.append(contentsOf: scalars)
      let paragraph = BidiParagraph(string, direction: direction)
      // The shaper's levels: one per character (grapheme cluster), spread over its scalars.
      let characters = Array(string)
      let scalarLevels = zip(characters, paragraph.levels(of: characters)).flatMap { character, level in
        Array(repeating: level, count: character.unicodeScalars.count)
      }
      // Characters removed by rule X9 (embedding controls, boundary neutrals) have no level and
      // are left out of the expected order; the shaper still places them (they draw nothing).
      let kept = expectedLevels.indices.filter { expectedLevels[$0] != nil }
      let levels = kept.map { scalarLevels[$0] }
      let order = BidiParagraph.visualOrder(levels: scalarLevels).filter { expectedLevels[$0] != nil }
      let paragraphLevel: UInt8 = paragraph.direction == .rightToLeft ? 1 : 0
      // ICU reports a text of one direction at the paragraph's level throughout, without the
      // even levels of embeddings inside it (ICU's own conformance test accepts this): the
      // order drawn is the same, which the order check below still asserts.
      let oneDirection = Set(kept.map { expectedLevels[$0]! % 2 }).count == 1 && Set(levels).count == 1
      let levelsMatch = levels == kept.map { expectedLevels[$0]! } || oneDirection
      checked += 1
      if !levelsMatch || order != expectedOrder || "\(paragraphLevel)" != fields[2] {
        failures.append(number + 1)
      }
    }
    #expect(checked > 90_000, "BidiCharacterTest.txt has about 91,000 cases")
    #expect(failures == Self.exceptions, "\(failures.count) of \(checked) failed: lines \(failures)")
  }
}
