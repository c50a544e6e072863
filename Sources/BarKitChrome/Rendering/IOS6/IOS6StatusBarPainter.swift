import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Draws the iOS 6 status bar (§11): its own background (gray, tinted to the navigation bar
/// under it, or black), then five signal bars, the carrier, Wi-Fi or the data network, the
/// bold clock centred and the battery at the right. Dark content on the gray bar has a white
/// emboss below it; light content has none (JSQ6, RE3). The indicator glyphs (Bluetooth, alarm,
/// location, orientation lock, Do Not Disturb) are not drawn: no iOS 6 capture shows them.
struct IOS6StatusBarPainter: BarPainter {
  let statusBar: StatusBar
  let background: IOS6StatusBackground
  /// The family of the carrier, clock and percentage: the scene's `fontFamily`.
  var typeface = BarText()

  var contentColor: RGBA8 {
    background == .gray ? RGBA8(gray: 34) : RGBA8.white.withAlphaComponent(IOS6Metrics.lightStatusContentAlpha)
  }

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas, elements: inout ElementFrames) {
    let frame = laidOut.bar
    // Each part is an element across the status bar's height.
    func note(_ key: String, label: String? = nil, from left: Double, to right: Double) {
      elements.add(
        "statusBar.\(key)", label: label, Rect(left: left, top: frame.minY, right: right, bottom: frame.maxY))
    }
    IOS6BarSkin.statusBar(background, height: frame.height, pixel: canvas.scale.pixelInPoints)
      .paint(frame, on: &canvas)
    let color = contentColor
    let shadow =
      background == .gray ? TextShadow(color: RGBA8.white.withAlphaComponent(0.5), offset: Point(x: 0, y: 1)) : nil
    var x = IOS6Metrics.signalLeft
    if statusBar.cellularMode != .notSupported {
      let filled = statusBar.cellularMode == .active ? statusBar.cellularBars : 0
      for (i, height) in IOS6Metrics.signalHeights.enumerated() {
        let bar = Rect(
          x: x, y: IOS6Metrics.signalBottom - height, width: IOS6Metrics.signalWidth, height: height)
        canvas.fill(bar, with: .color(i < filled ? color : color.withOpacity(0.25)))
        x += IOS6Metrics.signalPitch
      }
      note("cellularBars", from: IOS6Metrics.signalLeft, to: x)
      x += 3
    }
    let carrier = statusBar.carrierText
    if !carrier.isEmpty {
      let line = text(carrier, IOS6Typography.statusText, color, shadow, maxWidth: frame.width / 2 - 60)
      canvas.draw(line, at: Point(x: x, y: IOS6Metrics.statusBaseline))
      note("operatorName", label: line.string, from: x, to: x + line.advance)
      x += line.advance + 5
    }
    if let width = drawNetwork(at: x, color: color, shadow: shadow, on: &canvas) {
      note("dataNetwork", label: statusBar.dataNetwork.rawValue, from: x, to: x + width)
    }
    let time = text(
      statusBar.time ?? StatusBarClock.marketingTime.formatted(.twelveHour), IOS6Typography.statusTime, color, shadow)
    canvas.draw(time, at: Point(x: frame.midX - time.advance / 2, y: IOS6Metrics.statusBaseline))
    note("time", label: time.string, from: frame.midX - time.advance / 2, to: frame.midX + time.advance / 2)
    let battery = drawBattery(in: frame, color: color, shadow: shadow, on: &canvas)
    note("batteryLevel", label: "\(Int(statusBar.batteryLevel.rounded()))%", from: battery.minX, to: battery.maxX)
    if let percentage = battery.percentage {
      note("batteryPercentage", label: percentage.label, from: percentage.left, to: battery.minX)
    }
  }

  private func text(
    _ string: String, _ font: FontDescriptor, _ color: RGBA8, _ shadow: TextShadow?, maxWidth: Double? = nil
  ) -> TextLine {
    var style = TextStyle(font: typeface.font(font), color: color)
    style.shadow = shadow
    return TextLine(string, style: style, maxWidth: maxWidth)
  }

  /// Draws the data network item from `x`; returns its width, or `nil` when there is none.
  private func drawNetwork(at x: Double, color: RGBA8, shadow: TextShadow?, on canvas: inout Canvas) -> Double? {
    switch statusBar.dataNetwork {
    case .hide: return nil
    case .wifi:
      guard statusBar.wifiMode != .failed else { return nil }
      let fan = StatusBarIcons.wiFi(bars: statusBar.wifiMode == .searching ? 0 : statusBar.wifiBars)
      // iOS 6's fan is a little larger than iOS 7's: 11 pt tall (JSQ6 rows 8–30).
      let box = Rect(x: x, y: 4, width: 14.1, height: 11)
      canvas.draw(fan, in: box, color: color)
      return box.width
    default:
      let line = text(statusBar.dataNetwork.displayName, IOS6Typography.statusTime, color, shadow)
      canvas.draw(line, at: Point(x: x, y: IOS6Metrics.statusBaseline))
      return line.advance
    }
  }

  /// The battery (JSQ6 @2x): a 19 × 10-pt outline with a 1-pt stroke, its fill inset 1.5 pt,
  /// a 2.5 × 4-pt nub; green while charging. Returns the outline with its nub and, when shown,
  /// the percentage's left edge and text.
  private func drawBattery(in frame: Rect, color: RGBA8, shadow: TextShadow?, on canvas: inout Canvas) -> (
    minX: Double, maxX: Double, percentage: (left: Double, label: String)?
  ) {
    let size = IOS6Metrics.batterySize
    let body = Rect(x: frame.maxX - IOS6Metrics.batteryRight, y: 4.5, width: size.width, height: size.height)
    var outline = Path()
    outline.addRect(body)
    outline.addRect(Rect(left: body.minX + 1, top: body.minY + 1, right: body.maxX - 1, bottom: body.maxY - 1))
    canvas.fill(outline, with: .color(color), rule: .evenOdd)
    canvas.fill(Rect(x: body.maxX, y: body.midY - 2, width: 2.5, height: 4), with: .color(color))
    let level = max(0, min(1, statusBar.batteryLevel / 100))
    let charging = statusBar.batteryState != .discharging
    let fill = charging ? RGBA8(r: 128, g: 226, b: 86) : color
    let inner = Rect(left: body.minX + 1.5, top: body.minY + 1.5, right: body.maxX - 1.5, bottom: body.maxY - 1.5)
    canvas.fill(
      Rect(x: inner.minX, y: inner.minY, width: inner.width * level, height: inner.height), with: .color(fill))
    guard statusBar.batteryPercentage else { return (body.minX, body.maxX + 2.5, nil) }
    let line = text("\(Int(statusBar.batteryLevel.rounded()))%", IOS6Typography.statusText, color, shadow)
    canvas.draw(line, at: Point(x: body.minX - 4 - line.advance, y: IOS6Metrics.statusBaseline))
    return (body.minX, body.maxX + 2.5, (body.minX - 4 - line.advance, line.string))
  }
}
