import BarKit
import Foundation
import Testing

@testable import BarKitTesting

@Suite struct GoldenVerifierTests {
  @Test(arguments: RecordMode.allCases)
  func aMissingGoldenNeverPasses(mode: RecordMode) throws {
    let fixture = GoldenFixture("missing-\(mode)")
    let outcome = fixture.verify(GoldenFixture.image(), mode: mode)
    #expect(!outcome.passed)
    #expect(outcome.message != nil)
    // Every mode but never writes the reference; every mode leaves the image and its record
    // for the run's page, which says what happened (before, a recording run's page read "No
    // failures: every image matches").
    #expect(fixture.exists(fixture.reference) == (mode != .never))
    #expect(fixture.exists(fixture.artifacts.appendingPathComponent("testBar.bar.actual.png")))
    let record =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: fixture.artifacts.appendingPathComponent("testBar.bar.json"))) as? [String: Any]
    #expect(record?["status"] as? String == (mode == .never ? "missing" : "recorded"))
  }

  @Test func missingRecordsThenMatches() throws {
    let fixture = GoldenFixture()
    let first = fixture.verify(GoldenFixture.image(), mode: .missing)
    #expect(first.status == .recorded)
    #expect(first.message?.contains("No reference was found; recorded \(fixture.reference.path)") == true)
    let recorded = try Pixmap(contentsOfPNGFile: fixture.reference)
    #expect(recorded == GoldenFixture.image())
    let second = fixture.verify(GoldenFixture.image(), mode: .missing)
    #expect(second.passed)
    #expect(second.comparison?.isIdentical == true)
  }

  @Test func allRewritesAndFails() throws {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    let outcome = fixture.verify(GoldenFixture.image(offset: 10), mode: .all)
    #expect(outcome.status == .recorded)
    #expect(try Pixmap(contentsOfPNGFile: fixture.reference) == GoldenFixture.image(offset: 10))
    // Even an identical image fails under all.
    #expect(!fixture.verify(GoldenFixture.image(offset: 10), mode: .all).passed)
  }

  @Test func mismatchWritesArtifactsAndReportButKeepsTheReference() throws {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    let outcome = fixture.verify(GoldenFixture.image(offset: 5), mode: .missing)
    #expect(outcome.status == .mismatched)
    #expect(outcome.comparison?.differingPixelCount == 8)
    #expect(try Pixmap(contentsOfPNGFile: fixture.reference) == GoldenFixture.image())
    let message = try #require(outcome.message)
    #expect(message.contains("8 pixels differ"))
    #expect(message.contains("changes in (x: 4, y: 4, width: 5, height: 4)"))
    for suffix in ["reference.png", "actual.png", "diff.png", "json"] {
      let url = fixture.artifacts.appendingPathComponent("testBar.bar.\(suffix)")
      #expect(fixture.exists(url), "\(suffix)")
      if suffix.hasSuffix("png") { #expect(message.contains(url.path)) }
    }
    let report = fixture.root.appendingPathComponent("artifacts/report.html")
    #expect(message.contains(report.path))
    let html = try String(contentsOf: report, encoding: .utf8)
    #expect(html.contains("NavigationBarTests / testBar.bar"))
    #expect(
      try Pixmap(contentsOfPNGFile: fixture.artifacts.appendingPathComponent("testBar.bar.actual.png"))
        == GoldenFixture.image(offset: 5))
    let json =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: fixture.artifacts.appendingPathComponent("testBar.bar.json"))) as? [String: Any]
    #expect(json?["status"] as? String == "mismatched")
    #expect((json?["result"] as? [String: Any])?["differingPixels"] as? Int == 8)
  }

  @Test func failedOverwritesTheReferenceAndStillFails() throws {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    let outcome = fixture.verify(GoldenFixture.image(offset: 9), mode: .failed)
    #expect(outcome.status == .mismatched)
    #expect(outcome.message?.contains("record: .failed in the call recorded this image as the new reference") == true)
    #expect(try Pixmap(contentsOfPNGFile: fixture.reference) == GoldenFixture.image(offset: 9))
    #expect(fixture.verify(GoldenFixture.image(offset: 9), mode: .failed).passed)
  }

  @Test func neverComparesExistingGoldens() {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    #expect(fixture.verify(GoldenFixture.image(), mode: .never).passed)
    let changed = fixture.verify(GoldenFixture.image(offset: 6), mode: .never)
    #expect(changed.status == .mismatched)
  }

  @Test func aPassRemovesStaleArtifacts() {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    _ = fixture.verify(GoldenFixture.image(offset: 5), mode: .missing)
    let actual = fixture.artifacts.appendingPathComponent("testBar.bar.actual.png")
    #expect(fixture.exists(actual))
    #expect(fixture.verify(GoldenFixture.image(), mode: .missing).passed)
    #expect(!fixture.exists(actual))
  }

  @Test func perCallOptionsTolerateChanges() {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    let moved = GoldenFixture.image(offset: 5)
    #expect(fixture.verify(moved, mode: .never, options: ComparisonOptions(maxDiffPixels: 8)).passed)
    #expect(!fixture.verify(moved, mode: .never, options: ComparisonOptions(maxDiffPixels: 7)).passed)
    let ignore = ComparisonOptions(ignoredRegions: [IntRect(x: 4, y: 4, width: 5, height: 4)!])
    #expect(fixture.verify(moved, mode: .never, options: ignore).passed)
  }

  /// A size change fails with both sizes and a diff on the union canvas, as `barkit compare`
  /// draws it (before: no diff image at all).
  @Test func sizeChangesFailWithBothSizes() throws {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    let outcome = fixture.verify(Pixmap(width: 30, height: 12)!, mode: .never)
    #expect(outcome.status == .resized)
    #expect(outcome.message?.contains("size mismatch: expected 24x12, actual 30x12") == true)
    let diff = try Pixmap(contentsOfPNGFile: fixture.artifacts.appendingPathComponent("testBar.bar.diff.png"))
    #expect(diff.width == 30 && diff.height == 12)
    // The columns only the actual image covers are the size-change colour.
    #expect(diff[27, 6] == DiffImageStyle().sizeChangeColor.premultiplied)
  }

  @Test func unreadableReferenceAndSnapshotErrorsFail() throws {
    let fixture = GoldenFixture()
    try FileManager.default.createDirectory(
      at: fixture.reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a png".utf8).write(to: fixture.reference)
    let outcome = fixture.verify(GoldenFixture.image(), mode: .missing)
    #expect(outcome.status == .error)
    #expect(outcome.message?.contains("cannot read the reference") == true)
    let failing = verifyGolden(
      .failure(.snapshotFailed("render error")), named: "x", settings: fixture.settings,
      filePath: GoldenFixture.testFile)
    #expect(failing.status == .error)
    #expect(!fixture.exists(fixture.root.appendingPathComponent("Goldens/NavigationBarTests/testBar.x.png")))
  }

  @Test func locationsFollowTheLayout() {
    let beside = GoldenLocation.resolve(
      testFile: URL(fileURLWithPath: "/p/Tests/AppTests/BarTests.swift"), function: "tabBar(scale:)", name: nil,
      index: 2, settings: GoldenSettings(), environment: [:])
    #expect(beside.reference.path == "/p/Tests/AppTests/__Goldens__/BarTests/tabBar-scale.2.png")
    let configured = GoldenLocation.resolve(
      testFile: URL(fileURLWithPath: "/p/Tests/AppTests/BarTests.swift"), function: "testTab()", name: "dark, 2x",
      index: 0, settings: GoldenSettings(), environment: ["BARKIT_GOLDENS": "/g", "BARKIT_ARTIFACTS": "/a"])
    #expect(configured.reference.path == "/g/BarTests/testTab.dark-2x.png")
    #expect(configured.diffArtifact.path == "/a/BarTests/testTab.dark-2x.diff.png")
  }

  @Test func unnamedAssertionsAreNumbered() {
    let fixture = GoldenFixture()
    let first = verifyGolden(
      .success(GoldenFixture.image()), settings: fixture.settings, filePath: GoldenFixture.testFile,
      function: "numbered()")
    let second = verifyGolden(
      .success(GoldenFixture.image()), settings: fixture.settings, filePath: GoldenFixture.testFile,
      function: "numbered()")
    #expect(first.location.stem == "numbered.1")
    #expect(second.location.stem == "numbered.2")
  }

  @Test func assertGoldenReportsToSwiftTesting() {
    let fixture = GoldenFixture()
    withKnownIssue {
      assertGolden(of: GoldenFixture.image(), named: "reported", record: .never, settings: fixture.settings)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("No reference at") }
    }
    withKnownIssue {
      assertGolden(of: try Self.failingRender(), named: "thrown", settings: fixture.settings)
    }
  }

  @Test func missingGoldenOnCIMessageNamesTheReport() throws {
    let fixture = GoldenFixture()
    let report = fixture.root.appendingPathComponent("artifacts/report.html").path
    var outcome: GoldenOutcome?
    withKnownIssue {
      outcome = assertGolden(of: GoldenFixture.image(), named: "ci", record: .never, settings: fixture.settings)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("No reference at") && $0.rawValue.contains("report:    " + report)
      }
    }
    let location = try #require(outcome?.location)
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: location.resultArtifact)) as? [String: Any]
    #expect(json?["test"] as? String == "missingGoldenOnCIMessageNamesTheReport()")
  }

  @Test func aGoldenThatPassesAgainLeavesTheReport() throws {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    #expect(!fixture.verify(GoldenFixture.image(offset: 5), mode: .never).passed)
    let report = fixture.root.appendingPathComponent("artifacts/report.html")
    #expect(try String(contentsOf: report, encoding: .utf8).contains("testBar.bar"))
    #expect(fixture.verify(GoldenFixture.image(), mode: .never).passed)
    ReportRefresh.flush()
    let html = try String(contentsOf: report, encoding: .utf8)
    #expect(!html.contains("<section class=\"failure\""))
    #expect(html.contains("No failures: every image matches."))
  }

  /// The page lists every failure, so writing it on every failure cost O(n) each: the first
  /// failure of the process writes it, later ones leave it to the process's end (flushed here
  /// as the exit hook does), which writes it once with all of them.
  @Test func laterFailuresLeaveTheReportToTheEndOfTheProcess() throws {
    let fixture = GoldenFixture()
    let names = ["one", "two", "three"]
    for name in names { _ = fixture.verify(GoldenFixture.image(), named: name, mode: .missing) }
    let report = fixture.root.appendingPathComponent("artifacts/report.html")
    var pages: [String] = []
    for name in names {
      let outcome = fixture.verify(GoldenFixture.image(offset: 5), named: name, mode: .never)
      #expect(outcome.status == .mismatched)
      #expect(outcome.message?.contains("report:    " + report.path) == true)
      pages.append(try String(contentsOf: report, encoding: .utf8))
    }
    #expect(pages[0].contains("testBar.one"))
    #expect(pages[2] == pages[0], "a later failure rewrote the page")
    ReportRefresh.flush()
    let html = try String(contentsOf: report, encoding: .utf8)
    for name in names { #expect(html.contains("testBar.\(name)")) }
  }

  @Test func aNewRunClearsTheArtifactsOfEarlierRuns() throws {
    let fixture = GoldenFixture()
    let root = fixture.root.appendingPathComponent("artifacts")
    let old = root.appendingPathComponent("OldTests/gone.actual.png")
    // An earlier run's failure, as BarKit wrote it and listed it in its manifest.
    let png = try GoldenFixture.image().pngData()
    try ArtifactsRun.withFolder(root) { folder throws(GoldenError) in _ = try folder.write(png, to: old) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -86_400)], ofItemAtPath: old.path)
    try ArtifactsRun.withFolder(root) { folder throws(GoldenError) in folder.relist([old], run: "earlier") }
    #expect(fixture.verify(GoldenFixture.image(), mode: .missing).status == .recorded)
    #expect(!fixture.exists(old))
    let html = try String(contentsOf: root.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.contains("1 image failed: 1 recorded.") && !html.contains("gone"))
  }

  @Test func assertGoldenPassesOnAMatch() {
    let fixture = GoldenFixture()
    fixture.record(GoldenFixture.image(), named: "match")
    let outcome = assertGolden(of: GoldenFixture.image(), named: "match", record: .never, settings: fixture.settings)
    #expect(outcome.passed)
  }

  struct RenderError: Error {}
  static func failingRender() throws -> Pixmap { throw RenderError() }
}

@Suite struct GoldenNamingTests {
  @Test func byNameUsesTheNameAlone() {
    let settings = GoldenSettings(
      goldensDirectory: URL(fileURLWithPath: "/repo/Goldens/Text"), artifactsDirectory: URL(fileURLWithPath: "/art"),
      naming: .byName)
    let named = GoldenLocation.resolve(
      testFile: URL(fileURLWithPath: "/repo/Tests/TextTests/LabelTests.swift"), function: "label()", name: "label 2x",
      index: 0, settings: settings, environment: [:])
    #expect(named.reference.path == "/repo/Goldens/Text/label-2x.png")
    #expect(named.actualArtifact.path == "/art/Text/label-2x.actual.png")
    let unnamed = GoldenLocation.resolve(
      testFile: URL(fileURLWithPath: "/repo/Tests/TextTests/LabelTests.swift"), function: "label()", name: nil,
      index: 3, settings: settings, environment: [:])
    #expect(unnamed.reference.lastPathComponent == "label.3.png")
  }
}
