import BarKit
import BarKitCLI

extension CommandSpec {
  /// `barkit-bench text STRING`: layout and rasterization of one line; the first run opens fonts
  /// and fills the glyph cache, the median of the rest is the warm cost.
  static let benchText = CommandSpec(
    name: "text", summary: "Lay out and rasterize one line (first run and warm median).", positionals: ["STRING"],
    options: [
      .value("--font", "FAMILY", "A fontconfig family (default: the system face)."),
      .value("--size", "PT", "Size in points (default 17)."), .value("--weight", "W", "A weight (default regular)."),
      .value("--scale", "S", "Device pixels per point: 1, 2 or 3 (default 2)."), .runs(default: 15), .json,
    ], program: "barkit-bench"
  ) { arguments, output in
    // The style options are text's; --color and --letter-spacing, which the benchmark does not
    // offer, read as not given.
    let style = try TextArguments.style(arguments.sharingParsing(of: .text))
    let scale = try arguments.scale() ?? .x2
    let runs = try arguments.int("--runs", in: 1...10_000) ?? 15
    let string = arguments.positionals[0]
    let first = BenchClock.medianMilliseconds(runs: 1, warmUp: false) {
      _ = TextLine(string, style: style).renderMask(scale: scale)
    }
    let warm = BenchClock.medianMilliseconds(runs: runs) { _ = TextLine(string, style: style).renderMask(scale: scale) }
    let report = BenchReport(
      label: "text \(string)", pixels: 0, runs: runs, medianMilliseconds: warm, also: [("first", first)])
    return report.print(arguments, output)
  }
}
