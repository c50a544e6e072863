import BarKit
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Progress of a batch: a bar redrawn in place on a terminal, one line per output otherwise
/// (CI logs), failures as they happen on standard error, and a summary at the end.
final class BatchProgress: Sendable {
  private struct Counts {
    var rendered = 0
    var skipped = 0
    var failures = 0
    var warnings = 0
    var done: Int { rendered + skipped + failures }
  }

  private let counts = Mutex(Counts())
  private let total: Int
  private let output: CommandOutput
  private let terminal: Bool
  private let start = ContinuousClock.now

  init(total: Int, output: CommandOutput, terminal: Bool) {
    self.total = total
    self.output = output
    self.terminal = terminal
  }

  /// How many outputs failed so far.
  var failures: Int { counts.withLock { $0.failures } }
  /// How many warnings the outputs gave so far.
  var warnings: Int { counts.withLock { $0.warnings } }

  private var seconds: Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }

  /// Records one output's outcome and shows it.
  func finished(_ name: String, _ outcome: BatchRunner.Outcome) {
    counts.withLock { counts in
      let word: String
      switch outcome {
      case .rendered:
        counts.rendered += 1
        word = "rendered"
      case .warned(let warnings):
        counts.rendered += 1
        counts.warnings += warnings.count
        word = "rendered with warnings"
        if terminal { Self.write("\r\u{1B}[K") }
        for warning in warnings { output.standardError("barkit batch: warning: \(warning)") }
      case .skipped:
        counts.skipped += 1
        word = "skipped (up to date)"
      case .failed(let reason):
        counts.failures += 1
        word = "failed"
        if terminal { Self.write("\r\u{1B}[K") }
        output.standardError("barkit batch: \(reason)")
      }
      if terminal {
        Self.write("\r" + bar(counts))
      } else {
        output.standardOutput("[\(counts.done)/\(total)] \(word) \(UserText.shown(name))")
      }
    }
  }

  /// `[########------------]  12/48  3.1/s`
  private func bar(_ counts: Counts) -> String {
    let width = 30
    let filled = total == 0 ? width : counts.done * width / total
    let rate = seconds > 0 ? Double(counts.rendered) / seconds : 0
    return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
      + "\(counts.done)/\(total)  " + String(fixed: rate, places: 1) + "/s"
  }

  /// Prints the summary: counts, elapsed time and throughput of what was rendered.
  func summarize() {
    counts.withLock { counts in
      if terminal { Self.write("\n") }
      let elapsed = seconds
      output.standardOutput(
        "batch: \(counts.rendered) rendered, \(counts.skipped) skipped, \(counts.failures) failed in "
          + "\(String(fixed: elapsed, places: 2)) s "
          + "(\(String(fixed: elapsed > 0 ? Double(counts.rendered) / elapsed : 0, places: 2)) mockups/s)")
    }
  }

  private static func write(_ text: String) { StandardStream.output.write(text) }
}
