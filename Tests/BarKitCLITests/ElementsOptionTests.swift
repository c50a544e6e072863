import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// `render --elements` writes where each element of a scene went; `compare --elements` names the
/// elements holding the changed pixels of any two images of that size.
@Suite struct ElementsOptionTests {
  let folder = SharedFixtures.temporaryDirectory("elements-option")

  func scene(_ done: String) -> String {
    """
    {"canvas": {"width": 320, "height": 120, "scale": 2}, "content": {"color": "white"},
     "navigationBar": {"translucent": false, "title": "Inbox", "rightItems": [\(done)]}}
    """
  }

  /// Renders the scene with a Done button and with a Save button; returns the two PNGs and the
  /// first one's element map.
  func renderPair() throws -> (done: String, save: String, map: String) {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    try Data(scene(#"{"systemItem": "done"}"#).utf8).write(to: URL(fileURLWithPath: path("done.json")))
    try Data(scene(#"{"title": "Save", "style": "done"}"#).utf8).write(to: URL(fileURLWithPath: path("save.json")))
    let rendered = CapturedOutput.run(
      ["render", path("done.json"), "-o", path("done.png"), "--elements", path("done.elements.json")])
    #expect(rendered.code == 0, "\(rendered.err)")
    #expect(CapturedOutput.run(["render", path("save.json"), "-o", path("save.png")]).code == 0)
    return (path("done.png"), path("save.png"), path("done.elements.json"))
  }

  @Test func renderWritesTheMapAndCompareNamesTheChangedElement() throws {
    let (done, save, map) = try renderPair()
    let decoded = try ElementMap(contentsOf: URL(fileURLWithPath: map))
    #expect(decoded.scale == 2 && decoded.size == ImageDimensions(width: 640, height: 240))
    let button = try #require(decoded.elements.first { $0.path == "navigationBar.rightItems[0]" })
    #expect(button.label == "Done" && button.frame.maxX == 640 - 16)

    let text = CapturedOutput.run(["compare", done, save, "--elements", map])
    #expect(text.code == 1)
    let lines = text.out.split(separator: "\n")
    #expect(lines.count == 2 && lines[1].hasPrefix("changed: navigationBar.rightItems[0] (Done) "), "\(text.out)")
    #expect(!lines[1].contains(","), "only the button changed: \(lines[1])")

    let json = CapturedOutput.run(["compare", done, save, "--elements", map, "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
    let changed = object?["changedElements"] as? [String: Any]
    let first = (changed?["elements"] as? [[String: Any]])?.first
    #expect(first?["path"] as? String == "navigationBar.rightItems[0]")
    #expect(first?["changedPixels"] as? Int == object?["differingPixels"] as? Int)
    #expect(changed?["outsideEveryElement"] as? Int == 0)

    let markdown = folder.appendingPathComponent("summary.md")
    _ = CapturedOutput.run(["compare", done, save, "--elements", map, "--markdown", markdown.path])
    #expect(try String(contentsOf: markdown, encoding: .utf8).contains(#"navigationBar\.rightItems\[0\] \(Done\)"#))

    // Identical images name nothing.
    let same = CapturedOutput.run(["compare", done, done, "--elements", map])
    #expect(same.code == 0 && !same.out.contains("changed:"))
  }

  /// `--ignore-element` leaves the named elements' pixels out of the comparison; a path the map
  /// lacks, or one without a map, is a usage error.
  @Test func ignoredElementsAreLeftOut() throws {
    let (done, save, map) = try renderPair()
    let ignored = CapturedOutput.run(
      ["compare", done, save, "--elements", map, "--ignore-element", "navigationBar.rightItems[*]", "--json"])
    #expect(ignored.code == 0, "\(ignored.out)\(ignored.err)")
    let object = try JSONSerialization.jsonObject(with: Data(ignored.out.utf8)) as? [String: Any]
    #expect((object?["ignoredPixels"] as? Int ?? 0) > 0)
    let other = CapturedOutput.run([
      "compare", done, save, "--elements", map, "--ignore-element", "navigationBar.title",
    ])
    #expect(other.code == 1, "the button still changed: \(other.out)")
    let unknown = CapturedOutput.run(["compare", done, save, "--elements", map, "--ignore-element", "toolbar"])
    #expect(unknown.code == 2 && unknown.err.contains("no element is toolbar (the map has "), "\(unknown.err)")
    let tolerant = CapturedOutput.run(
      ["compare", done, save, "--elements", map, "--element-tolerance", "navigationBar.rightItems[0]=100000"])
    #expect(tolerant.code == 0 && tolerant.out.contains("within their regions' allowances"), "\(tolerant.out)")
    let badTolerance = CapturedOutput.run(
      ["compare", done, save, "--elements", map, "--element-tolerance", "navigationBar.rightItems[0]"])
    #expect(badTolerance.code == 2 && badTolerance.err.contains("expected PATH=N"), "\(badTolerance.err)")
    let noMap = CapturedOutput.run(["compare", done, save, "--ignore-element", "navigationBar"])
    #expect(noMap.code == 2 && noMap.err.contains("give --elements FILE.json"), "\(noMap.err)")
  }

  @Test func aBadMapIsAOneLineErrorNamingTheFileAndTheJSONPath() throws {
    let (done, save, _) = try renderPair()
    let bad = folder.appendingPathComponent("bad.json")
    try Data(
      #"{"scale": 2, "size": {"width": 640, "height": 240}, "elements": [{"path": "a", "frame": {"x": 0, "y": 0, "width": -1, "height": 1}}]}"#
        .utf8
    ).write(to: bad)
    let refused = CapturedOutput.run(["compare", done, save, "--elements", bad.path])
    #expect(refused.code == 3)
    #expect(
      refused.err
        == "barkit compare: \(bad.path): at elements[0].frame.width: expected a whole number in 1...1073741824 (an element map, as render --elements writes)"
    )

    let other = folder.appendingPathComponent("other-size.json")
    try Data(#"{"scale": 1, "size": {"width": 320, "height": 120}, "elements": []}"#.utf8).write(to: other)
    let size = CapturedOutput.run(["compare", done, save, "--elements", other.path])
    #expect(size.code == 3 && size.err.contains("other-size.json: at size: expected 640x240"), "\(size.err)")

    let syntax = folder.appendingPathComponent("syntax.json")
    try Data(#"{"scale": 2,"#.utf8).write(to: syntax)
    let broken = CapturedOutput.run(["compare", done, save, "--elements", syntax.path])
    #expect(broken.code == 3 && broken.err.hasPrefix("barkit compare: \(syntax.path):1:"), "\(broken.err)")
  }

  /// The map is an output like any other: never an input, never a folder; and compare takes
  /// it for two files only.
  @Test func theMapIsCheckedAsAnOutputAndFoldersAreAUsageError() throws {
    let (done, _, map) = try renderPair()
    let sceneFile = folder.appendingPathComponent("done.json").path
    let onScene = CapturedOutput.run(
      ["render", sceneFile, "-o", folder.appendingPathComponent("x.png").path, "--elements", sceneFile])
    #expect(onScene.code == 2 && onScene.err.contains("--elements"), "\(onScene.err)")
    #expect(try String(contentsOfFile: sceneFile, encoding: .utf8).contains("done"))
    let onFolder = CapturedOutput.run(
      ["render", sceneFile, "-o", folder.appendingPathComponent("y.png").path, "--elements", folder.path])
    #expect(onFolder.code == 2 && onFolder.err.contains("is a folder"), "\(onFolder.err)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("y.png").path), "nothing written")

    let asDiff = CapturedOutput.run(["compare", done, done, "--elements", map, "--diff", map])
    #expect(asDiff.code == 2, "\(asDiff.err)")
    let folders = CapturedOutput.run(["compare", folder.path, folder.path, "--elements", map])
    #expect(folders.code == 2 && folders.err.contains("give two files"), "\(folders.err)")
  }
}
