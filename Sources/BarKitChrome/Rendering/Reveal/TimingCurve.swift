import BarKitScene

/// An animation's pacing: a cubic Bézier from (0, 0) to (1, 1) through two control points, as
/// Core Animation's `CAMediaTimingFunction` defines it.
public struct TimingCurve: Hashable, Sendable {
  /// The first control point (x in 0...1).
  public let c1: (x: Double, y: Double)
  /// The second control point (x in 0...1).
  public let c2: (x: Double, y: Double)

  /// Creates a curve; `nil` unless both control x values lie in 0...1 (so time maps to a
  /// single progress value).
  public init?(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    guard (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite else { return nil }
    c1 = (x1, y1)
    c2 = (x2, y2)
  }

  /// UIKit's default curve for `animateWithDuration:` (`UIViewAnimationCurveEaseInOut`,
  /// `kCAMediaTimingFunctionEaseInEaseOut`): (0.42, 0) and (0.58, 1).
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)!

  /// Constant speed.
  public static let linear = TimingCurve(0, 0, 1, 1)!

  /// The progress at `time` (both in 0...1): solves x(t) = time on the curve by bisection,
  /// which cannot diverge, then evaluates y(t).
  public func progress(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < 1 else { return 1 }
    let u = time
    var low = 0.0, high = 1.0
    // 40 halvings leave the parameter within 1e-12, far below a frame's worth of time.
    for _ in 0..<40 {
      let mid = (low + high) / 2
      if Self.bezier(mid, c1.x, c2.x) < u { low = mid } else { high = mid }
    }
    return Self.bezier((low + high) / 2, c1.y, c2.y)
  }

  /// One coordinate of the cubic Bézier with end points 0 and 1.
  private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  public static func == (a: TimingCurve, b: TimingCurve) -> Bool { a.c1 == b.c1 && a.c2 == b.c2 }

  public func hash(into hasher: inout Hasher) {
    for v in [c1.x, c1.y, c2.x, c2.y] { hasher.combine(v) }
  }
}
