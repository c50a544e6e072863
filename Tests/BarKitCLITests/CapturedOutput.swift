import BarKitBench
import BarKitCLI
import Foundation
import Synchronization

/// Collects what a command prints, line by line, for the CLI tests.
final class CapturedOutput: Sendable {
  private let lines = Mutex((out: [String](), err: [String]()))

  /// The lines printed to standard output.
  var outputLines: [String] { lines.withLock { $0.out } }
  /// The lines printed to standard error.
  var errorLines: [String] { lines.withLock { $0.err } }
  /// Standard output as one string.
  var standardOutput: String { outputLines.joined(separator: "\n") }
  /// Standard error as one string.
  var standardError: String { errorLines.joined(separator: "\n") }

  /// The sink to pass to `BarkitCommandLine.run`.
  var output: CommandOutput {
    CommandOutput(
      standardOutput: { line in self.lines.withLock { $0.out.append(line) } },
      standardError: { line in self.lines.withLock { $0.err.append(line) } })
  }

  /// Runs `barkit` with `arguments`, returning the exit code and what it printed.
  static func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    let captured = CapturedOutput()
    let code = BarkitCommandLine.run(arguments, output: captured.output)
    return (code, captured.standardOutput, captured.standardError)
  }

  /// Runs `barkit-bench` with `arguments`, returning the exit code and what it printed.
  static func runBench(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    let captured = CapturedOutput()
    let code = BarkitBench.run(arguments, output: captured.output)
    return (code, captured.standardOutput, captured.standardError)
  }
}
