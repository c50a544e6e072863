import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// `barkit text` and `barkit validate` with the world's text: right-to-left numbers, emoji in
/// colour, misspelt font families.
@Suite struct TextWorldCommandTests {
  static func run(_ arguments: [String]) -> (code: Int32, err: [String]) {
    let captured = TextCommandTests.Captured()
    let code = BarkitCommandLine.run(arguments, output: captured.output)
    return (code, captured.err)
  }

  @Test func rightToLeftNumbersReadLeftToRight() throws {
    // Before ICU's bidi algorithm: "5.4", "41:9" and "299,1".
    let dir = SharedFixtures.temporaryDirectory()
    func render(_ text: String, _ name: String) throws -> Pixmap {
      let file = dir.appendingPathComponent(name)
      let result = Self.run(["text", text, "--font", "DejaVu Sans", "-o", file.path])
      #expect(result.code == 0, "\(result.err)")
      return try Pixmap(contentsOfPNGFile: file)
    }
    let drawn = try render("גרסה 4.5 בשעה 9:41 מחיר 1,299", "logical.png")
    // The same text typed in visual order inside a left-to-right override (U+202D … U+202C).
    #expect(drawn == (try render("\u{202D}1,299 ריחמ 9:41 העשב 4.5 הסרג\u{202C}", "visual.png")))
  }

  @Test func emojiAreDrawnInColour() throws {
    // Before: a warning of a missing-glyph box, and nothing drawn.
    let file = SharedFixtures.temporaryDirectory().appendingPathComponent("emoji.png")
    let result = Self.run(["text", "🥾🏔️✨", "--strict", "-o", file.path])
    #expect(result.code == 0, "\(result.err)")
    let pixmap = try Pixmap(contentsOfPNGFile: file)
    let colored = pixmap.pixels.filter { p in
      let c = p.unpremultiplied
      return c.a > 200 && Int(max(c.r, c.g, c.b)) - Int(min(c.r, c.g, c.b)) > 80
    }
    #expect(colored.count > pixmap.pixels.count / 20, "\(colored.count) of \(pixmap.pixels.count) pixels coloured")
  }

  @Test func aMisspeltFamilyInASceneIsExit3AtItsJSONPath() throws {
    let dir = SharedFixtures.temporaryDirectory()
    let scene = dir.appendingPathComponent("scene.json")
    try Data(
      #"{"navigationBar": {"title": "Inbox", "titleTextAttributes": {"fontFamily": "Intr"}}}"#.utf8
    ).write(to: scene)
    let result = Self.run(["validate", scene.path])
    #expect(result.code == 3)
    #expect(
      result.err.contains {
        $0.contains(
          #"navigationBar.titleTextAttributes.fontFamily: font family "Intr" is not installed; did you mean "Inter"?"#)
      }, "\(result.err)")
    let render = Self.run(["render", scene.path, "-o", dir.appendingPathComponent("out.png").path])
    #expect(render.code == 3)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
  }
}
