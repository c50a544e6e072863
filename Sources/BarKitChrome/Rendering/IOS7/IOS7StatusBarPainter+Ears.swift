import BarKitGeometry
import BarKitRaster
import BarKitScene

extension IOS7StatusBarPainter {
  /// iOS 7's status bar items in an all-screen iPhone's ears: the clock centred in the left
  /// ear, the signal dots, the data network and the battery (with its percentage) as a group
  /// centred in the right one, each in iOS 7's glyphs and spacing, in the 20-pt row centred on
  /// the housing. There is no room for the carrier and the indicator glyphs (later iOS moved
  /// them to Control Center); where an ear is too narrow for every item, the data network, the
  /// signal dots, then the percentage give way to the battery (Docs/Fidelity.md, "Today's
  /// devices").
  func paintInEars(_ ears: StatusBarEars, on canvas: inout Canvas, elements: inout ElementFrames) {
    let top = ears.rowTop
    func note(_ key: String, label: String? = nil, from left: Double, to right: Double) {
      elements.add(
        "statusBar.\(key)", label: label,
        Rect(left: left, top: top, right: right, bottom: top + IOS7Metrics.statusBarHeight))
    }
    let pixel = canvas.scale.pixelInPoints
    func snap(_ x: Double) -> Double { (x / pixel).rounded() * pixel }

    let time = IOS7Typography.line(
      statusBar.time ?? StatusBarClock.marketingTime.formatted(.twelveHour), typeface.font(IOS7Typography.statusTime),
      color, maxWidth: ears.left.upperBound - ears.left.lowerBound)
    let timeLeft = snap(
      BarButtonLayout.slide(
        center: ears.leftCenter, width: time.advance, between: ears.left.lowerBound, and: ears.left.upperBound))

    // The right ear's group, left to right, with the space before each item.
    let spacing = IOS7Metrics.statusIndicatorSpacing
    let charging = statusBar.batteryState != .discharging
    let batteryWidth = charging ? 32.0 : 24.5  // the outline, or the outline to the bolt's end
    let percentage =
      statusBar.batteryPercentage
      ? IOS7Typography.line(
        "\(Int(statusBar.batteryLevel.rounded()))%", typeface.font(IOS7Typography.statusText), color) : nil
    let percentageWidth =
      percentage.map {
        let ink = $0.inkExtent(scale: canvas.scale)
        return ink.right - ink.left + 4.75
      } ?? 0
    let signalWidth = statusBar.cellularMode == .notSupported ? 0 : StatusBarIcons.signalDotPitch * 4 + 5.5
    let network = networkItem(scale: canvas.scale)
    let room = ears.right.upperBound - ears.right.lowerBound
    var (showsSignal, showsNetwork, showsPercentage) = (signalWidth > 0, network != nil, percentage != nil)
    func groupWidth() -> Double {
      (showsSignal ? signalWidth + spacing : 0) + (showsNetwork ? network!.width + spacing : 0)
        + (showsPercentage ? percentageWidth : 0) + batteryWidth
    }
    if groupWidth() > room { showsNetwork = false }
    if groupWidth() > room {
      (showsSignal, showsNetwork) = (false, network != nil)
    }
    if groupWidth() > room { showsNetwork = false }
    if groupWidth() > room { showsPercentage = false }
    var battery = self
    battery.statusBar.batteryPercentage = showsPercentage
    var x = snap(
      BarButtonLayout.slide(
        center: ears.rightCenter, width: groupWidth(), between: ears.right.lowerBound, and: ears.right.upperBound))

    canvas.withTransform(AffineTransform(translationX: 0, y: top)) { canvas in
      canvas.draw(time, at: Point(x: timeLeft, y: IOS7Metrics.statusBarBaseline))
      if showsSignal {
        note("cellularBars", from: x, to: drawSignal(left: x, on: &canvas))
        x += signalWidth + spacing
      }
      if showsNetwork, let network {
        network.draw(x, &canvas)
        note("dataNetwork", label: statusBar.dataNetwork.rawValue, from: x, to: x + network.width)
        x += network.width + spacing
      }
      // The battery's outline starts after its percentage; drawBattery places it 30 pt (38
      // charging) before the edge it is given.
      let outline = x + (showsPercentage ? percentageWidth : 0)
      let drawn = battery.drawBattery(endingAt: outline + 30 + (charging ? 8 : 0), on: &canvas)
      note("batteryLevel", label: "\(Int(statusBar.batteryLevel.rounded()))%", from: drawn.left, to: drawn.right)
      if let shown = drawn.percentage {
        note("batteryPercentage", label: shown.label, from: shown.left, to: drawn.left)
      }
    }
    note("time", label: time.string, from: timeLeft, to: timeLeft + time.advance)
  }
}
