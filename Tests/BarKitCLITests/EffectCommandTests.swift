import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// `barkit blur`, `barkit backdrop` and `barkit bench blur`.
@Suite struct EffectCommandTests {
  /// A 9 × 7 opaque picture with a bright square, written to a fresh folder.
  static func writeInput() throws -> (folder: URL, input: URL, image: Pixmap) {
    let folder = SharedFixtures.temporaryDirectory()
    var image = Pixmap(width: 9, height: 7, filledWith: RGBA8(r: 0, g: 122, b: 255).premultiplied)!
    for y in 2..<5 { for x in 3..<6 { image[x, y] = RGBA8.white.premultiplied } }
    let input = folder.appendingPathComponent("in.png")
    try image.writePNG(to: input)
    return (folder, input, image)
  }

  @Test func blurWritesTheKernelResult() throws {
    let (folder, input, image) = try Self.writeInput()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.png")
    let captured = CapturedOutput()
    #expect(
      BarkitCommandLine.run(
        ["blur", input.path, "-o", output.path, "--box", "3", "--passes", "2"], output: captured.output) == 0)
    #expect(try Pixmap(contentsOfPNGFile: output) == image.boxBlurred(diameter: 3, passes: 2))
    let viaSigma = folder.appendingPathComponent("sigma.png")
    #expect(
      BarkitCommandLine.run(["blur", input.path, "-o", viaSigma.path, "--sigma", "2"], output: captured.output) == 0)
    #expect(try Pixmap(contentsOfPNGFile: viaSigma) == image.boxBlurred(diameter: 5, passes: 3))
  }

  @Test func blurRejectsBadArguments() throws {
    let (folder, input, _) = try Self.writeInput()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out.png").path
    #expect(BarkitCommandLine.run(["blur", input.path, "-o", out, "--box", "4"], output: CapturedOutput().output) == 2)
    #expect(BarkitCommandLine.run(["blur", input.path, "-o", out], output: CapturedOutput().output) == 2)
    #expect(
      BarkitCommandLine.run(
        ["blur", input.path, "-o", out, "--box", "3", "--sigma", "1"], output: CapturedOutput().output)
        == 2)
    let missing = CapturedOutput()
    #expect(
      BarkitCommandLine.run(
        ["blur", folder.appendingPathComponent("nope.png").path, "-o", out, "--box", "3"], output: missing.output) == 3)
    #expect(missing.errorLines.count == 1)
  }

  @Test func backdropRendersTheRequestedRectAndStyle() throws {
    let (folder, input, image) = try Self.writeInput()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("bar.png")
    let arguments = [
      "backdrop", input.path, "-o", output.path, "--style", "blackBar", "--rect", "1,1,5,3", "--scale", "1",
    ]
    #expect(BarkitCommandLine.run(arguments, output: CapturedOutput().output) == 0)
    let expected = Backdrop.render(
      content: image, rect: IntRect(x: 1, y: 1, width: 5, height: 3)!, style: .blackBar, scale: .x1)
    #expect(try Pixmap(contentsOfPNGFile: output) == expected)

    let tinted = folder.appendingPathComponent("tinted.png")
    #expect(
      BarkitCommandLine.run(
        ["backdrop", input.path, "-o", tinted.path, "--tint", "#506DA8", "--mode", "uikit"],
        output: CapturedOutput().output) == 0)
    let expectedTinted = Backdrop.render(
      content: image, rect: image.bounds, style: .tinted(RGBA8(r: 0x50, g: 0x6D, b: 0xA8)), scale: .x2, mode: .uikit)
    #expect(try Pixmap(contentsOfPNGFile: tinted) == expectedTinted)
  }

  @Test func backdropRejectsBadArguments() throws {
    let (folder, input, _) = try Self.writeInput()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("bar.png").path
    for extra in [
      ["--style", "frosted"], ["--mode", "fast"], ["--rect", "0,0,0,3"], ["--rect", "0.5,0,2,3"],
      ["--style", "dark", "--tint", "red"],
    ] {
      let captured = CapturedOutput()
      #expect(
        BarkitCommandLine.run(["backdrop", input.path, "-o", out] + extra, output: captured.output) == 2, "\(extra)")
      #expect(captured.errorLines.count == 1)
    }
  }

  /// The benchmarks are `barkit-bench`'s (BenchmarkProgramTests); the product's command has none.
  @Test func theProductCommandHasNoBenchmark() {
    let captured = CapturedOutput()
    #expect(BarkitCommandLine.run(["bench", "blur"], output: captured.output) == 2)
    #expect(captured.standardError.contains("unknown command \"bench\""))
    #expect(!BarkitCommandLine.overview.contains("bench"))
  }
}
