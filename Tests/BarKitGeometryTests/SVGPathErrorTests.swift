import Testing

@testable import BarKitGeometry

@Suite("SVG path data: malformed input")
struct SVGPathErrorTests {
  /// The error the data raises, or nil if it parses.
  func error(_ data: String) -> SVGPathError? {
    do {
      _ = try Path(svgPathData: data)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("L 10 10", 0, SVGPathError.Problem.expectedMoveTo),
    ("M 10 10 L", 9, .expectedNumber(after: "L")),
    ("M 10", 4, .expectedNumber(after: "10")),
    ("M,1 2", 1, .expectedNumber(after: "M")),
    ("M1 2 L3 4,", 10, .expectedNumber(after: ",")),
    ("M1 2,,3", 5, .expectedNumber(after: ",")),
    ("M1 2 X3", 5, .expectedCommand(found: "X")),
    ("M1 2 Z 3", 7, .expectedCommand(found: "3")),
    ("M1 2 A1 1 0 2 1 3 3", 12, .expectedFlag(after: "0")),
    ("M1 2 A1 1 0 1", 13, .expectedFlag(after: "1")),
    ("M1e999 0", 1, .numberOutOfRange("1e999")),
    ("M NaN 1", 2, .expectedNumber(after: "M")),
    ("M inf 1", 2, .expectedNumber(after: "M")),
    ("M 1 2 L 1e", 9, .expectedNumber(after: "1")),
    ("M1 2 .", 5, .expectedNumber(after: "2")),
    ("M1e308 0 l1e308 0", 9, .coordinateOutOfRange),
  ])
  func reportsOffsetAndExpectation(data: String, offset: Int, problem: SVGPathError.Problem) {
    #expect(error(data) == SVGPathError(offset: offset, problem: problem))
  }

  @Test func messageIsOneLineWithOffsetAndExpectation() {
    #expect(error("M 10 0 L")?.description == #"SVG path data, offset 8: expected a number after "L""#)
    #expect(error("M1 2 Z 3")?.description == #"SVG path data, offset 7: expected a command letter, found "3""#)
    #expect(
      error("L1 1")?.description == #"SVG path data, offset 0: expected a moveto command ("M" or "m") at the start"#)
  }

  @Test func nonASCIICharactersAreNamedByTheirScalar() {
    #expect(error("M1 2 é")?.description == #"SVG path data, offset 5: expected a command letter, found "\u{00E9}""#)
    #expect(error("M1 2\u{A0}L3 4") == SVGPathError(offset: 4, problem: .expectedCommand(found: "\\u{00A0}")))
  }

  @Test func capsTheNumberOfElements() {
    let withinLimit = "M0 0 L" + String(repeating: " 1 1", count: Path.svgElementLimit - 1)
    #expect(error(withinLimit) == nil)
    let overLimit = withinLimit + " 1 1"
    #expect(error(overLimit) == SVGPathError(offset: 5, problem: .tooManyElements(limit: Path.svgElementLimit)))
  }
}

@Suite("SVG path data: extreme values")
struct SVGExtremeValueTests {
  @Test(arguments: [
    "M0 0 A1e308 1e-308 0 0 1 1e300 1e300", "M0 0 A1e-300 1e-300 45 1 0 1e300 -1e300",
    "M1e308 1e308 a1e308 1 0 1 1 1e308 1", "M0 0 c1e308 0 1e308 0 1e308 0 s1e308 0 1e308 0",
  ])
  func extremeValuesGiveFiniteElementsOrAnError(data: String) {
    do {
      let path = try Path(svgPathData: data)
      #expect(!path.svgPathData.contains("nan") && !path.svgPathData.contains("inf"))
    } catch {
      #expect(error.problem == .coordinateOutOfRange)
    }
  }
}
