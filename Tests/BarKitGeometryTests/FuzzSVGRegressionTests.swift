import Foundation
import Testing

@testable import BarKitGeometry

/// Inputs the SVG path fuzzer (Tests/Fuzz/Sources/FuzzSVG) found, kept in Tests/Fuzz/Corpus/svg.
@Suite struct FuzzSVGRegressionTests {
  /// Tests/Fuzz/Corpus/svg/timeout-huge-arc-radius.txt: arcs with a radius of 3.3·10¹⁸ become cubics
  /// that each need the per-curve maximum of steps; the fuzzer's 10 s timeout fired on the
  /// flatten, stroke and re-flatten of this 108-byte input.
  static let hugeArcs =
    "M9.5 15 A3 3333333333333333333 0 1 1 3.6 15 A3 3 0 1 1 9.5 15 Z M18 15 A3 3 0 1 1 12 15 A560  3 1 1 18 15 Z "

  @Test func fuzzSVGHugeArcRadiiFlattenWithinThePointBudget() throws {
    let path = try Path(svgPathData: Self.hugeArcs)
    let points = path.flattened().reduce(0) { $0 + $1.points.count }
    // A handful of cubics, each within the per-curve cap.
    #expect(points <= 40 * Path.maximumCurveSteps)
    // Stroking the flattened outline stays proportional to it.
    let stroked = path.stroked(StrokeStyle(lineWidth: 1)).flattened().reduce(0) { $0 + $1.points.count }
    #expect(stroked <= 8 * points + 1000)
  }

  @Test func fuzzSVGThousandsOfHugeArcsShareOnePointBudget() throws {
    // 3,000 such arcs: without the shared budget, 3,000 × 4 cubics × 10,000 steps = 120 million
    // points (2 GB); with it, at most about a million.
    let arcs = (0..<3000).map { i in "A1e18 1 0 0 1 \(i % 2 == 0 ? 9 : 1) \(i % 7)" }.joined(separator: " ")
    let path = try Path(svgPathData: "M0 0 " + arcs)
    let points = path.flattened().reduce(0) { $0 + $1.points.count }
    #expect(points <= Path.maximumFlattenedPoints + path.elements.count)
    #expect(points > 3000)
  }

  @Test func fuzzSVGBudgetLeavesSmallPathsUnchanged() throws {
    // A path of a few curves keeps the full per-curve cap: the budget never coarsens icons.
    let path = try Path(svgPathData: "M0 0 C1e9 0 1e9 1e9 0 1e9")
    let points = path.flattened().reduce(0) { $0 + $1.points.count }
    #expect(points == Path.maximumCurveSteps + 1)
  }
}
