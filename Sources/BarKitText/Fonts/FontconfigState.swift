import CFontconfig
import Foundation

/// Fontconfig's configuration and BarKitText's font caches; only used under
/// ``FontLibrary``'s lock.
final class FontconfigState {
  private let config: OpaquePointer?
  private var faces: [String: FontFace] = [:]
  private var resolved: [String: ResolvedFont] = [:]
  private var chains: [Int: FallbackChain] = [:]

  init() { config = FcInitLoadConfigAndFonts() }

  deinit { FcConfigDestroy(config) }

  func resolve(family: String, weight: FontWeight) -> ResolvedFont {
    let key = "\(family)\u{0}\(weight)"
    if let hit = resolved[key] { return hit }
    let result = lookUp(family: family, weight: weight)
    resolved[key] = result
    return result
  }

  private func lookUp(family: String, weight: FontWeight) -> ResolvedFont {
    let searched = describe(family: family, weight: weight)
    let candidates = sorted(family: family, weight: weight, trim: false) { FontconfigMatch($0) }
    let opened = candidates.lazy.compactMap { match in self.face(for: match).map { (match, $0) } }.first
    if let (match, face) = opened, match.hasFamily(family) {
      var warnings: [TextWarning] = []
      if match.weight != Int(weight.fontconfigWeight) {
        warnings.append(.weightNotFound(family: family, requested: weight, substitute: match.summary))
      }
      return ResolvedFont(face: face, warnings: warnings, weight: weight)
    }
    // Fontconfig's configuration may alias the family to a stand-in (fonts-urw-base35 maps
    // "Helvetica" to Nimbus Sans, a metric clone): that beats the default family. An unknown
    // name gets fontconfig's generic sans-serif instead, which the default family beats.
    if let (match, face) = opened, match.path != genericMatchPath(weight: weight) {
      let warning = TextWarning.familyNotFound(
        requested: family, searched: searched, substitute: match.summary + ", fontconfig's alias")
      return ResolvedFont(face: face, warnings: [warning], weight: weight)
    }
    if family != FontDescriptor.defaultFamily {
      let fallback = resolve(family: FontDescriptor.defaultFamily, weight: weight)
      let warning = TextWarning.familyNotFound(
        requested: family, searched: searched, substitute: "\(fallback.face.family) \(fallback.face.style)")
      return ResolvedFont(face: fallback.face, warnings: [warning] + fallback.warnings, weight: weight)
    }
    // Not even the default family is installed: take fontconfig's best match, whatever it is.
    guard let (match, face) = opened else {
      fatalError("BarKitText: fontconfig offered no font FreeType and HarfBuzz can open; install fonts-inter")
    }
    let warning = TextWarning.familyNotFound(requested: family, searched: searched, substitute: match.summary)
    return ResolvedFont(face: face, warnings: [warning], weight: weight)
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
    if let known = chain.choices[character] { return known.flatMap { faces[$0] } }
    let scalars = character.unicodeScalars.map(\.value)
    // Prefer a font that has every scalar (a letter and its combining marks), else one that has
    // the base character.
    let pick =
      chain.fonts.first { entry in scalars.allSatisfy { entry.covers($0) } && face(for: entry.match) != nil }
      ?? chain.fonts.first { entry in entry.covers(scalars[0]) && face(for: entry.match) != nil }
    let faceKey = pick.map { key($0.match) }
    chain.choices[character] = faceKey
    return faceKey.flatMap { faces[$0] }
  }

  /// Opens (once) the face a match names; `nil` for formats HarfBuzz cannot read (Type 1).
  private func face(for match: FontconfigMatch) -> FontFace? {
    let k = key(match)
    if let face = faces[k] { return face }
    guard
      let face = FontFace(
        path: match.path, index: match.index, family: match.families.first ?? "", style: match.style)
    else { return nil }
    faces[k] = face
    return face
  }

  private func key(_ match: FontconfigMatch) -> String { "\(match.path)#\(match.index)" }

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
