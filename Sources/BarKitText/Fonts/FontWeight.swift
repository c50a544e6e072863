import CFontconfig

/// The weights bars use, as UIKit names them (`UIFontWeightRegular` … `UIFontWeightBold`).
///
/// iOS 7 bars need Regular (bar button items, back titles, tab labels) and Medium (navigation
/// titles, the status bar clock): ../shared/reference/measurements.md §5 infers both from stem
/// widths. Semibold and bold cover the iOS 6 look (bold 20 pt titles) and later styles.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case regular
  case medium
  case semibold
  case bold

  /// The CSS / OpenType `usWeightClass` value: 400, 500, 600, 700.
  public var cssWeight: Int {
    switch self {
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    }
  }

  /// Fontconfig's weight constant for this weight (`FC_WEIGHT_REGULAR` … `FC_WEIGHT_BOLD`).
  var fontconfigWeight: Int32 {
    switch self {
    case .regular: Int32(FC_WEIGHT_REGULAR)
    case .medium: Int32(FC_WEIGHT_MEDIUM)
    case .semibold: Int32(FC_WEIGHT_DEMIBOLD)
    case .bold: Int32(FC_WEIGHT_BOLD)
    }
  }

  /// Parses `regular`, `medium`, `semibold` (or `semi-bold`, `demibold`) and `bold`, or a CSS
  /// number 400, 500, 600, 700; returns `nil` otherwise.
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "regular", "normal", "400": self = .regular
    case "medium", "500": self = .medium
    case "semibold", "semi-bold", "demibold", "600": self = .semibold
    case "bold", "700": self = .bold
    default: return nil
    }
  }

  public var description: String { rawValue }
}
