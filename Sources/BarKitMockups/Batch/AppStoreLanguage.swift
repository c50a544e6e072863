import BarKitScene

/// The languages App Store Connect takes screenshots and metadata in, by the codes fastlane
/// deliver names its screenshot folders with (fastlane's `FastlaneCore::Languages::ALL_LANGUAGES`,
/// github.com/fastlane/fastlane, fastlane_core/lib/fastlane_core/languages.rb; "Deliver",
/// docs.fastlane.tools/actions/deliver: one folder per language under `screenshots/`).
enum AppStoreLanguage {
  /// Every code, as App Store Connect writes it.
  static let all = [
    "ar-SA", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi", "fr-CA",
    "fr-FR", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nl-NL", "no", "pl", "pt-BR", "pt-PT", "ro", "ru",
    "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant",
  ]

  /// The App Store Connect code for a manifest locale (`de` → `de-DE`, `en` → `en-US`, `ar` →
  /// `ar-SA`, `nb` → `no`, `zh-CN` → `zh-Hans`), or `nil` when App Store Connect has none.
  /// A code written in full wins; a bare language takes its home region (`fr-FR`, not `fr-CA`).
  static func code(for identifier: String) -> String? {
    if let exact = all.first(where: { $0.lowercased() == identifier.lowercased() }) { return exact }
    let parts = identifier.lowercased().split(separator: "-").map(String.init)
    guard let language = parts.first else { return nil }
    switch language {
    case "zh":
      return SystemLanguage(tag: identifier).map { $0 == .zhHant ? "zh-Hant" : "zh-Hans" }
    case "nb", "nn": return "no"
    case "en": return "en-US"
    case "fr": return "fr-FR"
    case "pt": return "pt-BR"
    default:
      return all.first { $0.lowercased() == language || $0.lowercased().hasPrefix(language + "-") }
    }
  }
}
