/// Parsing colors from text: hexadecimal literals and the iOS 7 palette by name.
extension RGBA8 {
  /// The iOS 7 system palette, by the names UIKit later gave these colors.
  ///
  /// Values: ../shared/research/ios7-metrics.md §2 (Framework7's iOS 7 theme, cross-checked
  /// against the real captures for `systemBlue` (0,122,255) and `systemGreen` (76,217,100)).
  /// `unselectedTabGray` is the measured unselected tab item color (#929292).
  public static let palette: [(name: String, color: RGBA8)] = [
    ("systemBlue", RGBA8(r: 0x00, g: 0x7A, b: 0xFF)),
    ("systemRed", RGBA8(r: 0xFF, g: 0x3B, b: 0x30)),
    ("systemOrange", RGBA8(r: 0xFF, g: 0x95, b: 0x00)),
    ("systemYellow", RGBA8(r: 0xFF, g: 0xCC, b: 0x00)),
    ("systemGreen", RGBA8(r: 0x4C, g: 0xD9, b: 0x64)),
    ("systemTeal", RGBA8(r: 0x5A, g: 0xC8, b: 0xFA)),
    ("systemPink", RGBA8(r: 0xFF, g: 0x2D, b: 0x55)),
    ("systemGray", RGBA8(r: 0x8E, g: 0x8E, b: 0x93)),
    ("unselectedTabGray", RGBA8(r: 0x92, g: 0x92, b: 0x92)),
    ("black", .black),
    ("white", .white),
    ("clear", .clear),
  ]

  /// The iOS 7 default tint, `systemBlue` (#007AFF).
  public static let systemBlue = RGBA8(r: 0x00, g: 0x7A, b: 0xFF)

  /// Creates a color from `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a palette name (case-insensitive);
  /// returns `nil` for anything else.
  public init?(parsing text: String) {
    if let named = RGBA8.palette.first(where: { $0.name.lowercased() == text.lowercased() }) {
      self = named.color
      return
    }
    guard text.hasPrefix("#") else { return nil }
    // ASCII only: `Character.hexDigitValue` also accepts fullwidth digits.
    var v: [UInt8] = []
    for c in text.dropFirst() {
      guard c.isASCII, let digit = c.hexDigitValue else { return nil }
      v.append(UInt8(digit))
    }
    switch v.count {
    case 3: self.init(r: v[0] * 17, g: v[1] * 17, b: v[2] * 17)
    case 6: self.init(r: v[0] << 4 | v[1], g: v[2] << 4 | v[3], b: v[4] << 4 | v[5])
    case 8: self.init(r: v[0] << 4 | v[1], g: v[2] << 4 | v[3], b: v[4] << 4 | v[5], a: v[6] << 4 | v[7])
    default: return nil
    }
  }

  /// What ``init(parsing:)`` accepts, for error messages.
  public static let parsingExpectation =
    "a color as #RGB, #RRGGBB, #RRGGBBAA or one of: " + palette.map(\.name).joined(separator: ", ")
}
