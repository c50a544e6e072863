import BarKit
import BarKitCLI
import Foundation
import TestSupport
import Testing

/// Hostile PNG files through `barkit convert` and `barkit compare` (Docs/Security.md): each
/// fails with exit 3 and one line naming the file, in time, and leaves no output file.
@Suite struct HostileInputTests {
  /// A valid 8×8 RGBA PNG with varied pixels, the base of the truncation and bit-flip cases.
  static let validPNG: Data = {
    var pixels: [PremultipliedRGBA8] = []
    for i in 0..<64 {
      let a = UInt8(truncatingIfNeeded: 128 + i * 2)
      pixels.append(PremultipliedRGBA8(r: UInt8(i * 3) % a, g: UInt8(i) % a, b: 0, a: a)!)
    }
    return try! Pixmap(width: 8, height: 8, pixels: pixels)!.pngData()
  }()

  /// A PNG whose IHDR claims 2^31−1 × 2^31−1 RGBA8 pixels (PNG's largest), with valid CRCs:
  /// only the size is hostile. It is also a fuzzing seed (Tests/Fuzz/Corpus/png).
  static var giganticPNG: Data {
    get throws {
      try Data(contentsOf: SharedFixtures.repositoryRoot.appendingPathComponent("Tests/Fuzz/Corpus/png/huge-ihdr.png"))
    }
  }

  @Test(.requiresShared("testdata/pngsuite")) func pngSuiteCorruptFilesFailCleanly() throws {
    let suite = SharedFixtures.directory("testdata/pngsuite")
    let corrupt = try FileManager.default.contentsOfDirectory(atPath: suite.path).filter {
      $0.hasPrefix("x") && $0.hasSuffix(".png")
    }
    #expect(corrupt.count >= 10)
    let folder = try HostileFolder()
    for name in corrupt {
      let input = suite.appendingPathComponent(name).path
      HostileRun(["convert", input, "-o", folder.path("out.png")]).expectCleanFailure(naming: [name])
    }
    #expect(folder.contents.isEmpty)
  }

  @Test func truncatedPNGsFailCleanly() throws {
    let folder = try HostileFolder()
    var random = SplitMix64(seed: 0x7E57_0001)
    let full = Self.validPNG
    // Every cut shorter than IEND's start loses data the decoder needs; the last 12 bytes
    // (IEND) are optional to libpng, so cuts stop before them.
    let cuts =
      [0, 1, 7, 8, 12, 16, 32, 33] + (0..<24).map { _ in Int.random(in: 34..<(full.count - 12), using: &random) }
    for cut in cuts {
      let input = try folder.write("cut.png", full.prefix(cut))
      HostileRun(["convert", input, "-o", folder.path("out.png")]).expectCleanFailure(naming: ["cut.png"])
    }
    #expect(folder.contents == ["cut.png"])
  }

  @Test func bitFlippedPNGsDecodeOrFailCleanly() throws {
    let folder = try HostileFolder()
    var random = SplitMix64(seed: 0x7E57_0002)
    var failures = 0
    for _ in 0..<48 {
      var bytes = [UInt8](Self.validPNG)
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        bytes[Int.random(in: 8..<bytes.count, using: &random)] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
      }
      let input = try folder.write("flipped.png", Data(bytes))
      let output = folder.path("out.png")
      let run = HostileRun(["convert", input, "-o", output])
      if run.code == 0 {
        // A flip the checksums do not cover (an ancillary chunk) may still decode: then the
        // output must be a complete PNG of the same size.
        let decoded = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: output))
        #expect(decoded.width == 8 && decoded.height == 8)
        try FileManager.default.removeItem(atPath: output)
      } else {
        failures += 1
        run.expectCleanFailure(naming: ["flipped.png"])
      }
      #expect(folder.contents == ["flipped.png"])
    }
    #expect(failures > 24, "CRCs catch nearly every flip")
  }

  @Test func gigantic2To31HeaderFailsBeforeAllocating() throws {
    let folder = try HostileFolder()
    let input = try folder.write("huge.png", try Self.giganticPNG)
    let clock = ContinuousClock()
    let start = clock.now
    let run = HostileRun(["convert", input, "-o", folder.path("out.png")])
    run.expectCleanFailure(naming: ["huge.png", "too large"])
    // Allocating 2^62 pixels would crash; even 100 megapixels would take seconds in debug.
    #expect(clock.now - start < .seconds(10))
    HostileRun(["compare", input, input]).expectCleanFailure(naming: ["huge.png", "too large"])
    #expect(folder.contents == ["huge.png"])
  }

  @Test func pathsThatAreNotPNGFilesFailCleanly() throws {
    let folder = try HostileFolder()
    let good = try folder.write("good.png", Self.validPNG)
    try FileManager.default.createDirectory(atPath: folder.path("dir.png"), withIntermediateDirectories: false)
    let cases: [(input: String, expected: String)] = [
      (folder.path("missing.png"), "no such file"),
      (folder.path("dir.png"), "folder"),
      // A device: a plain read of /dev/zero never ends.
      ("/dev/zero", "not a regular file"),
      (try folder.write("empty.png", Data()), "empty"),
      (try folder.write("text.png", "not a png\n"), "not a PNG"),
    ]
    for c in cases {
      HostileRun(["convert", c.input, "-o", folder.path("out.png")]).expectCleanFailure(naming: [c.input, c.expected])
      HostileRun(["compare", good, c.input]).expectCleanFailure(naming: [c.input])
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
  }

  @Test func writingOverAFolderIsRefusedAndKeepsIt() throws {
    let folder = try HostileFolder()
    let input = try folder.write("good.png", Self.validPNG)
    try FileManager.default.createDirectory(atPath: folder.path("out.png"), withIntermediateDirectories: false)
    let run = HostileRun(["convert", input, "-o", folder.path("out.png")])
    // A folder is never an output file: a usage error, before anything is written (issue 28).
    #expect(run.code == 2, "\(run.err)")
    #expect(run.err.contains("out.png is a folder"), "\(run.err)")
    // No temporary file beside it.
    #expect(folder.contents == ["good.png", "out.png"])
  }

  @Test func oversizedPathAndTextCanvasesFailBeforeAllocating() throws {
    let folder = try HostileFolder()
    // 40000 × 40000 at @3x would be 14 gigapixels.
    let path = HostileRun(["path", "M0 0 L10 10", "--size", "40000x40000", "--scale", "3", "-o", folder.path("p.png")])
    #expect(path.code == 2, "\(path.err)")
    #expect(path.err.contains("16384"))
    let text = HostileRun([
      "text", String(repeating: "W", count: 20_000), "--size", "1000", "--scale", "3", "-o", folder.path("t.png"),
    ])
    text.expectCleanFailure(naming: ["16384"])
    #expect(folder.contents.isEmpty)
  }
}
