import Foundation
import Testing

@testable import BarKitGeometry

@Suite("Flattening within the tolerance")
struct FlatteningTests {
  static let cubics: [[Point]] = [
    [pt(0, 0), pt(30, 80), pt(70, -40), pt(100, 20)],  // S-shaped
    [pt(0, 0), pt(100, 100), pt(0, 100), pt(100, 0)],  // self-intersecting loop
    [pt(0, 0), pt(50, 0), pt(50, 0), pt(0, 0)],  // cusp, back to the start
    [pt(10, 10), pt(11, 10.5), pt(12, 10.5), pt(13, 10)],  // tiny
  ]

  @Test(arguments: cubics, [0.5, 0.1, 0.01])
  func cubicStaysWithinTolerance(_ c: [Point], tolerance: Double) throws {
    let path = Path(elements: [.move(to: c[0]), .cubic(control1: c[1], control2: c[2], to: c[3])])
    let line = try #require(path.flattened(tolerance: tolerance).first)
    #expect(line.points.first == c[0] && line.points.last == c[3])
    var worst = 0.0
    for i in 0...2000 {
      let p = Measure.cubic(c[0], c[1], c[2], c[3], at: Double(i) / 2000)
      worst = max(worst, Measure.distance(from: p, to: line))
    }
    #expect(worst <= tolerance)
  }

  @Test(arguments: [0.5, 0.1, 0.01])
  func quadraticStaysWithinTolerance(tolerance: Double) throws {
    let (p0, c, p1) = (pt(0, 0), pt(50, 120), pt(100, 0))
    let line = try #require(
      Path(elements: [.move(to: p0), .quad(control: c, to: p1)]).flattened(tolerance: tolerance).first)
    var worst = 0.0
    for i in 0...2000 {
      worst = max(worst, Measure.distance(from: Measure.quad(p0, c, p1, at: Double(i) / 2000), to: line))
    }
    #expect(worst <= tolerance)
    // Not wastefully fine either: the bound is within a factor of about 2 of the need.
    #expect(worst > tolerance / 8)
  }

  @Test func segmentCountGrowsAsTheSquareRootOfOneOverTolerance() throws {
    let c = Self.cubics[0]
    let path = Path(elements: [.move(to: c[0]), .cubic(control1: c[1], control2: c[2], to: c[3])])
    let coarse = try #require(path.flattened(tolerance: 1).first).points.count - 1
    let fine = try #require(path.flattened(tolerance: 0.01).first).points.count - 1
    // 100 times finer tolerance: about 10 times the segments.
    #expect((9...11).contains(Double(fine) / Double(coarse)))
  }

  @Test func closedSubpathsDoNotRepeatTheirStart() {
    var path = Path()
    path.addEllipse(in: Rect(x: 0, y: 0, width: 10, height: 10))
    let lines = path.flattened()
    #expect(lines.count == 1 && lines[0].isClosed)
    #expect(lines[0].points.first != lines[0].points.last)
  }

  @Test func loneMovesAreDroppedAndCloseReturnsToTheStart() {
    let path = Path(elements: [
      .move(to: pt(9, 9)), .move(to: pt(0, 0)), .line(to: pt(1, 0)), .line(to: pt(1, 1)), .close, .line(to: pt(5, 5)),
    ])
    #expect(
      path.flattened() == [
        Polyline(points: [pt(0, 0), pt(1, 0), pt(1, 1)], isClosed: true),
        Polyline(points: [pt(0, 0), pt(5, 5)], isClosed: false),
      ])
  }

  @Test func straightLinesAreKeptAsGiven() {
    let path = Path(elements: [.move(to: pt(0, 0)), .line(to: pt(3, 4)), .line(to: pt(6, 0))])
    #expect(path.flattened(tolerance: 0.001) == [Polyline(points: [pt(0, 0), pt(3, 4), pt(6, 0)], isClosed: false)])
  }
}
