import BarKitGeometry
import BarKitRaster
import BarKitScene

extension IOS7StatusBarPainter {
  /// The double-height status bar's band: its color over both rows, opaque (the CalmCall
  /// capture: the whole 40 pt is the band's color, the status items in white above a centred
  /// white line). A still frame: iOS 7 pulses the in-call band (Docs/Fidelity.md). Returns the
  /// line's frame: its advance across the lower row.
  func paintBand(_ band: DoubleHeightStatusBar, width: Double, on canvas: inout Canvas) -> Rect {
    let rows = Rect(x: 0, y: 0, width: width, height: 2 * IOS7Metrics.statusBarHeight)
    canvas.fill(rows, with: .color(IOS7Metrics.doubleHeightColor(band.style)))
    // A line too wide for the screen ends in "…", the text item margin from each edge.
    let line = IOS7Typography.line(
      band.displayText, typeface.font(IOS7Typography.doubleHeightText), .white,
      maxWidth: width - 2 * IOS7Metrics.textItemMargin)
    canvas.draw(line, at: Point(x: width / 2 - line.advance / 2, y: IOS7Metrics.doubleHeightTextBaseline))
    let lower = IOS7Metrics.statusBarHeight
    return Rect(x: width / 2 - line.advance / 2, y: lower, width: line.advance, height: lower)
  }
}
