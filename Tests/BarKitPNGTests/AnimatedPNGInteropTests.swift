import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

/// Independent readers accept the APNG files: pngcheck validates the structure, and Pillow
/// (Debian's python3-pil, for /usr/bin/python3) reconstructs every frame, which must equal the
/// input. Each is skipped, with the reason, when its tool is absent.
struct AnimatedPNGInteropTests {
  @Test(.requiresExecutable("/usr/bin/pngcheck", package: "pngcheck")) func pngcheckAcceptsTheFile() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for translucent in [false, true] {
      let url = folder.appendingPathComponent("a\(translucent).png")
      try AnimatedPNGTests.animation(translucent: translucent).write(to: url)
      let (status, output) = try Self.run("/usr/bin/pngcheck", ["-v", url.path])
      #expect(status == 0, "pngcheck: \(output)")
      #expect(output.contains("acTL") && output.contains("fdAT"))
    }
  }

  /// Pillow composes each frame onto its canvas (dispose and blend ops) and returns the
  /// screen as straight RGBA; frame 2 repeated frame 1 and was merged into it.
  @Test(.requiresPillow, arguments: [false, true])
  func pillowReconstructsEveryFrame(_ translucent: Bool) throws {
    let python = "/usr/bin/python3"
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("a.png")
    try AnimatedPNGTests.animation(translucent: translucent).write(to: url)
    let script = """
      import sys
      from PIL import Image
      im = Image.open(sys.argv[1])
      print(im.n_frames, im.info.get("loop"))
      for i in range(im.n_frames):
          im.seek(i)
          print(round(im.info["duration"]), im.convert("RGBA").tobytes().hex())
      """
    let (status, output) = try Self.run(python, ["-c", script, url.path])
    #expect(status == 0, "Pillow: \(output)")
    let lines = output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(lines.first == ["4", "0"])
    let expected = [0, 1, 2, 3].map { AnimatedPNGTests.screen(step: $0, translucent: translucent) }
    let durations = ["33", "67", "33", "33"]
    for (i, line) in lines.dropFirst().enumerated() where i < expected.count {
      #expect(line.first == durations[i], "frame \(i) duration")
      let decoded = Array((line.last ?? "").utf8), wanted = Array(Self.straightHex(expected[i]).utf8)
      let mismatch = decoded.indices.first { $0 >= wanted.count || decoded[$0] != wanted[$0] }
      #expect(decoded.count == wanted.count, "frame \(i): \(decoded.count / 8) pixels decoded")
      #expect(mismatch == nil, "frame \(i) differs first at pixel \((mismatch ?? 0) / 8)")
    }
  }

  /// Chromium's own decoder (WebCodecs ImageDecoder, via Tests/Scripts/check-apng-in-chromium.sh)
  /// sees the animation: four frames whose composed pixels hash like the input's.
  @Test(.requiresChromium) func chromiumDecodesEveryFrame() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("a.png")
    try AnimatedPNGTests.animation().write(to: url)
    let script = SharedFixtures.repositoryRoot.appendingPathComponent("Tests/Scripts/check-apng-in-chromium.sh")
    let (status, output) = try Self.run(script.path, [url.path, "4"])
    #expect(status == 0, "\(output)")
    let hashes = [0, 1, 2, 3].map { Self.fnv1a(Self.straightBytes(AnimatedPNGTests.screen(step: $0))) }
    let decoded = output.split(separator: "\"hash\":\"").dropFirst().map { String($0.prefix(8)) }
    #expect(decoded == hashes, "\(output)")
    #expect(output.contains("\"ms\":33,") && output.contains("\"ms\":66,"))
  }

  /// FNV-1a (32-bit) of `bytes` as eight hex digits, as the Chromium page computes it.
  static func fnv1a(_ bytes: [UInt8]) -> String {
    let hash = bytes.reduce(UInt32(0x811C_9DC5)) { ($0 ^ UInt32($1)) &* 0x0100_0193 }
    return String(format: "%08x", hash)
  }

  /// The straight RGBA bytes of `image`, row after row.
  static func straightBytes(_ image: Pixmap) -> [UInt8] {
    image.pixels.flatMap { p in
      let s = p.unpremultiplied
      return [s.r, s.g, s.b, s.a]
    }
  }

  /// The straight RGBA bytes of `image` as lowercase hex, as Pillow's `tobytes().hex()`.
  static func straightHex(_ image: Pixmap) -> String {
    straightBytes(image).map { String(format: "%02x", $0) }.joined()
  }

  /// Runs `tool` with `arguments`; returns its exit status and standard output and error.
  static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
