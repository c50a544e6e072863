import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// `barkit accept`: the actual images of exactly one run's failures become goldens, and
/// nothing is written when a golden or an actual image changed since that run.
@Suite struct AcceptCommandTests {
  let root = SharedFixtures.temporaryDirectory("accept-command")
  var expected: URL { root.appendingPathComponent("expected") }
  var actual: URL { root.appendingPathComponent("actual") }

  /// Runs `barkit`; `accept` is given the expected folder as its local goldens folder
  /// (`--goldens`), or `goldens`.
  func run(_ arguments: [String], goldens: [URL]? = nil) -> (code: Int32, out: String, err: String) {
    let captured = CapturedOutput()
    let local = arguments.first == "accept" ? (goldens ?? [expected]).flatMap { ["--goldens", $0.path] } : []
    let code = BarkitCommandLine.run(arguments + local, output: captured.output)
    return (code, captured.standardOutput, captured.standardError)
  }

  /// `same.png` equal, `dot.png` changed, `wide.png` resized, `gone.png` missing, `new.png` added.
  func makeFolders() throws {
    try CompareFoldersCommandTests.makeFolders(expected: expected, actual: actual)
    try Pixmap(width: 12, height: 8, filledWith: RGBA8.white.premultiplied)!
      .writePNG(to: expected.appendingPathComponent("wide.png"))
    try Pixmap(width: 20, height: 8, filledWith: RGBA8.white.premultiplied)!
      .writePNG(to: actual.appendingPathComponent("wide.png"))
  }

  func saveResult(_ name: String = "result.json") throws -> String {
    let url = root.appendingPathComponent(name)
    try Data(run(["compare", expected.path, actual.path, "--json"]).out.utf8).write(to: url)
    return url.path
  }

  func same(_ name: String) throws -> Bool {
    FileManager.default.contents(atPath: expected.appendingPathComponent(name).path)
      == FileManager.default.contents(atPath: actual.appendingPathComponent(name).path)
  }

  @Test func acceptsExactlyThatRunsFailures() throws {
    try makeFolders()
    let result = try saveResult()
    let json = try String(contentsOfFile: result, encoding: .utf8)
    #expect(
      json.contains("\"expectedSHA256\"") && json.contains("\"actualSHA256\"") && json.contains("\"expected\" : "))

