import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Draws an iOS 7 segmented control (a navigation bar's title view, the scope bar): a 1-pt
/// tint border with 4-pt corners, 1-pt tint dividers, the selected segment filled with the tint
/// and its title white, the others' titles in the tint (research note §4, UI7Kit and
/// Framework7; no capture shows one at full resolution).
struct IOS7SegmentedControlPainter {
  let control: SegmentedControl
  let tint: RGBA8
  /// The titles' font: 13 pt in the bar's family.
  var font = IOS7Typography.segment

  /// Horizontal padding inside each segment, around its title (estimate).
  static let segmentPadding = 12.0

  /// Equal segments wide enough for the widest title.
  var naturalWidth: Double {
    let widest = control.items.map { IOS7Typography.line($0, font, tint).advance }.max() ?? 0
    return Double(control.items.count) * (widest + 2 * Self.segmentPadding)
  }

  func paint(in rect: Rect, on canvas: inout Canvas) {
    let count = control.items.count
    guard count > 0, rect.width > 0 else { return }
    let pixel = canvas.scale.pixelInPoints
    let radius = IOS7Metrics.segmentedControlCornerRadius
    // Snap to whole device pixels so the 1-pt border and dividers stay crisp.
    let frame = Rect(
      x: (rect.minX / pixel).rounded() * pixel, y: (rect.minY / pixel).rounded() * pixel,
      width: (rect.width / pixel).rounded() * pixel, height: (rect.height / pixel).rounded() * pixel)
    var outline = Path()
    outline.addRoundedRect(frame, cornerRadius: radius)
    canvas.stroke(outline, style: StrokeStyle(lineWidth: 1), with: .color(tint))
    let segment = frame.width / Double(count)
    let selected = control.selectedSegmentIndex
    if selected >= 0, selected < count {
      var fill = Path()
      fill.addRoundedRect(frame, cornerRadius: radius)
      canvas.withClip(
        Rect(x: frame.minX + segment * Double(selected), y: frame.minY, width: segment, height: frame.height)
      ) {
        $0.fill(fill, with: .color(tint))
      }
    }
    for i in 1..<max(1, count) {
      let x = ((frame.minX + segment * Double(i)) / pixel).rounded() * pixel
      canvas.fill(Rect(x: x - 0.5, y: frame.minY, width: 1, height: frame.height), with: .color(tint))
    }
    for (i, title) in control.items.enumerated() {
      let color: RGBA8 = i == selected ? .white : tint
      let line = IOS7Typography.line(title, font, color, maxWidth: segment - 2 * 4)
      let x = frame.minX + segment * Double(i) + (segment - line.advance) / 2
      // Cap height centred: 13-pt text with a 0.727 em cap sits 4.7 pt above the baseline.
      canvas.draw(line, at: Point(x: x, y: (frame.midY + 4.7).rounded()))
    }
  }
}
