import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

@Suite struct RenderCommandTests {
  static let scene = """
    {"canvas": {"width": 160, "height": 120, "scale": 1}, "content": {"color": "#336699"},
     "navigationBar": {"translucent": false, "title": "Hi"}, "toolbar": {"translucent": false, "items": [{"title": "Edit"}]}}
    """

  private func write(_ text: String, to folder: URL, name: String = "scene.json") throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func rendersAScaledPNGAndCropsToOneBar() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try write(Self.scene, to: folder)
    let full = folder.appendingPathComponent("full.png").path
    #expect(CapturedOutput.run(["render", scene, "-o", full, "--scale", "2"]).code == 0)
    let image = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: full))
    #expect(image.width == 320 && image.height == 240)

    let nav = folder.appendingPathComponent("nav.png").path
    #expect(CapturedOutput.run(["render", scene, "-o", nav, "--only", "navigationBar"]).code == 0)
    let crop = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: nav))
    // 64 pt (status bar + 44-pt bar, top-attached) plus the one-pixel hairline at 1x.
    #expect(crop.width == 160 && crop.height == 65)
  }

  /// Issue 31: a screenshot blown up 4× is reported on standard error with its JSON path, the
  /// PNG is written and the exit code is 0; `--strict` makes it exit 3 and write nothing.
  @Test func warningsGoToStandardErrorAndStrictFails() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Pixmap(width: 10, height: 10, filledWith: RGBA8.black.premultiplied)!.writePNG(
      to: folder.appendingPathComponent("small.png"))
    let scene = try write(
      #"{"canvas": {"width": 40, "height": 40, "scale": 1}, "content": {"image": "small.png"}}"#, to: folder)
    let out = folder.appendingPathComponent("out.png").path
    let run = CapturedOutput.run(["render", scene, "-o", out])
    #expect(run.code == 0)
    #expect(
      run.err
        == "barkit render: warning: \(scene): content.image: upscaled 4× (more than 1.5×): its 10×10 pixels cover 40×40; use a capture of this device or a smaller scale"
    )
    #expect(FileManager.default.fileExists(atPath: out))
    try FileManager.default.removeItem(atPath: out)
    let strict = CapturedOutput.run(["render", scene, "-o", out, "--strict"])
    #expect(strict.code == 3)
    #expect(
      strict.err.hasSuffix(
        "content.image: upscaled 4× (more than 1.5×): its 10×10 pixels cover 40×40; use a capture of this device or a smaller scale (--strict)"
      ), "\(strict.err)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// Issue 31: typos of commands, options and option values get a did-you-mean (exit 2).
  @Test func typosGetADidYouMean() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try write(Self.scene, to: folder)
    let out = folder.appendingPathComponent("o.png").path
    let command = CapturedOutput.run(["rendr", scene, "-o", out])
    #expect(command.code == 2)
    #expect(command.err == "barkit: unknown command \"rendr\" (see 'barkit --help'); did you mean \"render\"?")
    let option = CapturedOutput.run(["render", scene, "-o", out, "--watchh"])
    #expect(option.code == 2)
    #expect(
      option.err.hasSuffix("unknown option --watchh (see 'barkit render --help'); did you mean --watch?"),
      "\(option.err)")
    let value = CapturedOutput.run(["render", scene, "-o", out, "--only", "navbar"])
    #expect(value.code == 2)
    #expect(value.err.hasSuffix("; did you mean \"navigationBar\"?"), "\(value.err)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func compressionLevelsChangeTheBytesNotThePixels() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try write(Self.scene, to: folder)
    var files: [String: Data] = [:]
    for level in ["default", "fast", "smallest", "0"] {
      let out = folder.appendingPathComponent("\(level).png")
      #expect(CapturedOutput.run(["render", scene, "-o", out.path, "--compression-level", level]).code == 0)
      files[level] = try Data(contentsOf: out)
    }
    let image = try Pixmap(pngData: files["default"]!)
    for (level, data) in files {
      #expect(try Pixmap(pngData: data) == image, "\(level)")
      let expected = try image.pngData(options: PNGEncodingOptions(compressionLevel: PNGCompressionLevel(level)!))
      #expect(data == expected, "\(level) is written at that level")
    }
    #expect(Set(files.values).count == 4)
    // No level given: the default.
    let plain = folder.appendingPathComponent("plain.png")
    #expect(CapturedOutput.run(["render", scene, "-o", plain.path]).code == 0)
    #expect(try Data(contentsOf: plain) == files["default"])
    let bad = CapturedOutput.run(["render", scene, "-o", plain.path, "--compression-level", "11"])
    #expect(bad.code == 2)
    #expect(bad.err.contains("fast, default, smallest or a level 0...9"), "\(bad.err)")
  }

  @Test func badScenesExitThreeWithThePathAndLeaveNoFile() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try write(#"{"toolbar": {"items": [{"systemItem": "dne"}]}}"#, to: folder)
    let out = folder.appendingPathComponent("out.png")
    let result = CapturedOutput.run(["render", scene, "-o", out.path])
    #expect(result.code == 3)
    #expect(result.err.contains("toolbar.items[0].systemItem: unknown value \"dne\""))
    #expect(!result.err.contains("\n"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func unknownBarForOnlyIsAUsageError() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try write(Self.scene, to: folder)
    let result = CapturedOutput.run([
      "render", scene, "-o", folder.appendingPathComponent("x.png").path, "--only", "dock",
    ])
    #expect(result.code == 2)
    #expect(result.err.contains("expected one of: statusBar, navigationBar"))
    // A bar the scene does not have is bad input.
    let missing = CapturedOutput.run([
      "render", scene, "-o", folder.appendingPathComponent("x.png").path, "--only", "tabBar",
    ])
    #expect(missing.code == 3)
  }

  @Test func everyGalleryEntryDecodes() throws {
    for entry in DemoGallery.entries {
      #expect(throws: Never.self, "\(entry.name)") { _ = try entry.scene() }
    }
    #expect(Set(DemoGallery.entries.map(\.name)).count == DemoGallery.entries.count)
  }

  #if !DEBUG
    // The whole gallery at full size: release builds only (debug rendering is ~100× slower).
    @Test func demoWritesEveryGalleryImageAndAnIndex() throws {
      let folder = SharedFixtures.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let result = CapturedOutput.run(["demo", "-o", folder.path])
      #expect(result.code == 0)
      for entry in DemoGallery.entries {
        let image = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent(entry.name + ".png"))
        #expect(image.width >= 320)
      }
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    }
  #endif

}
