import BarKitGeometry
import Foundation
import TestSupport

@testable import BarKitRaster

/// Random-input tests replay the same cases: TestSupport's SplitMix64.
typealias SeededGenerator = SplitMix64

/// A blitter that records every span and flags any outside `clip` or empty.
struct RecordingBlitter: Blitter {
  let clip: IntRect
  var mask: Mask
  var violations = 0
  var spans = 0

  init(clip: IntRect, width: Int, height: Int) {
    self.clip = clip
    self.mask = Mask(width: width, height: height)!
  }

  mutating func blitSpan(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
    spans += 1
    guard y >= clip.y, y < clip.maxY, x >= clip.x, x + coverage.count <= clip.maxX, !coverage.isEmpty else {
      violations += 1
      return
    }
    for i in 0..<coverage.count {
      if mask[x + i, y] != 0 { violations += 1 }  // spans of one fill never overlap
      mask[x + i, y] = coverage[i]
    }
  }
}

/// Rasterizes device-space polygons into a `width × height` mask.
func coverage(
  of polygons: [[Point]], width: Int, height: Int, rule: FillRule = .nonZero, clip: IntRect? = nil
) -> (mask: Mask, violations: Int) {
  let clip = clip ?? IntRect(x: 0, y: 0, width: width, height: height)!
  var rasterizer = CoverageRasterizer()
  var blitter = RecordingBlitter(clip: clip, width: width, height: height)
  rasterizer.fill(polygons.map { Polyline(points: $0, isClosed: true) }, rule: rule, clip: clip, into: &blitter)
  return (blitter.mask, blitter.violations)
}

/// The summed coverage of a mask, in pixel areas.
func coveredArea(_ mask: Mask) -> Double { Double(mask.values.reduce(0) { $0 + Int($1) }) / 255 }

/// The area of a simple polygon (shoelace formula), positive.
func polygonArea(_ points: [Point]) -> Double {
  var sum = 0.0
  for i in points.indices {
    let p = points[i], q = points[(i + 1) % points.count]
    sum += p.x * q.y - q.x * p.y
  }
  return abs(sum) / 2
}

/// The perimeter of a polygon: edge pixels each carry at most half a level of rounding error.
func perimeter(_ points: [Point]) -> Double {
  var sum = 0.0
  for i in points.indices {
    let p = points[i], q = points[(i + 1) % points.count]
    sum += ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
  }
  return sum
}

func rectangle(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [Point] {
  [Point(x: x, y: y), Point(x: x + w, y: y), Point(x: x + w, y: y + h), Point(x: x, y: y + h)]
}

func regularPolygon(center: Point, radius: Double, sides: Int, rotation: Double = 0) -> [Point] {
  (0..<sides).map { i in
    let angle = rotation + 2 * Double.pi * Double(i) / Double(sides)
    return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }
}

extension PremultipliedRGBA8 {
  /// The largest channel difference to another pixel.
  func distance(to other: PremultipliedRGBA8) -> Int {
    max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)), abs(Int(a) - Int(other.a)))
  }
}

let opaqueRed = RGBA8(r: 255, g: 0, b: 0).premultiplied
let opaqueBlue = RGBA8(r: 0, g: 0, b: 255).premultiplied
