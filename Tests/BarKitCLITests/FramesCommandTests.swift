import BarKit
import Foundation
import TestSupport
import Testing

/// `barkit frames`: the animated PNG, the numbered frames, the contact sheet, and clean
/// failures. Small 1x screens keep the debug build quick.
@Suite struct FramesCommandTests {
  static let scene = """
    {"canvas": {"width": 200, "height": 160, "scale": 1}, "content": {"sample": "list"},
     "header": {"sample": "landscape", "height": 100},
     "navigationBar": {"title": "Park", "backgroundHidden": true, "targetScrollView": {"minimumOffset": 100}}}
    """

  static func write(_ text: String, to folder: URL, name: String = "scene.json") throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The chunk types of a PNG file in order, and the acTL's frame count.
  static func chunks(_ data: Data) -> (types: [String], frameCount: Int?) {
    let bytes = [UInt8](data)
    var types: [String] = []
    var frames: Int?
    var at = 8
    func u32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    while at + 8 <= bytes.count {
      let length = u32(at)
      let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
      types.append(type)
      if type == "acTL" { frames = u32(at + 8) }
      at += 12 + length
    }
    return (types, frames)
  }

  @Test func scrollWritesAnAnimatedPNGFramesAndASheet() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.write(Self.scene, to: folder)
    let out = folder.appendingPathComponent("scroll.png")
    let result = CapturedOutput.run([
      "frames", scene, "--scroll", "20:100:20", "-o", out.path, "--frames-dir", folder.appendingPathComponent("f").path,
      "--contact-sheet", folder.appendingPathComponent("sheet.png").path,
    ])
    #expect(result.code == 0, "\(result.err)")
    let (types, count) = Self.chunks(try Data(contentsOf: out))
    #expect(count == 5, "offsets 20, 40, 60, 80, 100")
    #expect(types.first == "IHDR" && types.last == "IEND")
    #expect(types.firstIndex(of: "acTL")! < types.firstIndex(of: "IDAT")!)
    #expect(types.filter { $0 == "fcTL" }.count == 5)
    let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("f").path).sorted()
    #expect(frames == (0..<5).map { "frame-000\($0).png" })
    // The default image (what a viewer without animation shows) is the first frame.
    let first = try Pixmap(contentsOfPNGFile: out)
    let frame0 = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("f/frame-0000.png"))
    #expect(first == frame0)
    let last = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("f/frame-0004.png"))
    #expect(first != last)
    let sheet = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("sheet.png"))
    #expect(sheet.width > 5 * 200 && sheet.height > 160)
  }

  @Test func framesMatchRendersAtEachOffset() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.write(Self.scene, to: folder)
    let dir = folder.appendingPathComponent("f")
    let result = CapturedOutput.run([
      "frames", scene, "--scroll", "-30:30:60", "-o", folder.appendingPathComponent("a.png").path, "--frames-dir",
      dir.path,
    ])
    #expect(result.code == 0, "\(result.err)")
    let moved = Self.scene.replacingOccurrences(
      of: "\"minimumOffset\": 100", with: "\"contentOffset\": 30, \"minimumOffset\": 100")
    let single = try Self.write(moved, to: folder, name: "moved.json")
    let png = folder.appendingPathComponent("moved.png")
    #expect(CapturedOutput.run(["render", single, "-o", png.path]).code == 0)
    #expect(
      try Pixmap(contentsOfPNGFile: png) == Pixmap(contentsOfPNGFile: dir.appendingPathComponent("frame-0001.png")))
  }

  @Test func animateShowRendersTheWholeTransition() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.write(Self.scene, to: folder)
    let out = folder.appendingPathComponent("show.png")
    let result = CapturedOutput.run(["frames", scene, "--animate", "show", "--fps", "20", "-o", out.path])
    #expect(result.code == 0, "\(result.err)")
    // 0.35 s at 20 fps: frames at 0, 50, …, 350 ms.
    #expect(Self.chunks(try Data(contentsOf: out)).frameCount == 8)
  }

  @Test(
    arguments: [
      (["--scroll", "1:2"], 2), (["--scroll", "a:b:c"], 2), (["--animate", "fade"], 2), ([], 2),
      (["--scroll", "0:10:1", "--animate", "show"], 2), (["--scroll", "0:100:-5"], 3), (["--scroll", "0:100000:1"], 3),
      (["--scroll", "0:10:5", "--fps", "0"], 2), (["--scroll", "0:10:5", "--fps", "120"], 2),
    ] as [([String], Int32)])
  func badMotionsFailWithoutWriting(extra: [String], code: Int32) throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.write(Self.scene, to: folder)
    let out = folder.appendingPathComponent("x.png")
    let result = CapturedOutput.run(["frames", scene, "-o", out.path] + extra)
    #expect(result.code == code)
    #expect(result.err.split(separator: "\n").count == 1, "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aSceneWithoutANavigationBarIsBadInput() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.write(#"{"canvas": {"width": 100, "height": 100, "scale": 1}}"#, to: folder)
    let out = folder.appendingPathComponent("x.png")
    let result = CapturedOutput.run(["frames", scene, "--scroll", "0:10:5", "-o", out.path])
    #expect(result.code == 3)
    #expect(result.err.contains("navigationBar"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
