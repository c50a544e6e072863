import Foundation
import Testing

@testable import BarKitGeometry

@Suite("Stroking: widths, caps, joins, degenerate input")
struct StrokingTests {
  /// An L from (0, 0) right to (10, 0), then down to (10, 10).
  let corner = Path(elements: [.move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10))])

  func style(_ width: Double, _ cap: LineCap = .butt, _ join: LineJoin = .miter, limit: Double = 4) -> StrokeStyle {
    StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: limit)
  }

  @Test(arguments: [(pt(0, 0), pt(10, 0), 2.0), (pt(1, 2), pt(7, 10), 3.0), (pt(5, 5), pt(5, -20), 0.5)])
  func straightLineCoversLengthTimesWidth(from: Point, to: Point, width: Double) {
    var path = Path()
    path.addLine(from: from, to: to)
    let outline = path.stroked(style(width))
    let expected = from.distance(to: to) * width
    #expect(abs(Measure.shoelaceArea(outline) - expected) < 1e-9)
    #expect(abs(Measure.nonZeroArea(outline) - expected) < 1e-9)
  }

  @Test func roundCapsAddADiskOfTheLineWidth() {
    var path = Path()
    path.addLine(from: pt(0, 0), to: pt(10, 0))
    let area = Measure.shoelaceArea(path.stroked(style(2, .round), tolerance: 0.001))
    // Two half disks of radius 1: π·w²/4. The polygon is inscribed, so it falls short by a
    // little, never overshoots.
    #expect(area <= 20 + Double.pi)
    #expect(area > 20 + Double.pi - 0.01)
  }

  @Test func squareCapsExtendHalfTheWidthAtEachEnd() {
    var path = Path()
    path.addLine(from: pt(0, 0), to: pt(10, 0))
    let outline = path.stroked(style(2, .square))
    #expect(abs(Measure.shoelaceArea(outline) - 24) < 1e-9)
    #expect(outline.bounds == Rect(left: -1, top: -1, right: 11, bottom: 1))
  }

  @Test func everyPieceIsOrientedPositively() {
    let path = (try? Path(svgPathData: "M0 0 C10 20 20 -20 30 0 L30 10 Q0 30 5 5 Z M40 0 L40 0")) ?? Path()
    for join in LineJoin.allCases {
      for polygon in path.stroked(style(3, .round, join)).flattened() {
        #expect(Measure.signedArea(polygon.points) > 0)
      }
    }
  }

  @Test func joinsFillTheOuterCorner() {
    // Two 10×2 rectangles overlap in a 1×1 square; the joins add the outer corner square
    // (miter), half of it (bevel) or a quarter disk (round).
    #expect(abs(Measure.nonZeroArea(corner.stroked(style(2, .butt, .miter))) - 40) < 1e-9)
    #expect(abs(Measure.nonZeroArea(corner.stroked(style(2, .butt, .bevel))) - 39.5) < 1e-9)
    #expect(abs(Measure.nonZeroArea(corner.stroked(style(2, .butt, .round), tolerance: 0.001)) - (39 + .pi / 4)) < 0.01)
  }

  @Test func miterLongerThanTheLimitFallsBackToBevel() {
    // A right angle's miter is √2 ≈ 1.414 line widths long.
    #expect(abs(Measure.nonZeroArea(corner.stroked(style(2, .butt, .miter, limit: 1.5))) - 40) < 1e-9)
    #expect(abs(Measure.nonZeroArea(corner.stroked(style(2, .butt, .miter, limit: 1.4))) - 39.5) < 1e-9)
    // The miter tip sits at the offset lines' intersection.
    #expect(corner.stroked(style(2, .butt, .miter)).bounds == Rect(left: 0, top: -1, right: 11, bottom: 10))
  }

  @Test func sharpAngleMiterReachesOneOverSineOfHalfTheAngle() {
    // 30° between the segments: the miter is 1 / sin(15°) ≈ 3.86 widths long, under the
    // default limit of 4, and over a limit of 3.
    let angle = 30.0 * .pi / 180
    let path = Path(elements: [
      .move(to: pt(10, 0)), .line(to: pt(0, 0)), .line(to: pt(10 * cos(angle), 10 * sin(angle))),
    ])
    let tipDistance = 1 / sin(angle / 2)  // half width 1, along the bisector at 15°
    #expect(abs(path.stroked(style(2)).bounds!.minX + tipDistance * cos(angle / 2)) < 1e-9)
    #expect(path.stroked(style(2, limit: 3)).bounds!.minX > -1.01)
  }

  @Test func closedSubpathsJoinAtTheStartAndHaveNoCaps() {
    var square = Path()
    square.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
    // A 12×12 square less the 8×8 hole.
    #expect(abs(Measure.nonZeroArea(square.stroked(style(2, .square, .miter))) - 80) < 1e-9)
    #expect(abs(Measure.nonZeroArea(square.stroked(style(2, .round, .bevel))) - 78) < 0.01)
    #expect(abs(Measure.nonZeroArea(square.stroked(style(2, .butt, .round), tolerance: 0.001)) - (76 + .pi)) < 0.01)
    // The same square left open misses its start corner.
    let open = Path(elements: [
      .move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10)), .line(to: pt(0, 10)), .line(to: pt(0, 0)),
    ])
    #expect(abs(Measure.nonZeroArea(open.stroked(style(2, .butt, .miter))) - 79) < 1e-9)
  }

  @Test func curvesStrokeToTheirOffsetBand() {
    var circle = Path()
    circle.addEllipse(in: Rect(x: -10, y: -10, width: 20, height: 20))
    // An annulus from radius 9 to 11: π(11² − 9²) = 40π, whatever the join style.
    for join in LineJoin.allCases {
      let area = Measure.sampledNonZeroArea(circle.stroked(style(2, .butt, join), tolerance: 0.001), rows: 1000)
      #expect(abs(area - 40 * .pi) < 0.02)
    }
  }

  @Test func zeroLengthSegmentsAreIgnored() {
    let path = Path(elements: [.move(to: pt(0, 0)), .line(to: pt(5, 0)), .line(to: pt(5, 0)), .line(to: pt(10, 0))])
    let outline = path.stroked(style(2, .butt, .miter))
    #expect(abs(Measure.shoelaceArea(outline) - 20) < 1e-9)
    #expect(outline.bounds == Rect(left: 0, top: -1, right: 10, bottom: 1))
  }

  @Test(arguments: ["M5 5 L5 5", "M5 5 Z", "M5 5 L5 5 L5 5 Z"])
  func zeroLengthSubpathsDrawDotsWithRoundOrSquareCaps(data: String) throws {
    let path = try Path(svgPathData: data)
    let round = Measure.shoelaceArea(path.stroked(style(2, .round), tolerance: 0.001))
    #expect(round <= .pi && round > .pi - 0.01)
    let square = path.stroked(style(2, .square))
    #expect(abs(Measure.shoelaceArea(square) - 4) < 1e-12)
    #expect(square.bounds == Rect(x: 4, y: 4, width: 2, height: 2))
    #expect(path.stroked(style(2, .butt)).isEmpty)
  }

  @Test func loneMovesAndInvalidWidthsStrokeNothing() throws {
    #expect(try Path(svgPathData: "M5 5").stroked(style(2, .round)).isEmpty)
    #expect(corner.stroked(style(0)).isEmpty)
    #expect(corner.stroked(style(-1)).isEmpty)
    #expect(corner.stroked(style(.nan)).isEmpty)
  }

  @Test func uTurnGetsARoundJoinAsAHalfDisk() {
    let path = Path(elements: [.move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(0, 0))])
    let area = Measure.nonZeroArea(path.stroked(style(2, .butt, .round), tolerance: 0.001))
    #expect(abs(area - (20 + .pi / 2)) < 0.01)
    // A miter would be infinitely long: it becomes a bevel, which adds nothing.
    #expect(abs(Measure.nonZeroArea(path.stroked(style(2, .butt, .miter))) - 20) < 1e-9)
  }
}

