import Testing

@testable import BarKitGeometry

@Suite("SVG path data: commands, numbers, repeats")
struct SVGPathParsingTests {
  @Test func everyAbsoluteCommandProducesItsElements() throws {
    let path = try Path(svgPathData: "M10 20 L30 40 H50 V60 C1 2 3 4 5 6 S7 8 9 10 Q11 12 13 14 T15 16 Z")
    #expect(
      path.elements == [
        .move(to: pt(10, 20)), .line(to: pt(30, 40)), .line(to: pt(50, 40)), .line(to: pt(50, 60)),
        .cubic(control1: pt(1, 2), control2: pt(3, 4), to: pt(5, 6)),
        // S reflects the previous second control point (3, 4) about (5, 6).
        .cubic(control1: pt(7, 8), control2: pt(7, 8), to: pt(9, 10)),
        .quad(control: pt(11, 12), to: pt(13, 14)),
        // T reflects the previous control point (11, 12) about (13, 14).
        .quad(control: pt(15, 16), to: pt(15, 16)),
        .close,
      ])
  }

  @Test func relativeCommandsMatchTheirAbsoluteForms() throws {
    let absolute = try Path(svgPathData: "M10 20 L30 40 H50 V60 C1 2 3 4 5 6 S7 8 9 10 Q11 12 13 14 T15 16 Z")
    let relative = try Path(svgPathData: "m10 20 l20 20 h20 v20 c-49-58-47-56-45-54 s2 2 4 4 q2 2 4 4 t2 2 z")
    #expect(relative == absolute)
  }

  @Test func relativeArcMatchesAbsoluteArc() throws {
    let absolute = try Path(svgPathData: "M5 5 A10 6 30 1 0 25 15")
    let relative = try Path(svgPathData: "m5 5 a10 6 30 1 0 20 10")
    #expect(relative == absolute)
  }

  @Test func movetoFollowedByPairsDrawsLines() throws {
    #expect(
      try Path(svgPathData: "M0 0 10 0 10 10").elements == [
        .move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10)),
      ])
    // Relative: each pair is relative to the previous point.
    #expect(
      try Path(svgPathData: "m1 1 2 2 3 3").elements == [
        .move(to: pt(1, 1)), .line(to: pt(3, 3)), .line(to: pt(6, 6)),
      ])
  }

  @Test func otherCommandsRepeatWithMoreArguments() throws {
    #expect(
      try Path(svgPathData: "M0 0 h1 2 3").elements == [
        .move(to: pt(0, 0)), .line(to: pt(1, 0)), .line(to: pt(3, 0)), .line(to: pt(6, 0)),
      ])
    #expect(
      try Path(svgPathData: "M0 0 V5,6").elements == [.move(to: pt(0, 0)), .line(to: pt(0, 5)), .line(to: pt(0, 6))])
    #expect(
      try Path(svgPathData: "M0 0 Q1 1 2 0 3 -1 4 0").elements == [
        .move(to: pt(0, 0)), .quad(control: pt(1, 1), to: pt(2, 0)), .quad(control: pt(3, -1), to: pt(4, 0)),
      ])
    let arcs = try Path(svgPathData: "M0 0 A5 5 0 0 1 10 0 5 5 0 0 1 20 0")
    #expect(Measure.endPoints(arcs).last == pt(20, 0))
    #expect(Measure.endPoints(arcs).contains(pt(10, 0)))
  }

  @Test(arguments: [
    ("M.5.5", pt(0.5, 0.5)),
    ("M-1-2", pt(-1, -2)),
    ("M1e-3 2E+2", pt(0.001, 200)),
    ("M1.5e1.5", pt(15, 0.5)),
    ("M 1 , 2", pt(1, 2)),
    ("M+1-.5", pt(1, -0.5)),
    ("M1.,2.", pt(1, 2)),
    ("\t\n\u{0C}\rM\n3\t4 ", pt(3, 4)),
  ])
  func numbersInEverySVGForm(data: String, expected: Point) throws {
    #expect(try Path(svgPathData: data).elements == [.move(to: expected)])
  }

  @Test func smoothCurvesWithoutAMatchingPredecessorUseTheCurrentPoint() throws {
    #expect(
      try Path(svgPathData: "M1 1 S2 2 3 3").elements.last
        == .cubic(control1: pt(1, 1), control2: pt(2, 2), to: pt(3, 3)))
    #expect(try Path(svgPathData: "M1 1 T3 3").elements.last == .quad(control: pt(1, 1), to: pt(3, 3)))
    // A quadratic does not feed S, and a cubic does not feed T.
    #expect(
      try Path(svgPathData: "M0 0 Q1 1 2 0 S3 3 4 0").elements.last
        == .cubic(control1: pt(2, 0), control2: pt(3, 3), to: pt(4, 0)))
    #expect(try Path(svgPathData: "M0 0 C1 1 2 1 3 0 T6 0").elements.last == .quad(control: pt(3, 0), to: pt(6, 0)))
  }

  @Test func chainedSmoothQuadraticsKeepReflecting() throws {
    let path = try Path(svgPathData: "M0 0 Q1 1 2 0 T4 0 T6 0")
    #expect(
      Array(path.elements.suffix(2)) == [
        .quad(control: pt(3, -1), to: pt(4, 0)), .quad(control: pt(5, 1), to: pt(6, 0)),
      ])
  }

  @Test func drawingAfterCloseStartsAtTheClosedSubpathsStart() throws {
    #expect(
      try Path(svgPathData: "M1 1 L2 2 Z L3 3").elements == [
        .move(to: pt(1, 1)), .line(to: pt(2, 2)), .close, .move(to: pt(1, 1)), .line(to: pt(3, 3)),
      ])
    // A relative moveto after Z is relative to that start too.
    #expect(try Path(svgPathData: "M1 1 L5 5 z m1 1").elements.last == .move(to: pt(2, 2)))
  }

  @Test func emptyDataIsAnEmptyPath() throws {
    #expect(try Path(svgPathData: "").isEmpty)
    #expect(try Path(svgPathData: " \n\t").isEmpty)
  }
}

