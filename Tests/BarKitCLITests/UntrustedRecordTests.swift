import BarKit
import Foundation
import TestSupport
import Testing

/// Issue 39 items 1, 3 and 4: records, artifacts and shards are files anyone who can open a
/// pull request can write. `accept` writes and deletes only in local goldens folders and reads
/// no artifact through a link; `report` puts no linked file in a page; `report --merge`
/// refuses a set of shards that is not the whole of one run; every JSON input has a budget.
@Suite struct UntrustedRecordTests {
  /// A scratch folder with a local goldens folder, an actual folder and a victim folder
  /// outside both.
  struct Scene {
    let folder: HostileFolder
    var goldens: URL { folder.url.appendingPathComponent("goldens") }
    var actual: URL { folder.url.appendingPathComponent("actual") }
    var victim: URL { folder.url.appendingPathComponent("victim") }
    var artifacts: URL { folder.url.appendingPathComponent("artifacts") }
    static let image = Pixmap(width: 4, height: 4, filledWith: RGBA8.black.premultiplied)!

    init(_ name: String = #function) throws {
      folder = try HostileFolder(name)
      for url in [goldens, actual, victim, artifacts.appendingPathComponent("T")] {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      }
    }

    /// Writes a `compare --json` summary whose folders and one file entry are `fields`.
    func result(expected: String, _ file: String) throws -> String {
      try folder.write(
        "result.json", #"{"expected": "\#(expected)", "actual": "\#(actual.path)", "files": [\#(file)]}"#)
    }

    func sha(_ url: URL) throws -> String { ContentHash.sha256(try Data(contentsOf: url)) }

    func accept(_ arguments: [String]) -> HostileRun {
      HostileRun(["accept"] + arguments + ["--goldens", goldens.path])
    }
  }