@Suite("Stroking: pieces share edges along curves")
struct StrokeOverlapTests {
  @Test(arguments: LineJoin.allCases)
  func smoothCurveOutlineHasNoOverlaps(join: LineJoin) {
    var circle = Path()
    circle.addEllipse(in: Rect(x: -10, y: -10, width: 20, height: 20))
    let outline = circle.stroked(StrokeStyle(lineWidth: 2, lineJoin: join), tolerance: 0.001)
    // Without overlaps, the pieces' areas add up to the annulus, π(11² − 9²), up to flattening.
    #expect(abs(Measure.shoelaceArea(outline) - 40 * .pi) < 0.02)
  }

  @Test func gentleMiterJoinsAreCutNotOverlapped() {
    // A 20° turn: the pieces meet on the bisector and the outline is the exact miter shape.
    let angle = 20.0 * .pi / 180
    let path = Path(elements: [
      .move(to: pt(-10, 0)), .line(to: pt(0, 0)), .line(to: pt(10 * cos(angle), 10 * sin(angle))),
    ])
    let outline = path.stroked(StrokeStyle(lineWidth: 2, lineJoin: .miter))
    #expect(outline.elements.filter { $0 == .close }.count == 2)  // two pieces, no join wedge
    #expect(abs(Measure.shoelaceArea(outline) - Measure.nonZeroArea(outline)) < 1e-9)
    #expect(abs(Measure.shoelaceArea(outline) - 40) < 1e-9)  // the miter adds what the inner side loses
  }

