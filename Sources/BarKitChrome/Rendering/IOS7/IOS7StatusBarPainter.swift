import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Draws the iOS 7 status bar's content over whatever is behind it: the status bar has no
/// background of its own (measurements.md §7, capture SP). Positions are the @2x captures' in
/// points: signal dots from 9 pt on a 7-pt pitch, the carrier after them, Wi-Fi 6 pt after the
/// carrier, the clock centred, the battery 5.65 pt from the right edge.
struct IOS7StatusBarPainter: BarPainter {
  var statusBar: StatusBar
  let color: RGBA8
  /// The family of the carrier, clock and percentage: the scene's `fontFamily`.
  var typeface = BarText()

  /// On an all-screen device: the status bar's ears beside the sensor housing, where iOS puts
  /// the clock and the indicators (``paintInEars(_:on:elements:)``); `nil` for iOS 7's layout.
  var ears: StatusBarEars? = nil
  /// The top of the 20-pt row the items are drawn in: 0, or lower in a taller status bar.
  var rowTop = 0.0

  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas, elements: inout ElementFrames) {
    if let ears {
      paintInEars(ears, on: &canvas, elements: &elements)
      return
    }
    // The items keep iOS 7's places in their row, moved down as a whole in a taller bar.
    var moved = ElementFrames()
    canvas.withTransform(AffineTransform(translationX: 0, y: rowTop)) {
      paintRow(width: laidOut.bar.width, on: &$0, elements: &moved)
    }
    for entry in moved.entries {
      elements.add(entry.path, label: entry.label, entry.frame.offsetBy(dx: 0, dy: rowTop))
    }
  }

  /// iOS 7's own status bar row, 20 pt tall from y = 0, across `width`.
  private func paintRow(width: Double, on canvas: inout Canvas, elements: inout ElementFrames) {
    if let band = statusBar.doubleHeight {
      let line = paintBand(band, width: width, on: &canvas)
      elements.add("statusBar.doubleHeight", label: band.displayText, line)
    }
    let baseline = IOS7Metrics.statusBarBaseline
    // Each part is an element across the status bar's row (the upper one of a double-height
    // bar), from where it starts to where it ends.
    func note(_ key: String, label: String? = nil, from left: Double, to right: Double) {
      elements.add(
        "statusBar.\(key)", label: label, Rect(left: left, top: 0, right: right, bottom: IOS7Metrics.statusBarHeight))
    }
    var x = 6.5
    if statusBar.cellularMode != .notSupported {
      let right = drawSignal(left: 9 - 2.75, on: &canvas)
      note("cellularBars", from: 9 - 2.75, to: right)
      x = right + 4.75
    }
    let time = IOS7Typography.line(
      statusBar.time ?? StatusBarClock.marketingTime.formatted(.twelveHour), typeface.font(IOS7Typography.statusTime),
      color)
    let timeLeft = width / 2 - time.advance / 2
    let network = networkItem(scale: canvas.scale)
    // The network activity spinner follows the network item, the indicator spacing after it.
    let spinnerRoom =
      statusBar.networkActivityIndicatorVisible
      ? IOS7Metrics.statusIndicatorSpacing + IOS7Metrics.statusActivityIndicatorDiameter : 0
    let carrierText = statusBar.carrierText
    if !carrierText.isEmpty {
      // The carrier gives way, cut with "…", so that the network item after it ends the
      // indicator spacing before the clock's ink, in every locale and width; and it never
      // takes more than half the bar less 60 pt, as before.
      let clockInk = timeLeft + time.inkExtent(scale: canvas.scale).left
      let room =
        clockInk - IOS7Metrics.statusIndicatorSpacing - (network.map { $0.gap + $0.width } ?? 0) - spinnerRoom - x
      let line = IOS7Typography.line(
        carrierText, typeface.font(IOS7Typography.statusText), color, maxWidth: max(0, min(width / 2 - 60, room)))
      let ink = line.inkExtent(scale: canvas.scale)
      canvas.draw(line, at: Point(x: x - ink.left, y: baseline))
      note("operatorName", label: line.string, from: x, to: x + ink.right - ink.left)
      x += ink.right - ink.left
    }
    if let network {
      x += carrierText.isEmpty ? 0 : network.gap
      network.draw(x, &canvas)
      note("dataNetwork", label: statusBar.dataNetwork.rawValue, from: x, to: x + network.width)
      x += network.width
    }
    if statusBar.networkActivityIndicatorVisible {
      let d = IOS7Metrics.statusActivityIndicatorDiameter
      let left = x + IOS7Metrics.statusIndicatorSpacing
      ActivitySpinner(diameter: d).draw(centre: Point(x: left + d / 2, y: 10), color: color, on: &canvas)
      note("networkActivityIndicatorVisible", from: left, to: left + d)
    }

    canvas.draw(time, at: Point(x: timeLeft, y: baseline))
    note("time", label: time.string, from: timeLeft, to: timeLeft + time.advance)
    let battery = drawBattery(endingAt: width, on: &canvas)
    note("batteryLevel", label: "\(Int(statusBar.batteryLevel.rounded()))%", from: battery.left, to: battery.right)
    if let percentage = battery.percentage {
      note("batteryPercentage", label: percentage.label, from: percentage.left, to: battery.left)
    }
    drawIndicators(
      between: width / 2 + time.advance / 2, and: battery.percentage?.left ?? battery.left, on: &canvas
    ) { key, left, right in note(key, from: left, to: right) }
  }

  /// Signal: five dots on a 7-pt pitch, the first box's left at `left`, filled up to the bar
  /// count (iOS 7 draws five). Returns the last dot's right edge.
  func drawSignal(left: Double, on canvas: inout Canvas) -> Double {
    let filled = statusBar.cellularMode == .active ? statusBar.cellularBars : 0
    for i in 0..<5 {
      let icon = i < filled ? StatusBarIcons.signalDot : StatusBarIcons.signalDotHollow
      let cx = left + 2.75 + StatusBarIcons.signalDotPitch * Double(i)
      canvas.draw(icon, in: Rect(x: cx - 2.75, y: 10 - 2.75, width: 5.5, height: 5.5), color: color)
    }
    return left + StatusBarIcons.signalDotPitch * 4 + 5.5
  }

  /// The indicator glyphs, right to left from the battery group in iOS 7's order: Bluetooth,
  /// alarm, orientation lock, location, Do Not Disturb. CTA shows alarm then Bluetooth left of
  /// "100%", MAP the arrow left of the battery; the other places are not captured (Fidelity.md).
  /// Each tuple is the glyph, its top in points (§7: Bluetooth rows 7–34 px, alarm 11–28, arrow
  /// 13–30; the lock and moon centred on the row, estimates) and its opacity.
  /// `key` is the glyph's key in the scene, naming its element.
  private var indicators: [(key: String, icon: Icon, top: Double, opacity: Double)] {
    var glyphs: [(key: String, icon: Icon, top: Double, opacity: Double)] = []
    // §7: an "on" (unconnected) rune is black at α 0.40 (CTA over (223), IPOD over white).
    if statusBar.bluetooth != .off {
      glyphs.append(("bluetooth", StatusBarIcons.bluetooth, 3.5, statusBar.bluetooth == .connected ? 1 : 0.4))
    }
    if statusBar.alarm { glyphs.append(("alarm", StatusBarIcons.alarm, 5.5, 1)) }
    if statusBar.orientationLock { glyphs.append(("orientationLock", StatusBarIcons.orientationLock, 5, 1)) }
    if statusBar.locationServices { glyphs.append(("locationServices", StatusBarIcons.locationArrow, 6.5, 1)) }
    if statusBar.doNotDisturb { glyphs.append(("doNotDisturb", StatusBarIcons.doNotDisturb, 6.25, 1)) }
    return glyphs
  }

  /// Lays the indicators out leftwards from `right`, the ink edge of the battery group: 6 pt
  /// between glyph boxes, which are the glyphs' ink boxes (CTA: alarm ends at 471 px, Bluetooth starts at 484; MAP: the arrow ends
  /// at 567 px, the battery outline starts at 580). Each glyph's box starts on a whole device
  /// pixel, so its half-point edges stay crisp after a percentage of any width. Glyphs that would
  /// come within the spacing of the clock's end (`clockRight`) are left out, the leftmost first,
  /// rather than drawn over it (an estimate: no capture is that crowded). `drawn` hears of each
  /// glyph drawn: its key and its box's left and right.
  private func drawIndicators(
    between clockRight: Double, and right: Double, on canvas: inout Canvas,
    drawn: (String, Double, Double) -> Void
  ) {
    let pixel = canvas.scale.pixelInPoints
    var x = right
    for glyph in indicators {
      x = ((x - IOS7Metrics.statusIndicatorSpacing - glyph.icon.viewBox.width) / pixel).rounded() * pixel
      guard x >= clockRight + IOS7Metrics.statusIndicatorSpacing else { return }
      let box = Rect(x: x, y: glyph.top, width: glyph.icon.viewBox.width, height: glyph.icon.viewBox.height)
      canvas.draw(glyph.icon, in: box, color: color.withOpacity(glyph.opacity))
      drawn(glyph.key, box.minX, box.maxX)
    }
  }

  /// The data network item right of the carrier: its ink width, the space between the
  /// carrier's ink and its own, and how to draw it with its ink starting at a given x.
  /// Wi-Fi: 6 pt after the carrier (§7, "Gap after Carrier ink: 12 px", BK). A network type
  /// label: 10.5 pt, ink to ink (CTA: "one2free" ends at 183.7 px, "4G" starts at 204.7;
  /// Docs/Fidelity.md, "Status bar").
  func networkItem(scale: DisplayScale) -> (
    width: Double, gap: Double, draw: (Double, inout Canvas) -> Void
  )? {
    switch statusBar.dataNetwork {
    case .hide: return nil
    case .wifi:
      guard statusBar.wifiMode != .failed else { return nil }
      let bars = statusBar.wifiMode == .searching ? 0 : statusBar.wifiBars
      let wiFi = StatusBarIcons.wiFi(bars: bars)
      return (
        wiFi.viewBox.width, IOS7Metrics.statusWiFiSpacing,
        { x, canvas in
          canvas.draw(
            wiFi, in: Rect(x: x, y: 5.5, width: wiFi.viewBox.width, height: wiFi.viewBox.height), color: color)
        }
      )
    default:
      let line = IOS7Typography.line(
        statusBar.dataNetwork.displayName, typeface.font(IOS7Typography.statusText), color)
      let ink = line.inkExtent(scale: scale)
      return (
        ink.right - ink.left, IOS7Metrics.statusNetworkTypeSpacing,
        { x, canvas in canvas.draw(line, at: Point(x: x - ink.left, y: IOS7Metrics.statusBarBaseline)) }
      )
    }
  }

  /// The battery (§7): outline 22.5 × 9.5 pt whose top is 5.5 pt down, 30 pt from `right`
  /// (the screen's right edge); while charging it moves 8 pt left, fills green and a bolt
  /// follows it. Below 20 % and discharging, the fill is red, as iOS 7 showed it (not captured;
  /// Fidelity.md). Returns the battery's left and right (the outline to the bolt) and, when
  /// shown, the percentage's left ink edge and text, in points.
  func drawBattery(endingAt edge: Double, on canvas: inout Canvas) -> (
    left: Double, right: Double, percentage: (left: Double, label: String)?
  ) {
    let charging = statusBar.batteryState != .discharging
    let left = edge - 30 - (charging ? 8 : 0)
    let level = statusBar.batteryLevel / 100
    let box = Rect(x: left, y: 5.5, width: 24.5, height: 9.5)
    let body = StatusBarIcons.battery(level: 0)
    canvas.draw(body, in: box, color: color)
    let full = StatusBarIcons.battery(level: level)
    if let fill = full.layers.last, full.layers.count > body.layers.count {
      // On a double-height band the charging fill is white like the rest (the CalmCall capture).
      let chargingFill = statusBar.doubleHeight == nil ? IOS7Metrics.chargingGreen : color
      let fillColor: RGBA8 = charging ? chargingFill : (level <= 0.2 ? RGBA8(parsing: "systemRed")! : color)
      canvas.draw(Icon(name: "battery.fill", width: 24.5, height: 9.5, layers: [fill]), in: box, color: fillColor)
    }
    var right = box.maxX
    if charging {
      // The bolt's tip (0.3 pt into its box) at §7's 10.85 px.
      let bolt = Rect(x: left + 27, y: 5.125, width: 5, height: 9.5)
      canvas.draw(StatusBarIcons.chargingBolt, in: bolt, color: color)
      right = bolt.maxX
    }
    if statusBar.batteryPercentage {
      let text = "\(Int(statusBar.batteryLevel.rounded()))%"
      let line = IOS7Typography.line(text, typeface.font(IOS7Typography.statusText), color)
      let ink = line.inkExtent(scale: canvas.scale)
      let origin = left - 4.75 - ink.right
      canvas.draw(line, at: Point(x: origin, y: IOS7Metrics.statusBarBaseline))
      return (left, right, (origin + ink.left, text))
    }
    return (left, right, nil)
  }
}
