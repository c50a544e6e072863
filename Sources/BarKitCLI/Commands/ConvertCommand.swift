import BarKit

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

extension CommandSpec {
  /// `barkit convert IN.png -o OUT.png`: re-encodes any PNG libpng reads as 8-bit RGBA (RGB when
  /// opaque), e.g. to normalize golden images. Unreadable input exits 3 and writes nothing.
  static let convert = CommandSpec(
    name: "convert", summary: "Re-encode a PNG as 8-bit RGBA (any color type, depth, interlace).",
    positionals: ["IN.png"],
    options: [
      .value("--output", short: "-o", "OUT.png", "Where to write (atomically)."),
      .value("--compression-level", "LEVEL", "fast, default, smallest or 0-9 (Docs/PNG.md)."),
      .value(
        "--filter", "NAME",
        "Row filter: \(PNGEncodingOptions.Filter.allCases.map(\.rawValue).joined(separator: ", ")) (default \(PNGEncodingOptions.default.filter.rawValue))."
      ),
      .flag("--keep-alpha", "Write RGBA even when every pixel is opaque."),
      .value("--timing", "RUNS", "Decode and encode RUNS times; print the median times and the size."),
    ],
    discussion: """
      Gamma, color profiles and ancillary chunks are ignored: stored sample values are kept and
      16-bit samples keep their high byte. Exit 3, with no output file, when IN.png is unreadable.
      """
  ) { arguments, output in
    _ = try PNGFiles.output(arguments)
    var options = PNGEncodingOptions.default
    options.compressionLevel = try arguments.compressionLevel("--compression-level") ?? options.compressionLevel
    options.filter = try arguments.choice("--filter", PNGEncodingOptions.Filter.self) ?? options.filter
    options.dropsOpaqueAlpha = !arguments.flag("--keep-alpha")
    let runs = try arguments.int("--timing", in: 1...1000)

    let pixmap = try PNGFiles.read(arguments.positionals[0], command: "convert")
    if let runs {
      do {
        var timing = try EncodeTiming.measure(pixmap, options: options, runs: runs)
        timing.decoding = try DecodeTiming.measure(
          try Data(contentsOf: URL(fileURLWithPath: arguments.positionals[0])), runs: runs)
        output.standardOutput(timing.description)
      } catch {
        throw CommandLineError.badInput("convert: \(error)")
      }
    }
    try PNGFiles.write(pixmap, arguments, options: options, inputs: [("the input", arguments.positionals[0])])
    return 0
  }
}

/// The median wall-clock times of repeated decodes of the input: BarKit's (fast path where it
/// applies) and libpng's alone, for Tests/Scripts/bench-png.py.
enum DecodeTiming {
  static func measure(_ data: Data, runs: Int) throws -> String {
    let fast = try (0..<runs).map { _ in try EncodeTiming.milliseconds { _ = try Pixmap(pngData: data) } }.sorted()
    let libpng = try (0..<runs).map { _ in try EncodeTiming.milliseconds { _ = try Pixmap(libpngData: data) } }.sorted()
    return
      " decode_ms=\(String(fixed: fast[runs / 2], places: 3)) libpng_decode_ms=\(String(fixed: libpng[runs / 2], places: 3))"
  }
}

/// The median times of repeated encodes, for `convert --timing` and Tests/Scripts/png-vs-pillow.py:
/// wall-clock time, and this thread's CPU time, which a busy shared machine disturbs less.
struct EncodeTiming: CustomStringConvertible {
  let milliseconds: Double
  let cpuMilliseconds: Double
  let bytes: Int
  let runs: Int
  /// The decode times' fields (``DecodeTiming``), when measured.
  var decoding = ""

  static func measure(_ pixmap: Pixmap, options: PNGEncodingOptions, runs: Int) throws(PNGError) -> EncodeTiming {
    var wall: [Double] = []
    var cpu: [Double] = []
    var size = 0
    for _ in 0..<runs {
      let (startWall, startCPU) = (now(CLOCK_MONOTONIC), now(CLOCK_THREAD_CPUTIME_ID))
      size = try pixmap.pngData(options: options).count
      wall.append(now(CLOCK_MONOTONIC) - startWall)
      cpu.append(now(CLOCK_THREAD_CPUTIME_ID) - startCPU)
    }
    return EncodeTiming(milliseconds: median(wall), cpuMilliseconds: median(cpu), bytes: size, runs: runs)
  }

  /// The wall-clock time `body` takes.
  static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = now(CLOCK_MONOTONIC)
    try body()
    return now(CLOCK_MONOTONIC) - start
  }

  private static func now(_ clock: clockid_t) -> Double {
    var t = timespec()
    clock_gettime(clock, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
  }

  private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  var description: String {
    "encode_ms=\(String(fixed: milliseconds, places: 3)) cpu_ms=\(String(fixed: cpuMilliseconds, places: 3))"
      + "\(decoding) bytes=\(bytes) runs=\(runs)"
  }
}
