import Foundation
import Testing

@testable import BarKitGeometry

@Suite("SVG elliptical arcs (SVG 1.1 appendix F.6)")
struct SVGArcTests {
  @Test(arguments: [(false, 10.0), (true, -10.0)])
  func semicircleEndsExactlyAndStaysOnTheCircle(sweep: Bool, throughY: Double) throws {
    let flag = sweep ? 1 : 0
    let path = try Path(svgPathData: "M0 0 A10 10 0 0 \(flag) 20 0")
    let ends = Measure.endPoints(path)
    #expect(ends.last == pt(20, 0))  // exactly, not approximately
    // Two quarter-turn cubics meet at the circle's lowest or highest point.
    #expect(path.elements.count == 3)
    #expect(isClose(ends[1], pt(10, throughY)))
    for mid in Measure.cubicMidpoints(path) {
      #expect(abs(mid.distance(to: pt(10, 0)) - 10) < 1e-9)
    }
  }

  @Test func radiiTooSmallAreScaledUpToJustFit() throws {
    let path = try Path(svgPathData: "M0 0 A1 1 0 0 1 20 0")
    #expect(Measure.endPoints(path).last == pt(20, 0))
    for mid in Measure.cubicMidpoints(path) {
      #expect(abs(mid.distance(to: pt(10, 0)) - 10) < 1e-9)
    }
  }

  @Test func largeArcFlagPicksTheLongWayRound() throws {
    let small = try Path(svgPathData: "M0 0 A10 10 0 0 1 10 10")
    let large = try Path(svgPathData: "M0 0 A10 10 0 1 1 10 10")
    #expect(Measure.cubicMidpoints(small).count == 1)
    #expect(Measure.cubicMidpoints(large).count == 3)
    // Sweep 1 turns toward increasing angles: the small arc's center is (0, 10), the large one's (10, 0).
    for mid in Measure.cubicMidpoints(small) { #expect(abs(mid.distance(to: pt(0, 10)) - 10) < 1e-9) }
    for mid in Measure.cubicMidpoints(large) { #expect(abs(mid.distance(to: pt(10, 0)) - 10) < 1e-9) }
    #expect(Measure.endPoints(large).last == pt(10, 10))
  }

  @Test func rotatedEllipseArcLiesOnItsEllipse() throws {
    let path = try Path(svgPathData: "M0 0 a20 10 30 0 1 30 10")
    #expect(Measure.endPoints(path).last == pt(30, 10))
    // Undo the rotation and stretch: the arc becomes part of a circle of radius 10.
    let toCircle = AffineTransform(rotation: -30 * .pi / 180).scaledBy(x: 0.5, y: 1)
    let points = (Measure.endPoints(path) + Measure.cubicMidpoints(path)).map(toCircle.apply)
    #expect(points.count >= 3)
    let center = Measure.circumcenter(points[0], points[1], points[points.count - 1])
    for p in points { #expect(abs(p.distance(to: center) - 10) < 1e-9) }
  }

  @Test func zeroRadiusDrawsALineAndEqualEndPointsDrawNothing() throws {
    #expect(try Path(svgPathData: "M0 0 A0 5 0 0 1 20 0").elements == [.move(to: pt(0, 0)), .line(to: pt(20, 0))])
    #expect(try Path(svgPathData: "M5 5 A10 10 0 0 1 5 5").elements == [.move(to: pt(5, 5))])
  }

  @Test func negativeRadiiCountAsPositive() throws {
    #expect(try Path(svgPathData: "M0 0 A-10 -10 0 0 1 20 0") == Path(svgPathData: "M0 0 A10 10 0 0 1 20 0"))
  }

  @Test func packedFlagsAndCommasReadLikeSpacedOnes() throws {
    let spaced = try Path(svgPathData: "M0 0 a10 10 0 0 1 20 0")
    #expect(try Path(svgPathData: "M0 0a10 10 0 0120 0") == spaced)
    #expect(try Path(svgPathData: "M0,0a10,10,0,0,1,20,0") == spaced)
  }
}
