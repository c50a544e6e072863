import BarKitJSON

/// The scene's `locale`: a BCP 47 tag as written, and the language of everything BarKit writes
/// itself (system item titles, "Back", the search bar's Cancel, the clock's format).
public struct SceneLocale: Hashable, Sendable {
  /// The tag as written (`de`, `en-GB`, `zh-Hans`).
  public let identifier: String
  /// The language of UIKit's strings.
  public let language: SystemLanguage

  /// The locale of `identifier`, or `nil` when BarKit has no strings for its language.
  public init?(_ identifier: String) {
    guard let language = SystemLanguage(tag: identifier) else { return nil }
    self.identifier = identifier
    self.language = language
  }

  /// How the locale writes the status bar clock (`9:41 AM`, `09:41`, `上午9:41`).
  public var clockStyle: StatusBarClock.Style { StatusBarClock.style(forLocale: identifier) }

  /// English, UIKit's development language: what a scene without `locale` shows.
  public static let english = SceneLocale("en")!
}

extension SceneLocale: SceneCodable {
  package init(scene node: JSONNode) throws(SceneError) {
    let tag = try node.string()
    guard let locale = SceneLocale(tag) else { throw node.error(.invalid(SystemLanguage.refusal(of: tag))) }
    self = locale
  }

  package var sceneJSON: JSONValue { .string(identifier) }
}
