/// Which installed family draws text that asks for the system face
/// (``FontDescriptor/systemFamily``, every bar's text unless a scene names a family).
///
/// iOS 7 drew its bars in Helvetica Neue. Every Mac has it and a Linux machine may; where it is
/// missing, BarKit uses a free stand-in chosen by measurement against iOS 7 captures
/// (``standInFamily``, Docs/Text.md). A default that depends on installed fonts would make
/// goldens differ between machines, so the rule is explicit: ``pinned`` (the library's and
/// BarKitTesting's default) always uses the stand-in; ``realFaceFirst`` (the `barkit` command's
/// default, for mockups) uses Helvetica Neue when fontconfig has it.
public struct TypefacePolicy: Hashable, Sendable, CustomStringConvertible {
  /// The families tried in order; the first one fontconfig has is used. The last is used even
  /// when missing, so its substitution is reported as for any family.
  public let families: [String]

  /// The face iOS 7 used.
  public static let realFamily = "Helvetica Neue"

  /// The free face closest to iOS 7's text on every string of the captures (Docs/Text.md):
  /// Nimbus Sans, URW's Helvetica clone (fonts-urw-base35), with a synthesized Medium.
  public static let standInFamily = "Nimbus Sans"

  /// Helvetica Neue's cap height, em (measurements.md §5: 24.28 px flat caps at 17 pt @2x).
  /// A stand-in's outlines are scaled vertically to it, so caps sit where iOS 7's did.
  public static let capHeight = 0.714

  /// Extra space after each glyph of a stand-in's designed weights, em, at `size` points. iOS
  /// spaced small text looser (Apple's fonts carry a size-dependent tracking table), and Nimbus
  /// Sans sets text tighter than Helvetica Neue: fitted on the captures' strings
  /// (Tests/Scripts/measure-captures.py, Docs/Text.md) as 0.30 pt per glyph at 10 pt (tab titles),
  /// 0.18 pt at 12 pt (carrier) and 0.008 em from 17 pt up (back titles, items; proportional, so
  /// large text scales linearly), linear in between.
  public static func tracking(size: Double) -> Double {
    let large = 0.008
    let points: Double
    switch size {
    case ..<10: points = 0.30
    case ..<12: points = 0.30 + (size - 10) / 2 * (0.18 - 0.30)
    case ..<17: points = 0.18 + (size - 12) / 5 * (large * 17 - 0.18)
    default: return large
    }
    return points / size
  }

  /// Always the stand-in: the same pixels on every machine that has it.
  public static let pinned = TypefacePolicy(families: [standInFamily])

  /// Helvetica Neue when installed, else the stand-in.
  public static let realFaceFirst = TypefacePolicy(families: [realFamily, standInFamily])

  /// Always `family` (for a test that points fontconfig at a font file, or to compare faces).
  public static func pinned(to family: String) -> TypefacePolicy { TypefacePolicy(families: [family]) }

  /// Parses the `barkit --system-font` value: `auto` (``realFaceFirst``), `pinned`, or a family
  /// name (pinned to it); `nil` for an empty string.
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "": return nil
    case "auto": self = .realFaceFirst
    case "pinned": self = .pinned
    default: self = .pinned(to: text)
    }
  }

  init(families: [String]) { self.families = families }

  /// "Helvetica Neue, else Nimbus Sans".
  public var description: String { families.joined(separator: ", else ") }
}
