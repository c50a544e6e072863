import CBarKitICU

/// Where a line of text may end, by the Unicode Line Breaking Algorithm (UAX #14) as ICU's line
/// break iterator implements it (Docs/Text.md, "Line breaking"): never inside a word of any
/// script, and with the Japanese and Chinese line-start rules (kinsoku: no line starts with
/// `ー`, `、`, `。`, a small kana or a closing bracket; ICU's default resolves class CJ to NS, as
/// UAX #14's rule LB1 suggests). Japanese text may further break only between phrases (ICU's
/// `lw=phrase` locale keyword, ICU 71 and later), so "プロファイル" stays whole.
public enum LineBreaks {
  /// A place after which a line may end.
  public struct Opportunity: Hashable, Sendable {
    /// The index in the text after which the line may end: the next line starts here.
    public let index: String.Index
    /// Whether the line must end here (after a line feed or another mandatory break, UAX #14's
    /// class BK, CR, LF or NL); the end of the text is an opportunity like any other.
    public let isMandatory: Bool
  }

  /// Every opportunity in `text`, in order, the end of the text included (UAX #14's rule LB3).
  /// `language` is a BCP 47 tag (`"ja"`, `"zh-Hans"`); `nil` treats text with kana as Japanese
  /// (kana are written only in Japanese) and anything else by the default rules.
  public static func opportunities(in text: String, language: String? = nil) -> [Opportunity] {
    let units = Array(text.utf16)
    guard !units.isEmpty else { return [] }
    let rules = breaks(units, locale: "")
    let japanese = language.map { $0.lowercased().hasPrefix("ja") } ?? containsKana(text)
    guard japanese else { return rules.map { opportunity(text, $0) } }
    // ICU's phrase mode chooses phrase boundaries by a model and does not apply every line
    // rule at them (it allows a break before "ー"), so a break must be allowed by both.
    let phrases = Set(breaks(units, locale: "ja@lw=phrase").map(\.offset))
    return rules.filter { $0.isMandatory || phrases.contains($0.offset) }.map { opportunity(text, $0) }
  }

  /// The offsets, in UTF-16 units, after which a line may end, by the rules of `locale`.
  private static func breaks(_ units: [UInt16], locale: String) -> [(offset: Int, isMandatory: Bool)] {
    // At most one opportunity per unit, plus the end.
    var offsets = [Int32](repeating: 0, count: units.count + 1)
    var mandatory = [UInt8](repeating: 0, count: units.count + 1)
    var count: Int32 = 0
    let status = barkit_line_breaks(
      units, Int32(units.count), locale, &offsets, &mandatory, Int32(offsets.count), &count)
    // ICU fails only when it cannot allocate or load its rules: the text's end is then the one
    // place a line ends, and the caller sees one long line rather than a crash.
    guard status == 0 else { return [(units.count, true)] }
    return (0..<Int(count)).map { (Int(offsets[$0]), mandatory[$0] != 0) }
  }

  private static func opportunity(_ text: String, _ found: (offset: Int, isMandatory: Bool)) -> Opportunity {
    Opportunity(index: String.Index(utf16Offset: found.offset, in: text), isMandatory: found.isMandatory)
  }

  /// Whether `text` has a hiragana or katakana letter (Unicode's Hiragana, Katakana, Katakana
  /// Phonetic Extensions and half-width katakana blocks).
  private static func containsKana(_ text: String) -> Bool {
    text.unicodeScalars.contains { s in
      (0x3041...0x30FA).contains(s.value) || (0x31F0...0x31FF).contains(s.value)
        || (0xFF66...0xFF9D).contains(s.value)
    }
  }
}
