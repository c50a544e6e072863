import BarKitText
import Foundation
import TestSupport
import Testing

/// Unicode's own conformance test of the Line Breaking Algorithm (UAX #14), run through
/// ``LineBreaks/opportunities(in:language:)``, the call every wrapping caller makes.
@Suite struct LineBreakConformanceTests {
  /// LineBreakTest.txt of the installed Unicode data (Debian's unicode-data).
  static let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

  /// Lines of LineBreakTest.txt (Unicode 15.0) where ICU 72 finds fewer opportunities, each with
  /// its reason (Docs/Text.md, "Line breaking"): 22 of 7,654. Both keep text together that the
  /// file would let break, so a wrapped line is never cut where UAX #14 forbids.
  static let documentedExceptions: [[Int]: String] = [
    [2265, 2267, 2421, 2423, 2425, 2427, 2429, 2431]:
      "a hyphen-minus starting the text, before a letter or symbol (\"-#\", \"-§\"): ICU 72 keeps them "
      + "together, as Unicode 15.1 later made rule LB20a; the 15.0 file breaks",
    [2873, 2875, 7477, 7576, 7577, 7578, 7579, 7580, 7581, 7583, 7584, 7585, 7586, 7587]:
      "a full stop or comma before a digit (\",0\", \".35\", \"a.2\"): ICU 72 reads them as one number "
      + "and keeps them together; the file breaks between them",
  ]
  static let exceptions = documentedExceptions.keys.flatMap { $0 }.sorted()

  @Test(.requiresFile(path, package: "unicode-data"))
  func everyLineOfLineBreakTestPasses() throws {
    let text = try String(contentsOfFile: Self.path, encoding: .utf8)
    var checked = 0
    var failures: [Int] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let rule = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let tokens = rule.split(whereSeparator: \.isWhitespace)
      guard !tokens.isEmpty else { continue }
      var string = ""
      var expected: [Int] = []
      for token in tokens {
        switch token {
        case "÷": if !string.unicodeScalars.isEmpty { expected.append(string.unicodeScalars.count) }
        case "×": break
        default: string.unicodeScalars.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
        }
      }
      // The test file is UAX #14's default rules, which a language tag other than Japanese keeps
      // (Japanese adds phrase breaking, tested by the caption tests).
      let found = LineBreaks.opportunities(in: string, language: "und").map {
        string.unicodeScalars[..<$0.index].count
      }
      checked += 1
      if found != expected { failures.append(number + 1) }
    }
    #expect(checked > 7_000, "LineBreakTest.txt has about 7,600 cases")
    #expect(failures == Self.exceptions, "\(failures.count) of \(checked) failed: lines \(failures)")
  }

  @Test func japaneseBreaksBetweenPhrasesAndNeverBeforeTheProlongedSoundMark() {
    let text = "プロファイルを「簡単」にーっ編集できます。"
    let breaks = LineBreaks.opportunities(in: text).map { text[..<$0.index].count }
    // ICU's phrase model with the line rules: after "プロファイルを", "「簡単」", "にーっ",
    // "編集", and the end; never inside "プロファイル", never before "ー" or "」".
    #expect(breaks == [7, 11, 14, 16, 21])
  }

  @Test func aLineFeedIsMandatory() {
    let text = "one two\nthree"
    let found = LineBreaks.opportunities(in: text).map { (text[..<$0.index].count, $0.isMandatory) }
    #expect(found.map(\.0) == [4, 8, 13])
    #expect(found.map(\.1) == [false, true, false], "the text's end is an opportunity, not a forced break")
  }
}
