import BarKit
import BarKitCLI
import Foundation
import Testing

/// Issue 28's output promises: an output never destroys what it names. Folders are refused as
/// file outputs (and files as folder outputs), devices and FIFOs are written in place, no output
/// is an input, a failed command leaves no partial output, and file-system errors are one line.
@Suite struct OutputSafetyTests {
  /// A white 6×4 image as PNG, and the same with one black pixel.
  static func whiteAndDot() throws -> (white: Data, dot: Data) {
    let white = Pixmap(width: 6, height: 4, filledWith: RGBA8.white.premultiplied)!
    var dot = white
    dot[1, 1] = RGBA8.black.premultiplied
    return (try white.pngData(), try dot.pngData())
  }

  /// Makes each of `names`, a relative folder path, in `folder`.
  static func makeFolders(_ names: [String], in folder: HostileFolder) throws {
    for name in names {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent(name), withIntermediateDirectories: true)
    }
  }

  /// EXPECTED and ACTUAL folders of three changed images (`a.png`, `b.png`, `c.png`).
  static func changedFolders(_ folder: HostileFolder) throws -> (expected: String, actual: String) {
    let (white, dot) = try whiteAndDot()
    try makeFolders(["expected", "actual"], in: folder)
    for name in ["a.png", "b.png", "c.png"] {
      try folder.write("expected/" + name, white)
      try folder.write("actual/" + name, dot)
    }
    return (folder.path("expected"), folder.path("actual"))
  }

  /// A folder holding one file, `keep.txt`: what must survive being named as an output.
  static func keptFolder(_ folder: HostileFolder, _ name: String) throws -> String {
    try makeFolders([name], in: folder)
    try folder.write(name + "/keep.txt", "mine")
    return folder.path(name)
  }

  static func expectKept(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      (try? String(contentsOfFile: path + "/keep.txt", encoding: .utf8)) == "mine", "\(path) was touched",
      sourceLocation: sourceLocation)
  }

  static func expectRefused(_ run: HostileRun, naming: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.code == 2, "exit \(run.code): \(run.err)", sourceLocation: sourceLocation)
    #expect(run.err.contains(naming), "\(naming) not in: \(run.err)", sourceLocation: sourceLocation)
    #expect(!run.err.contains("\n"), "\(run.err)", sourceLocation: sourceLocation)
  }

  // MARK: 1. A folder is never a file output

  @Test(arguments: ["--report", "--junit"])
  func compareNeverRemovesAFolderNamedAsAFileOutput(_ option: String) throws {
    let folder = try HostileFolder()
    let (expected, actual) = try Self.changedFolders(folder)
    let target = try Self.keptFolder(folder, "mine")
    Self.expectRefused(HostileRun(["compare", expected, actual, option, target]), naming: "is a folder")
    Self.expectKept(target)
    // The working folder and the goldens themselves, as `--report .` and `--report expected/` did.
    let goldens = try Data(contentsOf: URL(fileURLWithPath: expected + "/a.png"))
    #expect(HostileRun(["compare", expected, actual, option, expected + "/"]).code == 2)
    #expect(HostileRun(["compare", expected, actual, option, folder.url.path]).code == 2)
    #expect(try Data(contentsOf: URL(fileURLWithPath: expected + "/a.png")) == goldens)
    #expect(folder.contents == ["actual", "expected", "mine"])
  }

  @Test func everyFileOutputRefusesAFolder() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try Self.changedFolders(folder)
    let scene = try folder.write("scene.json", FaultTests.tinyScene)
    let frames = try folder.write("frames.json", FaultTests.framesScene)
    let png = folder.path("expected/a.png")
    let shard = try folder.write("shard.json", "{}")
    let target = try Self.keptFolder(folder, "out.png")
    let runs: [[String]] = [
      ["render", scene, "-o", target],
      ["convert", png, "-o", target],
      ["blur", png, "--box", "3", "-o", target],
      ["compare", png, actual + "/a.png", "--diff", target],
      ["frames", frames, "--animate", "show", "-o", target],
      ["frames", frames, "--animate", "show", "-o", folder.path("anim.png"), "--contact-sheet", target],
      ["report", "--merge", shard, "-o", target],
      ["report", expected, "-o", target],
    ]
    for arguments in runs {
      Self.expectRefused(HostileRun(arguments), naming: "is a folder")
      Self.expectKept(target)
    }
    #expect(!folder.contents.contains("anim.png"))
  }

  @Test func everyFolderOutputRefusesAFile() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try Self.changedFolders(folder)
    let frames = try folder.write("frames.json", FaultTests.framesScene)
    let manifest = try folder.write("batch.json", #"{"entries": []}"#)
    let file = try folder.write("file", "mine")
    let runs: [[String]] = [
      ["compare", expected, actual, "--diff-dir", file],
      ["frames", frames, "--animate", "show", "-o", folder.path("anim.png"), "--frames-dir", file],
      ["batch", manifest, "-o", file],
      ["demo", "-o", file],
    ]
    for arguments in runs {
      Self.expectRefused(HostileRun(arguments), naming: "is a file; expected a folder")
      #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine")
    }
    #expect(!folder.contents.contains("anim.png"))
  }

  // MARK: 2. FIFOs are written in place

  @Test func aReportFIFOIsWrittenThroughNotReplaced() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try Self.changedFolders(folder)
    let fifo = folder.path("report.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let received = FIFOReader(fifo)
    let run = HostileRun(["compare", expected, actual, "--report", fifo])
    #expect(run.code == 1, "\(run.err)")
    #expect(received.done.wait(timeout: .now() + 30) == .success)
    #expect(String(decoding: received.data, as: UTF8.self).contains("3 of 3 images failed"))
    #expect(FaultTests.fileType(fifo) == S_IFIFO, "the FIFO was replaced")
    // Through a symbolic link, as a JUnit output: the link and the FIFO stay.
    let link = folder.path("junit.xml")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
    let again = FIFOReader(fifo)
    #expect(HostileRun(["compare", expected, actual, "--junit", link]).code == 1)
    #expect(again.done.wait(timeout: .now() + 30) == .success)
    #expect(String(decoding: again.data, as: UTF8.self).contains("<testsuite"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == fifo)
  }

  @Test func aDiffImageCannotLandInAnInputFolderUnderTheDiffFolder() throws {
    let folder = try HostileFolder()
    // EXPECTED and ACTUAL under the diff folder, and a failure whose relative path leads into
    // EXPECTED from there: `--diff-dir .` would write a diff over a golden.
    let (white, dot) = try Self.whiteAndDot()
    try Self.makeFolders(["e/e", "a/e"], in: folder)
    // The failure `e/x.png` would get its diff at `e/x.png` under the diff folder: EXPECTED's `x.png`.
    for name in ["e/e/x.png", "e/x.png", "a/x.png"] { try folder.write(name, white) }
    try folder.write("a/e/x.png", dot)
    let before = try OutputSafetyTests.snapshot(folder)
    let run = HostileRun(["compare", folder.path("e"), folder.path("a"), "--diff-dir", folder.url.path])
    Self.expectRefused(run, naming: "inside EXPECTED_DIR")
    #expect(try OutputSafetyTests.snapshot(folder) == before)
  }

  @Test func aFIFOWithNoReaderFailsInTimeWithOneLine() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try Self.changedFolders(folder)
    let fifo = folder.path("junit.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let start = ContinuousClock.now
    let run = HostileRun(["compare", expected, actual, "--junit", fifo])
    run.expectCleanFailure(naming: ["junit.fifo", "no process is reading the FIFO"])
    #expect(ContinuousClock.now - start < .seconds(30))
    #expect(FaultTests.fileType(fifo) == S_IFIFO)
  }

  // MARK: 3. No output is an input

  @Test func noOutputIsAnInputOrInsideOne() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try Self.changedFolders(folder)
    let overrides = try folder.write("overrides.json", "{}")
    try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: actual)
    let before = try Self.snapshot(folder)
    let refused: [(arguments: [String], naming: String)] = [
      (["--diff-dir", expected], "inside EXPECTED_DIR"),
      (["--diff-dir", actual + "/new/diffs"], "inside ACTUAL_DIR"),
      (["--diff-dir", folder.path("link")], "inside ACTUAL_DIR"),
      (["--report", expected + "/a.png"], "inside EXPECTED_DIR"),
      (["--junit", folder.path("link/../expected/../actual/b.png")], "inside"),
      (["--report", overrides, "--overrides", overrides], "is the --overrides file"),
      (["--report", folder.path("r.html"), "--junit", folder.path("./r.html")], "is also --report"),
    ]
    for c in refused {
      Self.expectRefused(HostileRun(["compare", expected, actual] + c.arguments), naming: c.naming)
    }
    #expect(try Self.snapshot(folder) == before)
    // A merge output that is one of the merged files.
    let shard = try folder.write("shard.json", "{}")
    Self.expectRefused(HostileRun(["report", "--merge", shard, "-o", shard]), naming: "is a --merge input")
    #expect(try String(contentsOfFile: shard, encoding: .utf8) == "{}")
  }

  /// Every file under `folder` with its bytes.
  static func snapshot(_ folder: HostileFolder) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in FileManager.default.subpaths(atPath: folder.url.path) ?? [] {
      let url = folder.url.appendingPathComponent(path)
      if PathKind(path: url.path) == .regularFile { files[path] = try Data(contentsOf: url) }
    }
    return files
  }

  // MARK: 4. All or nothing, and no stale temporary files

  @Test func aDiffFolderThatCannotTakeEveryFileGetsNone() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try Self.changedFolders(folder)
    // A fourth failure, `sub/d.png`, sorts last; its diff cannot be written: a file named
    // `sub` is in the way. The diffs of a, b and c are made first, and must not stay.
    try Self.makeFolders(["expected/sub", "actual/sub"], in: folder)
    for name in ["expected", "actual"] {
      try FileManager.default.copyItem(atPath: folder.path(name + "/a.png"), toPath: folder.path(name + "/sub/d.png"))
    }
    let diffs = try Self.keptFolder(folder, "diffs")
    try folder.write("diffs/sub", "mine")
    let run = HostileRun([
      "compare", expected, actual, "--diff-dir", diffs, "--report", folder.path("report.html"),
    ])
    run.expectCleanFailure(naming: ["diffs/sub: cannot create the folder: a file of that name is in the way"])
    #expect(try FaultTests.tree(URL(fileURLWithPath: diffs)) == ["keep.txt", "sub"])
    #expect(!folder.contents.contains("report.html"))
  }

  @Test func staleTemporaryFilesBesideOutputsAreRemoved() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try Self.changedFolders(folder)
    let diffs = try Self.keptFolder(folder, "diffs")
    // What kill -9 between write and rename leaves, beside files that are not BarKit's.
    for name in ["diffs/.a.png.1A2B3C4D.tmp", ".report.html.DEADBEEF.tmp", ".junit.xml.0123ABCD.tmp"] {
      try folder.write(name, Data([1, 2, 3]))
    }
    for name in ["diffs/.keep.tmp", "diffs/.a.png.NOTHEX!!.tmp", ".other.html.DEADBEEF.tmp"] {
      try folder.write(name, Data([1]))
    }
    let run = HostileRun([
      "compare", expected, actual, "--diff-dir", diffs, "--report", folder.path("report.html"), "--junit",
      folder.path("junit.xml"),
    ])
    #expect(run.code == 1, "\(run.err)")
    #expect(
      try FaultTests.tree(URL(fileURLWithPath: diffs)) == [
        ".a.png.NOTHEX!!.tmp", ".keep.tmp", "a.png", "b.png", "c.png", "keep.txt",
      ])
    #expect(folder.contents == [".other.html.DEADBEEF.tmp", "actual", "diffs", "expected", "junit.xml", "report.html"])
  }

  @Test func framesWritesNothingWhenTheContactSheetCannotBeWritten() throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", FaultTests.framesScene)
    let fifo = folder.path("sheet.png")
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = HostileRun([
      "frames", scene, "--scroll", "0:20:10", "-o", folder.path("anim.png"), "--frames-dir", folder.path("frames"),
      "--contact-sheet", fifo,
    ])
    run.expectCleanFailure(naming: ["sheet.png", "no process is reading the FIFO"])
    #expect(folder.contents == ["scene.json", "sheet.png"])
  }

  // MARK: 5. One line naming the path and the reason

  @Test func aDiffFolderThatCannotBeMadeSaysWhyInOneLine() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try Self.changedFolders(folder)
    try folder.write("file", "mine")
    let run = HostileRun(["compare", expected, actual, "--diff-dir", folder.path("file/diffs")])
    run.expectCleanFailure(naming: ["/file: cannot create the folder: a file of that name is in the way"])
    #expect(!run.err.contains("CocoaError") && !run.err.contains("NSCocoaErrorDomain"), "\(run.err)")
  }

  // MARK: 10. Folders facing files, and a missing folder

  @Test func aFolderNamedLikeAPNGFacingAFileIsUnreadable() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try Self.changedFolders(folder)
    try FileManager.default.removeItem(atPath: expected + "/b.png")
    try FileManager.default.createDirectory(atPath: expected + "/b.png", withIntermediateDirectories: false)
    let run = HostileRun(["compare", expected, actual])
    #expect(run.code == 3, "\(run.out) \(run.err)")
    #expect(run.out.contains("unreadable: \(expected)/b.png: is a folder, not a PNG file"), "\(run.out)")
    #expect(!run.out.contains("added:"), "\(run.out)")
  }

  @Test func aMissingFolderIsTheOneNamed() throws {
    let folder = try HostileFolder()
    let (expected, _) = try Self.changedFolders(folder)
    let missing = folder.path("nonexistent")
    for arguments in [[expected, missing], [missing, expected]] {
      let run = HostileRun(["compare"] + arguments)
      run.expectCleanFailure(naming: [missing + ": no such file or folder"])
      #expect(!run.err.contains(expected), "\(run.err)")
    }
  }
}
