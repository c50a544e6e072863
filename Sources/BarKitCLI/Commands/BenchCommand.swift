import BarKit
import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One kind of `barkit bench`: what it times and how it reads its options.
struct BenchKind: Sendable {
  let name: String
  let summary: String
  /// Runs the benchmark and returns the figures to print.
  let run: @Sendable (ParsedArguments) throws -> BenchReport
}

/// The figures of one benchmark run.
struct BenchReport: Sendable {
  /// What was timed, in words (`blur 1170x2532 box 113 passes 3 threads 2`).
  let label: String
  let pixels: Int
  let runs: Int
  let medianMilliseconds: Double
  /// Other medians measured in the same run, by key: the CPU time summed over threads (`cpu`,
  /// which a busy machine inflates far less than wall time), the memcpy floor of the same
  /// buffer (`memcpy`), or the same render with PNG encoding (`with_png`).
  let also: [(key: String, milliseconds: Double)]

  var megapixelsPerSecond: Double { Double(pixels) / 1e6 / (medianMilliseconds / 1000) }

  var text: String {
    let others = also.map { "; \($0.key) median \(String(fixed: $0.milliseconds, places: 3)) ms" }.joined()
    return "\(label): median \(String(fixed: medianMilliseconds, places: 3)) ms over \(runs) runs, "
      + "\(String(fixed: megapixelsPerSecond, places: 1)) MP/s" + others
  }

  var json: String {
    let others = also.map { ", \"\($0.key)_median_ms\": \(String(fixed: $0.milliseconds, places: 4))" }.joined()
    return "{\"kind\": \"\(label)\", \"median_ms\": \(String(fixed: medianMilliseconds, places: 4)), "
      + "\"megapixels_per_second\": \(String(fixed: megapixelsPerSecond, places: 2)), \"runs\": \(runs), "
      + "\"pixels\": \(pixels)" + others + "}"
  }
}

/// Timing helpers shared by the bench kinds.
enum BenchClock {
  /// The median wall time and the median process CPU time of `runs` calls of `body`, in
  /// milliseconds, after one warm-up call.
  static func medians(runs: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    body()
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      let cpuStart = processCPUNanoseconds()
      body()
      cpu.append(Double(processCPUNanoseconds() - cpuStart) / 1e6)
      wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return (median(wall), median(cpu))
  }

  /// The median wall time of `runs` calls of `body`, in milliseconds, after one warm-up call.
  static func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double { medians(runs: runs, body).wall }

  static func median(_ values: [Double]) -> Double {
    let v = values.sorted()
    return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
  }

  /// CPU time used by every thread of the process so far.
  static func processCPUNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
  }

  /// The median time to copy `bytes` bytes between two buffers (touched once beforehand).
  static func memcpyMedianMilliseconds(bytes: Int, runs: Int) -> Double {
    let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer {
      source.deallocate()
      destination.deallocate()
    }
    source.initializeMemory(as: UInt8.self, repeating: 7, count: bytes)
    destination.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    return medianMilliseconds(runs: runs) { destination.copyMemory(from: source, byteCount: bytes) }
  }
}

extension BenchKind {
  /// `bench blur`: the box-blur kernel alone, in place on a seeded noise image in memory.
  static let blur = BenchKind(name: "blur", summary: "the box-blur kernel (--size --box --passes --threads)") { args in
    let size = try args.size("--size") ?? Size(width: 1170, height: 2532)
    let diameter = try args.int("--box", in: 1...BoxBlur.maximumDiameter) ?? 113
    let passes = try args.int("--passes", in: 0...16) ?? 3
    guard let blur = BoxBlur(diameter: diameter, passes: passes) else {
      throw CommandLineError.usage("bench: --box \(diameter): expected an odd diameter")
    }
    let (w, h) = (Int(size.width), Int(size.height))
    guard var image = Pixmap(width: w, height: h) else { throw CommandLineError.usage("bench: --size too large") }
    let threads = try args.int("--threads", in: 1...64) ?? BoxBlur.defaultThreads(width: w, height: h)
    let runs = try args.int("--runs", in: 1...1000) ?? 15
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for i in image.pixels.indices {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let v = UInt8(truncatingIfNeeded: state >> 56)
      image.pixels[i] = PremultipliedRGBA8(uncheckedR: v / 2, g: v / 3, b: v, a: 255)
    }
    let (median, cpu) = BenchClock.medians(runs: runs) { image.boxBlur(blur, threads: threads) }
    let copy = BenchClock.memcpyMedianMilliseconds(bytes: w * h * 4, runs: runs)
    return BenchReport(
      label: "blur \(w)x\(h) box \(diameter) passes \(passes) threads \(threads)", pixels: w * h, runs: runs,
      medianMilliseconds: median, also: [("cpu", cpu), ("memcpy", copy)])
  }

  /// Every kind `barkit bench` knows; adding one is one entry here.
  static let all: [BenchKind] = [.blur, .render]
}

extension CommandSpec {
  /// `barkit bench KIND`: times a kernel in memory (use a release build) and prints the median.
  static let bench = CommandSpec(
    name: "bench", summary: "Time a kernel in memory (median ms, MP/s, memcpy floor).",
    positionals: ["KIND", "SCENE.json"], requiredPositionals: 1,
    options: [
      .value("--size", "WxH", "Image size in pixels (default 1170x2532)."),
      .value("--box", "D", "Box diameter, odd (default 113)."),
      .value("--passes", "N", "Box passes per direction (default 3)."),
      .value("--threads", "N", "Worker threads (default: all cores for large images)."),
      .value("--runs", "N", "Timed runs after one warm-up (default 15)."),
      .value("--scale", "N", "render: the scale to render at (default: the scene's)."),
      .value("--backdrop", "MODE", "render: exact (default) or uikit."),
      .flag("--json", "Print one JSON object."),
    ],
    discussion: "Kinds:\n" + BenchKind.all.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n")
  ) { args, output in
    let name = args.positionals[0]
    guard let kind = BenchKind.all.first(where: { $0.name == name }) else {
      throw CommandLineError.usage(
        "bench: unknown kind \"\(name)\": expected one of \(BenchKind.all.map(\.name).joined(separator: ", "))")
    }
    let report = try kind.run(args)
    output.standardOutput(args.flag("--json") ? report.json : report.text)
    return 0
  }
}
