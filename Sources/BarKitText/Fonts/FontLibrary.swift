import BarKitTypography
import CFontconfig
import Synchronization

/// Finds fonts through fontconfig and keeps every face it opened.
///
/// A descriptor's family and weight resolve to a primary face (``resolve(family:weight:)``);
/// characters the primary lacks resolve, one by one, to the first font in fontconfig's sorted
/// fallback list whose character set covers them (``fallbackFace(for:after:)``), so Chinese
/// titles render with WenQuanYi Micro Hei next to Inter.
///
/// Thread safety: fontconfig and the caches are used under one lock; the returned
/// ``FontFace`` values are safe to use from any thread. Memory: one entry per installed font
/// used and per distinct character seen, bounded by the fonts and scripts in use.
public final class FontLibrary: @unchecked Sendable {
  /// The process-wide library, on fontconfig's default configuration.
  public static let shared = FontLibrary()

  private let state: Mutex<FontconfigState>

  /// Loads fontconfig's default configuration and font list.
  public init() { state = Mutex(FontconfigState()) }

  /// Loads fontconfig's defaults plus the configuration file at `configurationPath` (for
  /// example one whose `<dir>` adds a folder of fonts), with `policy` for the system face.
  public init(configurationPath: String, policy: TypefacePolicy = .pinned) {
    state = Mutex(FontconfigState(configuration: configurationPath))
    state.withLock { $0.policy = policy }
  }

  /// Which family draws ``FontDescriptor/systemFamily``: ``TypefacePolicy/pinned`` unless set,
  /// so tests and goldens get the same face on every machine; the `barkit` command sets
  /// ``TypefacePolicy/realFaceFirst``.
  public var typefacePolicy: TypefacePolicy {
    get { state.withLock { $0.policy } }
    set { state.withLock { $0.policy = newValue } }
  }

  /// The face the system family uses at `weight` under the current policy, for reports:
  /// "Nimbus Sans Regular, emboldened by 0.034 em (/usr/share/fonts/…/NimbusSans-Regular.otf)".
  public func systemFace(weight: FontWeight = .regular) -> String {
    resolve(family: FontDescriptor.systemFamily, weight: weight).face.description
  }

  /// One line for `validate` and golden failure reports: the policy, then the system face at
  /// Regular and Medium (the weights the bars use).
  public var typefaceReport: String {
    "system font (\(typefacePolicy)): \(systemFace(weight: .regular)); medium: \(systemFace(weight: .medium))"
  }

  /// The face for `family` at `weight`, with the warnings its choice raised. A missing family
  /// falls back to ``FontDescriptor/defaultFamily`` and then to fontconfig's own best match.
  public func resolve(family: String, weight: FontWeight) -> ResolvedFont {
    state.withLock { $0.resolve(family: family, weight: weight) }
  }

  /// Whether `family` names a face text can be drawn in: the system face, a generic family, an
  /// installed family or a stand-in fontconfig's configuration aliases it to. A name that is
  /// none (a typo: "Intr", "Helvetica Nue") is an error for scenes and commands, never a silent
  /// fallback (Docs/Text.md, "Font families").
  public func hasFamily(_ family: String) -> Bool { state.withLock { $0.hasFamily(family) } }

  /// Every installed family name, sorted: the candidates a misspelt name is compared with.
  public var installedFamilies: [String] { state.withLock { $0.installedFamilies() } }

  /// CSS's generic families, which fontconfig resolves by its configuration.
  static let genericFamilies: Set<String> = [
    "sans-serif", "serif", "monospace", "cursive", "fantasy", "emoji", "math", "system-ui",
  ]

  /// The face that should draw `character` when `primary` does not cover it, or `nil` when no
  /// installed font does. Results are cached per primary face and character.
  func fallbackFace(for character: Character, after primary: ResolvedFont) -> FontFace? {
    state.withLock { $0.fallbackFace(for: character, after: primary) }
  }

  /// The colour font that should draw `character`, an emoji, or `nil` when no installed colour
  /// font covers it (Noto Color Emoji, the stand-in for Apple Color Emoji). Cached per character.
  func colorFace(for character: Character) -> FontFace? {
    state.withLock { $0.colorFace(for: character) }
  }

  /// The emoji this library met that no installed colour font covers, each once, in the order
  /// met: drawn as text. Commands print them in one warning per run (``noColorFontWarning``).
  public var emojiWithoutColorFont: [Character] { state.withLock { $0.emojiWithoutColorFont } }

  /// One line naming every emoji drawn without a colour font so far, or `nil` when there is
  /// none: `no colour emoji font covers "🥾" (U+1F97E), "✨" (U+2728); drawn as text (install
  /// fonts-noto-color-emoji)`.
  public var noColorFontWarning: String? { noColorFontWarning(after: 0) }

  /// ``noColorFontWarning`` for the emoji met after the first `count` of
  /// ``emojiWithoutColorFont``: those one run (one command) drew, in a process that runs several.
  public func noColorFontWarning(after count: Int) -> String? {
    let missing = emojiWithoutColorFont.dropFirst(count)
    guard !missing.isEmpty else { return nil }
    let named = missing.map { c in
      "\"\(c)\" (" + c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        + ")"
    }
    return
      "no colour emoji font covers \(named.joined(separator: ", ")); drawn as text (install fonts-noto-color-emoji)"
  }

  /// How many fonts fontconfig offers as fallbacks after `primary` (for warnings).
  func fallbackCount(after primary: ResolvedFont) -> Int {
    state.withLock { $0.fallbackChain(for: primary).count }
  }
}

/// A primary face and what it took to get it.
public struct ResolvedFont: Sendable {
  /// The face that draws the text (characters it lacks fall back per character).
  public let face: FontFace
  /// Substitutions made to find it, empty when the family and weight were found.
  public let warnings: [TextWarning]
  /// The fontconfig weight asked for, kept so fallbacks match it.
  let weight: FontWeight
}
