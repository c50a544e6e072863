import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import TestSupport
import Testing

/// Where the status bar's indicator glyphs land on a 640-px-wide @2x canvas, against the ink boxes
/// measured on the captures (measurements.md §7: CTA's alarm and dimmed Bluetooth left of "100%",
/// MAP's location arrow left of the battery).
@Suite struct StatusBarIndicatorMetricTests {
  static func statusBar(_ keys: String) throws -> Pixmap {
    try Render.json(
      """
      {"canvas": {"width": 320, "height": 20, "scale": 2}, "content": {"color": "white"},
       "statusBar": {"style": "default", \(keys)}}
      """
    ).pixmap
  }

  /// The ink box (inclusive columns and rows) inside columns `x`.
  static func ink(_ p: Pixmap, columns x: Range<Int>) throws -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
    let box = try #require(
      p.inkBounds(in: IntRect(x: x.lowerBound, y: 0, width: x.count, height: 40)!, background: .white))
    return (box.x...(box.maxX - 1), box.y...(box.maxY - 1))
  }

  static func near(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>, within px: Int = 2) -> Bool {
    abs(a.lowerBound - b.lowerBound) <= px && abs(a.upperBound - b.upperBound) <= px
  }

  @Test func alarmAndBluetoothSitLeftOfThePercentageAsInCTA() throws {
    let p = try Self.statusBar(#""batteryPercentage": true, "alarm": true, "bluetooth": "on""#)
    let alarm = try Self.ink(p, columns: 430..<478)
    let bluetooth = try Self.ink(p, columns: 478..<506)
    #expect(Self.near(alarm.x, 453...471), "alarm x \(alarm.x)")
    #expect(Self.near(alarm.y, 11...28), "alarm y \(alarm.y)")
    #expect(Self.near(bluetooth.x, 484...498), "Bluetooth x \(bluetooth.x)")
    #expect(Self.near(bluetooth.y, 7...34), "Bluetooth y \(bluetooth.y)")
  }

  @Test func locationArrowSitsLeftOfTheBatteryAsInMAP() throws {
    let arrow = try Self.ink(try Self.statusBar(#""locationServices": true"#), columns: 520..<578)
    #expect(Self.near(arrow.x, 550...567), "arrow x \(arrow.x)")
    #expect(Self.near(arrow.y, 13...30), "arrow y \(arrow.y)")
  }

  @Test func onBluetoothIsDimmedAndConnectedIsSolid() throws {
    // §7: an unconnected rune is black at α 0.40: (153) on white (IPOD).
    for (state, darkest) in [("on", 153), ("connected", 0)] {
      let p = try Self.statusBar(#""bluetooth": "\#(state)""#)
      var minimum = 255
      for y in 0..<40 { for x in 540..<578 { minimum = min(minimum, Int(p.color(x, y).r)) } }
      #expect(abs(minimum - darkest) <= 1, "\(state): darkest \(minimum)")
    }
  }

  /// The ink columns right of the clock and left of the battery, as runs of inked columns.
  static func inkRuns(_ p: Pixmap) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    for x in 370..<580 where (0..<40).contains(where: { p.color(x, $0).r < 200 }) {
      if let last = runs.last, last.upperBound == x - 1 {
        runs[runs.count - 1] = last.lowerBound...x
      } else {
        runs.append(x...x)
      }
    }
    return runs
  }

  @Test func everyIndicatorInIOS7sOrder() throws {
    let p = try Self.statusBar(
      #""bluetooth": "connected", "alarm": true, "locationServices": true, "orientationLock": true, "doNotDisturb": true"#
    )
    // Right to left: Bluetooth, alarm, lock, location, moon, each 6 pt (12 px) clear of the next.
    let runs = Self.inkRuns(p)
    #expect(runs.count == 5, "\(runs)")
    let widths = runs.map(\.count)
    // Ink widths in px: moon 15, arrow 18, lock 20, alarm 19, Bluetooth 13–14 (CTA: 15).
    #expect(zip(widths, [15, 18, 20, 19, 14]).allSatisfy { abs($0 - $1) <= 1 }, "\(runs)")
    for (a, b) in zip(runs, runs.dropFirst()) { #expect(abs(b.lowerBound - a.upperBound - 13) <= 1, "\(runs)") }
    // Without the percentage, Bluetooth moves up to the battery outline (580 px).
    #expect(abs(runs[4].upperBound - 567) <= 1, "\(runs)")
  }

  @Test func indicatorsThatWouldCrowdTheClockAreLeftOut() throws {
    let p = try Self.statusBar(
      #""batteryPercentage": true, "bluetooth": "on", "alarm": true, "locationServices": true, "orientationLock": true,"#
        + #" "doNotDisturb": true"#)
    // 9:41 AM ends near 365 px: the moon has no room left of the arrow; "100%" starts at 511 px.
    let clock = try #require(p.inkBounds(in: IntRect(x: 240, y: 0, width: 140, height: 40)!, background: .white))
    let runs = Self.inkRuns(p).filter { $0.lowerBound >= clock.maxX && $0.upperBound < 505 }
    #expect(runs.count == 4, "\(runs)")
    #expect(runs.first.map { $0.lowerBound - clock.maxX >= 11 } == true, "\(runs), clock ends \(clock.maxX)")
  }
}
