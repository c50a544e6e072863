import BarKit
import BarKitCLI
import Foundation
import TestSupport
import Testing

/// Issue 19's faults, each a promise that must hold: special outputs written as they are, no
/// input overwritten, one clean line whatever the user's strings, all outputs or none, a
/// resumed run equal to a clean one, memory budgets checked before allocating, and messages
/// that say what happened.
@Suite struct FaultTests {
  /// A 40×30 pt opaque scene: fast in debug builds.
  static let tinyScene =
    ##"{"canvas": {"width": 40, "height": 30, "scale": 1}, "statusBar": {"hidden": true}, "content": {"color": "#336699"}}"##

  /// A transparent navigation bar to animate, small enough for debug builds.
  static let framesScene = """
    {"canvas": {"width": 60, "height": 80, "scale": 1}, "content": {"color": "white"},
     "navigationBar": {"title": "A", "backgroundHidden": true}}
    """

  // MARK: 1. Outputs that are not regular files

  @Test func aFIFOOutputIsWrittenThroughNotReplaced() throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", Self.tinyScene)
    let fifo = folder.path("pipe.png")
    #expect(mkfifo(fifo, 0o600) == 0)
    // A reader drains the FIFO, as a consumer of `barkit render -o pipe` would.
    let received = FIFOReader(fifo)
    let run = HostileRun(["render", scene, "-o", fifo])
    #expect(run.code == 0, "\(run.err)")
    #expect(received.done.wait(timeout: .now() + 30) == .success)
    #expect(received.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(Self.fileType(fifo) == S_IFIFO, "the FIFO was replaced")
  }

  /// Creates the null device at `path`: major 1, minor 3 on Linux (glibc makedev packs them as
  /// 1 << 8 | 3 for numbers this small). Creating a device needs root (CAP_MKNOD).
  static func makeNullDevice(at path: String) -> Bool { mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 }

  /// Whether this process may create devices: tried once in a folder of its own.
  static let canMakeDevices: Bool = {
    guard let folder = try? HostileFolder() else { return false }
    defer { try? FileManager.default.removeItem(at: folder.url) }
    return makeNullDevice(at: folder.path("probe"))
  }()

  /// A null device of the test's own, named like /dev/null (no `.png`): written as it is.
  /// The system's /dev/null is never used: a regression would replace it for the whole machine.
  @Test(.enabled(if: canMakeDevices, "mknod is not permitted here (creating a device needs CAP_MKNOD)"))
  func aCharacterDeviceOutputIsWrittenThroughNotReplaced() throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", Self.tinyScene)
    let device = folder.path("null")
    try #require(Self.makeNullDevice(at: device), "mknod \(device): errno \(errno)")
    let run = HostileRun(["render", scene, "-o", device])
    #expect(run.code == 0, "\(run.err)")
    #expect(Self.fileType(device) == S_IFCHR, "the device was replaced by a regular file")
  }

  // MARK: 2. An output equal to an input

  @Test func anOutputThatIsAnInputIsRefused() throws {
    let folder = try HostileFolder()
    let sceneText = #"{"canvas": {"width": 40, "height": 30, "scale": 1}, "content": {"image": "photo.png"}}"#
    // A scene whose name ends in .png, so only the input check stands between it and -o.
    let scene = try folder.write("same.png", sceneText)
    let photo = try folder.write("photo.png", try Pixmap(width: 4, height: 4)!.pngData())
    let photoBefore = try Data(contentsOf: URL(fileURLWithPath: photo))
    // The scene itself, its image, and the image through a symbolic link: exit 2, untouched.
    try FileManager.default.createSymbolicLink(atPath: folder.path("link.png"), withDestinationPath: photo)
    for output in [scene, photo, folder.path("link.png")] {
      let run = HostileRun(["render", scene, "-o", output])
      #expect(run.code == 2, "\(output): \(run.err)")
      #expect(run.err.contains("refusing to overwrite"), "\(run.err)")
    }
    #expect(try String(contentsOfFile: scene, encoding: .utf8) == sceneText)
    #expect(try Data(contentsOf: URL(fileURLWithPath: photo)) == photoBefore)
    // compare --diff over the golden, convert onto a hard link of its input.
    let other = try folder.write(
      "other.png", try Pixmap(width: 4, height: 4, filledWith: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)!)!.pngData()
    )
    #expect(HostileRun(["compare", photo, other, "--diff", photo]).code == 2)
    #expect(try Data(contentsOf: URL(fileURLWithPath: photo)) == photoBefore)
    try FileManager.default.linkItem(atPath: photo, toPath: folder.path("hard.png"))
    #expect(HostileRun(["convert", photo, "-o", folder.path("hard.png")]).code == 2)
    #expect(HostileRun(["blur", photo, "-o", photo, "--box", "3"]).code == 2)
    #expect(try Data(contentsOf: URL(fileURLWithPath: photo)) == photoBefore)
  }

  @Test func aBatchOutputLandingOnAnEntrySceneFailsAndKeepsIt() throws {
    let folder = try HostileFolder()
    try folder.write("list.png", Self.tinyScene)
    let manifest = try folder.write(
      "batch.json", #"{"entries": [{"name": "list", "scene": "list.png"}], "output": "{name}.png"}"#)
    // Refused before anything renders (issue 39 item 9): no output of a run is one of its inputs.
    HostileRun(["batch", manifest, "-o", folder.url.path]).expectCleanFailure(naming: [
      "list.png", "refusing to overwrite",
    ])
    #expect(try String(contentsOfFile: folder.path("list.png"), encoding: .utf8) == Self.tinyScene)
  }

  // MARK: 3. Control characters and long strings

  static let hostileStrings = ["a\nb", "a\rb", "a\u{1B}[31mred", "a\u{2028}b", "a\u{85}b", "a\u{202E}b"]

  @Test(arguments: hostileStrings)
  func userStringsInMessagesStayOnOneEscapedLine(_ text: String) throws {
    let folder = try HostileFolder()
    let image =
      #"{"canvas": {"width": 40, "height": 30, "scale": 1}, "content": {"image": "\#(JSONText.escaped(text)).png"}}"#
    let runs = [
      HostileRun(["render", try folder.write("image.json", image), "-o", folder.path("o.png")]),
      HostileRun(["render", folder.path(text + ".json"), "-o", folder.path("o.png")]),
      HostileRun(["convert", folder.path(text + ".png"), "-o", folder.path("o.png")]),
      HostileRun(["render", try folder.write("s.json", Self.tinyScene), "-o", folder.path("o.png"), "--only", text]),
      HostileRun(["frames", folder.path("s.json"), "--animate", text, "-o", folder.path("o.png")]),
      HostileRun([text]),
      HostileRun(["render", "--" + text]),
      HostileRun(["batch", try batchNamed(text, in: folder), "-o", folder.path("out")]),
    ]
    for run in runs {
      #expect(run.code != 0 && run.code != -1)
      Self.expectPrintable(run.err)
    }
  }

  /// A manifest whose entry name holds `text`.
  private func batchNamed(_ text: String, in folder: HostileFolder) throws -> String {
    try folder.write(
      "batch.json",
      #"{"entries": [{"name": "\#(JSONText.escaped(text))", "scene": {"canvas": {"width": 1}}}]}"#)
  }

  @Test func aLongPathIsCut() throws {
    let long = "/tmp/" + String(repeating: "x", count: 5000) + ".json"
    let run = HostileRun(["render", long, "-o", "/tmp/o.png"])
    run.expectCleanFailure()
    #expect(run.err.contains("characters)"))
  }

  static func expectPrintable(_ err: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bad = err.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        || [0x2028, 0x2029, 0x202E].contains($0.value)
    }
    #expect(bad.isEmpty, "raw control characters in: \(err.debugDescription)", sourceLocation: sourceLocation)
    for line in err.split(separator: "\n") {
      #expect(
        line.hasPrefix("barkit"), "a message broke over lines: \(err.debugDescription)", sourceLocation: sourceLocation)
    }
  }

  // MARK: 4. All outputs or none

  /// Frames into an unwritable place: `file` is a file, so nothing can be made under it.
  @Test(arguments: [
    (sheet: "file/sheet.png", frames: "frames", named: ["file/sheet.png"]),
    (
      sheet: "sheet.png", frames: "file/f",
      named: ["/file: cannot create the folder: a file of that name is in the way"]
    ),
  ])
  func framesWithOneUnwritableOutputWritesNothing(_ c: (sheet: String, frames: String, named: [String])) throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", Self.framesScene)
    try folder.write("file", "not a folder")
    let run = HostileRun([
      "frames", scene, "--scroll", "0:20:10", "-o", folder.path("anim.png"), "--frames-dir", folder.path(c.frames),
      "--contact-sheet", folder.path(c.sheet),
    ])
    run.expectCleanFailure(naming: c.named)
    #expect(folder.contents == ["file", "scene.json"])
  }

  // MARK: 5. A resumed run after a crash

  @Test func resumeRemovesTemporaryFilesAKillLeft() throws {
    let folder = try HostileFolder()
    try folder.write("a.json", Self.tinyScene)
    let manifest = try folder.write(
      "batch.json",
      #"{"entries": [{"name": "a", "scene": "a.json"}, {"name": "b", "scene": "a.json"}], "output": "{name}/x.png"}"#)
    let out = folder.url.appendingPathComponent("out")
    #expect(HostileRun(["batch", manifest, "-o", out.path]).code == 0)
    let clean = try Self.tree(out)
    // What kill -9 between write and rename leaves, beside a user's own hidden file.
    for name in ["a/.x.png.1A2B3C4D.tmp", "b/.x.png.DEADBEEF.tmp"] {
      try Data([1, 2, 3]).write(to: out.appendingPathComponent(name))
    }
    try Data([1]).write(to: out.appendingPathComponent("a/.keep.tmp"))
    #expect(HostileRun(["batch", manifest, "-o", out.path, "--resume"]).code == 0)
    #expect(try Self.tree(out) == (clean + ["a/.keep.tmp"]).sorted())
  }

  static func tree(_ url: URL) throws -> [String] {
    (FileManager.default.subpaths(atPath: url.path) ?? []).sorted()
  }

  // MARK: 6. Memory budgets

  @Test func imagesOverTheSceneBudgetAreRefusedBeforeDecoding() throws {
    let folder = try HostileFolder()
    // Three PNG headers of 10000 × 10000 (100 MP each, 1.2 GB decoded): each alone within the
    // decoder's limit, together over the 1 GiB budget. Only the headers exist: a decoder
    // reaching them would fail differently.
    var references: [String] = []
    for name in ["a", "b", "c"] {
      try folder.write(name + ".png", Self.pngHeader(width: 10_000, height: 10_000))
      references.append(#"{"image": "\#(name).png"}"#)
    }
    let scene = try folder.write(
      "scene.json",
      #"""
      {"canvas": {"width": 40, "height": 30, "scale": 1}, "content": {"image": "a.png"},
       "navigationBar": {"shadowImage": "b.png"}, "toolbar": {"items": [{"image": "c.png"}]}}
      """#)
    let run = HostileRun(["render", scene, "-o", folder.path("o.png")])
    run.expectCleanFailure(naming: ["scene.json", "budget"])
    #expect(!folder.contents.contains("o.png"))
  }

  @Test func framesOverTheFrameBudgetAreRefusedBeforeRendering() throws {
    let folder = try HostileFolder()
    // 1000 frames of 2000 × 1000 pixels: 8 GB held, as the contact sheet holds every frame.
    let scene = try folder.write(
      "scene.json",
      #"{"canvas": {"width": 2000, "height": 1000, "scale": 1}, "navigationBar": {"backgroundHidden": true}}"#)
    let run = HostileRun(
      ["frames", scene, "--scroll", "0:999:1", "--contact-sheet", folder.path("s.png"), "-o", folder.path("o.png")])
    run.expectCleanFailure(naming: ["scene.json", "budget"])
    #expect(folder.contents.isEmpty || !folder.contents.contains("o.png"))
  }

  /// 560 million pixels render in seconds optimized, minutes unoptimized.
  @Test(.releaseBuildsOnly) func framesWhoseTotalExceedsTheOldBudgetAreStreamed() throws {
    let folder = try HostileFolder()
    // 200 frames of 2000 × 1400 pixels: 2.2 GB in all, over the 2 GiB the frames once took
    // together (refused before frames streamed); rendered a batch at a time, only a few are held.
    let scene = try folder.write(
      "scene.json",
      #"{"canvas": {"width": 2000, "height": 1400, "scale": 1}, "navigationBar": {"backgroundHidden": true}}"#)
    let run = HostileRun(["frames", scene, "--scroll", "0:199:1", "-o", folder.path("o.png")])
    #expect(run.code == 0, "\(run.err)")
    let apng = try Pixmap(pngData: Data(contentsOf: URL(fileURLWithPath: folder.path("o.png"))))
    #expect(apng.width == 2000 && apng.height == 1400)
  }

  /// The first 33 bytes of an RGBA8 PNG of the given size (signature and IHDR with its CRC).
  static func pngHeader(width: Int, height: Int, colorType: UInt8 = 6) -> Data {
    Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        + chunk("IHDR", u32(width) + u32(height) + [8, colorType, 0, 0, 0]))
  }

  static func u32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }

  /// A PNG chunk: length, type, data, CRC-32 of type and data (PNG §5.3).
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return u32(data.count) + body + u32(Int(~crc))
  }

  /// A valid gray PNG one pixel wide and `height` tall, its rows in stored (uncompressed)
  /// deflate blocks: no zlib needed to make it.
  static func tallPNG(height: Int) -> Data {
    let raw = [UInt8](repeating: 0, count: height * 2)  // per row: filter 0, one black pixel
    var zlib: [UInt8] = [0x78, 0x01]
    var start = 0
    while start < raw.count {
      let n = min(65_535, raw.count - start)
      let last: UInt8 = start + n == raw.count ? 1 : 0
      zlib += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      zlib += raw[start..<(start + n)]
      start += n
    }
    var a = 1
    var b = 0
    for byte in raw {
      a = (a + Int(byte)) % 65_521
      b = (b + a) % 65_521
    }
    zlib += u32(b << 16 | a)
    return pngHeader(width: 1, height: height, colorType: 0) + Data(chunk("IDAT", zlib) + chunk("IEND", []))
  }

  /// A million rows decode, convert and re-encode in about a minute unoptimized.
  @Test(.releaseBuildsOnly) func anImageLibpngCouldNotWriteIsWritten() throws {
    let folder = try HostileFolder()
    // 1 × 1,000,001: libpng refused to write a PNG taller than 1,000,000 rows, and the message
    // named no file. BarKit's own writer (Docs/PNG.md) writes every size PNG allows.
    let input = try folder.write("tall.png", Self.tallPNG(height: 1_000_001))
    let run = HostileRun(["convert", input, "-o", folder.path("out.png")])
    #expect(run.code == 0, "\(run.err)")
    let written = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: folder.path("out.png")))
    #expect(written.width == 1 && written.height == 1_000_001)
  }

  // MARK: 7. Messages

  @Test func aDevicesFileErrorNamesTheCommandRun() throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", Self.tinyScene)
    let devices = try folder.write("devices.json", #"[{"name": "x"}]"#)
    let run = HostileRun(["render", scene, "--devices", devices, "-o", folder.path("o.png")])
    run.expectCleanFailure(naming: ["barkit render: ", "devices.json"])
    #expect(!run.err.contains("validate"))
  }

  @Test func aTypoOfANewerPhoneSuggestsTheNearestName() throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", #"{"canvas": {"device": "iphone-6s"}}"#)
    HostileRun(["validate", scene]).expectCleanFailure(naming: [#"did you mean "iphone-6"?"#])
  }

  @Test func validateReportsEveryError() throws {
    let folder = try HostileFolder()
    let scene = try folder.write(
      "scene.json",
      #"""
      {"canvas": {"device": "iphone-6s"}, "statsBar": {},
       "navigationBar": {"titel": "A", "barStyle": "blak"}}
      """#)
    let run = HostileRun(["validate", scene])
    #expect(run.code == 3)
    let lines = run.err.split(separator: "\n")
    #expect(lines.count == 4, "\(run.err)")
    for part in ["canvas.device", "statsBar", "navigationBar.titel", "navigationBar.barStyle"] {
      #expect(lines.contains { $0.contains(part) }, "\(part) not in \(run.err)")
    }
  }

  @Test func renderPrintsWhatItWrote() throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", Self.tinyScene)
    let run = HostileRun(["render", scene, "-o", folder.path("o.png")])
    #expect(run.code == 0)
    #expect(run.out == "wrote \(folder.path("o.png")) (40×30)")
  }

  @Test func aBatchFolderThatCannotBeMadeSaysWhy() throws {
    let folder = try HostileFolder()
    try folder.write("a.json", Self.tinyScene)
    try folder.write("file", "x")
    let manifest = try folder.write(
      "batch.json", #"{"entries": [{"name": "a", "scene": "a.json"}], "output": "file/{name}.png"}"#)
    let run = HostileRun(["batch", manifest, "-o", folder.url.path])
    #expect(run.code == 1)
    #expect(run.err.contains("cannot create the folder: "), "\(run.err)")
    #expect(!run.err.contains("NSCocoaErrorDomain"), "\(run.err)")
  }

  @Test func aNameThatIsNotUTF8IsNotCalledMissing() throws {
    let folder = try HostileFolder()
    // "sc\xFFene.json": a byte that is not UTF-8, as a Latin-1 file system name would hold.
    let bytes: [UInt8] = Array(folder.url.path.utf8) + Array("/sc".utf8) + [0xFF] + Array("ene.json".utf8)
    let raw = bytes.map { CChar(bitPattern: $0) } + [0]
    let created = creat(raw, 0o600)
    #expect(created >= 0)
    close(created)
    // What Swift's command line hands over for that name.
    let decoded = String(decoding: bytes, as: UTF8.self)
    let run = HostileRun(["validate", decoded])
    run.expectCleanFailure(naming: ["not valid UTF-8"])
  }

  // MARK: The render command line (issue 15)

  @Test func renderNeedsAPNGName() throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", Self.tinyScene)
    let run = HostileRun(["render", scene, "-o", folder.path("out.txt")])
    #expect(run.code == 2)
    #expect(run.err.contains("expected a file name ending in .png"))
    #expect(!folder.contents.contains("out.txt"))
  }

  /// The `barkit` executable SwiftPM builds beside the test bundle.
  static let barkitExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("barkit")

  /// `-o -` through the real executable (built beside the test bundle), so the PNG goes to a
  /// pipe and not into the test's own output.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: barkitExecutable.path),
      "no barkit executable beside the test bundle (swift build builds it)"))
  func renderWritesThePNGToStandardOutput() throws {
    let barkit = Self.barkitExecutable
    let folder = try HostileFolder()
    let process = Process()
    process.executableURL = barkit
    process.arguments = ["render", try folder.write("scene.json", Self.tinyScene), "-o", "-"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let image = try Pixmap(pngData: data)
    #expect(image.width == 40 && image.height == 30)
    #expect(folder.contents == ["scene.json"])
  }

  @Test func watchRendersOnEveryChangeAndSurvivesErrors() throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", Self.tinyScene)
    setenv("BARKIT_WATCH_RENDERS", "2", 1)
    defer { unsetenv("BARKIT_WATCH_RENDERS") }
    let captured = CapturedOutput()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = BarkitCommandLine.run(["render", scene, "--watch", "-o", folder.path("o.png")], output: captured.output)
      done.signal()
    }
    let deadline = Date().addingTimeInterval(60)
    while captured.outputLines.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(captured.outputLines.first?.hasPrefix("wrote \(folder.path("o.png")) (40×30) in ") == true)
    // Watching writes previews at the fast level.
    let preview = try Data(contentsOf: URL(fileURLWithPath: folder.path("o.png")))
    let pixels = try Pixmap(pngData: preview)
    #expect(preview == (try pixels.pngData(options: PNGEncodingOptions(compressionLevel: .fast))))
    #expect(preview != (try pixels.pngData()))
    // A broken scene: one error line, and the watch goes on (it ends here only because the
    // test limits it to two renders).
    try folder.write("scene.json", #"{"canvas": {"width": "wide"}}"#)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: scene)
    #expect(done.wait(timeout: .now() + 60) == .success)
    #expect(captured.errorLines.count == 1)
    #expect(captured.errorLines.first?.contains("scene.json: canvas") == true, "\(captured.errorLines)")
  }

  static func fileType(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }
}

/// JSON string escaping for building hostile scenes in tests.
enum JSONText {
  static func escaped(_ text: String) -> String {
    text.unicodeScalars.map { s in
      s.value < 0x20 || s.value == 0x22 || s.value == 0x5C || s.value >= 0x7F
        ? String(format: "\\u%04x", s.value) : String(s)
    }.joined()
  }
}
