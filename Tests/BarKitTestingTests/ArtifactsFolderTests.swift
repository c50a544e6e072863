import BarKit
import Foundation
import Testing

@testable import BarKitTesting

/// The artifacts folder holds the user's files too (`BARKIT_ARTIFACTS=.` in a project): BarKit
/// removes and overwrites only the files its manifest proves it wrote.
@Suite struct ArtifactsFolderTests {
  /// Sets `url`'s modification time to a day ago: a file from an earlier run.
  static func age(_ url: URL) throws {
    let old = Date(timeIntervalSinceNow: -86_400)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path)
  }

  @Test func cleaningKeepsFilesBarKitDidNotWrite() throws {
    let fixture = GoldenFixture()
    let root = fixture.root.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let mine = ["keep.json", "sub/scene.json", "sub/photo.actual.png", "sub/x.diff.png"].map {
      root.appendingPathComponent($0)
    }
    for url in mine {
      try Data("mine".utf8).write(to: url)
      try Self.age(url)
    }
    _ = fixture.verify(GoldenFixture.image(), mode: .missing)
    // A failure in this process: the first assertion of a run cleans the folder.
    let outcome = fixture.verify(GoldenFixture.image(offset: 5), mode: .never)
    #expect(outcome.status == .mismatched)
    for url in mine {
      #expect((try? String(contentsOf: url, encoding: .utf8)) == "mine", "\(url.path) was removed or changed")
    }
    #expect(fixture.exists(fixture.artifacts.appendingPathComponent("testBar.bar.actual.png")))
    // The page lists BarKit's failure, not the user's image named like one.
    let html = try String(contentsOf: root.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.contains("testBar.bar") && !html.contains("photo"))
  }

  @Test func aReportBarKitDidNotWriteIsKept() throws {
    let fixture = GoldenFixture()
    let root = fixture.root.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let report = root.appendingPathComponent("report.html")
    try Data("<p>my page</p>".utf8).write(to: report)
    // The recording is the process's first failure: the one that writes the page, or says why not.
    let outcome = fixture.verify(GoldenFixture.image(), mode: .missing)
    #expect(outcome.status == .recorded)
    #expect(fixture.verify(GoldenFixture.image(offset: 5), mode: .never).status == .mismatched)
    #expect(try String(contentsOf: report, encoding: .utf8) == "<p>my page</p>")
    #expect(
      outcome.message?.contains("not written: \(report.path) exists and BarKit did not write it") == true,
      "\(outcome.message ?? "")")
    // A user's file where an artifact goes is kept too, and said so.
    let json = fixture.artifacts.appendingPathComponent("testBar.other.json")
    try Data("mine".utf8).write(to: json)
    let other = fixture.verify(GoldenFixture.image(offset: 5), named: "other", mode: .never)
    #expect(other.message?.contains("not written: \(json.path)") == true, "\(other.message ?? "")")
    #expect(try String(contentsOf: json, encoding: .utf8) == "mine")
  }

  @Test func barKitsOwnFilesFromAnEarlierRunAreRemoved() throws {
    let fixture = GoldenFixture()
    let root = fixture.root.appendingPathComponent("artifacts")
    let own = root.appendingPathComponent("Old/old.actual.png")
    let replaced = root.appendingPathComponent("Old/old.json")
    try ArtifactsRun.withFolder(root) { folder throws(GoldenError) in
      _ = try folder.write(Data("a".utf8), to: own)
      _ = try folder.write(Data("b".utf8), to: replaced)
    }
    // An earlier run's files: the manifest lists them as they were a day ago.
    try Self.age(own)
    try Self.age(replaced)
    try ArtifactsRun.withFolder(root) { folder throws(GoldenError) in
      folder.relist([own, replaced], run: "earlier")
    }
    // The user has since put a file of their own where one of them was.
    try FileManager.default.removeItem(at: replaced)
    try Data("mine".utf8).write(to: replaced)
    try Self.age(replaced)
    ArtifactsRun.begin(in: root)
    #expect(!fixture.exists(own))
    #expect(try String(contentsOf: replaced, encoding: .utf8) == "mine")
    #expect(fixture.exists(root.appendingPathComponent("report.html")))
  }

  /// Under `swift test` the run is the `swift-test` process, shared by both frameworks' processes.
  @Test(.enabled(if: ProcessStat(pid: "\(getppid())")?.command == "swift-test"))
  func underSwiftTestTheRunIsTheSwiftTestProcess() {
    #expect(ArtifactsRun.current.hasPrefix("swift-test:\(getppid()):"))
  }

  /// Parallel workers take turns through the folder's lock: each one's files stay listed.
  @Test func concurrentWritersKeepEveryEntry() throws {
    let fixture = GoldenFixture()
    let root = fixture.root.appendingPathComponent("artifacts")
    let urls = (0..<8).map { root.appendingPathComponent("T/file\($0).json") }
    DispatchQueue.concurrentPerform(iterations: urls.count) { i in
      _ = try? ArtifactsRun.withFolder(root) { folder throws(GoldenError) in
        try folder.write(Data("\(i)".utf8), to: urls[i])
      }
    }
    let folder = try ArtifactsRun.withFolder(root) { folder throws(GoldenError) in folder }
    #expect(urls.allSatisfy(folder.owns))
  }

  @Test func aManifestCannotPointOutsideTheFolder() throws {
    let fixture = GoldenFixture()
    let root = fixture.root.appendingPathComponent("artifacts")
    let outside = fixture.root.appendingPathComponent("outside.json")
    try Data("mine".utf8).write(to: outside)
    try Self.age(outside)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    var info = stat()
    #expect(stat(outside.path, &info) == 0)
    let forged = #"[{"path": "../outside.json", "inode": \#(info.st_ino), "size": 4, "modified": 0}]"#
    try Data(forged.utf8).write(to: root.appendingPathComponent(ArtifactsFolder.manifestName))
    ArtifactsRun.begin(in: root)
    #expect(fixture.exists(outside))
  }
}
