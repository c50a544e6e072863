import BarKitGeometry
import Foundation
import Testing

@testable import BarKitRaster

/// The rasterizer against analytic areas: summed coverage / 255 must equal the exact area up to
/// the 8-bit rounding of the edge pixels (half a level each, about two per unit of perimeter).
@Suite struct CoverageTests {
  func expectArea(
    of polygon: [Point], width: Int = 40, height: Int = 40, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let (mask, violations) = coverage(of: [polygon], width: width, height: height)
    let tolerance = perimeter(polygon) / 255 + 1e-9
    #expect(abs(coveredArea(mask) - polygonArea(polygon)) <= tolerance, sourceLocation: sourceLocation)
    #expect(violations == 0, sourceLocation: sourceLocation)
  }

  @Test func pixelAlignedSquareIsExactlyFull() {
    let (mask, _) = coverage(of: [rectangle(2, 3, 4, 5)], width: 10, height: 10)
    for y in 0..<10 {
      for x in 0..<10 {
        let inside = (2..<6).contains(x) && (3..<8).contains(y)
        #expect(mask[x, y] == (inside ? 255 : 0))
      }
    }
  }

  @Test func halfCoveredPixelsAre128() {
    let (mask, _) = coverage(of: [rectangle(2.5, 2, 1, 1)], width: 6, height: 6)
    #expect(mask[2, 2] == 128)
    #expect(mask[3, 2] == 128)
    #expect(coveredArea(mask) * 255 == 256)
    let (diagonal, _) = coverage(of: [[Point(x: 1, y: 1), Point(x: 2, y: 1), Point(x: 1, y: 2)]], width: 4, height: 4)
    #expect(diagonal[1, 1] == 128)
  }

  @Test func windingDirectionDoesNotMatter() {
    let clockwise = rectangle(1.3, 2.7, 5.2, 3.9)
    let (a, _) = coverage(of: [clockwise], width: 10, height: 10)
    let (b, _) = coverage(of: [clockwise.reversed()], width: 10, height: 10)
    #expect(a == b)
  }

  @Test(arguments: [0.0, 0.1, 0.5, 0.7853981633974483, 1.2, 2.9])
  func rotatedRectangleArea(angle: Double) {
    let c = Point(x: 20, y: 20), (hw, hh) = (11.3, 6.1)
    let corners = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map { (x, y) in
      Point(x: c.x + x * cos(angle) - y * sin(angle), y: c.y + x * sin(angle) + y * cos(angle))
    }
    expectArea(of: corners)
  }

  @Test func thinSliversAndTinyTrianglesKeepTheirArea() {
    expectArea(of: [Point(x: 0.5, y: 1), Point(x: 39.5, y: 1.2), Point(x: 0.5, y: 1.35)])
    expectArea(of: [Point(x: 3.1, y: 3.2), Point(x: 3.4, y: 3.25), Point(x: 3.2, y: 3.9)])
    expectArea(of: [Point(x: 10, y: 0.25), Point(x: 10.01, y: 39.9), Point(x: 9.7, y: 20)])
  }

  @Test func circleAreaMatchesPiRSquared() {
    let radius = 15.5
    let polygon = regularPolygon(center: Point(x: 20.25, y: 19.6), radius: radius, sides: 720)
    expectArea(of: polygon)
    let (mask, _) = coverage(of: [polygon], width: 40, height: 40)
    // The 720-gon misses πr²·(1 − sin(2π/720)/(2π/720)) ≈ 0.005 of the disc's area.
    #expect(abs(coveredArea(mask) - Double.pi * radius * radius) < perimeter(polygon) / 255 + 0.01)
  }

  @Test func overlappingSquaresFollowTheFillRule() {
    let squares = [rectangle(2, 2, 6, 6), rectangle(5, 5, 6, 6)]
    let (nonZero, _) = coverage(of: squares, width: 14, height: 14, rule: .nonZero)
    let (evenOdd, _) = coverage(of: squares, width: 14, height: 14, rule: .evenOdd)
    #expect(nonZero[6, 6] == 255)
    #expect(evenOdd[6, 6] == 0)
    #expect(nonZero[3, 3] == 255 && evenOdd[3, 3] == 255)
    #expect(coveredArea(nonZero) == 36 + 36 - 9)
    #expect(coveredArea(evenOdd) == 36 + 36 - 18)
    // Opposite windings cancel under both rules.
    let (hole, _) = coverage(of: [rectangle(2, 2, 6, 6), rectangle(5, 5, 6, 6).reversed()], width: 14, height: 14)
    #expect(hole[6, 6] == 0)
  }

