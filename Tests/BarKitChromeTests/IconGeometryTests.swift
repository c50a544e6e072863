import BarKitGeometry
import BarKitScene
import Foundation
import TestSupport
import Testing

@testable import BarKitChrome

/// The glyphs fitted to measurements reproduce them (measurements.md §6, §7, §10).
@Suite struct IconGeometryTests {
  /// The centre-line points of a stroked polyline, read from absolute `M`/`L` data.
  static func polyline(_ data: String) -> [Point] {
    let numbers = data.split(whereSeparator: { $0 == " " || $0.isLetter }).compactMap { Double($0) }
    return stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
  }

  @Test func backChevronMatchesTheMeasuredInkBoxAndArea() throws {
    let layer = try #require(NavigationIcons.backChevron.layers.first)
    guard case .stroke(let style) = layer.paint else {
      Issue.record("the chevron is a stroke")
      return
    }
    let points = Self.polyline(layer.pathData)
    try #require(points.count == 3)
    let (top, apex, bottom) = (points[0], points[1], points[2])
    let w = style.lineWidth
    // 45° arms: equal horizontal and vertical runs.
    #expect(abs((top.x - apex.x) - (apex.y - top.y)) < 0.01)
    #expect(abs((bottom.x - apex.x) - (bottom.y - apex.y)) < 0.01)
    // Ink of a mitred right-angle point and butt ends cut square to 45° arms.
    let inkLeft = apex.x - w / 2.squareRoot()
    let inkRight = top.x + w / (2 * 2.squareRoot())
    let inkTop = top.y - w / (2 * 2.squareRoot())
    let inkBottom = bottom.y + w / (2 * 2.squareRoot())
    // §6: 23.9 × 39.8 px at @2x → 11.94 × 19.9 pt.
    #expect(abs((inkRight - inkLeft) - 11.94) < 0.1)
    #expect(abs((inkBottom - inkTop) - 19.9) < 0.05)
    // Area: two L × w arms overlap in a (w/2)² square inside the right-angle point, and the miter
    // adds the same square outside it, so the area is 2·L·w. §6: 301 px² → 75.25 pt².
    let arm = (top.x - apex.x) * 2.squareRoot()
    let area = 2 * arm * w
    #expect(abs(area - 75.25) < 1)
    // The point is centred vertically in the view box, where the renderer aligns it to §6's 42.25 pt.
    #expect(apex.y == NavigationIcons.backChevron.viewBox.midY)
    #expect(style.lineCap == .butt && style.lineJoin == .miter)
  }

  @Test func wiFiDimsTheBarsAboveItsLevel() {
    for bars in 0...3 {
      let icon = StatusBarIcons.wiFi(bars: bars)
      #expect(icon.layers.count == 3)
      #expect(icon.layers.filter { $0.opacity == 1 }.count == bars)
      #expect(icon.layers.prefix(bars).allSatisfy { $0.opacity == 1 })
    }
    #expect(StatusBarIcons.wiFi(bars: 9) == StatusBarIcons.wiFi(bars: 3))
    #expect(StatusBarIcons.wiFi(bars: -2) == StatusBarIcons.wiFi(bars: 0))
  }

  @Test func batteryFillScalesWithTheLevel() throws {
    // §7: the full fill is 41 px = 20.5 pt wide, starting 1 pt inside the body.
    let fullLayer = try #require(StatusBarIcons.battery(level: 1).layers.last)
    #expect(try fullLayer.outline().inkBounds == Rect(left: 1, top: 1, right: 21.5, bottom: 8.5))
    let halfLayer = try #require(StatusBarIcons.battery(level: 0.5).layers.last)
    #expect(try halfLayer.outline().inkBounds?.maxX == 11.25)
    #expect(StatusBarIcons.battery(level: 0).layers.count == 2)
    #expect(StatusBarIcons.battery(level: .nan) == StatusBarIcons.battery(level: 0))
    #expect(StatusBarIcons.battery(level: 7) == StatusBarIcons.battery(level: 1))
    #expect(StatusBarIcons.battery(level: 0.5).name == "statusBar.battery.50")
  }

