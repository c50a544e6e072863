import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// The JSON `report --merge` and `compare --overrides` read, as hostile input: a value out of
/// range or a count that does not add up is refused with the file and the JSON path, exit 3.
@Suite struct ReportMergeInputTests {
  /// A summary as `compare --json` writes it, with one changed file.
  static func summary(changed: String = "1", differingPixels: String = "6", antiAliasedPixels: String = "0") -> String {
    """
    {"added": 0, "changed": \(changed), "missing": 0, "passed": 1, "unreadable": 0, "files": [
      {"path": "a.png", "status": "passed"},
      {"path": "b.png", "status": "changed", "differingPixels": \(differingPixels),
       "antiAliasedPixels": \(antiAliasedPixels), "message": "changed: b.png"}]}
    """
  }

  @Test(arguments: [
    (summary(differingPixels: "1e30"), "files[1].differingPixels"),
    (summary(differingPixels: "2.5"), "files[1].differingPixels"),
    (summary(antiAliasedPixels: "-4"), "files[1].antiAliasedPixels"),
    (summary(changed: "-1"), "changed"),
    (summary(changed: "3"), "changed"),
    (#"{"files": [{"path": "a.png", "status": "fine"}]}"#, "files[0].status"),
    (#"{"files": {}}"#, "files"),
  ])
  func aSummaryWithABadValueIsRefusedWithItsPath(json: String, path: String) throws {
    let folder = try HostileFolder()
    let good = try folder.write("good.json", Self.summary())
    let bad = try folder.write("shard-2.json", json)
    let run = HostileRun(["report", "--merge", good, "--merge", bad, "-o", folder.path("merged.json")])
    run.expectCleanFailure(naming: ["shard-2.json", path])
    #expect(!run.err.contains("DecodingError"), "\(run.err)")
    #expect(!folder.contents.contains("merged.json"))
  }

  @Test func aPageWhoseCountsDoNotAddUpIsRefused() throws {
    let folder = try HostileFolder()
    let expected = folder.url.appendingPathComponent("expected"), actual = folder.url.appendingPathComponent("actual")
    let white = Pixmap(width: 4, height: 4, filledWith: RGBA8.white.premultiplied)!
    for (name, folderURL) in [("a.png", expected), ("b.png", actual), ("c.png", actual)] {
      try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
      try white.writePNG(to: folderURL.appendingPathComponent(name))
    }
    let page = folder.path("shard.html")
    #expect(HostileRun(["compare", expected.path, actual.path, "--report", page]).code == 1)
    var html = try String(contentsOfFile: page, encoding: .utf8)
    let counts = #""checked":3,"failures":{"added":2,"missing":1}"#
    #expect(html.contains(counts))
    html = html.replacing(counts, with: #""checked":3,"failures":{"added":-2,"missing":-1}"#)
    try html.write(toFile: page, atomically: true, encoding: .utf8)
    let run = HostileRun(["report", "--merge", page, "-o", folder.path("merged.html")])
    run.expectCleanFailure(naming: ["shard.html", "summary.failures.added"])
    #expect(!folder.contents.contains("merged.html"))
  }

  @Test(arguments: [
    (#"{"dot*": {"maxDiffPixels": 1e30}}"#, #"["dot*"].maxDiffPixels"#),
    (#"{"dot*": {"ignoredRegions": [[0, 0, 1e40, 1]]}}"#, #"["dot*"].ignoredRegions[0]"#),
    (#"{"dot*": {"maxDiffPixels": 1"#, "overrides.json:1:"),
  ])
  func badOverridesNameTheFileAndThePath(json: String, path: String) throws {
    let folder = try HostileFolder()
    let expected = folder.url.appendingPathComponent("e")
    try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
    let overrides = try folder.write("overrides.json", json)
    let run = HostileRun(["compare", expected.path, expected.path, "--overrides", overrides])
    run.expectCleanFailure(naming: ["overrides.json", path])
    #expect(!run.err.contains("valid JSON"), "\(run.err)")
  }
}