  @Test func pentagramCenterDependsOnTheFillRule() {
    let tips = regularPolygon(center: Point(x: 16, y: 16), radius: 14, sides: 5, rotation: -Double.pi / 2)
    let star = (0..<5).map { tips[($0 * 2) % 5] }
    let (nonZero, _) = coverage(of: [star], width: 32, height: 32, rule: .nonZero)
    let (evenOdd, _) = coverage(of: [star], width: 32, height: 32, rule: .evenOdd)
    #expect(nonZero[16, 16] == 255)
    #expect(evenOdd[16, 16] == 0)
    #expect(nonZero[16, 5] == 255 && evenOdd[16, 5] == 255)
    #expect(coveredArea(nonZero) > coveredArea(evenOdd) + 50)
  }

  @Test func pathsPartlyOutsideTheCanvasKeepTheirVisibleArea() {
    let (mask, violations) = coverage(of: [rectangle(-5, -5, 10, 10)], width: 10, height: 10)
    #expect(coveredArea(mask) == 25)
    #expect(violations == 0)
    // A triangle straddling the left and bottom borders: visible part by clipping analytically.
    let triangle = [Point(x: -10, y: 2), Point(x: 8, y: 5), Point(x: -10, y: 30)]
    let (clipped, _) = coverage(of: [triangle], width: 10, height: 10)
    let unclipped = coverage(of: [triangle.map { Point(x: $0.x + 20, y: $0.y) }], width: 40, height: 40).mask
    var expected = 0.0
    for y in 0..<10 { for x in 20..<30 { expected += Double(unclipped[x, y]) / 255 } }
    #expect(abs(coveredArea(clipped) - expected) < 0.05)
  }

  @Test func clipRectangleCutsExactly() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<20 {
      let polygon = (0..<6).map { _ in
        Point(x: .random(in: -4...24, using: &generator), y: .random(in: -4...24, using: &generator))
      }
      let clip = IntRect(x: 3, y: 4, width: 11, height: 9)!
      let (full, _) = coverage(of: [polygon], width: 20, height: 20)
      let (clipped, violations) = coverage(of: [polygon], width: 20, height: 20, clip: clip)
      #expect(violations == 0)
      var worst = 0
      for y in 0..<20 {
        for x in 0..<20 {
          let expected = clip.contains(x: x, y: y) ? Int(full[x, y]) : 0
          worst = max(worst, abs(Int(clipped[x, y]) - expected))
        }
      }
      #expect(worst <= 1)
    }
  }

  @Test func seededRandomPathsNeverLeaveTheClip() {
    var generator = SeededGenerator(seed: 2026)
    let specials = [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1e-300, 0]
    for round in 0..<200 {
      let polygons = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        (0..<Int.random(in: 0...9, using: &generator)).map { _ -> Point in
          func value() -> Double {
            Int.random(in: 0..<20, using: &generator) == 0
              ? specials.randomElement(using: &generator)! : .random(in: -40...80, using: &generator)
          }
          return Point(x: value(), y: value())
        }
      }
      let rule: FillRule = round.isMultiple(of: 2) ? .nonZero : .evenOdd
      let clip = IntRect(x: round % 7, y: round % 5, width: 20 + round % 13, height: 17 + round % 11)!
      let (mask, violations) = coverage(of: polygons, width: 48, height: 40, rule: rule, clip: clip)
      #expect(violations == 0)
      _ = mask
    }
  }

  @Test func rasterizerScratchIsCleanBetweenFills() {
    var rasterizer = CoverageRasterizer()
    let clip = IntRect(x: 0, y: 0, width: 16, height: 16)!
    var first = RecordingBlitter(clip: clip, width: 16, height: 16)
    rasterizer.fill(
      [Polyline(points: rectangle(1.5, 1.5, 12, 12), isClosed: true)], rule: .nonZero, clip: clip, into: &first)
    var second = RecordingBlitter(clip: clip, width: 16, height: 16)
    let small = [Polyline(points: rectangle(3.25, 4.5, 2, 2), isClosed: true)]
    rasterizer.fill(small, rule: .nonZero, clip: clip, into: &second)
    var fresh = CoverageRasterizer()
    var reference = RecordingBlitter(clip: clip, width: 16, height: 16)
    fresh.fill(small, rule: .nonZero, clip: clip, into: &reference)
    #expect(second.mask == reference.mask)
  }

  @Test func maskBlitterRecordsTheSameCoverage() {
    let polygon = regularPolygon(center: Point(x: 8.3, y: 7.9), radius: 6.2, sides: 7)
    let clip = IntRect(x: 0, y: 0, width: 16, height: 16)!
    var rasterizer = CoverageRasterizer()
    var blitter = MaskBlitter(mask: Mask(width: 16, height: 16)!)
    rasterizer.fill([Polyline(points: polygon, isClosed: true)], rule: .nonZero, clip: clip, into: &blitter)
    #expect(blitter.mask == coverage(of: [polygon], width: 16, height: 16).mask)
    #expect(abs(coveredArea(blitter.mask) - polygonArea(polygon)) < perimeter(polygon) / 255)
  }
}