  /// The union of the ink of every layer.
  static func ink(_ icon: Icon) throws -> Rect {
    let boxes = try icon.layers.compactMap { try $0.outline().inkBounds }
    return Rect(
      left: boxes.map(\.minX).min()!, top: boxes.map(\.minY).min()!,
      right: boxes.map(\.maxX).max()!, bottom: boxes.map(\.maxY).max()!)
  }

  @Test func statusBarGlyphBoxesMatchTheMeasuredInk() throws {
    // §7 sizes in pt (device px / 2): dots Ø 5.5 (the hollow one too), Wi-Fi 11.9 × 8.85 px,
    // battery with its tip 24.5 × 9.5, bolt x 618–627 y 10.85–29.16 px. (§7 gives the tip's right
    // edge as 628.7 px, 24.35 pt; BK's column 628 is 0.95–1.0 covered between the tip's round
    // corners, so the straight edge is at 629 px, 24.5 pt, a whole pixel at @2x.)
    #expect(abs(try Self.ink(StatusBarIcons.signalDot).width - 5.5) < 0.01)
    let hollow = try Self.ink(StatusBarIcons.signalDotHollow)
    // The stroker offsets curves approximately: allow 0.03 pt (0.06 px at @2x).
    #expect(abs(hollow.width - 5.5) < 0.03, "\(hollow)")
    // The Wi-Fi fan was fitted by coverage, which reads its faint ends and tip as a little larger.
    let wiFi = try Self.ink(StatusBarIcons.wiFi())
    #expect(abs(wiFi.width - 11.9) < 0.35)
    #expect(abs(wiFi.height - 8.85) < 0.3)
    let battery = try Self.ink(StatusBarIcons.battery())
    #expect(abs(battery.width - 24.5) < 0.01)
    #expect(abs(battery.height - 9.5) < 0.01)
    let bolt = try Self.ink(StatusBarIcons.chargingBolt)
    // IPOD: columns 618–627 (5 pt), rows 10.85–29.16 px (9.15 pt).
    #expect(abs(bolt.width - 5) < 0.1 && abs(bolt.height - 9.15) < 0.1, "\(bolt)")
  }

  @Test func strokedChevronHasTheInkBoxOfMeasurements6() throws {
    // Mitred point at x 0.5, butt ends cut square: 12.04 × 19.9 pt (§6 measures 11.94 × 19.9).
    let ink = try Self.ink(NavigationIcons.backChevron)
    #expect(abs(ink.minX - 0.5) < 0.01)
    #expect(abs(ink.minY - 0.55) < 0.01)
    #expect(abs(ink.maxX - 12.536) < 0.01)
    #expect(abs(ink.maxY - 20.45) < 0.01)
  }

  @Test func transformFittingCentresAndScalesUniformly() {
    let icon = NavigationIcons.backChevron  // 13 × 21
    let t = icon.transform(fitting: Rect(x: 100, y: 0, width: 26, height: 84))
    // Width limits the scale to 2; the 42 pt tall result is centred in the 84 pt box.
    #expect(t.apply(Point(x: 0, y: 0)) == Point(x: 100, y: 21))
    #expect(t.apply(Point(x: 13, y: 21)) == Point(x: 126, y: 63))
  }

  @Test func withOpacityMultipliesEveryLayer() {
    let dimmed = StatusBarIcons.wiFi(bars: 1).withOpacity(0.4)
    #expect(
      dimmed.layers.map(\.opacity) == [
        0.4, 0.4 * StatusBarIcons.inactiveWiFiBarOpacity, 0.4 * StatusBarIcons.inactiveWiFiBarOpacity,
      ])
    #expect(dimmed.name == "statusBar.wiFi.1")
  }
}
