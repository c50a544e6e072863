import Foundation
import Testing

@testable import BarKitGeometry

@Suite("Path construction: rectangles, ellipses, arcs, bounds")
struct PathConstructionTests {
  @Test func rectRunsClockwiseOnScreenFromTheTopLeft() {
    var path = Path()
    path.addRect(Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      path.elements == [.move(to: pt(1, 2)), .line(to: pt(4, 2)), .line(to: pt(4, 6)), .line(to: pt(1, 6)), .close])
    #expect(Measure.shoelaceArea(path) == 12)
  }

  @Test func addLineIsASubpathOfOneSegment() {
    var path = Path()
    path.addLine(from: pt(1, 1), to: pt(2, 3))
    #expect(path.elements == [.move(to: pt(1, 1)), .line(to: pt(2, 3))])
  }

  @Test func roundedRectAreaLosesTheCornerSquaresMinusQuarterDisks() {
    var path = Path()
    path.addRoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
    // w·h − (4 − π)·r², within the 2.7e-4·r radial error of quarter-turn cubics.
    let expected = 800 - (4 - Double.pi) * 25
    #expect(abs(Measure.shoelaceArea(path) - expected) < 0.05)
    #expect(path.bounds == Rect(x: 0, y: 0, width: 40, height: 20))
    // Each side's straight part runs between its corners' tangent points.
    #expect(path.elements[0] == .move(to: pt(5, 0)))
    #expect(path.elements[1] == .line(to: pt(35, 0)))
  }

  @Test func cornerRadiiScaleDownTogetherWhenTheyDoNotFit() {
    // CSS rule: the top side (20) holds 30 + 10, so every radius shrinks by 20/40.
    let fitted = CornerRadii(topLeft: 30, topRight: 10, bottomRight: 4, bottomLeft: 2).fitted(
      to: Size(width: 20, height: 100))
    #expect(fitted == CornerRadii(topLeft: 15, topRight: 5, bottomRight: 2, bottomLeft: 1))
    #expect(CornerRadii(all: 50).fitted(to: Size(width: 60, height: 20)) == CornerRadii(all: 10))
    #expect(CornerRadii(all: -3) == CornerRadii(all: 0))
  }

  @Test func capsuleHasNoStraightSegmentsOnItsShortSides() {
    var path = Path()
    path.addRoundedRect(Rect(x: 0, y: 0, width: 30, height: 10), cornerRadius: 99)
    let lines = path.elements.filter { if case .line = $0 { true } else { false } }
    #expect(lines.count == 2)  // top and bottom only
    let expected = 20 * 10 + Double.pi * 25
    #expect(abs(Measure.shoelaceArea(path) - expected) < 0.05)
  }

  @Test func perCornerRadiiAndSharpCorners() {
    var path = Path()
    path.addRoundedRect(
      Rect(x: 0, y: 0, width: 20, height: 20),
      cornerRadii: CornerRadii(topLeft: 0, topRight: 4, bottomRight: 0, bottomLeft: 8))
    let expected = 400 - (1 - Double.pi / 4) * (16 + 64)
    #expect(abs(Measure.shoelaceArea(path) - expected) < 0.05)
    #expect(Measure.endPoints(path).contains(pt(20, 20)))  // sharp bottom-right corner
    #expect(path.elements.first == .move(to: pt(0, 0)))  // sharp top-left corner
  }

  @Test func ellipseAreaAndPoints() {
    var path = Path()
    path.addEllipse(in: Rect(x: 10, y: 20, width: 40, height: 20))
    #expect(path.elements.count == 6)  // move, four cubics, close
    #expect(path.elements.first == .move(to: pt(50, 30)))
    // The first quarter's arms have the length 4/3·tan(π/8) of the radius along them.
    let arm = 4.0 / 3.0 * tan(Double.pi / 8)
    if case .cubic(let c1, let c2, let end) = path.elements[1] {
      #expect(isClose(c1, pt(50, 30 + 10 * arm)))
      #expect(isClose(c2, pt(30 + 20 * arm, 40)))
      #expect(isClose(end, pt(30, 40)))
    } else {
      Issue.record("expected a cubic, got \(path.elements[1])")
    }
    #expect(abs(Measure.shoelaceArea(path) - Double.pi * 20 * 10) < 0.2)
    for p in Measure.endPoints(path) + Measure.cubicMidpoints(path) {
      let u = (p.x - 30) / 20, v = (p.y - 30) / 10
      #expect(abs(u * u + v * v - 1) < 1e-12)
    }
  }

  @Test func arcEndsExactlyOnItsAnglesAndItsMidpointsLieOnTheCircle() {
    var path = Path()
    path.addArc(center: pt(5, 5), radius: 10, startAngle: 0.3, endAngle: 2.9, clockwise: true)
    let ends = Measure.endPoints(path)
    #expect(isClose(ends.first!, pt(5 + 10 * cos(0.3), 5 + 10 * sin(0.3)), within: 1e-12))
    #expect(isClose(ends.last!, pt(5 + 10 * cos(2.9), 5 + 10 * sin(2.9)), within: 1e-12))
    #expect(Measure.cubicMidpoints(path).count == 2)  // 2.6 rad needs two quarter-turn pieces
    for p in Measure.cubicMidpoints(path) + ends {
      #expect(abs(p.distance(to: pt(5, 5)) - 10) < 1e-12)
    }
  }

  @Test func arcDirectionPicksTheWayRound() {
    // From angle 0 to π/2: a quarter clockwise (increasing), three quarters counterclockwise.
    var short = Path()
    short.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    var long = Path()
    long.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(Measure.cubicMidpoints(short).count == 1)
    #expect(Measure.cubicMidpoints(long).count == 3)
    #expect(isClose(Measure.endPoints(long)[1], pt(0, -1)))  // through the top on screen
    var full = Path()
    full.addArc(center: .zero, radius: 2, startAngle: 1, endAngle: 1 + 4 * .pi, clockwise: true)
    #expect(Measure.cubicMidpoints(full).count == 4)
    #expect(abs(Measure.shoelaceArea(full) - 4 * Double.pi) < 0.01)
  }

  @Test func arcJoinsAnOpenSubpathWithALine() {
    var path = Path()
    path.move(to: pt(0, 0))
    path.addArc(center: pt(10, 0), radius: 2, startAngle: .pi, endAngle: 0, clockwise: true)
    guard case .line(let joint) = path.elements[1] else {
      Issue.record("expected a line to the arc's start, got \(path.elements[1])")
      return
    }
    #expect(isClose(joint, pt(8, 0), within: 1e-12))
    var fresh = Path()
    fresh.addArc(center: pt(10, 0), radius: 2, startAngle: 0, endAngle: 1, clockwise: true)
    #expect(fresh.elements.first == .move(to: pt(12, 0)))
  }

  @Test func boundsHoldEveryPointAndControlPoint() {
    #expect(Path().bounds == nil)
    let path = Path(elements: [
      .move(to: pt(0, 0)), .cubic(control1: pt(-5, 10), control2: pt(20, -3), to: pt(4, 4)), .close,
    ])
    #expect(path.bounds == Rect(left: -5, top: -3, right: 20, bottom: 10))
    #expect(Path(elements: [.move(to: pt(3, 4))]).bounds == Rect(x: 3, y: 4, width: 0, height: 0))
  }
}
