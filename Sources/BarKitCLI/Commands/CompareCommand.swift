import BarKit
import Foundation

extension CommandSpec {
  /// `barkit compare EXPECTED.png ACTUAL.png`: compares two PNG files with the golden engine and
  /// exits 0 on a match, 1 on a mismatch (including different sizes), 2 on a usage error and 3
  /// when a file cannot be read or written.
  static let compare = CommandSpec(
    name: "compare", summary: "Compare two PNG files (pixelmatch-style tolerance, anti-aliasing, limits).",
    positionals: ["EXPECTED.png", "ACTUAL.png"],
    options: [
      .value("--diff", "DIFF.png", "Write a diff image (red: changed, blue: got darker, yellow: anti-aliased)."),
      .flag("--diff-mask", "Draw only the differing pixels, on transparent."),
      .value("--threshold", "T", "YIQ color threshold in 0...1 (default 0.1, pixelmatch's)."),
      .value("--delta-e", "E", "Use CIE94 instead: a pixel differs when ΔE94 > E."),
      .flag("--include-aa", "Count anti-aliased pixels as differing."),
      .value("--max-diff-pixels", "N", "Pass with up to N differing pixels (default 0)."),
      .value(
        "--max-diff-ratio", "R", "Pass with up to this fraction (0...1) of pixels differing; the stricter limit wins."),
      .value("--density", "N,M", "Fail when any N×N window holds more than M differing pixels."),
      .value("--ignore", "X,Y,W,H", "Skip a rectangle (repeatable).", repeatable: true),
      .flag("--json", "Print the result as JSON."),
      .value("--timing", "RUNS", "Also time the in-memory comparison and diff RUNS times; print the median to stderr."),
    ],
    discussion: """
      Colors are compared over white (as pixelmatch) and, for translucent pixels, over black too,
      so alpha-only changes are seen. Exit 0 match, 1 mismatch, 2 usage error, 3 unreadable input.
      """
  ) { arguments, output in
    let options = try CompareArguments.options(arguments)
    if let diff = arguments.string("--diff") {
      try OutputCheck.refuseOverwriting(
        [("--diff", diff)],
        inputs: [("EXPECTED.png", arguments.positionals[0]), ("ACTUAL.png", arguments.positionals[1])],
        command: "compare")
    }
    let runs = try arguments.int("--timing", in: 1...1000)
    let expected = try PNGFiles.read(arguments.positionals[0], command: "compare")
    let actual = try PNGFiles.read(arguments.positionals[1], command: "compare")
    let style = arguments.flag("--diff-mask") ? DiffImageStyle.mask : DiffImageStyle()
    let result = ImageComparison.compare(expected: expected, actual: actual, options: options)
    if let runs {
      output.standardError(
        CompareTiming.measure(expected, actual, options: options, style: style, runs: runs).description)
    }
    var notes: [String] = []
    if let path = arguments.string("--diff") {
      if let diff = result.diffImage(expected: expected, style: style) {
        do {
          try diff.writePNG(to: URL(fileURLWithPath: path))
        } catch {
          throw CommandLineError.badInput("compare: \(error)")
        }
        notes.append("diff: \(path)")
      } else {
        notes.append("no diff image: the sizes differ")
      }
    }
    if arguments.flag("--json") {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      output.standardOutput(String(decoding: try encoder.encode(result), as: UTF8.self))
    } else {
      output.standardOutput((result.passed ? "match: " : "mismatch: ") + result.summary)
    }
    notes.forEach(output.standardError)
    return result.passed ? 0 : 1
  }
}

/// Parsing and loading for `barkit compare`.
enum CompareArguments {
  /// The comparison options the arguments describe.
  static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> ComparisonOptions {
    var options = ComparisonOptions()
    let threshold = try arguments.double("--threshold", in: 0...1)
    let deltaE = try arguments.double("--delta-e", in: 0...100)
    switch (threshold, deltaE) {
    case (.some, .some): throw .usage("compare: give --threshold or --delta-e, not both")
    case (let t?, nil): options.tolerance = .yiq(threshold: t)
    case (nil, let e?): options.tolerance = .deltaE94(maximum: e)
    case (nil, nil): break
    }
    options.includesAntiAliasing = arguments.flag("--include-aa")
    options.maxDiffPixels = try arguments.int("--max-diff-pixels", in: 0...Int(Int32.max))
    options.maxDiffPixelRatio = try arguments.double("--max-diff-ratio", in: 0...1)
    if let text = arguments.string("--density") {
      let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
      guard parts.count == 2, let n = parts[0], let m = parts[1], n >= 1, m >= 0 else {
        throw .usage("compare: --density \"\(text)\": expected N,M with a window N ≥ 1 and a limit M ≥ 0, e.g. 16,20")
      }
      options.density = DensityLimit(windowSize: n, maxDiffPixels: m)
    }
    for (text, rect) in zip(arguments.strings("--ignore"), try arguments.rects("--ignore")) {
      let parts = [rect.minX, rect.minY, rect.size.width, rect.size.height]
      guard parts.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }),
        let region = IntRect(x: Int(parts[0]), y: Int(parts[1]), width: Int(parts[2]), height: Int(parts[3]))
      else {
        throw .usage("compare: --ignore \"\(text)\": expected whole pixels X,Y,WIDTH,HEIGHT with a positive size")
      }
      options.ignoredRegions.append(region)
    }
    return options
  }
}

/// The median in-memory time of `compare --timing`: the comparison plus the diff image, the
/// same work pixelmatch's figures cover (research note §3), without PNG decoding.
struct CompareTiming: CustomStringConvertible {
  let compareMilliseconds: Double
  let diffMilliseconds: Double
  let runs: Int

  static func measure(
    _ expected: Pixmap, _ actual: Pixmap, options: ComparisonOptions, style: DiffImageStyle, runs: Int
  ) -> CompareTiming {
    var compares: [Double] = [], diffs: [Double] = []
    for _ in 0..<runs {
      let start = ContinuousClock.now
      let result = ImageComparison.compare(expected: expected, actual: actual, options: options)
      let compared = ContinuousClock.now
      _ = result.diffImage(expected: expected, style: style)
      let drawn = ContinuousClock.now
      compares.append(milliseconds(compared - start))
      diffs.append(milliseconds(drawn - compared))
    }
    return CompareTiming(compareMilliseconds: median(compares), diffMilliseconds: median(diffs), runs: runs)
  }

  private static func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
  }

  private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  var description: String {
    "compare_ms=\(String(format: "%.3f", compareMilliseconds)) diff_ms=\(String(format: "%.3f", diffMilliseconds)) "
      + "total_ms=\(String(format: "%.3f", compareMilliseconds + diffMilliseconds)) runs=\(runs)"
  }
}
