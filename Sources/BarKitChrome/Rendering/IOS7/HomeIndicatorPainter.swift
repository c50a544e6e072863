import BarKitGeometry
import BarKitRaster
import BarKitScene

/// The home indicator of an all-screen device, drawn last: a pill at the bottom centre, dark
/// over light content and light over dark, as iOS draws it over whatever is beneath.
///
/// iOS 7 had none; its size and place are the commonly quoted 134 × 5 pt, 8 pt above the
/// screen's bottom edge, and its colours plain black and white (estimates: Docs/Fidelity.md,
/// "Today's devices").
struct HomeIndicatorPainter {
  static let size = Size(width: 134, height: 5)
  static let bottomMargin = 8.0

  /// The pill's frame on a screen of `screen` points.
  static func frame(screen: Size) -> Rect {
    Rect(
      x: (screen.width - size.width) / 2, y: screen.height - bottomMargin - size.height, width: size.width,
      height: size.height)
  }

  /// Draws the pill over `canvas`, its colour chosen from the mean luma (Rec. 601 weights, in
  /// integers) of the pixels beneath it.
  static func paint(screen: Size, on canvas: inout Canvas) {
    let frame = frame(screen: screen)
    let k = Double(canvas.scale.factor)
    let pixmap = canvas.pixmap
    let x0 = max(0, Int((frame.minX * k).rounded())), x1 = min(pixmap.width, Int((frame.maxX * k).rounded()))
    let y0 = max(0, Int((frame.minY * k).rounded())), y1 = min(pixmap.height, Int((frame.maxY * k).rounded()))
    var sum = 0
    var count = 0
    for y in y0..<max(y0, y1) {
      for x in x0..<max(x0, x1) {
        let p = pixmap[x, y]
        sum += 299 * Int(p.r) + 587 * Int(p.g) + 114 * Int(p.b)
        count += 1
      }
    }
    let light = count > 0 && sum / count >= 128 * 1000
    var pill = Path()
    pill.addRoundedRect(frame, cornerRadius: size.height / 2)
    canvas.fill(pill, with: .color(light ? .black : .white))
  }
}
