import BarKit
import BarKitCLI
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
  /// The size of what was encoded, where something was.
  var bytes: Int? = nil

  var megapixelsPerSecond: Double { Double(pixels) / 1e6 / (medianMilliseconds / 1000) }

  var text: String {
    let others = also.map { "; \($0.key) median \(String(fixed: $0.milliseconds, places: 3)) ms" }.joined()
    let rate = pixels > 0 ? ", \(String(fixed: megapixelsPerSecond, places: 1)) MP/s" : ""
    return "\(label): median \(String(fixed: medianMilliseconds, places: 3)) ms over \(runs) runs" + rate + others
      + (bytes.map { "; \($0) bytes" } ?? "")
  }

  var json: String {
    let name = (try? JSONEncoder().encode(label)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    let others = also.map { ", \"\($0.key)_median_ms\": \(String(fixed: $0.milliseconds, places: 4))" }.joined()
    return "{\"kind\": \(name), \"median_ms\": \(String(fixed: medianMilliseconds, places: 4)), "
      + "\"megapixels_per_second\": \(String(fixed: megapixelsPerSecond, places: 2)), \"runs\": \(runs), "
      + "\"pixels\": \(pixels)" + others + (bytes.map { ", \"bytes\": \($0)" } ?? "") + "}"
  }

  /// Prints the report as text, or as JSON with `--json`; the exit code.
  func print(_ arguments: ParsedArguments, _ output: CommandOutput) -> Int32 {
    output.standardOutput(arguments.flag("--json") ? json : text)
    return 0
  }
}

/// Timing helpers shared by the bench kinds.
enum BenchClock {
  /// The median wall time and the median process CPU time of `runs` calls of `body`, in
  /// milliseconds, after one warm-up call unless `warmUp` is false.
  static func medians(runs: Int, warmUp: Bool = true, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    if warmUp { body() }
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
  static func medianMilliseconds(runs: Int, warmUp: Bool = true, _ body: () -> Void) -> Double {
    medians(runs: runs, warmUp: warmUp, body).wall
  }

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
