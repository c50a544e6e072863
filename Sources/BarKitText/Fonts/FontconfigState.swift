import BarKitTypography
import CFontconfig

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Fontconfig's configuration and BarKitText's font caches; only used under
/// ``FontLibrary``'s lock.
final class FontconfigState {
  /// Loaded on first use, not when the library is made: fontconfig reads its configuration and
  /// cache files (about 200 opens), which commands that draw no text (`convert`, `compare`)
  /// should not pay for at start-up.
  private var config: OpaquePointer? {
    if loaded == nil { loaded = Self.load(configuration: configurationPath) }
    return loaded
  }
  private var loaded: OpaquePointer?
  private let configurationPath: String?
  private var faces: [String: FontFace] = [:]
  private var resolved: [String: ResolvedFont] = [:]
  private var chains: [Int: FallbackChain] = [:]
  /// The installed colour fonts, fontconfig's "emoji" family first (made on first use).
  private var colorChain: FallbackChain?
  /// Which family ``FontDescriptor/systemFamily`` resolves to.
  var policy = TypefacePolicy.pinned {
    didSet { if policy != oldValue { resolved = resolved.filter { !$0.key.hasPrefix(FontDescriptor.systemFamily) } } }
  }

  /// Fontconfig's default configuration, or `configuration` (a fontconfig file, such as one that
  /// adds a font directory) on top of the defaults, for tests that point fontconfig at a font file.
  /// A configuration file is read at once: its caller may remove it afterwards.
  init(configuration: String? = nil) {
    configurationPath = configuration
    if configuration != nil { loaded = Self.load(configuration: configuration) }
  }

  private static func load(configuration: String?) -> OpaquePointer? {
    guard let configuration else { return FcInitLoadConfigAndFonts() }
    let config = FcConfigCreate()
    _ = FcConfigParseAndLoad(config, nil, 1)
    _ = FcConfigParseAndLoad(config, configuration, 1)
    _ = FcConfigBuildFonts(config)
    return config
  }

  deinit { if let loaded { FcConfigDestroy(loaded) } }

  func resolve(family: String, weight: FontWeight) -> ResolvedFont {
    let key = "\(family)\u{0}\(weight)"
    if let hit = resolved[key] { return hit }
    let result =
      family == FontDescriptor.systemFamily ? resolveSystem(weight: weight) : lookUp(family: family, weight: weight)
    resolved[key] = result
    return result
  }

  /// The policy's first installed family; the last one (with its warnings) when none is.
  private func resolveSystem(weight: FontWeight) -> ResolvedFont {
    for family in policy.families.dropLast() {
      if let found = installed(family: family, weight: weight) { return fitted(found) }
    }
    let last = policy.families.last ?? TypefacePolicy.standInFamily
    return fitted(lookUp(family: last, weight: weight, fallingBackToSystem: false))
  }

  /// A stand-in for the system face with its outlines scaled vertically to Helvetica Neue's cap
  /// height, so text sits as tall as iOS 7's on the measured baselines (Nimbus Sans's caps are
  /// 0.729 em, 0.5 px taller at 17 pt @2x). Helvetica Neue itself is used as designed.
  private func fitted(_ resolved: ResolvedFont) -> ResolvedFont {
    let face = resolved.face
    let designed = face.metrics(size: 1).capHeight - (face.synthesis?.vertical ?? 0)
    guard face.family != TypefacePolicy.realFamily, designed > 0 else { return resolved }
    let key = "\(face.path)#\(face.index)#\(String(describing: face.synthesis))#fitted"
    let fittedFace =
      faces[key]
      ?? FontFace(
        path: face.path, index: face.index, family: face.family, style: face.style, synthesis: face.synthesis,
        verticalScale: TypefacePolicy.capHeight / designed, isTracked: true)
    guard let fittedFace else { return resolved }
    faces[key] = fittedFace
    return ResolvedFont(face: fittedFace, warnings: resolved.warnings, weight: resolved.weight)
  }

  /// The best font fontconfig offers for the family that FreeType and HarfBuzz can open.
  private func firstOpened(family: String, weight: FontWeight) -> (FontconfigMatch, FontFace)? {
    let candidates = sorted(family: family, weight: weight, trim: false) { FontconfigMatch($0) }
    return candidates.lazy.compactMap { match in self.face(for: match).map { (match, $0) } }.first
  }

  /// The family at `weight` when fontconfig has the family itself (not an alias), else `nil`.
  private func installed(family: String, weight: FontWeight) -> ResolvedFont? {
    guard let (match, face) = firstOpened(family: family, weight: weight), match.hasFamily(family) else { return nil }
    return exact(match, face, family: family, weight: weight)
  }

