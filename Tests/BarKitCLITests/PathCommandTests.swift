import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

@Suite struct PathCommandTests {
  /// Runs `barkit path` with `arguments` plus `-o` into a fresh folder; returns the exit code,
  /// standard error and the written image, if any.
  func render(_ arguments: [String], name: String = #function) throws -> (code: Int32, err: String, image: Pixmap?) {
    let folder = SharedFixtures.temporaryDirectory(name)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.png")
    let result = CapturedOutput.run(["path"] + arguments + ["-o", output.path])
    let image = FileManager.default.fileExists(atPath: output.path) ? try Pixmap(contentsOfPNGFile: output) : nil
    return (result.code, result.err, image)
  }

  @Test func fillsASquareAtTheRequestedScale() throws {
    let result = try render([
      "M1 1 H4 V3 H1 Z", "--size", "5x4", "--scale", "2", "--fill", "#FF0000", "--background", "#0000FF",
    ])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    let pixmap = try #require(result.image)
    #expect(pixmap.width == 10 && pixmap.height == 8)
    let red = RGBA8(r: 255, g: 0, b: 0).premultiplied, blue = RGBA8(r: 0, g: 0, b: 255).premultiplied
    for y in 0..<8 {
      for x in 0..<10 {
        let inside = (2..<8).contains(x) && (2..<6).contains(y)
        #expect(pixmap[x, y] == (inside ? red : blue))
      }
    }
  }

  @Test func evenOddLeavesTheInnerSquareEmpty() throws {
    let result = try render(["M0 0 H6 V6 H0 Z M2 2 H4 V4 H2 Z", "--size", "6x6", "--fill-rule", "evenodd"])
    let pixmap = try #require(result.image)
    #expect(pixmap[3, 3] == .transparent)
    #expect(pixmap[1, 1] == RGBA8.black.premultiplied)
  }

  @Test func strokeOnlyDrawsTheOutline() throws {
    let result = try render([
      "M1 5 H9", "--size", "10x10", "--stroke", "black", "--line-width", "2", "--line-cap", "square",
    ])
    let pixmap = try #require(result.image)
    // A 2-point-wide horizontal line centred on y = 5 with square caps: rows 4 and 5, x 0..<10.
    #expect(pixmap[0, 4] == RGBA8.black.premultiplied && pixmap[9, 5] == RGBA8.black.premultiplied)
    #expect(pixmap[5, 3] == .transparent && pixmap[5, 6] == .transparent)
  }

  @Test func invalidPathDataExitsThreeWithTheOffsetAndWritesNothing() throws {
    let result = try render(["M 1 1 L", "--size", "4x4"])
    #expect(result.code == 3)
    #expect(result.err.hasPrefix("barkit path: SVG path data, offset"))
    #expect(result.image == nil)
  }

  @Test(arguments: [
    ["--fill-rule", "winding"], ["--line-cap", "pointy"], ["--scale", "4"], ["--fill", "#12"],
  ])
  func badOptionsAreUsageErrors(extra: [String]) {
    let result = CapturedOutput.run(["path", "M0 0 H1 V1 Z", "--size", "4x4", "-o", "/tmp/never-written.png"] + extra)
    #expect(result.code == 2)
    #expect(!result.err.isEmpty)
  }

  @Test func missingSizeIsAUsageError() {
    #expect(CapturedOutput.run(["path", "M0 0 H1 V1 Z", "-o", "/tmp/never-written.png"]).code == 2)
  }
}
