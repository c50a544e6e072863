import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

@Suite struct TextCommandTests {
  final class Captured: @unchecked Sendable {
    var out: [String] = []
    var err: [String] = []
    var output: CommandOutput {
      CommandOutput(standardOutput: { self.out.append($0) }, standardError: { self.err.append($0) })
    }
  }

  @Test func rendersATightTransparentCanvas() throws {
    let dir = SharedFixtures.temporaryDirectory()
    let file = dir.appendingPathComponent("title.png")
    let captured = Captured()
    let code = BarkitCommandLine.run(
      ["text", "Inbox", "--weight", "medium", "--scale", "3", "--color", "systemBlue", "-o", file.path],
      output: captured.output)
    #expect(code == 0, "\(captured.err)")
    let pixmap = try Pixmap(contentsOfPNGFile: file)
    let line = TextLine("Inbox", style: TextStyle(font: FontDescriptor(weight: .medium, size: 17)))
    let mask = line.renderMask(scale: .x3)!
    #expect(pixmap.width == mask.mask.width && pixmap.height == mask.mask.height)
    // Tight: ink touches every edge; transparent where there is no ink; the color is the tint.
    #expect((0..<pixmap.height).contains { pixmap[0, $0].a > 0 })
    #expect((0..<pixmap.width).contains { pixmap[$0, 0].a > 0 })
    #expect(pixmap.pixels.contains { $0.a == 0 })
    #expect(pixmap.pixels.contains { $0 == RGBA8.systemBlue.premultiplied })
    #expect(captured.err.isEmpty)
  }

  @Test func aMissingFamilyIsAnErrorWithTheClosestInstalledOne() {
    // Before: a warning, and the text drawn in the system face.
    let file = SharedFixtures.temporaryDirectory().appendingPathComponent("x.png")
    let captured = Captured()
    let code = BarkitCommandLine.run(["text", "工具栏", "--font", "Intr", "-o", file.path], output: captured.output)
    #expect(code == 3)
    #expect(
      captured.err.contains { $0.contains(#"--font: font family "Intr" is not installed; did you mean "Inter"?"#) },
      "\(captured.err)")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func truncatesToMaxWidth() throws {
    let file = SharedFixtures.temporaryDirectory().appendingPathComponent("t.png")
    let code = BarkitCommandLine.run(
      ["text", "Countries of the World", "--max-width", "80", "--scale", "1", "-o", file.path],
      output: Captured().output)
    #expect(code == 0)
    #expect(try Pixmap(contentsOfPNGFile: file).width <= 80)
  }

  @Test func rejectsBadValuesAndInklessText() {
    let file = SharedFixtures.temporaryDirectory().appendingPathComponent("b.png").path
    #expect(BarkitCommandLine.run(["text", "A", "--weight", "extra", "-o", file], output: Captured().output) == 2)
    #expect(BarkitCommandLine.run(["text", "A", "--scale", "4", "-o", file], output: Captured().output) == 2)
    #expect(BarkitCommandLine.run(["text", "A", "--size", "-3", "-o", file], output: Captured().output) == 2)
    #expect(BarkitCommandLine.run(["text", "   ", "-o", file], output: Captured().output) == 3)
    #expect(!FileManager.default.fileExists(atPath: file))
  }
}