  /// `"expected": "/any/dir"` with an added `payload.sh` wrote `/any/dir/payload.sh`.
  @Test func aResultNamingAnotherExpectedFolderWritesNothingThere() throws {
    let scene = try Scene()
    try Data("echo pwned".utf8).write(to: scene.actual.appendingPathComponent("payload.sh"))
    let hash = try scene.sha(scene.actual.appendingPathComponent("payload.sh"))
    let result = try scene.result(
      expected: scene.victim.path, #"{"path": "payload.sh", "status": "added", "actualSHA256": "\#(hash)"}"#)
    scene.accept([result]).expectCleanFailure(naming: [scene.victim.path, "no local goldens folder"])
    #expect(!FileManager.default.fileExists(atPath: scene.victim.appendingPathComponent("payload.sh").path))
  }

  /// `"path": "../../x"` escaped the expected folder; a path that is not a `.png` is no golden.
  @Test(arguments: ["../victim/x.png", "/abs/x.png", "a//x.png", "./x.png", "payload.sh"])
  func aResultPathThatLeavesTheGoldensFolderIsRefused(path: String) throws {
    let scene = try Scene()
    try Scene.image.writePNG(to: scene.actual.appendingPathComponent("x.png"))
    let hash = try scene.sha(scene.actual.appendingPathComponent("x.png"))
    let result = try scene.result(
      expected: scene.goldens.path, #"{"path": "\#(path)", "status": "added", "actualSHA256": "\#(hash)"}"#)
    scene.accept([result]).expectCleanFailure(naming: ["a golden is a relative .png path"])
    #expect(!FileManager.default.fileExists(atPath: scene.victim.appendingPathComponent("x.png").path))
  }

  /// `status: "missing"`, a known file's SHA-256 and `--delete-missing` deleted it anywhere.
  @Test func aMissingRecordCannotDeleteOutsideTheGoldens() throws {
    let scene = try Scene()
    let keep = scene.victim.appendingPathComponent("keep.png")
    try Scene.image.writePNG(to: keep)
    let result = try scene.result(
      expected: scene.victim.path,
      #"{"path": "keep.png", "status": "missing", "expectedSHA256": "\#(try scene.sha(keep))"}"#)
    scene.accept([result, "--delete-missing"]).expectCleanFailure(naming: ["no local goldens folder"])
    #expect(FileManager.default.fileExists(atPath: keep.path))
  }

  /// A golden that is a link leading out of the goldens folder is not written through.
  @Test func aGoldenLinkedOutOfTheFolderIsRefused() throws {
    let scene = try Scene()
    let outside = scene.victim.appendingPathComponent("Icons.png")
    try Scene.image.writePNG(to: outside)
    try FileManager.default.createSymbolicLink(
      at: scene.goldens.appendingPathComponent("x.png"), withDestinationURL: outside)
    var changed = Scene.image
    changed[0, 0] = RGBA8.white.premultiplied
    try changed.writePNG(to: scene.actual.appendingPathComponent("x.png"))
    let result = try scene.result(
      expected: scene.goldens.path,
      #"{"path": "x.png", "status": "changed", "expectedSHA256": "\#(try scene.sha(outside))", "actualSHA256": "\#(try scene.sha(scene.actual.appendingPathComponent("x.png")))"}"#
    )
    scene.accept([result]).expectCleanFailure(naming: ["outside", "once links are resolved"])
    #expect(try Pixmap(contentsOfPNGFile: outside) == Scene.image)
  }

  /// An artifacts folder: `T/x.actual.png` as a link to a private file, with a record naming a
  /// path outside the goldens, copied the private file there.
  @Test func anArtifactThatIsALinkIsNeverRead() throws {
    let scene = try Scene()
    let secret = scene.victim.appendingPathComponent("id.txt")
    try Data("PRIVATE KEY".utf8).write(to: secret)
    let folder = scene.artifacts.appendingPathComponent("T")
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("x.actual.png"), withDestinationURL: secret)
    try Data(#"{"status": "missing", "referencePath": "\#(scene.goldens.path)/T/x.png"}"#.utf8)
      .write(to: folder.appendingPathComponent("x.json"))
    scene.accept([scene.artifacts.path]).expectCleanFailure(naming: ["x.actual.png", "never read through a link"])
    #expect(!FileManager.default.fileExists(atPath: scene.goldens.appendingPathComponent("T/x.png").path))

    // `report` does not put the linked file in its page either.
    let page = scene.folder.path("report.html")
    let report = HostileRun(["report", scene.artifacts.path, "-o", page])
    #expect(report.code == 0, "\(report.err)")
    #expect(report.out.hasPrefix("0 failures"), "\(report.out)")
    #expect(try !String(contentsOfFile: page, encoding: .utf8).contains(Data("PRIVATE KEY".utf8).base64EncodedString()))
  }

  /// A record whose `referencePath` names a file outside every local goldens folder (a
  /// repository's `Docs/Icons.png`, any folder) writes nothing.
  @Test func aRecordNamingAPathOutsideTheGoldensWritesNothing() throws {
    let scene = try Scene()
    let folder = scene.artifacts.appendingPathComponent("T")
    try Scene.image.writePNG(to: folder.appendingPathComponent("x.actual.png"))
    let icons = scene.victim.appendingPathComponent("Docs/Icons.png")
    try Data(#"{"status": "missing", "referencePath": "\#(icons.path)"}"#.utf8)
      .write(to: folder.appendingPathComponent("x.json"))
    scene.accept([scene.artifacts.path]).expectCleanFailure(naming: [icons.path, "no local goldens folder"])
    #expect(!FileManager.default.fileExists(atPath: icons.path))
  }

  /// A text file named `evil.png`, reported as added (never decoded), became a golden.
  @Test func whatIsAcceptedMustDecodeAsAPNG() throws {
    let scene = try Scene()
    let folder = scene.artifacts.appendingPathComponent("T")
    try Data("not a png".utf8).write(to: folder.appendingPathComponent("evil.actual.png"))
    try Data(#"{"status": "missing", "referencePath": "\#(scene.goldens.path)/T/evil.png"}"#.utf8)
      .write(to: folder.appendingPathComponent("evil.json"))
    scene.accept([scene.artifacts.path]).expectCleanFailure(naming: ["evil.actual.png", "not a PNG image"])
    #expect(!FileManager.default.fileExists(atPath: scene.goldens.appendingPathComponent("T/evil.png").path))

    // The same from a compare summary.
    try Data("echo".utf8).write(to: scene.actual.appendingPathComponent("evil.png"))
    let hash = try scene.sha(scene.actual.appendingPathComponent("evil.png"))
    let result = try scene.result(
      expected: scene.goldens.path, #"{"path": "evil.png", "status": "added", "actualSHA256": "\#(hash)"}"#)
    scene.accept([result]).expectCleanFailure(naming: ["evil.png", "not a PNG image"])
    #expect(!FileManager.default.fileExists(atPath: scene.goldens.appendingPathComponent("evil.png").path))
  }

  /// Without `--goldens`, a folder that is not a `__Goldens__` folder of the current package
  /// takes nothing, even when the record names it exactly.
  @Test func aResultNeedsItsGoldensFolderNamedLocally() throws {
    let scene = try Scene()
    try Scene.image.writePNG(to: scene.actual.appendingPathComponent("new.png"))
    let hash = try scene.sha(scene.actual.appendingPathComponent("new.png"))
    let result = try scene.result(
      expected: scene.goldens.path, #"{"path": "new.png", "status": "added", "actualSHA256": "\#(hash)"}"#)
    HostileRun(["accept", result]).expectCleanFailure(naming: ["name the folder with --goldens"])
    let accepted = scene.accept([result])
    #expect(accepted.code == 0, "\(accepted.err)")
    #expect(try Pixmap(contentsOfPNGFile: scene.goldens.appendingPathComponent("new.png")) == Scene.image)
  }

  /// Item 3: `accept` and `report --merge` read a summary of up to 1 GiB (at about 16 times
  /// its size in memory). Now a summary over its budget is refused before it is read.
  @Test func aSummaryOverItsBudgetIsRefusedBeforeReading() throws {
    let scene = try Scene()
    let big = scene.folder.url.appendingPathComponent("big.json")
    #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: UInt64(FolderComparisonResult.maximumJSONByteCount + 1))
    try handle.close()
    let limit = "larger than the limit of \(FolderComparisonResult.maximumJSONByteCount) bytes"
    scene.accept([big.path]).expectCleanFailure(naming: ["big.json", limit])
    HostileRun(["report", "--merge", big.path, "-o", scene.folder.path("merged.json")])
      .expectCleanFailure(naming: ["big.json", limit])
    #expect(!FileManager.default.fileExists(atPath: scene.folder.path("merged.json")))
  }

  /// The `__Goldens__` folders count as local only in a package (a `Package.swift` in the
  /// current folder): run from anywhere else, a record fits none, and nothing is walked.
  @Test(.enabled(if: BarkitExecutable.path != nil)) func theDeclaredGoldensAreThoseOfThePackageHere() throws {
    let scene = try Scene()
    let goldens = scene.folder.url.appendingPathComponent("Tests/AppTests/__Goldens__")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    let folder = scene.artifacts.appendingPathComponent("T")
    try Scene.image.writePNG(to: folder.appendingPathComponent("new.actual.png"))
    try Data(#"{"status": "missing", "referencePath": "/ci/app/Tests/AppTests/__Goldens__/T/new.png"}"#.utf8)
      .write(to: folder.appendingPathComponent("new.json"))
    let outside = try StandardOutputTests.bash(#""$BARKIT" accept artifacts"#, in: scene.folder)
    #expect(outside.status == 3 && outside.err.contains("no local goldens folder"), "\(outside.err)")
    try scene.folder.write("Package.swift", "// swift-tools-version:6.0\n")
    let inside = try StandardOutputTests.bash(#""$BARKIT" accept artifacts"#, in: scene.folder)
    #expect(inside.status == 0, "\(inside.err)")
    #expect(try Pixmap(contentsOfPNGFile: goldens.appendingPathComponent("T/new.png")) == Scene.image)
  }
}