  private func lookUp(family: String, weight: FontWeight, fallingBackToSystem: Bool = true) -> ResolvedFont {
    let searched = describe(family: family, weight: weight)
    let opened = firstOpened(family: family, weight: weight)
    if let (match, face) = opened, match.hasFamily(family) { return exact(match, face, family: family, weight: weight) }
    // Fontconfig's configuration may alias the family to a stand-in (fonts-urw-base35 maps
    // "Helvetica" to Nimbus Sans, a metric clone): that beats the default family. An unknown
    // name gets fontconfig's generic sans-serif instead, which the default family beats.
    if let (match, face) = opened, match.path != genericMatchPath(weight: weight) {
      let warning = TextWarning.familyNotFound(
        requested: family, searched: searched, substitute: match.summary + ", fontconfig's alias")
      return ResolvedFont(face: face, warnings: [warning], weight: weight)
    }
    if fallingBackToSystem {
      let fallback = resolve(family: FontDescriptor.systemFamily, weight: weight)
      let warning = TextWarning.familyNotFound(
        requested: family, searched: searched, substitute: "\(fallback.face.family) \(fallback.face.style)")
      return ResolvedFont(face: fallback.face, warnings: [warning] + fallback.warnings, weight: weight)
    }
    // Not even the stand-in is installed: take fontconfig's best match, whatever it is.
    guard let (match, face) = opened else {
      fatalError("BarKitText: fontconfig offered no font FreeType and HarfBuzz can open; install fonts-urw-base35")
    }
    let warning = TextWarning.familyNotFound(requested: family, searched: searched, substitute: match.summary)
    return ResolvedFont(face: face, warnings: [warning], weight: weight)
  }

  /// The face fontconfig found for the family: as designed, or emboldened when the family lacks
  /// the weight.
  private func exact(_ match: FontconfigMatch, _ face: FontFace, family: String, weight: FontWeight) -> ResolvedFont {
    // A family without the weight gets it synthesized from a lighter face (Nimbus Sans has no
    // Medium), as Core Text and browsers do; a missing lighter weight takes the nearest.
    // A Chinese or Japanese face gets the fallback amount whether named or fallen back to:
    // its strokes are thinner and denser than Latin ones, and the full amount fills counters
    // ("brush-like"); the half amount is what the CTA capture's Medium "憲一" measures.
    let strength = face.glyph(for: "\u{4E00}") != nil ? WeightSynthesis.fallbackStrength : 1
    if let emboldening = synthesis(from: match, to: weight, strength: strength),
      let bold = self.face(for: match, emboldening)
    {
      return ResolvedFont(face: bold, warnings: [], weight: weight)
    }
    var warnings: [TextWarning] = []
    if match.weight != Int(weight.fontconfigWeight) {
      warnings.append(.weightNotFound(family: family, requested: weight, substitute: match.summary))
    }
    return ResolvedFont(face: face, warnings: warnings, weight: weight)
  }

  /// The file fontconfig picks when no family is named (its sans-serif default).
  private func genericMatchPath(weight: FontWeight) -> String? {
    sorted(family: nil, weight: weight, trim: false) { FontconfigMatch($0) }.first?.path
  }

  func fallbackChain(for primary: ResolvedFont) -> FallbackChain {
    if let chain = chains[primary.face.id] { return chain }
    let fonts = sorted(family: primary.face.family, weight: primary.weight, trim: true) { font in
      FontconfigMatch(font).map { match -> FallbackChain.Entry in
        var charset: OpaquePointer?
        let found = FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch
        return FallbackChain.Entry(match: match, charset: found ? FcCharSetCopy(charset) : nil)
      }
    }
    let chain = FallbackChain(fonts: fonts)
    chains[primary.face.id] = chain
    return chain
  }

  func fallbackFace(for character: Character, after primary: ResolvedFont) -> FontFace? {
    let chain = fallbackChain(for: primary)
    if let known = chain.choices[character] { return known }
    let scalars = character.unicodeScalars.map(\.value)
    // Prefer a font that has every scalar (a letter and its combining marks), else one that has
    // the base character.
    let pick =
      chain.fonts.first { entry in scalars.allSatisfy { entry.covers($0) } && face(for: entry.match) != nil }
      ?? chain.fonts.first { entry in entry.covers(scalars[0]) && face(for: entry.match) != nil }
    let chosen = pick.flatMap { entry -> FontFace? in
      // The primary's own face in another file or format (fontconfig counts "é" as covered where
      // the cmap has only the precomposed letter, which HarfBuzz composes to): keep the primary,
      // emboldened and fitted, so the letter matches its neighbours.
      if entry.match.hasFamily(primary.face.family) && entry.match.style == primary.face.style { return primary.face }
      // A fallback lighter than the weight asked for is emboldened like the primary would be: a
      // Medium title in Chinese gets a heavier WenQuanYi Micro Hei, which ships one weight.
      let emboldening = synthesis(from: entry.match, to: primary.weight, strength: WeightSynthesis.fallbackStrength)
      return face(for: entry.match, emboldening)
    }
    chain.choices[character] = chosen
    return chosen
  }

  /// Whether text can ask for `family` and get it: the system face, a generic family
  /// (`sans-serif`, `serif`, `monospace`, `emoji`…), a family fontconfig has, or one its
  /// configuration aliases to an installed stand-in (fonts-urw-base35 maps "Helvetica" to Nimbus
  /// Sans). A misspelt name is none of these: fontconfig would quietly give its default face.
  func hasFamily(_ family: String) -> Bool {
    if family == FontDescriptor.systemFamily || FontLibrary.genericFamilies.contains(family.lowercased()) {
      return true
    }
    if let known = knownFamilies[family] { return known }
    let known =
      firstOpened(family: family, weight: .regular).map { match, _ in
        match.hasFamily(family) || match.path != genericMatchPath(weight: .regular)
      } ?? false
    knownFamilies[family] = known
    return known
  }

