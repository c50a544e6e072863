extension SystemLanguage {
  /// Why `tag` has no UIKit strings, suggested by language, never by spelling (`ar` is not a
  /// misspelled `fr`): a region written for a language (`jp`) names the language; `zh`
  /// without a script names both scripts; any other language says how to give the strings.
  static func refusal(of tag: String) -> String {
    if let mistake = misnaming(of: tag) { return mistake }
    let quoted = "\"\(tag)\""
    let languages = allCases.map(\.rawValue).joined(separator: ", ")
    return
      "\(quoted) is not one of the 13 localized languages (\(languages)); give the strings with each system item's \"title\", the backItem's \"title\" and the search bar's \"cancelButtonTitle\", and the clock with statusBar \"time\", and leave \"locale\" out"
  }

  /// Why `tag` names no language at all, or `nil` when it might: not a tag, a region written
  /// for a language (`jp`), or `zh` without a script. Batch manifests refuse these too, though
  /// they take languages BarKit has no UIKit strings for.
  package static func misnaming(of tag: String) -> String? {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
    let quoted = "\"\(tag)\""
    guard let first = parts.first, !first.isEmpty, first.count <= 8, first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return "\(quoted) is not a language tag (expected a BCP 47 tag such as \"de\", \"en-GB\" or \"zh-Hant\")" }
    if let language = regionsWrittenForLanguages[first] {
      return "\(quoted) is a region, not a language; the language is \"\(language)\""
    }
    if first == "zh", SystemLanguage(tag: tag) == nil {
      return
        "\(quoted) needs a script or a region: \"zh-Hans\" (simplified, as zh-CN) or \"zh-Hant\" (traditional, as zh-TW and zh-HK)"
    }
    return nil
  }

  /// Country codes often written where a language code belongs, and the language meant; only
  /// codes that are no language's own (`tw` is Twi, `se` Northern Sami, `uk` Ukrainian).
  private static let regionsWrittenForLanguages: [String: String] = [
    "jp": "ja", "kr": "ko", "cn": "zh-Hans", "hk": "zh-Hant", "us": "en", "gb": "en",
  ]
}
