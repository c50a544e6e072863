import BarKitCLI

/// `barkit-bench`: the developers' benchmarks, kept out of the product's `barkit` command. Each
/// times one piece of BarKit in memory, in a release build, and prints medians; the scripts in
/// Tests/Scripts compare them with peers (Docs/Performance.md).
public enum BarkitBench {
  /// Every benchmark, in the order `barkit-bench --help` lists them.
  package static let commands: [CommandSpec] = [.benchRender, .benchBlur, .benchCompare, .benchPNG, .benchText]

  /// Runs `barkit-bench` with `arguments` (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], output: CommandOutput = .standard) -> Int32 {
    guard let first = arguments.first, first != "--help", first != "-h" else {
      output.standardOutput(overview)
      return arguments.isEmpty ? 2 : 0
    }
    return BarkitCommandLine.dispatch(arguments, program: "barkit-bench", commands: commands, output: output)
  }

  static var overview: String {
    let list = CommandSpec.list(commands)
    return
      ([
        "barkit-bench: times BarKit's pieces in memory (use a release build).", "",
        "Usage: barkit-bench BENCHMARK [OPTIONS]   (barkit-bench BENCHMARK --help for each)", "", "Benchmarks:",
      ]
      + list).joined(separator: "\n")
  }
}

extension OptionSpec {
  /// Timed runs after one warm-up.
  static func runs(default count: Int) -> OptionSpec {
    .value("--runs", "N", "Timed runs after one warm-up (default \(count)).")
  }

  static let json = OptionSpec.flag("--json", "Print one JSON object.")
}