  /// ``hasFamily(_:)``'s answers: a batch checks the same few names for every output.
  private var knownFamilies: [String: Bool] = [:]

  /// Every family name of the installed fonts, sorted (fontconfig's `fc-list : family`).
  func installedFamilies() -> [String] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    guard let objects = FcObjectSetCreate() else { return [] }
    defer { FcObjectSetDestroy(objects) }
    FcObjectSetAdd(objects, FC_FAMILY)
    guard let set = FcFontList(config, pattern, objects) else { return [] }
    defer { FcFontSetDestroy(set) }
    let names = (0..<Int(set.pointee.nfont)).flatMap { i in
      set.pointee.fonts[i].map { FontconfigMatch.strings($0, FC_FAMILY) } ?? []
    }
    return Set(names).sorted()
  }

  /// The colour font that draws `character` (an emoji), or `nil` when no installed colour font
  /// covers it. Fontconfig's generic family "emoji" sorts Noto Color Emoji (Debian's
  /// fonts-noto-color-emoji) first; only fonts with colour glyphs are kept.
  func colorFace(for character: Character) -> FontFace? {
    let chain =
      colorChain
      ?? FallbackChain(
        fonts: sorted(family: "emoji", weight: .regular, trim: false) { font in
          FontconfigMatch(font).flatMap { match -> FallbackChain.Entry? in
            var charset: OpaquePointer?
            guard match.isColor, FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch else { return nil }
            return FallbackChain.Entry(match: match, charset: FcCharSetCopy(charset))
          }
        })
    colorChain = chain
    if let known = chain.choices[character] { return known }
    // The base and every scalar but the variation selectors, joiners and tags a font need not map.
    let scalars = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }.map(\.value)
    let chosen = chain.fonts.lazy.filter { entry in scalars.allSatisfy { entry.covers($0) } }
      .compactMap { self.face(for: $0.match) }.first
    chain.choices[character] = chosen
    if chosen == nil { emojiWithoutColorFont.append(character) }
    return chosen
  }

  /// The emoji no colour font covered, in the order first met: each once per library.
  private(set) var emojiWithoutColorFont: [Character] = []

  private func synthesis(from match: FontconfigMatch, to weight: FontWeight, strength: Double = 1) -> WeightSynthesis? {
    WeightSynthesis(from: Int(FcWeightToOpenType(Int32(match.weight))), to: weight.cssWeight, strength: strength)
  }

  /// Opens (once) the face a match names, emboldened by `synthesis` when given; `nil` for formats
  /// HarfBuzz cannot read (Type 1).
  private func face(for match: FontconfigMatch, _ synthesis: WeightSynthesis? = nil) -> FontFace? {
    let k = key(match, synthesis)
    if let face = faces[k] { return face }
    guard
      let face = FontFace(
        path: match.path, index: match.index, family: match.families.first ?? "", style: match.style,
        synthesis: synthesis)
    else { return nil }
    faces[k] = face
    return face
  }

  private func key(_ match: FontconfigMatch, _ synthesis: WeightSynthesis? = nil) -> String {
    "\(match.path)#\(match.index)" + (synthesis.map { "#\($0)" } ?? "")
  }

  /// The fontconfig query for a family and weight, upright, with the configuration's
  /// substitutions applied.
  private func pattern(family: String?, weight: FontWeight) -> OpaquePointer? {
    guard let pattern = FcPatternCreate() else { return nil }
    if let family { FcPatternAddString(pattern, FC_FAMILY, family) }
    FcPatternAddInteger(pattern, FC_WEIGHT, weight.fontconfigWeight)
    FcPatternAddInteger(pattern, FC_SLANT, Int32(FC_SLANT_ROMAN))
    return pattern
  }

  /// "Inter:weight=100:slant=0", the words a user can paste into `fc-match`.
  private func describe(family: String, weight: FontWeight) -> String {
    guard let pattern = pattern(family: family, weight: weight) else { return family }
    defer { FcPatternDestroy(pattern) }
    guard let name = FcNameUnparse(pattern) else { return family }
    defer { free(name) }
    return String(cString: name)
  }

  /// Reads fontconfig's fonts for the query, best first (`FcFontSort`); `trim` drops fonts that
  /// add no characters to those before them, which keeps fallback chains short.
  private func sorted<T>(family: String?, weight: FontWeight, trim: Bool, _ read: (OpaquePointer) -> T?) -> [T] {
    guard let pattern = pattern(family: family, weight: weight) else { return [] }
    defer { FcPatternDestroy(pattern) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let set = FcFontSort(config, pattern, trim ? 1 : 0, nil, &result) else { return [] }
    defer { FcFontSetDestroy(set) }
    return (0..<Int(set.pointee.nfont)).compactMap { i in set.pointee.fonts[i].flatMap(read) }
  }
}
