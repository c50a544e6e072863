import BarKitChrome
import BarKitJSON
import BarKitScene

/// One value of a manifest's `locales` axis: a string table for `"@key"` values, the clock
/// style, an optional font family for every string (CJK) and an optional scene fragment.
public struct BatchLocale: Sendable {
  /// The identifier, as the manifest's key (`en`, `de`, `zh-Hans`); it names outputs.
  public let identifier: String
  /// Localized strings by key: a scene string `"@inbox"` becomes `strings["inbox"]`.
  public let strings: [String: String]
  /// How the status bar clock reads; by default ``StatusBarClock/style(forLocale:)``.
  public let clock: StatusBarClock.Style
  /// The scene's `fontFamily` (every string BarKit draws), for scripts the system font lacks
  /// or a brand's face; a scene that names a family keeps it.
  public let fontFamily: String?
  /// Scene keys this locale changes (merged after the style, before the overrides).
  let scene: JSONValue?

  static let keys = ["strings", "clock", "fontFamily", "scene"]

  init(identifier: String, node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    if SystemLanguage(tag: identifier) == nil {
      if let mistake = SystemLanguage.misnaming(of: identifier) { throw node.error(.invalid(mistake)) }
      guard AppStoreLanguage.code(for: identifier) != nil else {
        throw node.error(
          .invalid(
            "\"\(identifier)\" is not a language BarKit has UIKit strings for (\(SystemLanguage.allCases.map(\.rawValue).joined(separator: ", "))) nor one App Store Connect takes (\(AppStoreLanguage.all.joined(separator: ", ")))"
          ))
      }
    }
    self.identifier = identifier
    var table: [String: String] = [:]
    if let strings = o["strings"] {
      guard case .object(let members) = strings.value else { throw strings.mismatch("an object of strings") }
      for m in members {
        table[m.key] = try JSONNode(value: m.value, path: strings.path.appending(key: m.key), context: node.context)
          .string()
      }
    }
    strings = table
    clock = try o.decode("clock", as: StatusBarClock.Style.self) ?? StatusBarClock.style(forLocale: identifier)
    fontFamily = try o["fontFamily"]?.fontFamily()
    scene = try o["scene"].map { n throws(SceneError) in try n.fragment() }
  }

  /// Whether BarKit has no UIKit strings in the locale's language (Arabic, Hebrew): its system
  /// items, Back and Cancel stay English unless the scene gives their titles.
  public var keepsEnglishSystemWords: Bool { SystemLanguage(tag: identifier) == nil }

  /// The string a scene value stands for: `"@key"` is looked up, `"@@text"` is the literal
  /// `"@text"`, anything else is itself.
  func localize(_ value: String, at path: JSONPath) throws(SceneError) -> String {
    guard value.hasPrefix("@") else { return value }
    if value.hasPrefix("@@") { return String(value.dropFirst()) }
    let key = String(value.dropFirst())
    guard let text = strings[key] else {
      throw SceneError(
        path: path, .invalid("no string \"\(key)\" in locale \"\(identifier)\" (locales.\(identifier).strings)"))
    }
    return text
  }
}

extension JSONNode {
  /// This node as a scene fragment: an object of scene keys, checked only once merged.
  func fragment() throws(SceneError) -> JSONValue {
    guard case .object = value else { throw mismatch("an object of scene keys") }
    return value
  }
}
