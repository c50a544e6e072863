import Foundation

/// Progress of a batch: a bar redrawn in place on a terminal, one line per output otherwise
/// (CI logs), failures as they happen on standard error, and a summary at the end.
final class BatchProgress: @unchecked Sendable {
  /// What happened to one output.
  enum Outcome {
    case rendered, skipped
    case failed(String)
  }

  private let lock = NSLock()
  private let total: Int
  private let output: CommandOutput
  private let terminal: Bool
  private let start = ContinuousClock.now
  private var rendered = 0
  private var skipped = 0
  private(set) var failures = 0

  init(total: Int, output: CommandOutput, terminal: Bool) {
    self.total = total
    self.output = output
    self.terminal = terminal
  }

  private var done: Int { rendered + skipped + failures }

  private var seconds: Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }

  /// Records one output's outcome and shows it.
  func finished(_ name: String, _ outcome: Outcome) {
    lock.withLock {
      let word: String
      switch outcome {
      case .rendered:
        rendered += 1
        word = "rendered"
      case .skipped:
        skipped += 1
        word = "skipped (up to date)"
      case .failed(let reason):
        failures += 1
        word = "failed"
        if terminal { Self.write("\r\u{1B}[K") }
        output.standardError("barkit batch: \(reason)")
      }
      if terminal {
        Self.write("\r" + bar())
      } else {
        output.standardOutput("[\(done)/\(total)] \(word) \(name)")
      }
    }
  }

  /// `[########------------]  12/48  3.1/s`
  private func bar() -> String {
    let width = 30
    let filled = total == 0 ? width : done * width / total
    let rate = seconds > 0 ? Double(rendered) / seconds : 0
    return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
      + "\(done)/\(total)  " + String(format: "%.1f/s", rate)
  }

  /// Prints the summary: counts, elapsed time and throughput of what was rendered.
  func summarize() {
    lock.withLock {
      if terminal { Self.write("\n") }
      let elapsed = seconds
      output.standardOutput(
        "batch: \(rendered) rendered, \(skipped) skipped, \(failures) failed in "
          + String(format: "%.2f s (%.2f mockups/s)", elapsed, elapsed > 0 ? Double(rendered) / elapsed : 0))
    }
  }

  private static func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
}
