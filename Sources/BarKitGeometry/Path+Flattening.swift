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

/// A flattened subpath that also records which vertices are samples inside a curve, where the
/// true path is smooth: the stroker joins those round whatever the style's join.
struct FlattenedSubpath {
  var points: [Point] = []
  /// Parallel to `points`: whether the vertex is an interior sample of a Bézier curve.
  var isCurveInterior: [Bool] = []
  var isClosed = false

  mutating func append(_ p: Point, curveInterior: Bool = false) {
    points.append(p)
    isCurveInterior.append(curveInterior)
  }
}

extension Path {
  /// The default flattening tolerance, in the path's units: a flattened curve stays within this
  /// distance of the true curve. A tenth of a device pixel is below what 8-bit coverage resolves.
  public static let defaultFlatteningTolerance = 0.1

  /// The most segments one curve is split into, whatever its size and the tolerance: a bound on
  /// work for absurd input. A curve would need a second derivative above 8·10⁸·tolerance to hit it.
  static let maximumCurveSteps = 10_000

  /// The most points one path flattens into, shared among its curves: 1,000,000 (16 MB).
  /// Hostile path data (arcs with radii of 10¹⁸, found by the SVG fuzzer) makes every curve
  /// need ``maximumCurveSteps``; with thousands of them the per-curve cap alone allows billions
  /// of points. A path of up to 100 curves (every icon) keeps the full per-curve cap.
  public static let maximumFlattenedPoints = 1_000_000

  /// The fewest steps the budget leaves a curve, so a path of very many curves stays curved.
  static let minimumBudgetedCurveSteps = 16

  /// Returns the path's subpaths as polylines whose segments stay within `tolerance` of the
  /// curves they replace.
  ///
  /// A Bézier curve is split into `n` equal parameter steps, with `n` from the bound on its
  /// second derivative: the distance between a curve and its chord over a step of `1/n` is at
  /// most `‖B''‖max / (8 n²)` (the standard flatness bound), so
  /// `n = ⌈√(‖B''‖max / (8 · tolerance))⌉`. `‖B''‖` is constant for a quadratic,
  /// `2‖P₀ − 2P₁ + P₂‖`, and for a cubic at most `6 · max(‖P₀ − 2P₁ + P₂‖, ‖P₁ − 2P₂ + P₃‖)`
  /// (B'' is linear between those two values).
  ///
  /// A subpath that is a lone move draws nothing and is left out; a lone move followed by
  /// `close` stays, as a closed one-point polyline (a dot for round or square caps).
  public func flattened(tolerance: Double = Path.defaultFlatteningTolerance) -> [Polyline] {
    flattenedSubpaths(tolerance: tolerance).map { Polyline(points: $0.points, isClosed: $0.isClosed) }
  }

  /// The flattened subpaths with their curve-interior flags; see ``flattened(tolerance:)``.
  func flattenedSubpaths(tolerance: Double) -> [FlattenedSubpath] {
    var result: [FlattenedSubpath] = []
    var current = FlattenedSubpath()
    var start = Point.zero
    var last = Point.zero
    func finish(closed: Bool) {
      if closed, current.points.count > 1, current.points.last == current.points.first {
        current.points.removeLast()
        current.isCurveInterior.removeLast()
      }
      if current.points.count > 1 || (closed && !current.points.isEmpty) {
        current.isClosed = closed
        result.append(current)
      }
      current = FlattenedSubpath()
    }
    let tol = tolerance.isFinite ? max(tolerance, 1e-6) : Path.defaultFlatteningTolerance
    let curveCount = elements.count { if case .quad = $0 { true } else if case .cubic = $0 { true } else { false } }
    let cap = min(
      Path.maximumCurveSteps,
      max(Path.minimumBudgetedCurveSteps, Path.maximumFlattenedPoints / max(curveCount, 1)))
    for element in elements {
      if case .move = element {} else if current.points.isEmpty, element != .close { current.append(last) }
      switch element {
      case .move(let p):
        finish(closed: false)
        start = p
        last = p
        current.append(p)
      case .line(let p):
        current.append(p)
        last = p
      case .quad(let c, let p):
        let n = Path.steps(secondDerivative: 2 * (last - c * 2 + p).length, tolerance: tol, cap: cap)
        for i in 1..<n {
          let t = Double(i) / Double(n)
          let a = last.interpolated(to: c, at: t), b = c.interpolated(to: p, at: t)
          current.append(a.interpolated(to: b, at: t), curveInterior: true)
        }
        current.append(p)
        last = p
      case .cubic(let c1, let c2, let p):
        let bound = 6 * max((last - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
        let n = Path.steps(secondDerivative: bound, tolerance: tol, cap: cap)
        for i in 1..<n {
          let t = Double(i) / Double(n), u = 1 - t
          let q = last * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
          current.append(q, curveInterior: true)
        }
        current.append(p)
        last = p
      case .close:
        finish(closed: true)
        last = start
      }
    }
    finish(closed: false)
    return result
  }

  private static func steps(secondDerivative: Double, tolerance: Double, cap: Int) -> Int {
    guard secondDerivative.isFinite else { return 1 }
    let n = (secondDerivative / (8 * tolerance)).squareRoot().rounded(.up)
    return max(1, Int(min(n, Double(cap))))
  }
}
