/// A font weight, by UIKit's names (`UIFontWeightUltraLight` … `UIFontWeightBlack`), the raw
/// values the scene vocabulary uses.
///
/// iOS 7 bars need Regular (bar button items, back titles, tab labels) and Medium or Semibold
/// (navigation titles, the status bar clock): ../shared/reference/measurements.md §5 infers both
/// from stem widths. Bold covers the iOS 6 look (bold 20 pt titles); the rest are for scenes.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case ultraLight
  case thin
  case light
  case regular
  case medium
  case semibold
  case bold
  case heavy
  case black

  /// The CSS / OpenType `usWeightClass` value, 100 … 900. UIKit's ultra-light is its lightest
  /// weight, so it takes 100 and thin 200 (San Francisco's order, not CSS's names).
  public var cssWeight: Int {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }

  /// Parses a name (case-insensitive; `semi-bold`, `demibold` and `normal` accepted too) or a
  /// CSS number 100 … 900; returns `nil` otherwise.
  public init?(parsing text: String) {
    let lowered = text.lowercased()
    let aliases: [String: FontWeight] = ["normal": .regular, "semi-bold": .semibold, "demibold": .semibold]
    if let alias = aliases[lowered] {
      self = alias
    } else if let named = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
      self = named
    } else if let number = Int(text), let weight = FontWeight.allCases.first(where: { $0.cssWeight == number }) {
      self = weight
    } else {
      return nil
    }
  }

  /// The UIKit name (`semibold`).
  public var description: String { rawValue }
}
