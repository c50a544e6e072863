import BarKitText

/// The iOS 6 faces: Helvetica, through its clone Nimbus Sans (fonts-urw-base35), which
/// fontconfig also answers for "Helvetica".
enum IOS6Typography {
  static let family = "Nimbus Sans"
  /// Navigation titles: 20 pt Bold (§11).
  static let title = FontDescriptor(family: family, weight: .bold, size: 20)
  /// Bar button labels: 12 pt Bold (§11, RE2 "Done").
  static let button = FontDescriptor(family: family, weight: .bold, size: 12)
  /// Tab titles: 10 pt Bold (§11).
  static let tabTitle = FontDescriptor(family: family, weight: .bold, size: 10)
  /// Status bar clock 14 pt Bold, carrier 13 pt (FAK: 10- and 9-px caps at @1x).
  static let statusTime = FontDescriptor(family: family, weight: .bold, size: 14)
  static let statusText = FontDescriptor(family: family, weight: .regular, size: 13)
  /// Search text and placeholder, prompt (estimates).
  static let search = FontDescriptor(family: family, weight: .regular, size: 14)
  static let prompt = FontDescriptor(family: family, weight: .regular, size: 13)
  /// A custom view's label: UILabel's default, 17 pt regular.
  static let label = FontDescriptor(family: family, weight: .regular, size: 17)
  /// Badge numbers (estimate).
  static let badge = FontDescriptor(family: family, weight: .bold, size: 13)
}
