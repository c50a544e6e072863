import BarKitEffects
import BarKitGeometry
import BarKitRaster

/// A soft shadow under a shape, as a photographer's softbox casts it: the silhouette blurred and
/// drawn darker below it. The blur runs at a fraction of the output resolution (a shadow has no
/// detail finer than its radius) and the result is drawn scaled back up with bilinear
/// interpolation, so its cost does not grow with the output's size.
struct DropShadow: Sendable {
  /// The shadow's colour, its alpha the darkest the shadow gets.
  var color: RGBA8
  /// The blur's standard deviation, output pixels.
  var radius: Double
  /// How far the shadow falls below the shape, output pixels.
  var offsetY: Double

  /// Draws the shadow of `silhouette` (output pixels, inside `bounds`) into `canvas`, except
  /// inside `covered`, which the shape itself will cover opaquely: only the four strips around
  /// it are drawn, so the cost is the shadow's rim rather than its area.
  func draw(_ silhouette: Path, bounds: Rect, covered: Rect? = nil, into canvas: inout Canvas) {
    // A Gaussian of standard deviation σ has no detail finer than about σ, so the blur runs
    // where σ is 2.4 small pixels and bilinear interpolation restores the size smoothly.
    let reduction = max(1, (radius / 2.4).rounded(.down))
    let margin = 3 * radius
    let area = Rect(
      left: bounds.minX - margin, top: bounds.minY - margin + offsetY, right: bounds.maxX + margin,
      bottom: bounds.maxY + margin + offsetY)
    guard var small = Canvas(size: Size(width: area.width / reduction, height: area.height / reduction)) else {
      return
    }
    // Points move by the offset first, then shrink to the small canvas.
    small.transform = AffineTransform(translationX: -area.minX, y: offsetY - area.minY)
      .concatenating(AffineTransform(scaleX: 1 / reduction, y: 1 / reduction))
    small.fill(silhouette, with: .color(color))
    var pixels = small.pixmap
    if let blur = BoxBlur(sigma: radius / reduction) { pixels.boxBlur(blur, threads: 1) }
    guard let covered, let inner = covered.intersection(area) else {
      canvas.draw(pixels, in: area, interpolation: .bilinear)
      return
    }
    let strips = [
      Rect(left: area.minX, top: area.minY, right: area.maxX, bottom: inner.minY),
      Rect(left: area.minX, top: inner.maxY, right: area.maxX, bottom: area.maxY),
      Rect(left: area.minX, top: inner.minY, right: inner.minX, bottom: inner.maxY),
      Rect(left: inner.maxX, top: inner.minY, right: area.maxX, bottom: inner.maxY),
    ]
    for strip in strips where !strip.isEmpty {
      canvas.withClip(strip) { $0.draw(pixels, in: area, interpolation: .bilinear) }
    }
  }
}
