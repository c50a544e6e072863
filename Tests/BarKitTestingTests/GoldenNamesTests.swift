import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitTesting

/// A golden's name is stable and its own: parameterized cases are named from their arguments,
/// suites keep same-named tests apart, names in any script stay distinct, and two tests that
/// still resolve to one file fail with both call sites.
@Suite struct GoldenNamesTests {
  /// Before: numbered in run order (`param-scale.1`, `.2`, `.3` in whatever order the cases
  /// ran), so a case compared with another case's golden.
  @Test(arguments: [1, 2, 3])
  func unnamedAssertionsInParameterizedTestsAreNamedFromTheirArguments(scale: Int) {
    let fixture = GoldenFixture()
    let outcome = verifyGolden(
      .success(GoldenFixture.image()), record: .missing, settings: fixture.settings, environment: [:],
      filePath: GoldenFixture.testFile, function: "param(scale:)")
    #expect(outcome.location.stem == "param-scale.scale-\(scale).1")
  }

  @Test func namesInAnyScriptStayDistinct() {
    let file = URL(fileURLWithPath: "/p/Tests/AppTests/TitleTests.swift")
    let japanese = GoldenLocation.resolve(
      testFile: file, function: "title()", name: "title.日本語", index: 0, settings: GoldenSettings(), environment: [:])
    let chinese = GoldenLocation.resolve(
      testFile: file, function: "title()", name: "title.中文", index: 0, settings: GoldenSettings(), environment: [:])
    #expect(japanese.reference.lastPathComponent == "title.title-日本語.png")
    #expect(chinese.reference.lastPathComponent == "title.title-中文.png")
  }

  /// Two tests (here XCTest-like callers, outside any Swift Testing test) that resolve to one
  /// reference: the second fails and names both call sites, and writes nothing.
  @Test func aDuplicateNameFailsWithBothCallSites() async throws {
    let fixture = GoldenFixture()
    let settings = GoldenSettings(
      goldensDirectory: fixture.root.appendingPathComponent("Goldens"),
      artifactsDirectory: fixture.root.appendingPathComponent("artifacts"), naming: .byName)
    let first = await Task.detached {
      verifyGolden(
        .success(GoldenFixture.image()), named: "home", record: .missing, settings: settings, environment: [:],
        filePath: "/p/Tests/AppTests/LightTests.swift", function: "testHome()")
    }.value
    let second = await Task.detached {
      verifyGolden(
        .success(GoldenFixture.image(offset: 9)), named: "home", record: .missing, settings: settings, environment: [:],
        filePath: "/p/Tests/AppTests/DarkTests.swift", function: "testHome()")
    }.value
    #expect(first.status == .recorded)
    #expect(second.status == .error)
    let message = try #require(second.message)
    #expect(
      message.contains("/p/Tests/AppTests/LightTests.swift:") && message.contains("/p/Tests/AppTests/DarkTests.swift:"))
    #expect(try Pixmap(contentsOfPNGFile: first.location.reference) == GoldenFixture.image())
  }

  /// Before: every failure message ended with the fonts, "1 pixels", bounds as "4,4,1,1", and
  /// record mode `failed` said "Record mode failed".
  @Test func failureMessagesReadPlainly() throws {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    var changed = GoldenFixture.image()
    changed[4, 4] = RGBA8(r: 255, g: 0, b: 0).premultiplied
    let message = try #require(fixture.verify(changed, mode: .never).message)
    #expect(!message.contains("Text:") && !message.contains("text:"))
    #expect(message.contains("1 pixel differs"))
    #expect(message.contains("changes in (x: 4, y: 4, width: 1, height: 1)"))
    let recorded = try #require(fixture.verify(changed, mode: .failed).message)
    #expect(!recorded.contains("Record mode failed"))
    #expect(recorded.contains("record: .failed in the call recorded this image as the new reference"))
  }

  /// Issue 41: a golden another process of the run asserted for another test (the other
  /// framework's process, a `--parallel` worker) is a clash naming both call sites, as within a
  /// process; nothing is written. Before: only this process's claims were checked.
  @Test func aClashWithAnotherProcessOfTheRunNamesBoth() throws {
    let fixture = GoldenFixture()
    let root = fixture.root.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let other = GoldenRunManifest(
      run: ArtifactsRun.current, process: 1, arguments: [], goldensFolders: [], goldens: [fixture.reference.path],
      claims: [
        fixture.reference.standardizedFileURL.path: .init(owner: "OtherXCTests.testBar", site: "/x/OtherTests.swift:9")
      ])
    try JSONDocument.data(other).write(
      to: root.appendingPathComponent(GoldenRunManifest.fileName(process: 1)))
    let outcome = fixture.verify(GoldenFixture.image(), mode: .missing)
    #expect(outcome.status == .error)
    #expect(
      outcome.message?.contains("asserted by two tests: OtherXCTests.testBar at /x/OtherTests.swift:9, and ") == true)
    #expect(!fixture.exists(fixture.reference))
  }

  /// One `swift test` with failures in both frameworks runs XCTest, then Swift Testing, in two
  /// processes of one run. Before: the second process removed the first one's failure files
  /// (older than itself), and the report counted only its own.
  @Test func theOtherFrameworksFailuresOfTheSameRunSurvive() throws {
    let fixture = GoldenFixture()
    let root = fixture.root.appendingPathComponent("artifacts")
    let actual = fixture.artifacts.appendingPathComponent("testXCTest.bar.actual.png")
    let json = fixture.artifacts.appendingPathComponent("testXCTest.bar.json")
    let record =
      #"{"message": "xctest failure", "referencePath": "/r.png", "stem": "testXCTest.bar", "status": "mismatched", "#
      + #""test": "testXCTest()"}"#
    let png = try GoldenFixture.image().pngData()
    try ArtifactsRun.withFolder(root) { folder throws(GoldenError) in
      _ = try folder.write(png, to: actual)
      _ = try folder.write(Data(record.utf8), to: json)
    }
    // Written by the XCTest process of this run, which started and ended before this one.
    for url in [actual, json] { try ArtifactsFolderTests.age(url) }
    try ArtifactsRun.withFolder(root) { folder throws(GoldenError) in folder.relist([actual, json]) }
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    #expect(fixture.verify(GoldenFixture.image(offset: 5), mode: .never).status == .mismatched)
    #expect(fixture.exists(actual) && fixture.exists(json))
    let html = try String(contentsOf: root.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.contains("testXCTest.bar") && html.contains("testBar.bar"))
  }
}

/// Two suites in one file with the same test function and golden name. Before: both used
/// `GoldenNamesTests/home.home.png`.
@Suite struct LightSuite {
  @Test func home() {
    let location = GoldenNamesFixture.location()
    #expect(location.reference.lastPathComponent == "LightSuite.home.home.png")
  }
}

@Suite struct DarkSuite {
  @Test func home() {
    let location = GoldenNamesFixture.location()
    #expect(location.reference.lastPathComponent == "DarkSuite.home.home.png")
  }
}

enum GoldenNamesFixture {
  /// Where `assertGolden(of:named: "home")` in the calling test would put its reference: a
  /// helper that passes on its caller's file, as assertion helpers do.
  static func location(filePath: String = #filePath, function: String = #function) -> GoldenLocation {
    let fixture = GoldenFixture()
    return verifyGolden(
      .success(GoldenFixture.image()), named: "home", record: .missing, settings: fixture.settings, environment: [:],
      filePath: filePath, function: function
    ).location
  }
}
