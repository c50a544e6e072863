import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

@Suite struct SheetCommandTests {
  static let scene = """
    {"canvas": {"width": 160, "height": 100, "scale": 1}, "content": {"color": "#DBE2ED"},
     "navigationBar": {"title": "Hi", "rightItems": [{"title": "Done", "style": "done"}]}}
    """

  private func write(_ text: String, to folder: URL) throws -> String {
    let url = folder.appendingPathComponent("scene.json")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func writesBothAppearancesSideBySide() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try write(Self.scene, to: folder)
    let out = folder.appendingPathComponent("sheet.png").path
    let run = CapturedOutput.run(["sheet", scene, "-o", out, "--scale", "2", "--only", "navigationBar"])
    #expect(run.code == 0, "\(run.err)")
    let sheet = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: out))
    // Two 320-px-wide bar crops side by side, with the grid's padding and headers around them.
    #expect(sheet.width > 640 && sheet.width < 800)
    #expect(sheet.height > 128 && sheet.height < 300)
    // The iOS 6 column holds the blue-gray bar: somewhere in the right half is its bottom line
    // (63,92,128) (measurements.md §11); the iOS 7 half has no such color.
    func hasLine(_ xs: Range<Int>) -> Bool {
      xs.contains { x in
        (0..<sheet.height).contains { y in
          let c = sheet[x, y].unpremultiplied
          return abs(Int(c.r) - 63) <= 2 && abs(Int(c.g) - 92) <= 2 && abs(Int(c.b) - 128) <= 2
        }
      }
    }
    #expect(hasLine(sheet.width / 2..<sheet.width))
    #expect(!hasLine(0..<sheet.width / 2))
  }

  @Test func usageAndInputErrors() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try write(Self.scene, to: folder)
    let out = folder.appendingPathComponent("sheet.png").path
    let bad = CapturedOutput.run(["sheet", scene, "-o", out, "--only", "dock"])
    #expect(bad.code == 2 && bad.err.contains("--only \"dock\""))
    let missing = CapturedOutput.run(["sheet", scene, "-o", out, "--only", "tabBar"])
    #expect(missing.code == 3 && missing.err.contains("no tabBar"))
    #expect(!FileManager.default.fileExists(atPath: out))
    let broken = try write(#"{"navigationBar": {"barStyle": "glossy"}}"#, to: folder)
    #expect(CapturedOutput.run(["sheet", broken, "-o", out]).code == 3)
  }
}
