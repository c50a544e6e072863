import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Draws the iOS 7 status bar's content over whatever is behind it: the status bar has no
/// background of its own (measurements.md §7, capture SP). Positions are the @2x captures' in
/// points: signal dots from 9 pt on a 7-pt pitch, the carrier after them, Wi-Fi 6 pt after the
/// carrier, the clock centred, the battery 5.65 pt from the right edge.
struct IOS7StatusBarPainter: BarPainter {
  let statusBar: StatusBar
  let color: RGBA8

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas) {
    let width = laidOut.bar.width
    let baseline = IOS7Metrics.statusBarBaseline
    var x = 6.5
    // Signal: five dots, filled up to the bar count (iOS 7 draws five).
    if statusBar.cellularMode != .notSupported {
      let filled = statusBar.cellularMode == .active ? statusBar.cellularBars : 0
      for i in 0..<5 {
        let icon = i < filled ? StatusBarIcons.signalDot : StatusBarIcons.signalDotHollow
        let cx = 9 + StatusBarIcons.signalDotPitch * Double(i)
        canvas.draw(icon, in: Rect(x: cx - 2.75, y: 10 - 2.75, width: 5.5, height: 5.5), color: color)
      }
      x = 9 + StatusBarIcons.signalDotPitch * 4 + 2.75 + 4.75
    }
    let carrierText = statusBar.carrierText
    if !carrierText.isEmpty {
      let line = IOS7Typography.line(carrierText, IOS7Typography.statusText, color, maxWidth: width / 2 - 60)
      let ink = line.inkExtent(scale: canvas.scale)
      canvas.draw(line, at: Point(x: x - ink.left, y: baseline))
      x += ink.right - ink.left + 6
    }
    drawNetwork(at: x, on: &canvas)

    let time = IOS7Typography.line(
      statusBar.time ?? StatusBarClock.marketingTime.formatted(.twelveHour), IOS7Typography.statusTime, color)
    canvas.draw(time, at: Point(x: width / 2 - time.advance / 2, y: baseline))
    drawBattery(width: width, on: &canvas)
  }

  private func drawNetwork(at x: Double, on canvas: inout Canvas) {
    switch statusBar.dataNetwork {
    case .hide: return
    case .wifi:
      guard statusBar.wifiMode != .failed else { return }
      let bars = statusBar.wifiMode == .searching ? 0 : statusBar.wifiBars
      let wiFi = StatusBarIcons.wiFi(bars: bars)
      canvas.draw(wiFi, in: Rect(x: x, y: 5.5, width: wiFi.viewBox.width, height: wiFi.viewBox.height), color: color)
    default:
      let label = statusBar.dataNetwork.displayName
      let line = IOS7Typography.line(label, IOS7Typography.statusText, color)
      canvas.draw(line, at: Point(x: x, y: IOS7Metrics.statusBarBaseline))
    }
  }

  /// The battery (§7): outline 22.5 × 9.5 pt whose top is 5.5 pt down, 30 pt from the right
  /// edge; while charging it moves 8 pt left, fills green and a bolt follows it. Below 20 %
  /// and discharging, the fill is red, as iOS 7 showed it (not captured; Fidelity.md).
  private func drawBattery(width: Double, on canvas: inout Canvas) {
    let charging = statusBar.batteryState != .discharging
    let left = width - 30 - (charging ? 8 : 0)
    let level = statusBar.batteryLevel / 100
    let box = Rect(x: left, y: 5.5, width: 24.5, height: 9.5)
    let body = StatusBarIcons.battery(level: 0)
    canvas.draw(body, in: box, color: color)
    let full = StatusBarIcons.battery(level: level)
    if let fill = full.layers.last, full.layers.count > body.layers.count {
      let fillColor: RGBA8 =
        charging ? IOS7Metrics.chargingGreen : (level <= 0.2 ? RGBA8(parsing: "systemRed")! : color)
      canvas.draw(Icon(name: "battery.fill", width: 24.5, height: 9.5, layers: [fill]), in: box, color: fillColor)
    }
    if charging {
      // The bolt's tip (0.3 pt into its box) at §7's 10.85 px.
      canvas.draw(StatusBarIcons.chargingBolt, in: Rect(x: left + 27, y: 5.125, width: 5, height: 9.5), color: color)
    }
    if statusBar.batteryPercentage {
      let text = "\(Int(statusBar.batteryLevel.rounded()))%"
      let line = IOS7Typography.line(text, IOS7Typography.statusText, color)
      let ink = line.inkExtent(scale: canvas.scale)
      canvas.draw(line, at: Point(x: left - 4.75 - ink.right, y: IOS7Metrics.statusBarBaseline))
    }
  }
}
