import BarKit
import Foundation
import Testing

/// Standard output that cannot take what `barkit` writes, through the real executable (built
/// beside the test bundle) run by bash, so the test's own output is not touched
/// (Docs/Security.md, "Standard output").
@Suite(.enabled(if: BarkitExecutable.path != nil)) struct StandardOutputTests {
  static var barkit: String? { BarkitExecutable.path }

  /// Runs `script` in bash with `$BARKIT` set; returns its exit status and standard error.
  static func bash(_ script: String, in folder: HostileFolder) throws -> (status: Int32, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder.url
    process.environment = ["BARKIT": try #require(barkit), "PATH": "/usr/bin:/bin"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, err)
  }

  @Test(arguments: [
    (#""$BARKIT" render scene.json -o - >&-"#, "barkit render: cannot write to standard output: "),
    (#""$BARKIT" render scene.json -o out.png >&-"#, "barkit: cannot write to standard output: "),
    (#""$BARKIT" --version >/dev/full"#, "barkit: cannot write to standard output: No space left on device"),
  ])
  func aWriteToStandardOutputThatFailsExits3(script: String, message: String) throws {
    let folder = try HostileFolder()
    try folder.write(
      "scene.json", #"{"canvas": {"width": 40, "height": 30, "scale": 1}, "statusBar": {"hidden": true}}"#)
    let (status, err) = try Self.bash(script, in: folder)
    #expect(status == 3, "\(err)")
    #expect(err.hasPrefix(message) && err.hasSuffix("\n") && err.dropLast().split(separator: "\n").count == 1, "\(err)")
  }

  /// `-` is standard output for `-o` only; any other output option given `-` is refused, so
  /// no file named `-` appears (unchecked against the other outputs) and nothing is written.
  @Test(arguments: [
    (#""$BARKIT" render scene.json -o out.png --elements -"#, "--elements -"),
    (#""$BARKIT" compare a.png b.png --markdown -"#, "--markdown -"),
    (#""$BARKIT" compare a.png b.png --diff -"#, "--diff -"),
    (#""$BARKIT" report . -o -"#, "-o -"),
  ])
  func onlyDashOIsStandardOutput(script: String, option: String) throws {
    let folder = try HostileFolder()
    try folder.write(
      "scene.json", #"{"canvas": {"width": 40, "height": 30, "scale": 1}, "statusBar": {"hidden": true}}"#)
    for (name, color) in [("a.png", RGBA8.white), ("b.png", RGBA8.black)] {
      try #require(Pixmap(width: 4, height: 4, filledWith: color.premultiplied))
        .writePNG(to: folder.url.appendingPathComponent(name))
    }
    let (status, err) = try Self.bash(script, in: folder)
    #expect(status == 2, "\(err)")
    #expect(err.contains("\(option): this output cannot go to standard output"), "\(err)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("-")))
    #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
  }

  /// A reader that stops early ends `barkit` with SIGPIPE, as it ends `cat` (bash reports
  /// 128 + 13): quietly, and not as a success.
  @Test func aReaderThatStopsEarlyEndsItWithSIGPIPE() throws {
    let folder = try HostileFolder()
    var random = UInt32(1)
    let pixels = (0..<(1024 * 1024)).map { _ in
      random = random &* 1_664_525 &+ 1_013_904_223
      return PremultipliedRGBA8(
        r: UInt8(random >> 24), g: UInt8(random >> 16 & 0xFF), b: UInt8(random >> 8 & 0xFF), a: 255)!
    }
    try Pixmap(width: 1024, height: 1024, pixels: pixels)!.writePNG(to: folder.url.appendingPathComponent("noise.png"))
    let (status, err) = try Self.bash(
      #""$BARKIT" convert noise.png -o - | head -c 10 >/dev/null; exit ${PIPESTATUS[0]}"#, in: folder)
    #expect(status == 128 + SIGPIPE, "\(err)")
    #expect(err.isEmpty, "\(err)")
  }
}

/// The `barkit` executable built beside the test bundle, when there is one.
enum BarkitExecutable {
  static let path: String? = {
    let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("barkit")
    return FileManager.default.isExecutableFile(atPath: url.path) ? url.path : nil
  }()
}
