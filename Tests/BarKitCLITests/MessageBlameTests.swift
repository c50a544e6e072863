import BarKit
import Foundation
import Testing

/// Issue 39 item 11: names escaped in every place `compare` prints or writes them, and every
/// refusal blaming the file that caused it, with its JSON path.
@Suite struct MessageBlameTests {
  /// NEL, CSI (C1), LINE SEPARATOR and RIGHT-TO-LEFT OVERRIDE: each starts a new line or
  /// reorders what a reader sees.
  static let hostile: [Unicode.Scalar] = ["\u{85}", "\u{9B}", "\u{2028}", "\u{202E}"]

  @Test func annotationsAndMarkdownEscapeC1LineSeparatorsAndBidiControls() throws {
    let folder = try HostileFolder()
    let (white, dot) = try OutputSafetyTests.whiteAndDot()
    try OutputSafetyTests.makeFolders(["expected", "actual"], in: folder)
    for scalar in Self.hostile {
      let name = "a\(Character(scalar))b.png"
      try folder.write("expected/" + name, white)
      try folder.write("actual/" + name, dot)
    }
    let summary = folder.path("summary.md")
    let run = HostileRun([
      "compare", folder.path("expected"), folder.path("actual"), "--annotations", "github", "--markdown", summary,
    ])
    #expect(run.code == 1, "\(run.err)")
    let annotations = run.out.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(annotations.count == 4, "\(run.out)")
    let markdown = try String(contentsOfFile: summary, encoding: .utf8)
    for scalar in Self.hostile {
      #expect(!run.out.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16)) raw in: \(run.out)")
      #expect(!markdown.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16)) raw in the summary")
    }
  }

  /// A number too large for a `Double` in an element map is named by its JSON path, as in a scene.
  @Test func anOverflowingNumberInAnElementMapNamesItsPath() throws {
    let folder = try HostileFolder()
    let (white, dot) = try OutputSafetyTests.whiteAndDot()
    let a = try folder.write("a.png", white), b = try folder.write("b.png", dot)
    let map = try folder.write(
      "map.json",
      #"{"scale": 1, "size": {"width": 6, "height": 4}, "elements": [{"path": "x", "frame": {"x": 1e999, "y": 0, "width": 1, "height": 1}}]}"#
    )
    HostileRun(["compare", a, b, "--elements", map]).expectCleanFailure(naming: ["map.json", "elements[0].frame.x"])
    let overrides = try folder.write("overrides.json", #"{"*.png": {"threshold": 1e999}}"#)
    try OutputSafetyTests.makeFolders(["e", "f"], in: folder)
    HostileRun(["compare", folder.path("e"), folder.path("f"), "--overrides", overrides]).expectCleanFailure(
      naming: ["overrides.json", "threshold"])
  }

  /// `render --elements /dev/full`: the element map cannot be written, and the message says so,
  /// not that the PNG could not be.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"))
  func anElementMapThatCannotBeWrittenIsTheOneBlamed() throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", FaultTests.tinyScene)
    let run = HostileRun(["render", scene, "-o", folder.path("out.png"), "--elements", "/dev/full"])
    run.expectCleanFailure(naming: ["/dev/full"])
    #expect(!run.err.contains("out.png"), "\(run.err)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
  }

  /// A merge input that is a device is named as an unreadable file (exit 3), not taken for a
  /// usage error about formats.
  @Test func aMergeInputThatIsADeviceIsNamed() throws {
    let folder = try HostileFolder()
    HostileRun(["report", "--merge", "/dev/zero", "-o", folder.path("merged.json")]).expectCleanFailure(
      naming: ["/dev/zero"])
    #expect(folder.contents.isEmpty)
  }

  /// A device where a command reads a folder or a result is named for what it is, not as missing.
  @Test func aDeviceWhereAFolderIsReadIsNamedForWhatItIs() throws {
    let folder = try HostileFolder()
    for arguments in [
      ["accept", "/dev/zero"], ["goldens", "orphans", "/dev/zero"],
      ["report", "/dev/zero", "-o", folder.path("r.html")],
    ] {
      HostileRun(arguments).expectCleanFailure(naming: ["/dev/zero", "a device, pipe or socket"])
    }
  }

  /// `validate` refuses what `render` refuses: a bar button label too wide to draw.
  @Test func validateRefusesALabelRenderRefuses() throws {
    let folder = try HostileFolder()
    let long = String(repeating: "W", count: 60_000)
    let scene = try folder.write(
      "scene.json",
      HostileSceneTests.scene(
        #""toolbar": {"items": [{"customView": {"label": {"text": "\#(long)", "fontSize": 200}}}]}"#))
    HostileRun(["render", scene, "-o", folder.path("out.png")]).expectCleanFailure(
      naming: ["toolbar.items[0].customView.label.text"])
    HostileRun(["validate", scene]).expectCleanFailure(
      naming: ["scene.json", "toolbar.items[0].customView.label.text", "expected at most 16384"])
  }
}
