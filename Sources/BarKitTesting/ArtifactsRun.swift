import Foundation
import Synchronization

/// Keeps the artifacts folder about the current run only: the first assertion of a test
/// process that writes reports removes the failure artifacts of earlier runs (files older than
/// the process) and rewrites `report.html`, so a run in which everything passes leaves a page
/// that says so instead of an old list of failures.
///
/// Files newer than the process start are kept: parallel XCTest workers (`swift test
/// --parallel`) start together and share the folder.
enum ArtifactsRun {
  /// Roots already prepared in this process.
  private static let prepared = Mutex<Set<String>>([])

  /// The artifact kinds ``GoldenVerifier`` writes.
  static let suffixes = [".reference.png", ".actual.png", ".diff.png", ".json"]

  /// Prepares `root` once per process; the caller holds the verifier's lock.
  static func begin(in root: URL) {
    guard prepared.withLock({ $0.insert(root.path).inserted }) else { return }
    let fm = FileManager.default
    guard fm.fileExists(atPath: root.path) else { return }
    let start = processStart
    if let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey]) {
      for case let url as URL in walker where suffixes.contains(where: url.lastPathComponent.hasSuffix) {
        if let modified = try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate,
          modified < start
        {
          try? fm.removeItem(at: url)
        }
      }
    }
    try? GoldenVerifier.writeReport(in: root)
  }

  /// When this process started: from `/proc/self/stat` on Linux, else the first call.
  static let processStart: Date = {
    #if os(Linux)
      if let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
        let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
        let uptime = Double(uptimeText.split(separator: " ").first ?? ""),
        let close = stat.lastIndex(of: ")")
      {
        // Fields after the command name start at field 3; `starttime` is field 22, in clock ticks.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        if fields.count > 19, let ticks = Double(fields[19]) {
          let age = uptime - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
          return Date(timeIntervalSinceNow: -max(0, age))
        }
      }
    #endif
    return Date()
  }()
}