    let dry = run(["accept", result, "--dry-run"])
    #expect(dry.code == 0, "\(dry.err)")
    #expect(dry.out.contains("would accept changed: dot.png") && dry.out.contains("would accept resized: wide.png"))
    #expect(dry.out.contains("would accept added: new.png"))
    #expect(dry.err.contains("gone.png is missing; its golden is kept"))
    #expect(
      try !same("dot.png") && !FileManager.default.fileExists(atPath: expected.appendingPathComponent("new.png").path))

    let one = run(["accept", result, "--only", "d*"])
    #expect(one.code == 0, "\(one.err)")
    #expect(try same("dot.png"))
    #expect(!FileManager.default.fileExists(atPath: expected.appendingPathComponent("new.png").path))

    // dot.png's golden changed since that run: the whole run is refused, nothing written.
    let again = run(["accept", result])
    #expect(again.code == 3)
    #expect(again.err.contains("dot.png: the golden changed since that run"), "\(again.err)")
    #expect(!FileManager.default.fileExists(atPath: expected.appendingPathComponent("new.png").path))

    let fresh = try saveResult("fresh.json")
    let all = run(["accept", fresh, "--delete-missing"])
    #expect(all.code == 0, "\(all.err)")
    #expect(all.out.contains("deleted missing: gone.png"))
    #expect(run(["compare", expected.path, actual.path]).code == 0)
  }

  /// A folder that took a missing golden's place since the run is never deleted with what it holds.
  @Test func aFolderWhereAMissingGoldenWasIsKept() throws {
    try makeFolders()
    let result = try saveResult("folder.json")
    let golden = expected.appendingPathComponent("gone.png")
    try FileManager.default.removeItem(at: golden)
    try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: golden.appendingPathComponent("keep.txt"))
    let refused = run(["accept", result, "--delete-missing"])
    #expect(refused.code == 3, "\(refused.err)")
    #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("keep.txt").path))
  }

  @Test func anActualImageChangedSinceTheRunIsRefused() throws {
    try makeFolders()
    let result = try saveResult("actual-changed.json")
    try Pixmap(width: 3, height: 3, filledWith: RGBA8.black.premultiplied)!
      .writePNG(to: actual.appendingPathComponent("new.png"))
    let refused = run(["accept", result])
    #expect(refused.code == 3)
    #expect(refused.err.contains("new.png: the actual image changed since that run"), "\(refused.err)")
    #expect(try !same("dot.png"), "nothing written")
  }

  @Test func aSummaryWithoutTheFoldersIsRefused() throws {
    let file = root.appendingPathComponent("old.json")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(#"{"files": [{"path": "a.png", "status": "changed"}]}"#.utf8).write(to: file)
    let refused = run(["accept", file.path], goldens: [])
    #expect(refused.code == 3)
    #expect(refused.err.contains("old.json: at expected, actual"), "\(refused.err)")
  }

  /// BarKitTesting's artifacts: NAME.actual.png with NAME.json naming the golden.
  @Test func acceptsFromAnArtifactsFolder() throws {
    let goldens = root.appendingPathComponent("art/goldens/Suite"),
      artifacts = root.appendingPathComponent("art/artifacts")
    let folder = artifacts.appendingPathComponent("Suite")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let white = Pixmap(width: 6, height: 6, filledWith: RGBA8.white.premultiplied)!
    var dot = white
    dot[1, 1] = RGBA8.black.premultiplied
    let golden = goldens.appendingPathComponent("test.bar.png")
    try white.writePNG(to: golden)
    try white.writePNG(to: folder.appendingPathComponent("test.bar.reference.png"))
    try dot.writePNG(to: folder.appendingPathComponent("test.bar.actual.png"))
    try Data(#"{"status": "mismatched", "referencePath": "\#(golden.path)"}"#.utf8)
      .write(to: folder.appendingPathComponent("test.bar.json"))
    let page = root.appendingPathComponent("art/report.html")
    #expect(run(["report", artifacts.path, "-o", page.path]).code == 0)
    #expect(
      try String(contentsOf: page, encoding: .utf8).contains("barkit accept \(artifacts.path) --only 'Suite/test.bar'"))

    // The golden changed since that run: refused.
    try dot.writePNG(to: golden)
    let local = [root.appendingPathComponent("art/goldens")]
    let refused = run(["accept", artifacts.path], goldens: local)
    #expect(refused.code == 3)
    #expect(refused.err.contains("the golden changed since that run"), "\(refused.err)")

    try white.writePNG(to: golden)
    let accepted = run(["accept", artifacts.path, "--only", "Suite/*"], goldens: local)
    #expect(accepted.code == 0, "\(accepted.err)")
    #expect(try Pixmap(contentsOfPNGFile: golden) == dot)
  }

  /// A record written on CI names the golden by the CI machine's path: it is found in the
  /// local goldens folder whose trailing folders the path repeats most.
  @Test func aCIPathIsFoundInTheLocalGoldensFolderItNames() throws {
    let app = root.appendingPathComponent("ci/Tests/AppTests/__Goldens__"),
      other = root.appendingPathComponent("ci/Tests/OtherTests/__Goldens__")
    for folder in [app, other] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let arguments = try ArgumentParser.parse(
      ["x", "--goldens", other.path, "--goldens", app.path], for: CommandSpec.accept)
    let local = try LocalGoldens(named: arguments.strings("--goldens"))
    let (folder, golden) = try local.target(
      forRecorded: "/home/runner/work/app/app/Tests/AppTests/__Goldens__/T/x.png")
    #expect(folder.location == app.path && golden.path == app.path + "/T/x.png")
    // Two folders that fit equally (only by the name __Goldens__) are refused.
    #expect(throws: ReviewError.self) {
      try local.target(forRecorded: "/elsewhere/__Goldens__/T/x.png")
    }
  }
}
