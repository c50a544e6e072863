import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

@Suite struct CompareCommandTests {
  let folder = SharedFixtures.temporaryDirectory("compare-command")

  /// Writes a 20×10 white PNG with black pixels at `dots` and returns its path.
  func png(_ name: String, width: Int = 20, dots: [(Int, Int)] = []) throws -> String {
    var image = Pixmap(width: width, height: 10, filledWith: RGBA8.white.premultiplied)!
    for (x, y) in dots { image[x, y] = RGBA8.black.premultiplied }
    let url = folder.appendingPathComponent(name)
    try image.writePNG(to: url)
    return url.path
  }

  func run(_ arguments: [String]) -> (code: Int32, captured: CapturedOutput) {
    let captured = CapturedOutput()
    return (BarkitCommandLine.run(arguments, output: captured.output), captured)
  }

  @Test func identicalFilesMatch() throws {
    let a = try png("a.png")
    let (code, out) = run(["compare", a, a])
    #expect(code == 0)
    #expect(out.standardOutput == "match: identical")
  }

  @Test func onePixelChangeIsAMismatchWithCounts() throws {
    let a = try png("a.png"), b = try png("b.png", dots: [(3, 4)])
    let diff = folder.appendingPathComponent("diff.png")
    let (code, out) = run(["compare", a, b, "--diff", diff.path, "--json"])
    #expect(code == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any])
    #expect(json["differingPixels"] as? Int == 1)
    #expect(json["passed"] as? Bool == false)
    #expect((json["changedBounds"] as? [String: Int]) == ["x": 3, "y": 4, "width": 1, "height": 1])
    let image = try Pixmap(contentsOfPNGFile: diff)
    #expect(image[3, 4] == RGBA8(r: 0, g: 96, b: 255).premultiplied)
    #expect(run(["compare", a, b, "--max-diff-pixels", "1"]).code == 0)
    #expect(run(["compare", a, b, "--ignored-regions", "3,4,1,1"]).code == 0)
    #expect(run(["compare", a, b, "--ignored-regions", "0,0,2,2", "--ignored-regions", "10,0,5,5"]).code == 1)
    #expect(run(["compare", a, b, "--max-diff-pixel-ratio", "0.005"]).code == 0)
  }

  @Test func differentSizesAreResizedNamingBothWithAUnionDiff() throws {
    let a = try png("a.png"), b = try png("wide.png", width: 30)
    let diff = folder.appendingPathComponent("d.png")
    let (code, out) = run(["compare", a, b, "--diff", diff.path])
    #expect(code == 1)
    #expect(out.standardOutput == "resized: expected 20x10, actual 30x10")
    let image = try Pixmap(contentsOfPNGFile: diff)
    #expect(image.width == 30 && image.height == 10)
    #expect(image[25, 5] == RGBA8(r: 255, g: 0, b: 255).premultiplied, "only in the actual image: magenta")
    #expect(image[5, 5] != RGBA8(r: 255, g: 0, b: 255).premultiplied)
    let (_, json) = run(["compare", a, b, "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect(object["status"] as? String == "resized")
    #expect((object["actualSize"] as? [String: Int]) == ["width": 30, "height": 10])
  }

  @Test func unreadableInputExits3AndBadOptionsExit2() throws {
    let a = try png("a.png")
    let garbage = folder.appendingPathComponent("garbage.png")
    try Data("nope".utf8).write(to: garbage)
    #expect(run(["compare", a, garbage.path]).code == 3)
    #expect(run(["compare", a, folder.appendingPathComponent("absent.png").path]).code == 3)
    #expect(run(["compare", a, a, "--threshold", "2"]).code == 2)
    #expect(run(["compare", a, a, "--threshold", "0.1", "--delta-e94", "2"]).code == 2)
    #expect(run(["compare", a, a, "--ignored-regions", "1,1,0.5,2"]).code == 2)
    #expect(run(["compare", a, a, "--density", "0,3"]).code == 2)
    #expect(run(["compare", a]).code == 2)
  }

  @Test func pixelmatchRuleAndOKLabMetric() throws {
    let a = try png("a.png"), b = try png("b.png", dots: [(3, 4)])
    let diff = folder.appendingPathComponent("pixelmatch-diff.png")
    #expect(run(["compare", a, b, "--anti-aliasing", "pixelmatch", "--diff", diff.path]).code == 1)
    // pixelmatch's diff: a darker pixel in diffColor (red, no diffColorAlt), the rest gray.
    let image = try Pixmap(contentsOfPNGFile: diff)
    #expect(image[3, 4] == RGBA8(r: 255, g: 0, b: 0).premultiplied)
    #expect(image[0, 0] == RGBA8(r: 255, g: 255, b: 255).premultiplied)
    let (code, out) = run(["compare", a, b, "--metric", "oklab", "--threshold", "0.2", "--json"])
    #expect(code == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any])
    #expect(json["tolerance"] as? String == "OKLab HyAB threshold 0.2")
    #expect(run(["compare", a, b, "--metric", "lab"]).code == 2)
    #expect(run(["compare", a, b, "--anti-aliasing", "off"]).code == 2)
    #expect(run(["compare", a, b, "--metric", "oklab", "--delta-e94", "2"]).code == 2)
  }

  @Test func densityOption() throws {
    let a = try png("a.png"), b = try png("b.png", dots: [(1, 1), (2, 1), (1, 2), (2, 2)])
    #expect(run(["compare", a, b, "--max-diff-pixels", "10"]).code == 0)
    #expect(run(["compare", a, b, "--max-diff-pixels", "10", "--density", "4,3"]).code == 1)
    // Timing is barkit-bench's (BenchmarkProgramTests), not the product's.
    #expect(run(["compare", a, b, "--timing", "3"]).code == 2)
  }

  @Test func twoFilesWriteAMarkdownSummaryAndAnAnnotation() throws {
    let a = try png("a.png"), b = try png("b.png", dots: [(3, 4)])
    let summary = folder.appendingPathComponent("files.md")
    let (code, out) = run(["compare", a, b, "--markdown", summary.path, "--annotations", "github"])
    #expect(code == 1)
    #expect(
      out.standardOutput.contains("::error file=\(a),title=barkit compare%3A changed::changed: \(b): 1 pixel differs"))
    let text = try String(contentsOf: summary, encoding: .utf8)
    #expect(text.contains("1 of 1 image failed") && text.contains("| 1 | x 3, y 4, width 1, height 1 |"))
    #expect(run(["compare", a, a, "--markdown", summary.path]).code == 0)
    #expect(try String(contentsOf: summary, encoding: .utf8).contains("✅ All 1 image match"))
  }
}
