import BarKit
import Foundation
import Testing

/// Emoji on a machine without a colour emoji font: every command that draws text names the
/// missing characters in one warning per run, and `--strict` makes it exit 3 (Docs/Text.md,
/// "Colour emoji"). Runs the real executable with a fontconfig configuration that rejects every
/// colour font (`FONTCONFIG_FILE`), so the test's own process keeps its fonts.
@Suite(.enabled(if: BarkitExecutable.path != nil, "the barkit executable is not built beside the tests"))
struct NoColorFontCommandTests {
  static let warning =
    #"warning: no colour emoji font covers "🥾" (U+1F97E), "✨" (U+2728); drawn as text (install fonts-noto-color-emoji)"#

  /// A folder with the configuration, a scene titled with two emoji (one twice) and a batch
  /// manifest rendering it on two devices.
  struct Fixture {
    let folder: HostileFolder

    init() throws {
      folder = try HostileFolder()
      try folder.write(
        "fonts.conf",
        """
        <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>
        <selectfont><rejectfont><pattern><patelt name="color"><bool>true</bool></patelt></pattern></rejectfont>
        </selectfont></fontconfig>
        """)
      try folder.write(
        "scene.json", #"{"canvas": {"width": 320, "height": 64, "scale": 1}, "navigationBar": {"title": "🥾 Hike ✨ 🥾"}}"#
      )
      try folder.write(
        "devices.json",
        #"""
        {"devices": [{"name": "tiny", "width": 320, "height": 64, "scale": 1, "idiom": "phone"},
                     {"name": "wide", "width": 400, "height": 64, "scale": 1, "idiom": "phone"}]}
        """#)
      try folder.write(
        "batch.json",
        #"""
        {"devices": ["tiny", "wide"], "entries": [{"name": "hike", "scene": "scene.json"}]}
        """#)
    }

    /// Runs barkit with `arguments` in the folder; returns its exit status and standard error's lines.
    func run(_ arguments: [String]) throws -> (status: Int32, err: [String]) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(BarkitExecutable.path))
      process.arguments = arguments
      process.currentDirectoryURL = folder.url
      process.environment = ["FONTCONFIG_FILE": folder.path("fonts.conf"), "PATH": "/usr/bin:/bin"]
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, err.split(separator: "\n").map(String.init))
    }
  }

  @Test(arguments: [
    ["render", "scene.json", "-o", "out.png"],
    ["sheet", "scene.json", "-o", "out.png"],
    ["text", "🥾 Hike ✨ 🥾", "-o", "out.png"],
    ["batch", "batch.json", "-o", "out", "--devices", "devices.json"],
  ])
  func oneWarningPerRunNamesEveryMissingEmoji(arguments: [String]) throws {
    let fixture = try Fixture()
    let (status, err) = try fixture.run(arguments)
    #expect(status == 0, "\(err)")
    let emoji = err.filter { $0.contains("colour emoji") }
    #expect(emoji == ["barkit \(arguments[0]): \(Self.warning)"], "\(err)")
  }

  @Test func aBatchWithAFailedOutputStillNamesTheEmoji() throws {
    let fixture = try Fixture()
    // A folder where one output goes: that output fails as it is written, the other renders.
    try FileManager.default.createDirectory(
      atPath: fixture.folder.path("out/hike-wide.png"), withIntermediateDirectories: true)
    let (status, err) = try fixture.run(["batch", "batch.json", "-o", "out", "--devices", "devices.json"])
    #expect(status == 1, "\(err)")
    #expect(err.filter { $0.contains("colour emoji") } == ["barkit batch: \(Self.warning)"], "\(err)")
  }

  @Test(arguments: [
    ["render", "scene.json", "-o", "out.png", "--strict"],
    ["text", "🥾 Hike ✨ 🥾", "-o", "out.png", "--strict"],
  ])
  func strictRefusesAndWritesNothing(arguments: [String]) throws {
    let fixture = try Fixture()
    let (status, err) = try fixture.run(arguments)
    #expect(status == 3, "\(err)")
    #expect(
      err.count == 1 && err[0].contains("no colour emoji font covers") && err[0].hasSuffix("(--strict)"), "\(err)")
    #expect(!FileManager.default.fileExists(atPath: fixture.folder.path("out.png")))
  }

  @Test func strictBatchExits3AfterRendering() throws {
    let fixture = try Fixture()
    let (status, err) = try fixture.run(["batch", "batch.json", "-o", "out", "--devices", "devices.json", "--strict"])
    #expect(status == 3, "\(err)")
    // The outputs are written; the warning is the run's error.
    #expect(
      err.filter { $0.contains("colour emoji") }
        == ["barkit batch: " + Self.warning.dropFirst("warning: ".count) + " (--strict)"], "\(err)")
    #expect(FileManager.default.fileExists(atPath: fixture.folder.path("out/hike-tiny.png")))
  }
}
