import BarKitTypography

/// What a piece of text asks for: a family, a weight and a size in points.
///
/// The descriptor is a request; ``FontLibrary`` resolves it through fontconfig to a font file,
/// and reports in a ``TextWarning`` when the family is not installed.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
  /// The family name as fontconfig knows it (`"Inter"`, `"Nimbus Sans"`, `"WenQuanYi Micro Hei"`),
  /// or ``systemFamily``.
  public var family: String
  /// The weight asked of fontconfig (the nearest installed one is used, with a warning).
  public var weight: FontWeight
  /// The size in points (UIKit's `pointSize`): the em square is this many points tall.
  public var size: Double
  /// Whether digits are proportional (a narrow "1") rather than tabular, UIKit's
  /// `kNumberSpacingType` font feature: HarfBuzz's `pnum`, and the stand-in's narrower "1"
  /// (``StandInSpacing/proportionalOne``).
  public var proportionalFigures: Bool

  /// The system face, iOS 7's Helvetica Neue or its stand-in: ``FontLibrary`` resolves this name
  /// through its ``TypefacePolicy`` (CSS calls the platform's interface face `system-ui` too).
  public static let systemFamily = "system-ui"

  /// The family used when a scene names none: the system face.
  public static let defaultFamily = systemFamily

  /// Creates a descriptor. Sizes that are not finite or not positive become 17 pt, the iOS 7
  /// bar text size (../shared/research/ios7-metrics.md §3).
  public init(
    family: String = FontDescriptor.defaultFamily, weight: FontWeight = .regular, size: Double = 17,
    proportionalFigures: Bool = false
  ) {
    self.family = family
    self.weight = weight
    self.size = size.isFinite && size > 0 ? size : 17
    self.proportionalFigures = proportionalFigures
  }

  /// iOS 7 navigation bar title: Helvetica Neue 17 pt Medium, measured stem 0.120 em
  /// (measurements.md §5).
  public static let navigationTitle = FontDescriptor(weight: .medium, size: 17)
  /// iOS 7 bar button item and back button title: 17 pt Regular, measured stem 0.080 em
  /// (measurements.md §5).
  public static let barButtonItem = FontDescriptor(weight: .regular, size: 17)
  /// iOS 7 tab bar item title: 10 pt Regular (measurements.md §5).
  public static let tabBarItem = FontDescriptor(weight: .regular, size: 10)
  /// iOS 7 status bar clock: 12 pt Medium, measured stem 0.116 em (measurements.md §5), with
  /// proportional figures: the captured clocks with a "1" are 3 to 6 px narrower at @2x than
  /// tabular digits set them (Tests/Scripts/measure-captures.py).
  public static let statusBarTime = FontDescriptor(weight: .medium, size: 12, proportionalFigures: true)

  /// "system-ui medium 17.0 pt".
  public var description: String { "\(family) \(weight) \(size) pt" }
}
