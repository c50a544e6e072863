import BarKit
import BarKitCLI

extension CommandSpec {
  /// `barkit-bench blur`: the box-blur kernel alone, in place on a seeded noise image in memory,
  /// beside the memcpy floor of the same buffer.
  static let benchBlur = CommandSpec(
    name: "blur", summary: "The box-blur kernel (median ms, MP/s, memcpy floor).",
    options: [
      .value("--size", "WxH", "Image size in pixels (default 1170x2532)."),
      .value("--box", "D", "Box diameter, odd (default 113)."),
      .value("--passes", "N", "Box passes per direction (default 3)."),
      .value("--threads", "N", "Worker threads (default: all cores for large images)."), .runs(default: 15), .json,
    ], program: "barkit-bench"
  ) { arguments, output in
    let size = try arguments.size("--size") ?? Size(width: 1170, height: 2532)
    let diameter = try arguments.int("--box", in: 1...BoxBlur.maximumDiameter) ?? 113
    let passes = try arguments.int("--passes", in: 0...16) ?? 3
    guard let blur = BoxBlur(diameter: diameter, passes: passes) else {
      throw CommandLineError.usage("blur: --box \(diameter): expected an odd diameter")
    }
    let (w, h) = (Int(size.width), Int(size.height))
    guard var image = Pixmap(width: w, height: h) else { throw CommandLineError.usage("blur: --size too large") }
    let threads = try arguments.int("--threads", in: 1...64) ?? BoxBlur.defaultThreads(width: w, height: h)
    let runs = try arguments.int("--runs", in: 1...1000) ?? 15
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for i in image.pixels.indices {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let v = UInt8(truncatingIfNeeded: state >> 56)
      image.pixels[i] = PremultipliedRGBA8(uncheckedR: v / 2, g: v / 3, b: v, a: 255)
    }
    let (median, cpu) = BenchClock.medians(runs: runs) { image.boxBlur(blur, threads: threads) }
    let copy = BenchClock.memcpyMedianMilliseconds(bytes: w * h * 4, runs: runs)
    let report = BenchReport(
      label: "blur \(w)x\(h) box \(diameter) passes \(passes) threads \(threads)", pixels: w * h, runs: runs,
      medianMilliseconds: median, also: [("cpu", cpu), ("memcpy", copy)])
    return report.print(arguments, output)
  }
}