  @Test func tightTurnsKeepTheirJoinPieces() {
    // A stroke much wider than its segments: cutting would turn pieces inside out.
    let path = Path(elements: [
      .move(to: pt(0, 0)), .line(to: pt(1, 0)), .line(to: pt(1.9, 0.5)), .line(to: pt(2.5, 1.5)),
    ])
    let outline = path.stroked(StrokeStyle(lineWidth: 10, lineJoin: .round), tolerance: 0.01)
    for polygon in outline.flattened() { #expect(Measure.signedArea(polygon.points) > 0) }
    #expect(outline.elements.filter { $0 == .close }.count == 5)  // three segments, two joins
  }
}

@Suite("Stroking: dashes")
struct DashTests {
  func line(_ length: Double) -> Path {
    var path = Path()
    path.addLine(from: pt(0, 0), to: pt(length, 0))
    return path
  }

  func dashed(_ path: Path, _ pattern: [Double], phase: Double = 0, cap: LineCap = .butt) -> Path {
    path.stroked(StrokeStyle(lineWidth: 2, lineCap: cap, dashPattern: pattern, dashPhase: phase))
  }

  /// The x extents of the pieces of a stroked horizontal line.
  func spans(_ outline: Path) -> [ClosedRange<Double>] {
    outline.flattened().map { line in
      let xs = line.points.map(\.x)
      return xs.min()!...xs.max()!
    }.sorted { $0.lowerBound < $1.lowerBound }
  }

  @Test func dashesAlternateAlongTheLine() {
    #expect(spans(dashed(line(10), [3, 1])) == [0...3, 4...7, 8...10])
    #expect(abs(Measure.shoelaceArea(dashed(line(10), [3, 1])) - 2 * 8) < 1e-9)
  }

  @Test func phaseShiftsThePatternAndOddPatternsRepeat() {
    #expect(spans(dashed(line(10), [3, 1], phase: 2)) == [0...1, 2...5, 6...9])
    #expect(spans(dashed(line(10), [3, 1], phase: -1)) == [1...4, 5...8, 9...10])
    // [2] means [2, 2]: dash, gap, dash...
    #expect(spans(dashed(line(10), [2])) == [0...2, 4...6, 8...10])
  }

  @Test func dashesFollowCornersAndKeepTheirJoins() {
    let path = Path(elements: [.move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10))])
    // One dash of 14 round the corner, then a gap: 10 + 4 long, with the corner's 1×1 overlap
    // and its 1×1 miter square (or half of it, beveled).
    let miter = path.stroked(StrokeStyle(lineWidth: 2, lineJoin: .miter, dashPattern: [14, 100]))
    #expect(abs(Measure.nonZeroArea(miter) - 28) < 1e-9)
    let bevel = path.stroked(StrokeStyle(lineWidth: 2, lineJoin: .bevel, dashPattern: [14, 100]))
    #expect(abs(Measure.nonZeroArea(bevel) - 27.5) < 1e-9)
  }

  @Test func zeroLengthDashesWithRoundCapsAreDots() {
    let outline = dashed(line(10), [0, 5], cap: .round)
    let dots = outline.flattened()
    #expect(dots.count == 3)  // at 0, 5 and 10
    for (dot, x) in zip(dots, [0.0, 5, 10]) {
      let center = dot.points.reduce(Point.zero, +) * (1 / Double(dot.points.count))
      #expect(isClose(center, pt(x, 0), within: 1e-9))
    }
    #expect(dashed(line(10), [0, 5]).isEmpty)  // butt caps: nothing
  }

  @Test(arguments: [[Double](), [0, 0], [-1, 2], [Double.nan, 1]])
  func invalidPatternsStrokeSolid(pattern: [Double]) {
    #expect(dashed(line(10), pattern) == line(10).stroked(StrokeStyle(lineWidth: 2)))
  }

  @Test func tooManyDashesStrokeSolid() {
    #expect(dashed(line(1e6), [1e-3, 1e-3]) == line(1e6).stroked(StrokeStyle(lineWidth: 2)))
  }
}