@Suite("SVG path data: writing")
struct SVGPathDataWritingTests {
  @Test func writesAbsoluteCommandsThatReadBackExactly() throws {
    var path = Path()
    path.addRoundedRect(Rect(x: 0.1, y: -2, width: 33.3, height: 1e-5 + 7), cornerRadius: 2.5)
    path.addLine(from: pt(1, 2), to: pt(3, 4))
    path.quad(control: pt(-0.5, 1e22), to: pt(5, 6))
    #expect(try Path(svgPathData: path.svgPathData) == path)
    #expect(Path(elements: [.move(to: pt(1, 2)), .line(to: pt(3.5, -4)), .close]).svgPathData == "M1 2 L3.5 -4 Z")
  }
}

@Suite("SVG path data: number values")
struct SVGNumberValueTests {
  /// Texts covering the fast path (≤ 15 digits, small exponents) and the full parser.
  static let texts: [String] = {
    var result = [
      "0", "-0", "0.1", "0.3", "1e22", "1e23", "1e-22", "1e-23", "123456789012345", "1234567890123456789",
      "0.000000000000000000001", "9007199254740993", "2.2250738585072014e-308", "4.9e-324", "1.7976931348623157e308",
      "3.14159265358979323846", "-12.5e-3", "+.75E+2", "000123.4500",
    ]
    // A deterministic spread of decimal mantissas and exponents.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<400 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let digits = String(state >> 11).prefix(Int(state % 18) + 1)
      let point = Int(state >> 5 % 7) % digits.count
      let exponent = Int(state >> 40 % 61) - 30
      result.append("\(digits.prefix(point)).\(digits.dropFirst(point))e\(exponent)")
    }
    return result
  }()

  @Test func numbersReadAsTheNearestDouble() throws {
    for text in Self.texts {
      let expected = try #require(Double(text))
      let parsed = try Path(svgPathData: "M\(text) 0").elements.first
      #expect(parsed == .move(to: pt(expected, 0)), "\(text)")
    }
  }
}
