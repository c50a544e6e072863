import Foundation

/// A run of connected straight segments: one flattened subpath.
public struct Polyline: Hashable, Sendable {
  /// The vertices, in order. A closed polyline does not repeat its first point at the end.
  public var points: [Point]
  /// Whether the subpath was closed (by `close`, or implicitly for filling).
  public var isClosed: Bool

  /// Creates a polyline.
  public init(points: [Point], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }
}

extension Path {
  /// The default flattening tolerance, in the path's units: a flattened curve stays within this
  /// distance of the true curve. A tenth of a device pixel is below what 8-bit coverage resolves.
  public static let defaultFlatteningTolerance = 0.1

  /// Returns the path's subpaths as polylines whose segments stay within `tolerance` of the
  /// curves they replace.
  ///
  /// A Bézier curve is split into `n` equal parameter steps, with `n` from the bound on its
  /// second derivative: the distance between a curve and its chord over a step of `1/n` is at
  /// most `‖B''‖max / (8 n²)` (the standard flatness bound), so
  /// `n = ⌈√(‖B''‖max / (8 · tolerance))⌉`.
  public func flattened(tolerance: Double = Path.defaultFlatteningTolerance) -> [Polyline] {
    var result: [Polyline] = []
    var current: [Point] = []
    var start = Point.zero
    var last = Point.zero
    func finish(closed: Bool) {
      if current.count > 1 || (closed && current.count > 0) {
        result.append(Polyline(points: current, isClosed: closed))
      }
      current = []
    }
    let tol = max(tolerance, 1e-6)
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        start = p
        last = p
        current = [p]
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .quad(let c, let p):
        if current.isEmpty { current = [last] }
        let dd = (last - c * 2 + p)  // B'' / 2
        let n = Path.steps(secondDerivative: 2 * hypot(dd.x, dd.y), tolerance: tol)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let a = last.interpolated(to: c, at: t), b = c.interpolated(to: p, at: t)
          current.append(i == n ? p : a.interpolated(to: b, at: t))
        }
        last = p
      case .cubic(let c1, let c2, let p):
        if current.isEmpty { current = [last] }
        let d1 = last - c1 * 2 + c2, d2 = c1 - c2 * 2 + p
        let bound = 6 * max(hypot(d1.x, d1.y), hypot(d2.x, d2.y))
        let n = Path.steps(secondDerivative: bound, tolerance: tol)
        for i in 1...n {
          let t = Double(i) / Double(n), u = 1 - t
          let q = last * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
          current.append(i == n ? p : q)
        }
        last = p
      case .close:
        finish(closed: true)
        last = start
      }
    }
    finish(closed: false)
    return result
  }

  private static func steps(secondDerivative: Double, tolerance: Double) -> Int {
    guard secondDerivative.isFinite else { return 1 }
    return max(1, min(10_000, Int((secondDerivative / (8 * tolerance)).squareRoot().rounded(.up))))
  }
}
