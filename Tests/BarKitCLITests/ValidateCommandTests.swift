import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

@Suite struct ValidateCommandTests {
  /// Runs barkit with `arguments`, returning the exit code and what it printed.
  private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    CapturedOutput.run(arguments)
  }

  private func write(_ text: String, to name: String, in dir: URL) throws -> String {
    let url = dir.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func everyExampleSceneIsValid() throws {
    let examples = SharedFixtures.repositoryRoot.appendingPathComponent("Docs/Examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".json") }
    #expect(files.count >= 6)
    for file in files {
      let result = run(["validate", examples.appendingPathComponent(file).path])
      #expect(result.code == 0, "\(file): \(result.err)")
      #expect(result.out.contains(": valid ("))
    }
  }

  @Test func describesTheCanvasAndBars() throws {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = try write(
      ##"{"canvas": {"device": "iphone-5s", "orientation": "landscape"}, "tabBar": {}}"##, to: "s.json", in: dir)
    let result = run(["validate", path])
    #expect(result.code == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "\(path): valid (iphone-5s, landscape, 568×320 pt @2x = 1136×640 px; bars: statusBar, tabBar)")
    // The second line names the face text renders in (pinned in-process: the stand-in).
    #expect(lines.last?.hasPrefix("system font (Nimbus Sans): Nimbus Sans Regular") == true, "\(lines)")
    #expect(run(["validate", path, "--scale", "3"]).out.contains("1704×960 px"))
  }

  /// `--system-font` through the real executable (built beside the test bundle): the typeface
  /// policy belongs to the process, and set in this one it would change the face of the text
  /// goldens rendering alongside (it once did: a sampler came out in Inter).
  @Test func systemFontNamesTheFaceItSets() throws {
    let barkit = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("barkit")
    try #require(FileManager.default.isExecutableFile(atPath: barkit.path), "no barkit executable at \(barkit.path)")
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = try write(##"{"canvas": {"device": "iphone-5s"}}"##, to: "s.json", in: dir)
    let process = Process()
    process.executableURL = barkit
    process.arguments = ["validate", path, "--system-font", "Inter"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(out.contains("system font (Inter): Inter Regular"), "\(out)")
  }

  @Test func invalidSceneExitsThreeNamingFileAndPath() throws {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = try write(##"{"navigationBar": {"title": 3}}"##, to: "scene.json", in: dir)
    let result = run(["validate", path])
    #expect(result.code == 3)
    #expect(result.err == "barkit validate: \(path): navigationBar.title: expected a string, found 3")
  }

  @Test func malformedJSONReportsLineAndColumn() throws {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = try write("{\n  \"tabBar\": {]\n}", to: "scene.json", in: dir)
    let result = run(["validate", path])
    #expect(result.code == 3)
    #expect(result.err == "barkit validate: \(path):2:14: malformed JSON: expected a key in double quotes, found ']'")
  }

  @Test func missingReferencedFileNamesItsPath() throws {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = try write(
      ##"{"toolbar": {"items": [{"title": "A"}, {"image": "icons/star.png"}]}}"##, to: "scene.json", in: dir)
    let missing = dir.appendingPathComponent("icons/star.png").standardizedFileURL.path
    let result = run(["validate", path])
    #expect(result.code == 3)
    #expect(result.err == "barkit validate: \(path): toolbar.items[1].image: file not found: \(missing)")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("icons"), withIntermediateDirectories: true)
    try Data([0]).write(to: dir.appendingPathComponent("icons/star.png"))
    let notPNG = run(["validate", path])
    #expect(notPNG.code == 3)
    #expect(notPNG.err.hasPrefix("barkit validate: \(path): toolbar.items[1].image: not a usable PNG: \(missing): "))
    try Pixmap(width: 1, height: 1)!.writePNG(to: dir.appendingPathComponent("icons/star.png"))
    #expect(run(["validate", path]).code == 0)
  }

  @Test func userDeviceTable() throws {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write(##"{"canvas": {"device": "kiosk"}}"##, to: "scene.json", in: dir)
    let devices = try write(
      ##"{"devices": [{"name": "kiosk", "width": 600, "height": 1000, "scale": 2, "idiom": "pad"}]}"##, to: "d.json",
      in: dir)
    #expect(run(["validate", scene]).code == 3)
    let result = run(["validate", scene, "--devices", devices])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("kiosk, portrait, 600×1000 pt @2x"))
    let bad = try write(##"{"devices": [{"name": "k"}]}"##, to: "bad.json", in: dir)
    #expect(
      run(["validate", scene, "--devices", bad]).err
        == "barkit validate: \(bad): devices[0]: missing required key \"width\"")
  }

  @Test func usageErrors() {
    #expect(run(["validate"]).code == 2)
    #expect(run(["validate", "a.json", "--scale", "4"]).code == 2)
    #expect(run(["validate", "/nonexistent/scene.json"]).code == 3)
  }
}
