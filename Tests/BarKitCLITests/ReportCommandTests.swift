import BarKit
import BarKitTesting
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

@Suite struct ReportCommandTests {
  /// Leaves one failure in `root/artifacts`, as a test `function` in `/x/DotTests.swift` at
  /// `line` would: a white 8×8 golden "dot", checked against an image with `changedPixels`
  /// black pixels from (2, 2) along the row.
  static func failDot(in root: URL, changedPixels: Int = 1, line: UInt = 42, function: String = #function) {
    let settings = GoldenSettings(
      goldensDirectory: root.appendingPathComponent("goldens"),
      artifactsDirectory: root.appendingPathComponent("artifacts"), writesReport: false)
    let white = Pixmap(width: 8, height: 8, filledWith: RGBA8.white.premultiplied)!
    var dotted = white
    for x in 2..<2 + changedPixels { dotted[x, 2] = RGBA8.black.premultiplied }
    _ = verifyGolden(
      .success(white), named: "dot", record: .missing, settings: settings, environment: [:],
      filePath: "/x/DotTests.swift", function: function, line: line - 1)
    _ = verifyGolden(
      .success(dotted), named: "dot", record: .never, settings: settings, filePath: "/x/DotTests.swift",
      function: function, line: line)
  }

  @Test func writesOnePageForTheArtifacts() throws {
    let root = SharedFixtures.temporaryDirectory("report-command")
    Self.failDot(in: root)
    let page = root.appendingPathComponent("report.html")
    let captured = CapturedOutput()
    let code = BarkitCommandLine.run(
      ["report", root.appendingPathComponent("artifacts").path, "-o", page.path, "--title", "CI run"],
      output: captured.output)
    #expect(code == 0)
    #expect(captured.standardOutput.hasPrefix("1 failure → "))
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("<title>CI run</title>"))
    #expect(html.contains("</span>DotTests / writesOnePageForTheArtifacts.dot</h2>"))
    #expect(html.contains("data:image/png;base64,"))
  }

  /// One command from a test run's artifacts to the pull request's summary: `report DIR
  /// --markdown` (refused before: "--markdown goes with --merge") writes the counts and each
  /// failure's changed pixels from its record (before: "—").
  @Test func writesTheMarkdownSummaryBesideThePage() throws {
    let root = SharedFixtures.temporaryDirectory("report-markdown")
    defer { try? FileManager.default.removeItem(at: root) }
    Self.failDot(in: root, changedPixels: 2)
    let page = root.appendingPathComponent("report.html")
    let summary = root.appendingPathComponent("summary.md")
    let captured = CapturedOutput()
    let code = BarkitCommandLine.run(
      ["report", root.appendingPathComponent("artifacts").path, "-o", page.path, "--markdown", summary.path],
      output: captured.output)
    #expect(code == 0, "\(captured.standardError)")
    let text = try String(contentsOf: summary, encoding: .utf8)
    #expect(text.contains("❌ 1 image failed\\: 1 mismatched\\."), "\(text)")
    #expect(text.contains(" | mismatched | 2 | x 2, y 2, width 2, height 1 | "), "\(text)")
    #expect(text.contains("- Report: ") && text.contains("report\\.html"), "\(text)")
    #expect(FileManager.default.fileExists(atPath: page.path))
  }

  /// `report DIR --annotations github` and `--junit` (unknown options before) point each failure
  /// at its assertion's file and line, from the record; the page's line goes to standard error;
  /// the JUnit failure carries the whole message.
  @Test func annotationsPointAtTheAssertion() throws {
    let root = SharedFixtures.temporaryDirectory("report-annotations")
    defer { try? FileManager.default.removeItem(at: root) }
    Self.failDot(in: root, line: 42)
    let captured = CapturedOutput()
    let code = BarkitCommandLine.run(
      [
        "report", root.appendingPathComponent("artifacts").path, "-o", root.appendingPathComponent("r.html").path,
        "--annotations", "github", "--junit", root.appendingPathComponent("junit.xml").path,
      ], output: captured.output)
    #expect(code == 0, "\(captured.standardError)")
    let lines = captured.standardOutput.split(separator: "\n")
    #expect(lines.count == 1, "\(captured.standardOutput)")
    #expect(
      lines.first?.hasPrefix("::error file=/x/DotTests.swift,line=42,title=barkit golden%3A mismatched::") == true)
    #expect(captured.standardError.hasPrefix("1 failure → "))
    let junit = try String(contentsOf: root.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(
      junit.contains(
        "<testcase name=\"annotationsPointAtTheAssertion.dot\" classname=\"DotTests\" file=\"/x/DotTests.swift\" line=\"42\">"
      ),
      "\(junit)")
    #expect(
      junit.contains(
        "<failure type=\"mismatched\" message=\"Golden &quot;annotationsPointAtTheAssertion.dot&quot; does not match"),
      "\(junit)")
    #expect(junit.contains("tests=\"1\" failures=\"1\""))
    // A merge keeps no assertions' lines: the options are refused there, not ignored.
    let merged = CapturedOutput()
    #expect(
      BarkitCommandLine.run(
        [
          "report", "--merge", root.appendingPathComponent("r.html").path, "-o", "/tmp/m.html", "--junit", "/tmp/j.xml",
        ],
        output: merged.output) == 2)
    #expect(merged.standardError.contains("--junit goes with artifacts folders"))
  }

  /// The shards of one test run, each job's artifacts folder, become one page, Markdown and
  /// JUnit file, read from their records (before, a folder given to --merge was refused and
  /// only pages could be joined, read back from their HTML).
  @Test func theArtifactsFoldersOfShardsMergeIntoOneReport() throws {
    let root = SharedFixtures.temporaryDirectory("report-shard-folders")
    let one = root.appendingPathComponent("shard-1"), two = root.appendingPathComponent("shard-2")
    Self.failDot(in: one, changedPixels: 1, function: "testOne()")
    Self.failDot(in: two, changedPixels: 3, function: "testTwo()")
    let page = root.appendingPathComponent("report.html"), junit = root.appendingPathComponent("junit.xml")
    let markdown = root.appendingPathComponent("summary.md")
    let captured = CapturedOutput()
    let code = BarkitCommandLine.run(
      [
        "report", "--merge", one.appendingPathComponent("artifacts").path, "--merge",
        two.appendingPathComponent("artifacts").path, "-o", page.path, "--junit", junit.path, "--markdown",
        markdown.path,
      ], output: captured.output)
    #expect(code == 0, "\(captured.standardError)")
    #expect(captured.standardOutput.hasPrefix("2 failures → "))
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("DotTests / testOne.dot</h2>") && html.contains("DotTests / testTwo.dot</h2>"))
    #expect(try String(contentsOf: junit, encoding: .utf8).contains("tests=\"2\" failures=\"2\""))
    let summary = try String(contentsOf: markdown, encoding: .utf8)
    #expect(summary.contains("| 1 |") && summary.contains("| 3 |"), "\(summary)")

    // The same folder twice is one test failing in two shards: refused, nothing written.
    let again = CapturedOutput()
    let repeated = root.appendingPathComponent("repeated.html")
    #expect(
      BarkitCommandLine.run(
        [
          "report", "--merge", one.appendingPathComponent("artifacts").path, "--merge",
          one.appendingPathComponent("artifacts").path, "-o", repeated.path,
        ], output: again.output) == 3)
    #expect(again.standardError.contains("that \(one.appendingPathComponent("artifacts").path) holds too"))
    #expect(!FileManager.default.fileExists(atPath: repeated.path))

    // A folder among reports is neither.
    let mixed = CapturedOutput()
    #expect(
      BarkitCommandLine.run(
        ["report", "--merge", one.appendingPathComponent("artifacts").path, "--merge", page.path, "-o", repeated.path],
        output: mixed.output) == 3)
    #expect(mixed.standardError.contains("artifacts folders merge only with each other"))
  }

  @Test func missingFolderIsBadInput() {
    let captured = CapturedOutput()
    let code = BarkitCommandLine.run(
      ["report", "/nonexistent/artifacts", "-o", "/tmp/x.html"], output: captured.output)
    #expect(code == 3)
    #expect(captured.standardError.contains("/nonexistent/artifacts: no such folder"))
  }
}
