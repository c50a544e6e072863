import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import TestSupport
import Testing

/// The carrier name and the data network type on a 320-pt @2x status bar over white: their
/// spacing as measured on CTA ("one2free" ink ends at 183.7 px, "4G" starts at 204.7:
/// 21 px, Docs/Fidelity.md), and the carrier truncated before it reaches the clock.
@Suite struct StatusBarCarrierMetricTests {
  static func statusBar(_ keys: String, locale: String = "en") throws -> Pixmap {
    try Render.json(
      """
      {"canvas": {"width": 320, "height": 20, "scale": 2}, "content": {"color": "white"}, "locale": "\(locale)",
       "statusBar": {"style": "default", \(keys)}}
      """
    ).pixmap
  }

  /// Runs of inked columns in `columns`, merging gaps of up to `merge` columns (letter spacing).
  static func inkRuns(_ p: Pixmap, columns: Range<Int>, merge: Int) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    for x in columns where (0..<40).contains(where: { p.color(x, $0).r < 200 }) {
      if let last = runs.last, x - last.upperBound <= merge + 1 {
        runs[runs.count - 1] = last.lowerBound...x
      } else {
        runs.append(x...x)
      }
    }
    return runs
  }

  @Test func networkTypeSitsWhereCTAHasIt() throws {
    let p = try Self.statusBar(#""operatorName": "one2free", "dataNetwork": "4g", "time": "12:25 PM""#)
    // Columns 80–260: the carrier's letters (gaps under 10 px) and then the network type.
    let runs = Self.inkRuns(p, columns: 80..<260, merge: 9)
    #expect(runs.count == 2, "\(runs)")
    guard runs.count == 2 else { return }
    let gap = runs[1].lowerBound - runs[0].upperBound - 1
    #expect((20...22).contains(gap), "carrier to network type: \(gap) px clear, CTA 21 (\(runs))")
  }

  /// Issue 31: `SKTelecom LTE` in Korean on a 320-pt screen ran into `오후 12:17` with 2 pt
  /// between them. The carrier is cut with "…" so that the network type ends at least the
  /// indicator spacing (6 pt, 12 px) before the clock, in every locale.
  @Test(arguments: ["ko", "ja", "de", "en"])
  func longCarrierNamesStopShortOfTheClock(locale: String) throws {
    let time = #""time": "오후 12:17""#
    let clockOnly = try Self.statusBar(
      #""operatorName": "", "cellularMode": "notSupported", "dataNetwork": "hide", \#(time)"#, locale: locale)
    let clock = try #require(Self.inkRuns(clockOnly, columns: 0..<640, merge: 30).first)
    for (carrier, network) in [("SKTelecom", "lte"), ("Vodafone.de Telekom", "3g"), ("one2free one2free", "wifi")] {
      let p = try Self.statusBar(
        #""operatorName": "\#(carrier)", "dataNetwork": "\#(network)", \#(time)"#, locale: locale)
      let left = try #require(Self.inkRuns(p, columns: 0..<clock.lowerBound, merge: 0).last)
      #expect(
        clock.lowerBound - left.upperBound - 1 >= 12,
        "\(locale) \(carrier) \(network): ink ends at \(left.upperBound), clock starts at \(clock.lowerBound)")
      // The clock is drawn as before.
      for x in clock { #expect(p.color(x, 20) == clockOnly.color(x, 20), "\(locale) \(carrier): clock column \(x)") }
    }
  }
}

/// Issue 31, Part 4: the network activity spinner (an estimate, Docs/Fidelity.md): 10 pt
/// across, centred on the status bar's middle, 6 pt after the network item's ink, in the
/// content color, its leading spoke the darkest; the carrier gives it room before the clock.
@Suite struct NetworkActivityIndicatorTests {
  @Test func spinnerFollowsTheNetworkItem() throws {
    let keys = #""operatorName": "Carrier", "dataNetwork": "4g", "time": "12:25 PM""#
    let plain = try StatusBarCarrierMetricTests.statusBar(keys)
    let spinning = try StatusBarCarrierMetricTests.statusBar(keys + #", "networkActivityIndicatorVisible": true"#)
    // Columns 80–260: the carrier, "4G" and the spinner, left of the clock (ink from 271 px).
    let before = StatusBarCarrierMetricTests.inkRuns(plain, columns: 80..<260, merge: 9)
    let after = StatusBarCarrierMetricTests.inkRuns(spinning, columns: 80..<260, merge: 9)
    #expect(after.count == before.count + 1, "\(before) → \(after)")
    guard let network = before.last, let spinner = after.last, after.count == before.count + 1 else { return }
    // 6 pt (12 px) after "4G", 10 pt (20 px) across at @2x, within a pixel of anti-aliasing.
    #expect(abs(spinner.lowerBound - network.upperBound - 1 - 12) <= 1, "\(network) → \(spinner)")
    #expect(abs(spinner.count - 20) <= 1, "\(spinner)")
    var rows: [Int] = []
    for y in 0..<40 where spinner.contains(where: { spinning.color($0, y).r < 200 }) { rows.append(y) }
    #expect(
      abs((rows.first ?? 0) - 10) <= 1 && abs((rows.last ?? 0) - 29) <= 1, "rows \(rows.first ?? -1)…\(rows.last ?? -1)"
    )
    // The leading spoke at 12 o'clock is black; the one after it (1 o'clock) is faint.
    let cx = (spinner.lowerBound + spinner.upperBound) / 2
    let top = (10..<15).map { Int(spinning.color(cx, $0).r) }.min() ?? 255
    #expect(top < 40, "leading spoke darkest \(top)")
    // Everything left of the spinner is drawn as before.
    for x in 80..<spinner.lowerBound - 2 { #expect(spinning.color(x, 20) == plain.color(x, 20), "column \(x)") }
  }

  @Test func iOS6RefusesTheSpinnerNamingTheKey() {
    #expect(
      throws: RenderError(
        "statusBar.networkActivityIndicatorVisible: drawn in appearance ios7 only (no iOS 6 capture or estimate)")
    ) {
      try Render.json(
        #"{"appearance": "ios6", "canvas": {"width": 320, "height": 20}, "statusBar": {"networkActivityIndicatorVisible": true}}"#
      )
    }
  }
}

/// Issue 31, Part 4: a bar-style progress view on the navigation bar's bottom edge (an
/// estimate, Docs/Fidelity.md): 2 pt of the tint above the hairline, as wide as the fraction.
@Suite struct NavigationBarProgressTests {
  @Test func progressFillsTheBottomTwoPointsUpToItsFraction() throws {
    func bar(_ extra: String) throws -> Pixmap {
      try Render.json(
        """
        {"canvas": {"width": 320, "height": 100, "scale": 2}, "content": {"color": "white"},
         "navigationBar": {"translucent": false, "title": "Loading" \(extra)}}
        """
      ).pixmap
    }
    let plain = try bar("")
    let loading = try bar(#", "progress": 0.25"#)
    let tint = RGBA8(r: 0, g: 122, b: 255, a: 255)
    // The bar ends at 64 pt (row 128 is its hairline): rows 124–127, columns 0–159.
    for y in 124...127 {
      for x in [0, 80, 159] { #expect(loading.color(x, y) == tint, "(\(x), \(y))") }
      for x in [160, 400, 639] { #expect(loading.color(x, y) == plain.color(x, y), "(\(x), \(y))") }
    }
    for x in [0, 80, 400] {
      #expect(loading.color(x, 123) == plain.color(x, 123) && loading.color(x, 128) == plain.color(x, 128))
    }
    #expect(throws: RenderError("navigationBar.progress: drawn in appearance ios7 only (no iOS 6 capture or estimate)"))
    {
      try Render.json(#"{"appearance": "ios6", "navigationBar": {"progress": 0.5}}"#)
    }
  }
}
