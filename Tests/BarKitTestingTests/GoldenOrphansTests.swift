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

    /// The orphans of the newest run, searching the goldens folder (the one trusted folder).
    func find() throws(GoldenOrphansError) -> GoldenOrphans {
      try GoldenOrphans.find(inArtifacts: artifacts, trustedFolders: [PathKind.resolved(goldens.path)!])
    }

    /// Writes a process's manifest as BarKitTesting would.
    func write(_ manifest: GoldenRunManifest) throws {
      let url = artifacts.appendingPathComponent(GoldenRunManifest.fileName(process: manifest.process))
      try JSONDocument.data(manifest).write(to: url)
    }
  }

  @Test func aCompleteRunListsTheGoldensNoTestAsserted() throws {
    let layout = try Layout()
    // XCTest's process asserted nothing here; Swift Testing's asserted one golden.
    try layout.write(
      GoldenRunManifest(
        run: "r1", process: 10, arguments: ["--skip-build"], goldensFolders: [layout.goldens.path], goldens: [],
        finished: true))
    try layout.write(
      GoldenRunManifest(
        run: "r1", process: 11, arguments: ["--skip-build", "--testing-library", "swift-testing"],
        goldensFolders: [layout.goldens.path], goldens: [layout.asserted.path], finished: true))
    let found = try layout.find()
    #expect(found.run == "r1")
    #expect(found.orphans == [RawPath(layout.orphan.standardizedFileURL.path)])
  }

  @Test func aFilteredRunNeverReportsOrphans() throws {
    let layout = try Layout()
    try layout.write(
      GoldenRunManifest(
        run: "r2", process: 12, arguments: ["--filter", "HomeTests", "--testing-library", "swift-testing"],
        goldensFolders: [layout.goldens.path], goldens: [layout.asserted.path], finished: true))
    #expect(throws: GoldenOrphansError.self) { try layout.find() }
    do {
      _ = try layout.find()
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
      goldens: [layout.asserted.path], finished: true)
    manifest.complete = true
    try layout.write(manifest)
    #expect(throws: GoldenOrphansError.filtered(run: "r3", arguments: ["--filter", "HomeTests"])) {
      try layout.find()
    }
  }

  /// A manifest BarKit cannot read is a one-line error naming the file and the JSON path.
  @Test(arguments: [
    (
      #"{"arguments":[],"complete":"yes","finished":true,"format":2,"goldens":[],"goldensFolders":[],"process":1,"run":"r"}"#,
      ": at complete: expected true or false"
    ),
    (
      #"{"arguments":[],"complete":true,"finished":true,"format":2,"goldens":[7],"goldensFolders":[],"process":1,"run":"r"}"#,
      ": at goldens[0]: expected a string"
    ),
    (#"{"format":2}"#, ": expected a BarKit run manifest (a member \"run\")"),
    // A syntax error keeps its line and column.
    (#"{"format": 2,}"#, ": 1:14: malformed JSON: expected a key in double quotes, found '}'"),
    (
      #"{"arguments":[],"complete":true,"format":1,"goldens":[],"goldensFolders":[],"process":1,"run":"r"}"#,
      ": format 1, expected 2 (run the tests again with this BarKit)"
    ),
  ])
  func aBadManifestsErrorNamesItsJSONPath(json: String, expected: String) throws {
    let layout = try Layout()
    let bad = layout.artifacts.appendingPathComponent(".barkit-run-1.json")
    try Data(json.utf8).write(to: bad)
    #expect(throws: GoldenOrphansError.self) { try layout.find() }
    do {
      _ = try layout.find()
    } catch {
      #expect("\(error)" == bad.path + expected)
    }
  }

  @Test func noManifestAndABadManifestAreErrors() throws {
    let layout = try Layout()
    #expect(throws: GoldenOrphansError.noRun(folder: layout.artifacts.path)) {
      try layout.find()
    }
    let bad = layout.artifacts.appendingPathComponent(".barkit-run-1.json")
    try Data("{}".utf8).write(to: bad)
    do {
      _ = try layout.find()
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

  /// A `--parallel` worker is given its one test by name; the `swift test` that started it
  /// decides whether the run was filtered (before, every parallel run looked filtered and
  /// listed no orphans).
  @Test(
    arguments: [
      (["AppTests.HomeTests/testHome"], ["--parallel"], true),
      (["AppTests.HomeTests/testHome"], ["--parallel", "--filter", "Home"], false),
      ([], ["--filter", "Home"], false), (["AppTests.HomeTests/testHome"], nil, false), ([], nil, true),
    ] as [([String], [String]?, Bool)])
  func theRunnersArgumentsDecideForItsWorkers(arguments: [String], runner: [String]?, complete: Bool) {
    let manifest = GoldenRunManifest(
      run: "r", process: 1, arguments: arguments, runnerArguments: runner, goldensFolders: [], goldens: [])
    #expect(manifest.complete == complete)
    #expect(GoldenRunManifest.isComplete(arguments: manifest.decidingArguments) == complete)
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

  /// Issue 39 item 5: a process that crashed (`fatalError` mid-run) wrote its manifest after
  /// its last assertion and never at its end, so its run is not complete: the goldens of the
  /// tests it never ran are not orphans. (Tests/Scripts/consumer-package.sh crashes a real
  /// XCTest process; this is the rule on the manifests.)
  @Test func aRunWithAProcessThatDidNotReachItsEndListsNoOrphans() throws {
    let layout = try Layout()
    try layout.write(
      GoldenRunManifest(
        run: "r5", process: 20, arguments: [], goldensFolders: [layout.goldens.path], goldens: [layout.asserted.path],
        finished: false))
    try layout.write(
      GoldenRunManifest(
        run: "r5", process: 21, arguments: ["--testing-library", "swift-testing"],
        goldensFolders: [layout.goldens.path], goldens: [], finished: true))
    #expect(throws: GoldenOrphansError.unfinished(run: "r5", process: 20)) { try layout.find() }
  }

  /// The manifest a process keeps is unfinished after every assertion and finished only when
  /// the process records its end (``GoldenRunRecorder/finish()``, run at exit).
  @Test func theRecorderMarksTheManifestFinishedOnlyAtTheEnd() throws {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), named: "one", mode: .missing)
    let url = fixture.root.appendingPathComponent("artifacts/" + GoldenRunManifest.fileName(process: getpid()))
    #expect(try !JSONDecoder().decode(GoldenRunManifest.self, from: Data(contentsOf: url)).finished)
    GoldenRunRecorder.finish()
    let finished = try JSONDecoder().decode(GoldenRunManifest.self, from: Data(contentsOf: url))
    #expect(finished.finished && finished.goldens.count == 1)
  }

  /// Issue 39 item 2: a manifest only selects among the trusted goldens folders; a folder it
  /// names that is not one (a forged `goldensFolders: [~/Pictures]`) is not searched.
  @Test func aFolderOnlyTheManifestNamesIsNotSearched() throws {
    let layout = try Layout()
    let pictures = layout.root.appendingPathComponent("Pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    try GoldenFixture.image().writePNG(to: pictures.appendingPathComponent("holiday.png"))
    try layout.write(
      GoldenRunManifest(
        run: "r6", process: 30, arguments: [], goldensFolders: [pictures.path, layout.goldens.path],
        goldens: [layout.asserted.path], finished: true))
    let found = try layout.find()
    #expect(found.goldensFolders == [layout.goldens.path] && found.unsearched == [pictures.path])
    #expect(found.orphans == [RawPath(layout.orphan.path)])
  }

  /// Only `.png` files are goldens BarKit names: a user's `.PNG` or hidden file is not listed;
  /// a name that is not UTF-8 is (no test can assert it).
  @Test func onlyPNGGoldensAreListedWhateverTheirBytes() throws {
    let layout = try Layout()
    try GoldenFixture.image().writePNG(to: layout.goldens.appendingPathComponent("OldTests/Photo.PNG"))
    try GoldenFixture.image().writePNG(to: layout.goldens.appendingPathComponent("OldTests/.hidden.png"))
    let latin1 = Array((layout.goldens.path + "/OldTests/caf").utf8) + [0xE9] + Array(".png".utf8)
    let data = try GoldenFixture.image().pngData()
    let fd = RawPath(bytes: latin1).withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    #expect(fd >= 0)
    _ = data.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
    close(fd)
    try layout.write(
      GoldenRunManifest(
        run: "r7", process: 40, arguments: [], goldensFolders: [layout.goldens.path],
        goldens: [layout.asserted.path], finished: true))
    #expect(try layout.find().orphans == [RawPath(bytes: latin1), RawPath(layout.orphan.path)].sorted())
  }

  /// Issue 39 item 6: with a path template beside the default layout, the templated
  /// assertion's manifest landed in a sub-folder of the artifacts, where no orphan search
  /// looks, so its golden looked orphaned. One manifest, at the root, lists both.
  @Test func templatedAndDefaultGoldensShareTheRootManifest() throws {
    let fixture = GoldenFixture()
    _ = fixture.verify(GoldenFixture.image(), named: "plain", mode: .missing)
    var templated = fixture.settings
    templated.pathTemplate = try GoldenPathTemplate("{platform}/{testFile}/{test}-{name}-{device}")
    let outcome = verifyGolden(
      .success(GoldenFixture.image()), named: "home", record: .missing, settings: templated, environment: [:],
      filePath: GoldenFixture.testFile, function: "testTemplated()")
    let artifacts = fixture.root.appendingPathComponent("artifacts")
    let all = try FileManager.default.subpathsOfDirectory(atPath: artifacts.path).filter {
      $0.split(separator: "/").last!.hasPrefix(".barkit-run-")
    }
    #expect(all == [GoldenRunManifest.fileName(process: getpid())])
    let manifest = try JSONDecoder().decode(
      GoldenRunManifest.self, from: Data(contentsOf: artifacts.appendingPathComponent(all.first ?? "")))
    #expect(manifest.goldens.contains(outcome.location.reference.path) && manifest.goldens.count == 2)
  }
}
