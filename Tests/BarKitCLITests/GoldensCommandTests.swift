import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// `barkit goldens orphans`: the goldens no test of the last complete run asserted, listed or
/// deleted, from the run manifests in an artifacts folder.
@Suite struct GoldensCommandTests {
  let root = SharedFixtures.temporaryDirectory("goldens-command")
  var goldens: URL { root.appendingPathComponent("Goldens") }
  var artifacts: URL { root.appendingPathComponent("artifacts") }
  var asserted: URL { goldens.appendingPathComponent("AppTests/home.png") }
  /// A golden whose name holds an escape sequence: printed escaped, as every user string.
  var orphan: URL { goldens.appendingPathComponent("OldTests/gone\u{1B}[31m.png") }

  /// Runs `barkit`; for `goldens orphans`, naming the scratch goldens folder as local
  /// (`--goldens`), as the package's `__Goldens__` folders are without it.
  func run(_ arguments: [String], local: Bool = true) -> (code: Int32, out: String, err: String) {
    CapturedOutput.run(arguments + (local && arguments.first == "goldens" ? ["--goldens", goldens.path] : []))
  }

  /// Two goldens, one asserted by a run of `arguments`.
  func makeRun(arguments: [String] = ["--skip-build"]) throws {
    for url in [asserted, orphan] {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Pixmap(width: 2, height: 2, filledWith: RGBA8.white.premultiplied)!.writePNG(to: url)
    }
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let manifest = GoldenRunManifest(
      run: "r1", process: 7, arguments: arguments, goldensFolders: [goldens.path], goldens: [asserted.path],
      finished: true)
    try JSONEncoder().encode(manifest).write(
      to: artifacts.appendingPathComponent(GoldenRunManifest.fileName(process: 7)))
  }

  @Test func listsTheOrphansEscapedAndExitsOne() throws {
    try makeRun()
    let listed = run(["goldens", "orphans", artifacts.path])
    #expect(listed.code == 1, "\(listed.err)")
    #expect(listed.out == orphan.path.replacing("\u{1B}", with: "\\u001b"))
    #expect(listed.err == "goldens orphans: 1 orphan of run r1")

    let json = run(["goldens", "orphans", artifacts.path, "--json"])
    #expect(json.code == 1)
    let decoded = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
    #expect(decoded?["orphans"] as? [String] == [orphan.path])
    #expect(decoded?["goldensFolders"] as? [String] == [goldens.path])
    #expect(decoded?["run"] as? String == "r1" && decoded?["deleted"] == nil)
  }

  @Test func deletesTheOrphansThenFindsNone() throws {
    try makeRun()
    let deleted = run(["goldens", "orphans", artifacts.path, "--delete", "--json"])
    #expect(deleted.code == 0, "\(deleted.err)")
    let decoded = try JSONSerialization.jsonObject(with: Data(deleted.out.utf8)) as? [String: Any]
    #expect(decoded?["deleted"] as? [String] == [orphan.path])
    #expect(!FileManager.default.fileExists(atPath: orphan.path))
    #expect(FileManager.default.fileExists(atPath: asserted.path))
    #expect(FileManager.default.fileExists(atPath: orphan.deletingLastPathComponent().path), "folders are kept")

    let none = run(["goldens", "orphans", artifacts.path])
    #expect(none.code == 0 && none.out.isEmpty, "\(none.out)")
  }

  /// Only a regular file is deleted: a folder or a FIFO found where an orphan was is kept.
  @Test func aFolderOrAFIFOInAnOrphansPlaceIsKept() throws {
    let folder = root.appendingPathComponent("kept/folder.png")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: folder.appendingPathComponent("keep.txt"))
    let fifo = root.appendingPathComponent("kept/fifo.png")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    for url in [folder, fifo] {
      #expect(throws: ReviewError.self) { try FileDeletion.deleteFile(url.path) }
    }
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("keep.txt").path))
    #expect(PathKind(path: fifo.path) == .other)
  }

  @Test func aFilteredRunANoRunAndAMissingFolderAreOneLineErrors() throws {
    try makeRun(arguments: ["--filter", "HomeTests"])
    let filtered = run(["goldens", "orphans", artifacts.path, "--delete"])
    #expect(filtered.code == 3)
    #expect(filtered.err.hasPrefix("barkit goldens orphans: the last run was filtered (--filter HomeTests)"))
    #expect(!filtered.err.contains("\n") && FileManager.default.fileExists(atPath: orphan.path))

    let empty = root.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let noRun = run(["goldens", "orphans", empty.path])
    #expect(noRun.code == 3)
    #expect(noRun.err.contains("\(empty.path): no run manifest"), "\(noRun.err)")

    let missing = run(["goldens", "orphans", root.appendingPathComponent("nowhere").path])
    #expect(missing.code == 3 && missing.err.contains("nowhere: no such folder"), "\(missing.err)")
  }

  @Test func anUnknownSubcommandIsAUsageError() {
    let unknown = run(["goldens", "list", artifacts.path])
    #expect(unknown.code == 2)
    #expect(unknown.err.contains("unknown subcommand \"list\" (usage: barkit goldens orphans ARTIFACTS_DIR"))
  }

  /// Issue 39 item 2: a forged manifest naming another folder (`goldensFolders: [~/Pictures]`)
  /// made `--delete` remove every PNG there. Only local goldens folders are searched.
  @Test func aFolderOnlyTheManifestNamesIsNeitherSearchedNorDeletedIn() throws {
    try makeRun()
    let pictures = root.appendingPathComponent("Pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    let holiday = pictures.appendingPathComponent("holiday.png")
    try Pixmap(width: 2, height: 2, filledWith: RGBA8.black.premultiplied)!.writePNG(to: holiday)
    let forged = GoldenRunManifest(
      run: "r9", process: 9, arguments: [], goldensFolders: [pictures.path, goldens.path], goldens: [asserted.path],
      finished: true)
    try JSONEncoder().encode(forged).write(to: artifacts.appendingPathComponent(GoldenRunManifest.fileName(process: 9)))
    let deleted = run(["goldens", "orphans", artifacts.path, "--delete"])
    #expect(deleted.code == 0, "\(deleted.err)")
    #expect(FileManager.default.fileExists(atPath: holiday.path), "a PNG outside the local goldens folders was deleted")
    #expect(deleted.err.contains("not searched: \(pictures.path)"), "\(deleted.err)")
    #expect(!FileManager.default.fileExists(atPath: orphan.path), "the local orphan is still deleted")

    // Without --goldens the scratch folder is no local goldens folder either: nothing is searched.
    try makeRun()
    let unnamed = run(["goldens", "orphans", artifacts.path, "--delete"], local: false)
    #expect(unnamed.code == 0 && FileManager.default.fileExists(atPath: orphan.path), "\(unnamed.err)")
  }

  /// Issue 39 item 5: a run with a process that did not reach its end lists no orphans.
  @Test func anUnfinishedRunIsRefused() throws {
    try makeRun()
    let crashed = GoldenRunManifest(
      run: "r1", process: 8, arguments: [], goldensFolders: [goldens.path], goldens: [], finished: false)
    try JSONEncoder().encode(crashed).write(
      to: artifacts.appendingPathComponent(GoldenRunManifest.fileName(process: 8)))
    let refused = run(["goldens", "orphans", artifacts.path, "--delete"])
    #expect(refused.code == 3)
    #expect(refused.err.contains("test process 8 of the last run did not reach its end"), "\(refused.err)")
    #expect(FileManager.default.fileExists(atPath: orphan.path))
  }
}
