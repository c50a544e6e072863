import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// `barkit compare DIR DIR` and `barkit report --merge`: the CLI parses and calls the library
/// (FolderComparisonTests and FolderReportTests test the logic).
@Suite struct CompareFoldersCommandTests {
  let root = SharedFixtures.temporaryDirectory("compare-folders-command")
  var expected: URL { root.appendingPathComponent("expected") }
  var actual: URL { root.appendingPathComponent("actual") }

  /// `same.png` equal, `dot.png` one pixel changed, `gone.png` missing, `new.png` added.
  func makeFolders() throws { try Self.makeFolders(expected: expected, actual: actual) }

  /// The folders of ``makeFolders()`` at `expected` and `actual`.
  static func makeFolders(expected: URL, actual: URL) throws {
    let white = Pixmap(width: 12, height: 8, filledWith: RGBA8.white.premultiplied)!
    var dot = white
    dot[3, 4] = RGBA8.black.premultiplied
    for folder in [expected, actual] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try white.writePNG(to: folder.appendingPathComponent("same.png"))
    }
    try white.writePNG(to: expected.appendingPathComponent("dot.png"))
    try dot.writePNG(to: actual.appendingPathComponent("dot.png"))
    try white.writePNG(to: expected.appendingPathComponent("gone.png"))
    try white.writePNG(to: actual.appendingPathComponent("new.png"))
  }

  func run(_ arguments: [String]) -> (code: Int32, captured: CapturedOutput) {
    let captured = CapturedOutput()
    return (BarkitCommandLine.run(arguments, output: captured.output), captured)
  }

  @Test func foldersWriteJSONJUnitReportAndDiffs() throws {
    try makeFolders()
    let report = root.appendingPathComponent("out/report.html"), junit = root.appendingPathComponent("out/junit.xml")
    let diffs = root.appendingPathComponent("out/diffs")
    try FileManager.default.createDirectory(at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
    let (code, out) = run([
      "compare", expected.path, actual.path, "--json", "--report", report.path, "--junit", junit.path,
      "--diff-dir", diffs.path,
    ])
    #expect(code == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any])
    #expect(json["passed"] as? Int == 1 && json["changed"] as? Int == 1)
    #expect(json["missing"] as? Int == 1 && json["added"] as? Int == 1)
    #expect(
      (json["files"] as? [[String: Any]])?.map { $0["path"] as? String } == [
        "dot.png", "gone.png", "new.png", "same.png",
      ])
    #expect(try String(contentsOf: report, encoding: .utf8).contains("3 of 4 images failed"))
    #expect(try String(contentsOf: junit, encoding: .utf8).contains("tests=\"4\" failures=\"3\""))
    #expect(try Pixmap(contentsOfPNGFile: diffs.appendingPathComponent("dot.png")).width == 12)
  }

  @Test func anAllGreenRunRewritesTheReport() throws {
    try makeFolders()
    let report = root.appendingPathComponent("green.html")
    try Data("<p>three old failures</p>".utf8).write(to: report)
    let (code, out) = run(["compare", expected.path, expected.path, "--report", report.path])
    #expect(code == 0)
    #expect(out.standardOutput == "match: 3 passed, 0 changed, 0 missing, 0 added")
    let html = try String(contentsOf: report, encoding: .utf8)
    #expect(html.contains("All 3 images match.") && !html.contains("old failures"))
  }

  @Test func overridesFromAFile() throws {
    try makeFolders()
    let overrides = root.appendingPathComponent("overrides.json")
    try Data(#"{"dot*": {"maxDiffPixels": 1}}"#.utf8).write(to: overrides)
    let (code, out) = run(["compare", expected.path, actual.path, "--overrides", overrides.path])
    #expect(code == 1)
    #expect(out.standardOutput.hasSuffix("match: 2 passed, 0 changed, 1 missing, 1 added"))
    try Data(#"{"dot*": {"maxDiffPixels": -1}}"#.utf8).write(to: overrides)
    let (bad, badOut) = run(["compare", expected.path, actual.path, "--overrides", overrides.path])
    #expect(bad == 3)
    #expect(badOut.standardError.contains(#"overrides.json: at ["dot*"].maxDiffPixels: expected a whole number ≥ 0"#))
  }

  @Test func folderOptionsNeedFoldersAndAFileNeedsAFile() throws {
    try makeFolders()
    let file = expected.appendingPathComponent("same.png").path
    #expect(run(["compare", file, file, "--junit", "/tmp/j.xml"]).code == 2)
    // A folder against a file is compared as two files: the folder is unreadable input.
    #expect(run(["compare", expected.path, file]).code == 3)
    #expect(run(["compare", expected.path, actual.path, "--diff", "/tmp/d.png"]).code == 2)
  }

  @Test func reportMergeJoinsShards() throws {
    try makeFolders()
    let a = root.appendingPathComponent("a.html"), b = root.appendingPathComponent("b.html")
    let merged = root.appendingPathComponent("merged.html")
    _ = run(["compare", expected.path, actual.path, "--report", a.path, "--shard", "1/2"])
    _ = run(["compare", expected.path, actual.path, "--report", b.path, "--shard", "2/2"])
    let (code, out) = run(["report", "--merge", a.path, "--merge", b.path, "-o", merged.path])
    #expect(code == 0, "\(out.standardError)")
    #expect(out.standardOutput.hasPrefix("3 failures → "))
    let html = try String(contentsOf: merged, encoding: .utf8)
    #expect(html.contains("3 of 4 images failed"))
    #expect(html.components(separatedBy: "<section class=\"failure\"").count - 1 == 3)

    let ja = root.appendingPathComponent("a.json"), jb = root.appendingPathComponent("b.json")
    try Data(run(["compare", expected.path, actual.path, "--json", "--shard", "1/2"]).captured.standardOutput.utf8)
      .write(to: ja)
    try Data(run(["compare", expected.path, actual.path, "--json", "--shard", "2/2"]).captured.standardOutput.utf8)
      .write(to: jb)
    let mergedJSON = root.appendingPathComponent("merged.json")
    let (jsonCode, jsonOut) = run(["report", "--merge", ja.path, "--merge", jb.path, "-o", mergedJSON.path])
    #expect(jsonCode == 0)
    #expect(jsonOut.standardOutput.hasPrefix("1 passed, 1 changed, 1 missing, 1 added → "))
    // Shards that overlap (a whole run and one of its shards) would count images twice.
    let whole = root.appendingPathComponent("whole.json")
    try Data(run(["compare", expected.path, actual.path, "--json"]).captured.standardOutput.utf8).write(to: whole)
    let (overlap, overlapOut) = run(["report", "--merge", whole.path, "--merge", jb.path, "-o", mergedJSON.path])
    #expect(overlap == 2)
    #expect(overlapOut.standardError.contains("shards that overlap"), "\(overlapOut.standardError)")
    #expect(run(["report", "--merge", ja.path, "--merge", a.path, "-o", mergedJSON.path]).code == 2)
    #expect(run(["report", "--merge", root.appendingPathComponent("nope.html").path, "-o", merged.path]).code == 3)
  }

  @Test func reportMergeJoinsJUnitFiles() throws {
    try makeFolders()
    let a = root.appendingPathComponent("a.xml"), b = root.appendingPathComponent("b.xml")
    _ = run(["compare", expected.path, actual.path, "--junit", a.path, "--shard", "1/2"])
    _ = run(["compare", expected.path, actual.path, "--junit", b.path, "--shard", "2/2"])
    let merged = root.appendingPathComponent("merged.xml")
    let (code, out) = run(["report", "--merge", a.path, "--merge", b.path, "-o", merged.path])
    #expect(code == 0, "\(out.standardError)")
    #expect(out.standardOutput.hasPrefix("4 tests, 3 failed → "))
    let xml = try String(contentsOf: merged, encoding: .utf8)
    #expect(xml.contains("<testsuites name=\"barkit compare\" tests=\"4\" failures=\"3\" errors=\"0\">"))
    let first = try String(contentsOf: a, encoding: .utf8)
    let firstCases = first.split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.hasPrefix("    <properties>") }
    #expect(xml.contains(firstCases.joined(separator: "\n")), "the first shard's testcases, in order")
    #expect(
      run(["report", "--merge", a.path, "--merge", root.appendingPathComponent("a.json").path, "-o", merged.path]).code
        == 2)
    let bad = root.appendingPathComponent("bad.xml")
    try Data("<testsuites/>".utf8).write(to: bad)
    let (badCode, badOut) = run(["report", "--merge", a.path, "--merge", bad.path, "-o", merged.path])
    #expect(badCode == 3)
    #expect(badOut.standardError.contains("bad.xml: not a JUnit file written by compare --junit"))
  }

  /// Defect (issue 30): the same shard given twice was counted twice. A shard is identified by
  /// its content's SHA-256, so a copy under another name is the same shard too.
  @Test(arguments: ["json", "xml", "html"])
  func reportMergeRefusesTheSameShardTwice(format: String) throws {
    try makeFolders()
    let a = root.appendingPathComponent("twice-a.\(format)"), copy = root.appendingPathComponent("twice-copy.\(format)")
    let option = ["json": "--json", "xml": "--junit", "html": "--report"][format]!
    if format == "json" {
      try Data(run(["compare", expected.path, actual.path, "--json"]).captured.standardOutput.utf8).write(to: a)
    } else {
      _ = run(["compare", expected.path, actual.path, option, a.path])
    }
    try FileManager.default.copyItem(at: a, to: copy)
    let merged = root.appendingPathComponent("twice-merged.\(format)")
    for second in [a, copy] {
      let (code, out) = run(["report", "--merge", a.path, "--merge", second.path, "-o", merged.path])
      #expect(code == 2, "\(out.standardError)")
      #expect(out.standardError.contains("the same shard"), "\(out.standardError)")
      #expect(out.standardError.contains(second.lastPathComponent))
      #expect(!FileManager.default.fileExists(atPath: merged.path))
    }
  }

  /// Defect (issue 30): `-o mix.json` from JUnit inputs wrote XML. The output is the format
  /// `-o` names; a JSON summary can become JUnit or a page, other inputs only their own format.
  @Test func reportMergeWritesTheFormatItsOutputNames() throws {
    try makeFolders()
    let ja = root.appendingPathComponent("named-a.json"), xa = root.appendingPathComponent("named-a.xml")
    try Data(run(["compare", expected.path, actual.path, "--json"]).captured.standardOutput.utf8).write(to: ja)
    _ = run(["compare", expected.path, actual.path, "--junit", xa.path])

    let mix = root.appendingPathComponent("mix.json")
    let (refused, refusedOut) = run(["report", "--merge", xa.path, "-o", mix.path])
    #expect(refused == 2, "\(refusedOut.standardError)")
    #expect(refusedOut.standardError.contains("mix.json"))
    #expect(!FileManager.default.fileExists(atPath: mix.path))

    let junit = root.appendingPathComponent("from-json.xml")
    #expect(run(["report", "--merge", ja.path, "-o", junit.path]).code == 0)
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.hasPrefix("<?xml") && xml.contains("tests=\"4\" failures=\"3\""))

    let page = root.appendingPathComponent("from-json.html")
    #expect(run(["report", "--merge", ja.path, "-o", page.path]).code == 0)
    #expect(try String(contentsOf: page, encoding: .utf8).contains("3 of 4 images failed"))

    let text = root.appendingPathComponent("merged.txt")
    let (unknown, unknownOut) = run(["report", "--merge", ja.path, "-o", text.path])
    #expect(unknown == 2)
    #expect(unknownOut.standardError.contains(".txt"), "\(unknownOut.standardError)")
    #expect(!FileManager.default.fileExists(atPath: text.path))
  }

  /// Size changes (issue 30): `resized` with both sizes in the text, JSON, JUnit and report;
  /// the diff image on the union canvas, magenta where only one image reaches.
  @Test func aResizedImageNamesBothSizesEverywhere() throws {
    let expected = root.appendingPathComponent("resized/expected"),
      actual = root.appendingPathComponent("resized/actual")
    for (folder, width) in [(expected, 12), (actual, 16)] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Pixmap(width: width, height: 8, filledWith: RGBA8.white.premultiplied)!
        .writePNG(to: folder.appendingPathComponent("bar.png"))
    }
    let out = root.appendingPathComponent("resized/out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let (report, junit, diffs) = (
      out.appendingPathComponent("r.html"), out.appendingPathComponent("j.xml"), out.appendingPathComponent("diffs")
    )
    let (code, text) = run(["compare", expected.path, actual.path])
    #expect(code == 1)
    #expect(text.standardOutput.contains("resized: bar.png: expected 12x8, actual 16x8"))
    #expect(text.standardOutput.hasSuffix("0 passed, 0 changed, 1 resized, 0 missing, 0 added"))
    let (_, jsonRun) = run([
      "compare", expected.path, actual.path, "--json", "--report", report.path, "--junit", junit.path,
      "--diff-dir", diffs.path,
    ])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(jsonRun.standardOutput.utf8)) as? [String: Any])
    #expect(json["resized"] as? Int == 1)
    let file = try #require((json["files"] as? [[String: Any]])?.first)
    #expect(file["status"] as? String == "resized")
    #expect(file["expectedSize"] as? [String: Int] == ["width": 12, "height": 8])
    #expect(file["actualSize"] as? [String: Int] == ["width": 16, "height": 8])
    #expect(
      try String(contentsOf: junit, encoding: .utf8).contains(
        "<failure type=\"resized\" message=\"resized: bar.png: expected 12x8, actual 16x8\""))
    let html = try String(contentsOf: report, encoding: .utf8)
    #expect(html.contains("<span class=\"status\">resized</span>") && html.contains("expected 12x8, actual 16x8"))
    let diff = try Pixmap(contentsOfPNGFile: diffs.appendingPathComponent("bar.png"))
    #expect(diff.width == 16 && diff.height == 8)
    #expect(diff[14, 4] == RGBA8(r: 255, g: 0, b: 255).premultiplied)
    #expect(diff[4, 4] != RGBA8(r: 255, g: 0, b: 255).premultiplied)
    // The summary reads back with its sizes.
    let summary = root.appendingPathComponent("resized/summary.json")
    try Data(jsonRun.standardOutput.utf8).write(to: summary)
    let merged = root.appendingPathComponent("resized/merged.json")
    #expect(run(["report", "--merge", summary.path, "-o", merged.path]).code == 0)
    #expect(try String(contentsOf: merged, encoding: .utf8).contains("\"actualSize\""))
  }

  /// PR output (issue 30): the Markdown summary, GitHub annotations, and each diff image's path
  /// in the JSON and JUnit.
  @Test func pullRequestOutputsNameEveryFailureAndItsDiff() throws {
    try makeFolders()
    let out = root.appendingPathComponent("pr")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let (markdown, junit, diffs) = (
      out.appendingPathComponent("summary.md"), out.appendingPathComponent("j.xml"), out.appendingPathComponent("diffs")
    )
    let (code, text) = run([
      "compare", expected.path, actual.path, "--markdown", markdown.path, "--junit", junit.path, "--diff-dir",
      diffs.path, "--annotations", "github",
    ])
    #expect(code == 1)
    let summary = try String(contentsOf: markdown, encoding: .utf8)
    #expect(summary.contains("❌ 3 of 4 images failed"))
    #expect(summary.contains("| Image | Status | Changed pixels | Changed area | Diff |"))
    #expect(summary.contains("| dot\\.png | changed | 1 | x 3, y 4, width 1, height 1 | "))
    #expect(summary.contains("JUnit: "))
    let lines = text.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(lines.count == 3)
    #expect(
      lines.contains {
        $0.hasPrefix("::error file=\(expected.path)/dot.png,title=barkit compare%3A changed::changed: dot.png")
      })
    #expect(lines.contains { $0.hasPrefix("::error file=\(expected.path)/gone.png,title=barkit compare%3A missing::") })
    // A changed image is annotated on its golden, a file of the repository; an added one, which
    // has none, on the new image.
    #expect(lines.contains { $0.hasPrefix("::error file=\(actual.path)/new.png,title=barkit compare%3A added::") })
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.contains("<property name=\"diff\" value=\"\(diffs.path)/dot.png\"/>"))
    #expect(xml.contains("<system-out>[[ATTACHMENT|\(diffs.path)/dot.png]]</system-out>"))
    let (_, jsonRun) = run(["compare", expected.path, actual.path, "--json", "--diff-dir", diffs.path])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(jsonRun.standardOutput.utf8)) as? [String: Any])
    let dot = (json["files"] as? [[String: Any]])?.first { $0["path"] as? String == "dot.png" }
    #expect(dot?["diff"] as? String == "\(diffs.path)/dot.png")
    // With --json on standard output the annotations go to standard error, which GitHub's runner
    // reads too: one comparison gives both (it was refused, exit 2, and the documented job failed).
    let (both, bothRun) = run(["compare", expected.path, actual.path, "--json", "--annotations", "github"])
    #expect(both == 1)
    #expect(try JSONSerialization.jsonObject(with: Data(bothRun.standardOutput.utf8)) is [String: Any])
    #expect(bothRun.standardError.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == 3)
    #expect(run(["compare", expected.path, actual.path, "--annotations", "gitlab"]).code == 2)

    // report --merge writes the merged run's summary too.
    let shard = out.appendingPathComponent("shard.json")
    try Data(jsonRun.standardOutput.utf8).write(to: shard)
    let merged = out.appendingPathComponent("merged.html"), mergedSummary = out.appendingPathComponent("merged.md")
    #expect(run(["report", "--merge", shard.path, "-o", merged.path, "--markdown", mergedSummary.path]).code == 0)
    #expect(try String(contentsOf: mergedSummary, encoding: .utf8).contains("| dot\\.png | changed | 1 |"))
  }

  @Test func githubAnnotationsEscapeWhatWouldEndThem() {
    let line = GitHubAnnotation.error(file: "a,b:c%.png", title: "t", message: "50%\nsecond\r\u{1B}[31m")
    #expect(line == "::error file=a%2Cb%3Ac%25.png,title=t::50%25%0Asecond%0D%1B[31m")
  }

  /// `compare --shard I/N` (issue 30): the shards split the paths without overlap, and their
  /// summaries merge into the whole run.
  @Test func shardsSplitTheFoldersAndMergeIntoTheWholeRun() throws {
    try makeFolders()
    var shards: [String] = []
    var paths: [String] = []
    for index in 1...3 {
      let (_, out) = run(["compare", expected.path, actual.path, "--json", "--shard", "\(index)/3"])
      let url = root.appendingPathComponent("shard-\(index).json")
      try Data(out.standardOutput.utf8).write(to: url)
      shards.append(url.path)
      let json = try #require(try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any])
      paths += (json["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    }
    #expect(paths.sorted() == ["dot.png", "gone.png", "new.png", "same.png"], "every path once")
    let merged = root.appendingPathComponent("shards-merged.json")
    let (code, out) = run([
      "report", "--merge", shards[0], "--merge", shards[1], "--merge", shards[2], "-o", merged.path,
    ])
    #expect(code == 0, "\(out.standardError)")
    #expect(out.standardOutput.hasPrefix("1 passed, 1 changed, 1 missing, 1 added → "))
    #expect(run(["compare", expected.path, actual.path, "--shard", "4/3"]).code == 2)
    let file = expected.appendingPathComponent("same.png").path
    #expect(run(["compare", file, file, "--shard", "1/2"]).code == 2)
  }
}
