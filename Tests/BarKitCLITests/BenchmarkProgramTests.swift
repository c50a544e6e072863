import BarKit
import BarKitBench
import BarKitCLI
import Foundation
import TestSupport
import Testing

/// `barkit-bench`: each benchmark runs, prints the medians the scripts in Tests/Scripts read,
/// and refuses bad options as `barkit` does.
struct BenchmarkProgramTests {
  static func run(_ arguments: [String]) -> (code: Int32, json: [String: Any]?, captured: CapturedOutput) {
    let captured = CapturedOutput()
    let code = BarkitBench.run(arguments + ["--runs", "2", "--json"], output: captured.output)
    let json = try? JSONSerialization.jsonObject(with: Data(captured.standardOutput.utf8)) as? [String: Any]
    return (code, json, captured)
  }

  /// The report has exactly the keys the scripts read (the common ones, `keys`, and `bytes`
  /// where something was encoded), each a finite number (timings are not judged: tests never
  /// assert time), and ran the runs asked for.
  static func expectMedians(_ json: [String: Any]?, _ keys: [String], sourceLocation: SourceLocation = #_sourceLocation)
  {
    let json = json ?? [:]
    let common = ["kind", "median_ms", "megapixels_per_second", "runs", "pixels"]
    #expect(Set(json.keys).subtracting(["bytes"]) == Set(common + keys), sourceLocation: sourceLocation)
    for key in ["median_ms", "megapixels_per_second"] + keys {
      #expect((json[key] as? Double)?.isFinite == true, "\(key)", sourceLocation: sourceLocation)
    }
    #expect(json["runs"] as? Int == 2, sourceLocation: sourceLocation)
    #expect((json["kind"] as? String)?.isEmpty == false, sourceLocation: sourceLocation)
  }

  @Test func blurPrintsTheKernelAndMemcpyMedians() {
    let result = Self.run(["blur", "--size", "40x30", "--box", "5", "--passes", "1", "--threads", "1"])
    #expect(result.code == 0)
    Self.expectMedians(result.json, ["megapixels_per_second", "memcpy_median_ms", "cpu_median_ms"])
    #expect(result.json?["pixels"] as? Int == 1200)
  }

  @Test func renderPrintsMediansWithAndWithoutPNG() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("scene.json")
    try Data(RenderCommandTests.scene.utf8).write(to: scene)
    let result = Self.run(["render", scene.path])
    #expect(result.code == 0, "\(result.captured.standardError)")
    Self.expectMedians(result.json, ["with_png_median_ms"])
  }

  @Test func compareAndPNGPrintTheirMedians() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var image = Pixmap(width: 16, height: 8)!
    let (a, b, out) = (
      folder.appendingPathComponent("a.png"), folder.appendingPathComponent("b.png"),
      folder.appendingPathComponent("out.png")
    )
    try image.writePNG(to: a)
    image.pixels[3] = PremultipliedRGBA8(uncheckedR: 255, g: 0, b: 0, a: 255)
    try image.writePNG(to: b)
    let compared = Self.run(["compare", a.path, b.path])
    #expect(compared.code == 0)
    Self.expectMedians(compared.json, ["diff_median_ms", "total_median_ms"])
    let encoded = Self.run(["png", b.path, "-o", out.path])
    #expect(encoded.code == 0)
    Self.expectMedians(encoded.json, ["decode_median_ms", "libpng_decode_median_ms", "cpu_median_ms"])
    #expect(encoded.json?["bytes"] as? Int == (try Data(contentsOf: out)).count)
  }

  @Test func textPrintsTheFirstRunAndTheWarmMedian() {
    let result = Self.run(["text", "Done", "--scale", "1"])
    #expect(result.code == 0)
    Self.expectMedians(result.json, ["first_median_ms"])
  }

  @Test func badOptionsAreUsageErrors() {
    #expect(BarkitBench.run(["render"], output: CapturedOutput().output) == 2)
    #expect(BarkitBench.run(["blur", "--box", "4"], output: CapturedOutput().output) == 2)
    #expect(BarkitBench.run(["convert"], output: CapturedOutput().output) == 2)
    #expect(BarkitBench.run([], output: CapturedOutput().output) == 2)
  }
}
