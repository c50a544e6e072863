#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Path {
  /// The largest angle one cubic Bézier covers when an arc is converted: a quarter turn.
  ///
  /// With control arms of `4/3 · tan(θ/4)` the cubic passes exactly through the arc's ends and
  /// midpoint, and strays from the circle by at most `2.7 × 10⁻⁴ · radius` for θ = 90°
  /// (Riškus, "Approximation of a cubic Bézier curve by circular arcs and vice versa", 2006):
  /// 0.027 for a 100-point radius, below the default flattening tolerance.
  static let maximumArcSegmentSweep = Double.pi / 2

  /// Adds a circular arc, as cubic Béziers of at most a quarter turn each.
  ///
  /// Angles are in radians from +x toward +y. With y pointing down (UIKit, SVG, device pixels)
  /// `clockwise: true` sweeps toward increasing angles, which looks clockwise on screen; this is
  /// the convention of UIKit's `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
  /// The sweep is `endAngle − startAngle` brought into one turn in the chosen direction; a
  /// difference of a full turn or more draws a full circle.
  ///
  /// If the path has an open subpath, a line joins its current point to the arc's start;
  /// otherwise the arc starts a new subpath. A radius that is not positive and finite adds nothing.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    guard radius > 0, radius.isFinite, center.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
    let turn = 2 * Double.pi
    var sweep = endAngle - startAngle
    if clockwise {
      sweep = sweep >= turn ? turn : sweep - turn * (sweep / turn).rounded(.down)
    } else {
      sweep = sweep <= -turn ? -turn : sweep - turn * (sweep / turn).rounded(.up)
    }
    let start = center + Point.unit(angle: startAngle) * radius
    if currentPointOfOpenSubpath != nil { line(to: start) } else { move(to: start) }
    appendArcCubics(
      center: center, radiusX: radius, radiusY: radius, rotation: 0, startAngle: startAngle, sweep: sweep)
  }

  /// The end point of the last element, when the last subpath is still open.
  var currentPointOfOpenSubpath: Point? {
    switch elements.last {
    case .move(let p)?, .line(let p)?, .quad(_, let p)?, .cubic(_, _, let p)?: p
    case .close?, nil: nil
    }
  }

  /// Appends cubics tracing an elliptical arc from the current point, which must be the arc's
  /// start. The ellipse has radii `radiusX`, `radiusY` along axes turned by `rotation` radians;
  /// angles are parameter angles of the unrotated unit circle. `end`, when given, replaces the
  /// computed last point so that the arc lands exactly where the caller expects.
  mutating func appendArcCubics(
    center: Point, radiusX: Double, radiusY: Double, rotation: Double,
    startAngle: Double, sweep: Double, end: Point? = nil
  ) {
    guard sweep != 0 else { return }
    let toEllipse = AffineTransform(scaleX: radiusX, y: radiusY)
      .concatenating(AffineTransform(rotation: rotation))
      .translatedBy(x: center.x, y: center.y)
    // The small allowance keeps a sweep of exactly n quarter turns from rounding up to n + 1.
    let count = max(1, Int((abs(sweep) / Path.maximumArcSegmentSweep - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    let arm = 4.0 / 3.0 * tan(step / 4)
    for i in 0..<count {
      let a0 = startAngle + step * Double(i)
      let a1 = i == count - 1 ? startAngle + sweep : a0 + step
      let p0 = Point.unit(angle: a0), p3 = Point.unit(angle: a1)
      let c1 = p0 + p0.perpendicular * arm
      let c2 = p3 - p3.perpendicular * arm
      let last = i == count - 1 ? end : nil
      cubic(
        control1: toEllipse.apply(c1), control2: toEllipse.apply(c2), to: last ?? toEllipse.apply(p3))
    }
  }
}
