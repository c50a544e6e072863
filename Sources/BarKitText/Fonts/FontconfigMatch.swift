import CFontconfig

/// One font fontconfig offered: its file, face index, names and weight.
struct FontconfigMatch: Hashable, Sendable {
  let path: String
  let index: Int
  /// Every family name the font declares (Inter Medium declares "Inter" and "Inter Medium").
  let families: [String]
  let style: String
  /// Fontconfig weight (`FC_WEIGHT_*`).
  let weight: Int
  /// Whether the font has colour glyphs (fontconfig's `color`: CBDT, sbix or COLR tables).
  let isColor: Bool

  /// Reads a match out of a fontconfig pattern, or `nil` when it names no file.
  init?(_ pattern: OpaquePointer) {
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
    path = String(cString: file)
    var index: Int32 = 0
    _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
    self.index = Int(index)
    var weight: Int32 = Int32(FC_WEIGHT_REGULAR)
    _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
    self.weight = Int(weight)
    var color: FcBool = 0
    isColor = FcPatternGetBool(pattern, FC_COLOR, 0, &color) == FcResultMatch && color != 0
    families = FontconfigMatch.strings(pattern, FC_FAMILY)
    style = FontconfigMatch.strings(pattern, FC_STYLE).first ?? ""
  }

  /// Whether `family` is one of the font's family names, ignoring case and spaces as fontconfig
  /// does when it compares family names.
  func hasFamily(_ family: String) -> Bool {
    let wanted = FontconfigMatch.normalized(family)
    return families.contains { FontconfigMatch.normalized($0) == wanted }
  }

  /// "Inter Medium (/usr/share/fonts/…/Inter-Medium.otf)".
  var summary: String { "\(families.first ?? "?") \(style) (\(path))" }

  private static func normalized(_ name: String) -> String { name.lowercased().filter { $0 != " " } }

  static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
    var out: [String] = []
    var value: UnsafeMutablePointer<FcChar8>?
    while FcPatternGetString(pattern, object, Int32(out.count), &value) == FcResultMatch, let value {
      out.append(String(cString: value))
    }
    return out
  }
}
