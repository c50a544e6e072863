import BarKitGeometry
import BarKitRaster
import BarKitScene

/// The outline of a bordered iOS 6 button, a rounded rectangle, or the Back button's, whose left
/// end is an arrow (§11, RE2: the tip 10.5 pt before the body), and how it is painted: a light
/// emboss 1 pt below, a 1-pt border darker than the fill, the glossy fill inside.
struct IOS6ButtonShape {
  struct Colors {
    var border: (top: RGBA8, bottom: RGBA8)
    var fill: [GradientStop]
  }

  let frame: Rect
  let isBack: Bool

  func paint(_ colors: Colors, on canvas: inout Canvas) {
    let b = IOS6Metrics.buttonBorder
    let emboss = RGBA8.white.withAlphaComponent(IOS6Metrics.buttonEmbossAlpha)
    canvas.fill(path(inset: 0, dy: 1), with: .color(emboss))
    let border = [
      GradientStop(location: 0, color: colors.border.top), GradientStop(location: 1, color: colors.border.bottom),
    ]
    canvas.fill(path(inset: 0), with: Paint(shader: IOS6Glyph.shader(border, top: frame.minY, bottom: frame.maxY)))
    canvas.fill(
      path(inset: b), with: Paint(shader: IOS6Glyph.shader(colors.fill, top: frame.minY + b, bottom: frame.maxY - b)))
  }

  /// The outline inset by `inset` on every side (the arrow's edges move along their normals),
  /// moved down by `dy`.
  func path(inset d: Double, dy: Double = 0) -> Path {
    let top = frame.minY + d + dy, bottom = frame.maxY - d + dy, right = frame.maxX - d
    let radius = max(0, IOS6Metrics.buttonCornerRadius - d)
    var path = Path()
    guard isBack else {
      path.addRoundedRect(Rect(left: frame.minX + d, top: top, right: right, bottom: bottom), cornerRadius: radius)
      return path
    }
    let half = frame.height / 2, depth = IOS6Metrics.backArrowDepth
    // The tip moves right by d / sin of the edge's angle; the edges keep their slope.
    let tip = frame.minX + d * (half * half + depth * depth).squareRoot() / half
    let base = tip + (half - d) * depth / half
    let mid = (top + bottom) / 2
    path.move(to: Point(x: base, y: top))
    path.line(to: Point(x: right - radius, y: top))
    path.quad(control: Point(x: right, y: top), to: Point(x: right, y: top + radius))
    path.line(to: Point(x: right, y: bottom - radius))
    path.quad(control: Point(x: right, y: bottom), to: Point(x: right - radius, y: bottom))
    path.line(to: Point(x: base, y: bottom))
    path.line(to: Point(x: tip, y: mid))
    path.close()
    return path
  }
}
