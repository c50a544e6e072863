import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// An iOS 6 segmented control in the bar style (a scope bar, a navigation bar's title view):
/// one bordered button in the bar's shades split into segments by 1-pt border-colored
/// dividers; the selected segment is pressed in, filled with the darker lower shades; 12-pt
/// bold white embossed titles (estimates after the bordered button of §11).
struct IOS6SegmentedControlPainter {
  let control: SegmentedControl
  let style: IOS6BarStyle
  /// The bar's family.
  var text = BarText()

  /// Equal segments wide enough for the widest title.
  var naturalWidth: Double {
    let widest = control.items.map { IOS6BarButton.line($0, text: text).advance }.max() ?? 0
    return Double(control.items.count) * (widest + 2 * IOS6Metrics.buttonPadding)
  }

  func paint(in rect: Rect, on canvas: inout Canvas) {
    let count = control.items.count
    guard count > 0, rect.width > 0 else { return }
    let colors = IOS6BarButton.colors(style)
    let shape = IOS6ButtonShape(frame: rect, isBack: false)
    shape.paint(colors, on: &canvas)
    let segment = rect.width / Double(count)
    let selected = control.selectedSegmentIndex
    if selected >= 0, selected < count {
      let fill = IOS6Metrics.buttonFill
      let pressed = [
        GradientStop(location: 0, color: style.shade(fill.bottom)),
        GradientStop(location: 1, color: style.shade(fill.middle)),
      ]
      let b = IOS6Metrics.buttonBorder
      canvas.withClip(
        Rect(x: rect.minX + segment * Double(selected), y: rect.minY, width: segment, height: rect.height)
      ) {
        $0.fill(
          shape.path(inset: b),
          with: Paint(shader: IOS6Glyph.shader(pressed, top: rect.minY + b, bottom: rect.maxY - b)))
      }
    }
    let divider = style.shade(IOS6Metrics.buttonBorderColors.bottom)
    for i in 1..<max(1, count) {
      let x = rect.minX + segment * Double(i)
      canvas.fill(Rect(x: x - 0.5, y: rect.minY, width: 1, height: rect.height), with: .color(divider))
    }
    for (i, title) in control.items.enumerated() {
      let line = IOS6BarButton.line(title, text: text, maxWidth: segment - 8)
      let x = rect.minX + segment * Double(i) + (segment - line.advance) / 2
      canvas.draw(line, at: Point(x: x, y: rect.midY + 4))
    }
  }
}
