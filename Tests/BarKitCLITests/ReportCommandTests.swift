import BarKit
import BarKitTesting
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

@Suite struct ReportCommandTests {
  @Test func writesOnePageForTheArtifacts() throws {
    let root = SharedFixtures.temporaryDirectory("report-command")
    let settings = GoldenSettings(
      goldensDirectory: root.appendingPathComponent("goldens"),
      artifactsDirectory: root.appendingPathComponent("artifacts"),
      writesReport: false)
    let white = Pixmap(width: 8, height: 8, filledWith: RGBA8.white.premultiplied)!
    var dotted = white
    dotted[2, 2] = RGBA8.black.premultiplied
    _ = verifyGolden(
      .success(white), named: "dot", record: .missing, settings: settings, environment: [:],
      filePath: "/x/DotTests.swift")
    _ = verifyGolden(.success(dotted), named: "dot", record: .never, settings: settings, filePath: "/x/DotTests.swift")
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

  @Test func missingFolderIsBadInput() {
    let captured = CapturedOutput()
    let code = BarkitCommandLine.run(
      ["report", "/nonexistent/artifacts", "-o", "/tmp/x.html"], output: captured.output)
    #expect(code == 3)
    #expect(captured.standardError.contains("/nonexistent/artifacts: no such folder"))
  }
}
