import Foundation

@testable import BarKitGeometry

/// Measuring helpers shared by the geometry suites.
enum Measure {
  /// The sum of the shoelace areas of the flattened subpaths (closed or not: each is treated as a
  /// polygon). Positive for clockwise-on-screen (y down) outlines.
  static func shoelaceArea(_ path: Path, tolerance: Double = 0.001) -> Double {
    path.flattened(tolerance: tolerance).reduce(0) { $0 + signedArea($1.points) }
  }

  /// The signed shoelace area of a polygon.
  static func signedArea(_ points: [Point]) -> Double {
    var twice = 0.0
    for i in points.indices { twice += points[i].cross(points[(i + 1) % points.count]) }
    return twice / 2
  }

  /// The area the path covers when filled with the non-zero rule, exactly (up to rounding).
  ///
  /// Between two consecutive "events" (vertex heights and heights where two edges cross) the
  /// same edges cross every scanline in the same order, so the covered length is linear in y
  /// and the slab's area is its height times the covered length at its middle. Quadratic in
  /// the number of edges: for small outlines.
  static func nonZeroArea(_ path: Path, tolerance: Double = 0.001) -> Double {
    let edges = edges(of: path, tolerance: tolerance)
    var events = Set(edges.map(\.0.y))
    for i in edges.indices {
      for j in edges.indices where j > i {
        if let y = intersectionHeight(edges[i], edges[j]) { events.insert(y) }
      }
    }
    let heights = events.sorted()
    var area = 0.0
    for k in heights.indices.dropLast() where heights[k + 1] > heights[k] {
      let y = (heights[k] + heights[k + 1]) / 2
      area += coveredLength(edges, atY: y) * (heights[k + 1] - heights[k])
    }
    return area
  }

  /// The non-zero area measured along `rows` scanlines through the middles of equal bands of
  /// the bounds: approximate (a band's error is at most its height times the length of the
  /// horizontal-ish edges in it), but linear in the number of edges, for large outlines.
  static func sampledNonZeroArea(_ path: Path, rows: Int, tolerance: Double = 0.001) -> Double {
    guard let bounds = path.bounds else { return 0 }
    let edges = edges(of: path, tolerance: tolerance)
    let band = bounds.height / Double(rows)
    return (0..<rows).reduce(0) { sum, row in
      sum + coveredLength(edges, atY: bounds.minY + (Double(row) + 0.5) * band) * band
    }
  }

  /// The total length of the scanline at `y` where the winding number is not zero.
  static func coveredLength(_ edges: [(Point, Point)], atY y: Double) -> Double {
    var crossings: [(x: Double, winding: Int)] = []
    for (a, b) in edges where (a.y <= y) != (b.y <= y) {
      let t = (y - a.y) / (b.y - a.y)
      crossings.append((a.x + (b.x - a.x) * t, a.y < b.y ? 1 : -1))
    }
    crossings.sort { $0.x < $1.x }
    var winding = 0
    var length = 0.0
    for (i, crossing) in crossings.enumerated() {
      if winding != 0 { length += crossing.x - crossings[i - 1].x }
      winding += crossing.winding
    }
    return length
  }

  /// The height where two segments cross, if they do.
  static func intersectionHeight(_ e: (Point, Point), _ f: (Point, Point)) -> Double? {
    let r = e.1 - e.0, s = f.1 - f.0
    let denominator = r.cross(s)
    guard denominator != 0 else { return nil }
    let t = (f.0 - e.0).cross(s) / denominator
    let u = (f.0 - e.0).cross(r) / denominator
    guard (0...1).contains(t), (0...1).contains(u) else { return nil }
    return e.0.y + r.y * t
  }

  /// The closed polygon edges of a path's flattened subpaths.
  static func edges(of path: Path, tolerance: Double = 0.001) -> [(Point, Point)] {
    path.flattened(tolerance: tolerance).flatMap { line in
      line.points.indices.map { (line.points[$0], line.points[($0 + 1) % line.points.count]) }
    }
  }

  /// The distance from `p` to the segment from `a` to `b`.
  static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
    let d = b - a
    let lengthSquared = d.dot(d)
    let t = lengthSquared == 0 ? 0 : min(1, max(0, (p - a).dot(d) / lengthSquared))
    return p.distance(to: a + d * t)
  }

  /// The distance from `p` to the nearest segment of a polyline.
  static func distance(from p: Point, to line: Polyline) -> Double {
    let pts = line.points
    let count = line.isClosed ? pts.count : pts.count - 1
    return (0..<count).map { distance(from: p, toSegment: pts[$0], pts[($0 + 1) % pts.count]) }.min() ?? .infinity
  }

  /// A point on a cubic Bézier.
  static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> Point {
    let u = 1 - t
    return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
  }

  /// A point on a quadratic Bézier.
  static func quad(_ p0: Point, _ p1: Point, _ p2: Point, at t: Double) -> Point {
    let u = 1 - t
    return p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t)
  }

  /// The point at t = ½ of each cubic of the path.
  static func cubicMidpoints(_ path: Path) -> [Point] {
    var last = Point.zero
    var result: [Point] = []
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p), .quad(_, let p): last = p
      case .cubic(let c1, let c2, let p):
        result.append(cubic(last, c1, c2, p, at: 0.5))
        last = p
      case .close: break
      }
    }
    return result
  }

  /// The end points of the path's elements (no control points).
  static func endPoints(_ path: Path) -> [Point] {
    path.elements.compactMap { element in
      switch element {
      case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
      case .close: nil
      }
    }
  }

  /// The center of the circle through three points.
  static func circumcenter(_ a: Point, _ b: Point, _ c: Point) -> Point {
    let d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y))
    let (a2, b2, c2) = (a.dot(a), b.dot(b), c.dot(c))
    return Point(
      x: (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
      y: (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d)
  }
}

/// Whether two points agree within `tolerance` in each coordinate.
func isClose(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// A point, briefly.
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
