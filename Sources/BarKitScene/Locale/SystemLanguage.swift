/// A language BarKit writes UIKit's own strings in (the scene's `locale`, resolved).
public enum SystemLanguage: String, CaseIterable, Sendable {
  case en, de, fr, es, it
  /// Brazilian Portuguese (Apple's `pt`).
  case ptBR = "pt-BR"
  case nl, sv, ru, ja, ko
  /// Simplified Chinese (Apple's `zh_CN`).
  case zhHans = "zh-Hans"
  /// Traditional Chinese (Apple's `zh_TW`).
  case zhHant = "zh-Hant"

  /// The language of a BCP 47 tag (`de`, `de-AT`, `pt`, `zh-Hans-CN`, `zh-TW`), or `nil` when
  /// BarKit has no strings for it. Region subtags are ignored, except that Portuguese is
  /// Brazilian unless it is `pt-PT` (as Apple's `pt` table is), and a Chinese region picks its
  /// script when no script is given (`zh-CN` simplified, `zh-TW` and `zh-HK` traditional).
  public init?(tag: String) {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
    guard let first = parts.first, parts.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(\.isLetterOrDigit) })
    else { return nil }
    switch first {
    case "pt":
      guard parts.count < 2 || parts[1] != "pt" else { return nil }
      self = .ptBR
    case "zh":
      if parts.contains("hans") || parts.contains("cn") || parts.contains("sg") {
        self = .zhHans
      } else if parts.contains("hant") || parts.contains("tw") || parts.contains("hk") || parts.contains("mo") {
        self = .zhHant
      } else {
        return nil
      }
    default:
      guard let language = Self(rawValue: first), language != .ptBR, language != .zhHans, language != .zhHant
      else { return nil }
      self = language
    }
  }
}

extension Character {
  fileprivate var isLetterOrDigit: Bool { isASCII && (isLetter || isNumber) }
}
