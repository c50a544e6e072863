import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitTesting

/// The run manifests BarKitTesting writes, and the goldens no test of a complete run asserted.
@Suite struct GoldenOrphansTests {
  /// A goldens folder with two goldens, one in a subfolder, and an artifacts folder.
  struct Layout {
    let root = SharedFixtures.temporaryDirectory("orphans")
    var goldens: URL { root.appendingPathComponent("Goldens") }
    var artifacts: URL { root.appendingPathComponent("artifacts") }
    var asserted: URL { goldens.appendingPathComponent("AppTests/home.png") }
    var orphan: URL { goldens.appendingPathComponent("OldTests/gone.png") }

    init() throws {
      for url in [asserted, orphan] {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try GoldenFixture.image().writePNG(to: url)
      }
      try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    }

    /// Writes a process's manifest as BarKitTesting would.
    func write(_ manifest: GoldenRunManifest) throws {
      let url = artifacts.appendingPathComponent(GoldenRunManifest.fileName(process: manifest.process))
      try GoldenRecord.encoder.encode(manifest).write(to: url)
    }
  }

  @Test func aCompleteRunListsTheGoldensNoTestAsserted() throws {
    let layout = try Layout()
    // XCTest's process asserted nothing here; Swift Testing's asserted one golden.
    try layout.write(
      GoldenRunManifest(
        run: "r1", process: 10, arguments: ["--skip-build"], goldensFolders: [layout.goldens.path], goldens: []))
    try layout.write(
      GoldenRunManifest(
        run: "r1", process: 11, arguments: ["--skip-build", "--testing-library", "swift-testing"],
        goldensFolders: [layout.goldens.path], goldens: [layout.asserted.path]))
    let found = try GoldenOrphans.find(inArtifacts: layout.artifacts)
    #expect(found.run == "r1")
    #expect(found.orphans == [layout.orphan.standardizedFileURL.path])
  }

  @Test func aFilteredRunNeverReportsOrphans() throws {
    let layout = try Layout()
    try layout.write(
      GoldenRunManifest(
        run: "r2", process: 12, arguments: ["--filter", "HomeTests", "--testing-library", "swift-testing"],
        goldensFolders: [layout.goldens.path], goldens: [layout.asserted.path]))
    #expect(throws: GoldenOrphansError.self) { try GoldenOrphans.find(inArtifacts: layout.artifacts) }
    do {
      _ = try GoldenOrphans.find(inArtifacts: layout.artifacts)
    } catch {
      #expect(
        error == .filtered(run: "r2", arguments: ["--filter", "HomeTests", "--testing-library", "swift-testing"]))
    }
  }

  /// A manifest that says `complete` but whose arguments filter (hand-edited, or written by a
  /// BarKit whose rule knew fewer filters) is filtered: doubt means filtered.
  @Test func aManifestsFilteringArgumentsOverruleItsCompleteField() throws {
    let layout = try Layout()
    var manifest = GoldenRunManifest(
      run: "r3", process: 13, arguments: ["--filter", "HomeTests"], goldensFolders: [layout.goldens.path],
      goldens: [layout.asserted.path])
    manifest.complete = true
    try layout.write(manifest)
    #expect(throws: GoldenOrphansError.filtered(run: "r3", arguments: ["--filter", "HomeTests"])) {
      try GoldenOrphans.find(inArtifacts: layout.artifacts)
    }
  }

  /// A manifest BarKit cannot read is a one-line error naming the file and the JSON path.
  @Test(arguments: [
    (
      #"{"arguments":[],"complete":"yes","format":1,"goldens":[],"goldensFolders":[],"process":1,"run":"r"}"#,
      ": at complete: expected true or false"
    ),
    (
      #"{"arguments":[],"complete":true,"format":1,"goldens":[7],"goldensFolders":[],"process":1,"run":"r"}"#,
      ": at goldens[0]: expected a string"
    ),
    (#"{"format":1}"#, ": expected a BarKit run manifest (a member \"run\")"),
  ])
  func aBadManifestsErrorNamesItsJSONPath(json: String, expected: String) throws {
    let layout = try Layout()
    let bad = layout.artifacts.appendingPathComponent(".barkit-run-1.json")
    try Data(json.utf8).write(to: bad)
    #expect(throws: GoldenOrphansError.self) { try GoldenOrphans.find(inArtifacts: layout.artifacts) }
    do {
      _ = try GoldenOrphans.find(inArtifacts: layout.artifacts)
    } catch {
      #expect("\(error)" == bad.path + expected)
    }
  }

  @Test func noManifestAndABadManifestAreErrors() throws {
    let layout = try Layout()
    #expect(throws: GoldenOrphansError.noRun(folder: layout.artifacts.path)) {
      try GoldenOrphans.find(inArtifacts: layout.artifacts)
    }
    let bad = layout.artifacts.appendingPathComponent(".barkit-run-1.json")
    try Data("{}".utf8).write(to: bad)
    do {
      _ = try GoldenOrphans.find(inArtifacts: layout.artifacts)
      Issue.record("a bad manifest was accepted")
    } catch {
      #expect("\(error)".hasPrefix(bad.path + ": expected a BarKit run manifest"))
    }
  }

  @Test(arguments: [
    ([], true), (["--skip-build", "--testing-library", "swift-testing"], true),
    (["--xunit-output", "tests-junit.xml", "--parallel"], true), (["--filter", "X"], false),
    (["--filter=X"], false), (["--skip", "Slow"], false), (["BarKitTests.HomeTests/testHome"], false),
    (["BarKitTests.HomeTests"], false),
  ])
  func filteringIsDetectedFromTheArguments(arguments: [String], complete: Bool) {
    #expect(GoldenRunManifest.isComplete(arguments: arguments) == complete)
  }

  /// Each assertion rewrites the process's manifest with every golden asserted so far.
  @Test func assertionsWriteTheRunManifest() throws {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), named: "one", mode: .missing)
    _ = fixture.verify(GoldenFixture.image(), named: "two", mode: .missing)
    let url = fixture.root.appendingPathComponent("artifacts/" + GoldenRunManifest.fileName(process: getpid()))
    let manifest = try JSONDecoder().decode(GoldenRunManifest.self, from: Data(contentsOf: url))
    #expect(manifest.run == ArtifactsRun.current)
    #expect(manifest.arguments == Array(CommandLine.arguments.dropFirst()))
    #expect(manifest.goldensFolders == [fixture.root.appendingPathComponent("Goldens").path])
    let goldens = fixture.root.appendingPathComponent("Goldens/NavigationBarTests")
    #expect(
      manifest.goldens == ["testBar.one.png", "testBar.two.png"].map { goldens.appendingPathComponent($0).path })
  }
}
