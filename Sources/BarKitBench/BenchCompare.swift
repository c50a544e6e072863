import BarKit
import BarKitCLI

extension CommandSpec {
  /// `barkit-bench compare EXPECTED.png ACTUAL.png`: the in-memory comparison and the diff image,
  /// the work pixelmatch's published figures cover, without PNG decoding.
  static let benchCompare = CommandSpec(
    name: "compare", summary: "Compare two decoded images and draw the diff (median ms each).",
    positionals: ["EXPECTED.png", "ACTUAL.png"],
    options: [
      .value("--threshold", "T", "YIQ color threshold in 0...1 (default 0.1)."),
      .value("--delta-e94", "E", "Use CIE94 instead.", deprecatedNames: ["--delta-e"]),
      .flag("--includes-anti-aliasing", "Count anti-aliased pixels.", deprecatedNames: ["--include-aa"]),
      .runs(default: 15), .json,
    ], program: "barkit-bench"
  ) { arguments, output in
    // The tolerance options are compare's; the rest of compare's options read as not given.
    let options = try CompareArguments.options(arguments.sharingParsing(of: .compare))
    let expected = try PNGFiles.read(arguments.positionals[0], command: "compare")
    let actual = try PNGFiles.read(arguments.positionals[1], command: "compare")
    let runs = try arguments.int("--runs", in: 1...1000) ?? 15
    var result = ImageComparison.compare(expected: expected, actual: actual, options: options)
    let compare = BenchClock.medianMilliseconds(runs: runs) {
      result = ImageComparison.compare(expected: expected, actual: actual, options: options)
    }
    let diff = BenchClock.medianMilliseconds(runs: runs) { _ = result.diffImage(expected: expected) }
    let report = BenchReport(
      label: "compare \(expected.width)x\(expected.height)", pixels: expected.pixels.count, runs: runs,
      medianMilliseconds: compare, also: [("diff", diff), ("total", compare + diff)])
    return report.print(arguments, output)
  }
}
