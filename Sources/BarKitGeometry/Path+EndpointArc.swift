#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Path {
  /// Appends an SVG elliptical arc from `start` (the current point) to `end`, converted to
  /// cubics, following SVG 1.1 appendix F.6:
  ///
  /// - equal end points draw nothing, and a zero radius draws a straight line (F.6.2);
  /// - negative radii count as positive, and radii too small to reach `end` grow, keeping their
  ///   ratio, until the arc just fits (F.6.6);
  /// - the center and angles come from the endpoint parameterization (F.6.5).
  ///
  /// The arithmetic works on the radii-normalized coordinates `X = x₁′/rx`, `Y = y₁′/ry`,
  /// which is F.6.5.2 divided through by `rx²·ry²`; squaring large radii can then not overflow.
  mutating func appendEndpointArc(
    from start: Point, to end: Point, radiusX: Double, radiusY: Double, rotationDegrees: Double,
    largeArc: Bool, sweep: Bool
  ) {
    guard start != end else { return }
    var rx = abs(radiusX), ry = abs(radiusY)
    guard rx > 0, ry > 0 else {
      line(to: end)
      return
    }
    let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
    let (s, c) = (sin(phi), cos(phi))
    // F.6.5.1: the midpoint-relative start point in the ellipse's own axes.
    let half = (start - end) * 0.5
    var x = (c * half.x + s * half.y) / rx
    var y = (-s * half.x + c * half.y) / ry
    // F.6.6.2-3: grow the radii when the end points are farther apart than the ellipse allows.
    let lambda = x * x + y * y
    if lambda > 1 {
      let grow = lambda.squareRoot()
      rx *= grow
      ry *= grow
      x /= grow
      y /= grow
    }
    // F.6.5.2: the center, in the normalized frame, is k·(y, −x) with this k.
    let squared = x * x + y * y
    guard squared > 0 else {
      // The end points are so close, relative to huge radii, that the offset underflowed.
      line(to: end)
      return
    }
    var k = squared >= 1 ? 0 : ((1 - squared) / squared).squareRoot()
    if largeArc == sweep { k = -k }
    let centerPrime = Point(x: k * rx * y, y: -k * ry * x)
    let mid = (start + end) * 0.5
    let center = Point(
      x: c * centerPrime.x - s * centerPrime.y + mid.x, y: s * centerPrime.x + c * centerPrime.y + mid.y)
    // F.6.5.5-6: start angle and sweep on the unit circle.
    let u = Point(x: x - k * y, y: y + k * x)
    let v = Point(x: -x - k * y, y: -y + k * x)
    let startAngle = atan2(u.y, u.x)
    var delta = atan2(u.cross(v), u.dot(v))
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    appendArcCubics(
      center: center, radiusX: rx, radiusY: ry, rotation: phi, startAngle: startAngle, sweep: delta, end: end)
  }
}
