/// The status bar's clock as a locale shows it, from a 24-hour time: what
/// SimulatorStatusMagic does on a device ("9:41" localized), and what `simctl`'s fixed string
/// cannot (research note mockup-anchors.md §2).
public struct StatusBarClock: Hashable, Sendable {
  /// How a locale writes the time of day.
  public enum Style: String, CaseIterable, Sendable {
    /// English and other 12-hour locales: `9:41 AM`, `12:05 PM`.
    case twelveHour = "12h"
    /// German and most of Europe: `09:41`, `21:05` (two-digit hour, as iOS shows in `de`).
    case twentyFourHour = "24h"
    /// 24-hour without the leading zero: `9:41`, as iOS shows in `ja` and `fr-CA`.
    case twentyFourHourShort = "24h-short"
    /// Chinese: the period first, no space, 12-hour: `上午9:41`, `下午9:05`.
    case chinese = "zh"
    /// Korean: the period first with a space: `오전 9:41`.
    case korean = "ko"
  }

  /// The hour, 0…23.
  public let hour: Int
  /// The minute, 0…59.
  public let minute: Int

  /// 9:41, the time on Apple's marketing images.
  public static let marketingTime = StatusBarClock(parsing: "9:41")!

  /// Parses `H:MM` or `HH:MM` (24-hour, as `simctl status_bar --time` takes it); `nil` otherwise.
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m)
    else { return nil }
    hour = h
    minute = m
  }

  /// The clock text in `style`.
  public func formatted(_ style: Style) -> String {
    let mm = minute < 10 ? "0\(minute)" : "\(minute)"
    let h12 = hour % 12 == 0 ? 12 : hour % 12
    let morning = hour < 12
    switch style {
    case .twelveHour: return "\(h12):\(mm) \(morning ? "AM" : "PM")"
    case .twentyFourHour: return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + mm
    case .twentyFourHourShort: return "\(hour):\(mm)"
    case .chinese: return (morning ? "上午" : "下午") + "\(h12):\(mm)"
    case .korean: return (morning ? "오전 " : "오후 ") + "\(h12):\(mm)"
    }
  }

  /// The style iOS uses for a locale identifier (`en-GB`, `de`, `zh-Hans`): by language, with
  /// 12-hour English as the fallback. The table is deliberately small; a manifest can name the
  /// style of any other locale with `"clock"`.
  public static func style(forLocale identifier: String) -> Style {
    let parts = identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    // British and Irish English default to the 24-hour clock on iOS; other English regions do not.
    if parts.first == "en", let region = parts.last, ["gb", "ie"].contains(region) { return .twentyFourHour }
    switch parts.first.map(String.init) ?? "" {
    case "zh": return .chinese
    case "ko": return .korean
    case "ja": return .twentyFourHourShort
    case "de", "fr", "it", "es", "pt", "nl", "sv", "da", "nb", "fi", "pl", "ru", "cs", "tr": return .twentyFourHour
    default: return .twelveHour
    }
  }
}

extension StatusBarClock.Style: SceneEnum {}
