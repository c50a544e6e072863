import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// `barkit convert`: the pixels it writes, its exit codes and its one-line messages.
@Suite struct ConvertCommandTests {
  static func translucentSquare() -> Pixmap {
    var p = Pixmap(width: 5, height: 4, filledWith: RGBA8(r: 0, g: 122, b: 255).premultiplied)!
    p[1, 1] = RGBA8(r: 200, g: 10, b: 10, a: 99).premultiplied
    return p
  }

  @Test func convertsAndKeepsPixels() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.png")
    let output = folder.appendingPathComponent("out.png")
    try Self.translucentSquare().writePNG(to: input, options: PNGEncodingOptions(compressionLevel: 0, filter: .none)!)
    let captured = CapturedOutput()
    #expect(BarkitCommandLine.run(["convert", input.path, "-o", output.path], output: captured.output) == 0)
    #expect(captured.standardError.isEmpty)
    #expect(try Pixmap(contentsOfPNGFile: output) == Self.translucentSquare())
    #expect(try Data(contentsOf: output).count < Data(contentsOf: input).count)
  }

  @Test(.requiresShared("testdata/pngsuite")) func convertsEveryPngSuiteFlavourToEightBitRGBA() throws {
    let suite = SharedFixtures.directory("testdata/pngsuite")
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["basi0g01", "basn0g16", "basi3p04", "tbrn2c08", "basn6a16"] {
      let input = suite.appendingPathComponent(name + ".png")
      let output = folder.appendingPathComponent(name + ".png")
      let silent = CapturedOutput()
      #expect(
        BarkitCommandLine.run(["convert", input.path, "-o", output.path, "--keep-alpha"], output: silent.output) == 0)
      let bytes = [UInt8](try Data(contentsOf: output).prefix(26))
      #expect(bytes[24] == 8 && bytes[25] == 6, "\(name): bit depth \(bytes[24]), color type \(bytes[25])")
      #expect(try Pixmap(contentsOfPNGFile: output) == (try Pixmap(contentsOfPNGFile: input)))
    }
  }

  @Test func corruptInputExitsThreeWithOneLineAndNoOutput() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("broken.png")
    var data = try Self.translucentSquare().pngData()
    data[20] ^= 0x40  // inside IHDR: its CRC no longer matches
    try data.write(to: input)
    let output = folder.appendingPathComponent("out.png")
    let captured = CapturedOutput()
    #expect(BarkitCommandLine.run(["convert", input.path, "-o", output.path], output: captured.output) == 3)
    #expect(
      captured.errorLines == ["barkit convert: \(input.path): corrupt PNG: IHDR: CRC error (detected at byte 33)"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["broken.png"])
  }

  @Test func missingInputExitsThree() {
    let captured = CapturedOutput()
    #expect(
      BarkitCommandLine.run(["convert", "/nonexistent/in.png", "-o", "/tmp/never.png"], output: captured.output) == 3)
    #expect(captured.errorLines == ["barkit convert: /nonexistent/in.png: cannot read: no such file"])
  }

  @Test func usageErrorsExitTwo() {
    let silent = CapturedOutput()
    #expect(BarkitCommandLine.run(["convert", "in.png"], output: silent.output) == 2)
    #expect(
      BarkitCommandLine.run(["convert", "in.png", "-o", "o.png", "--filter", "best"], output: silent.output) == 2)
    #expect(
      BarkitCommandLine.run(["convert", "in.png", "-o", "o.png", "--compression-level", "10"], output: silent.output)
        == 2)
    #expect(silent.errorLines.count == 3)
  }

}
