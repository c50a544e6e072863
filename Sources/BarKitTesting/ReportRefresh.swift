import BarKit
import Foundation
import Synchronization

/// When a test process rewrites `report.html`. The page lists every failure in the artifacts
/// folder, so rewriting it on each failure cost O(n) per failure and O(n²) per run (60 failing
/// 640×1136 goldens in one debug run: each later failure slower than the one before). Instead
/// the first failure of a process in a folder writes the page at once (a process that crashes
/// later still leaves a page naming it), later ones only mark it due, and the process's normal
/// exit writes it once, through `atexit` as the run manifest is (``GoldenRunRecorder``).
/// `barkit report ARTIFACTS_DIR` writes the page from the artifacts at any time.
enum ReportRefresh {
  /// Per artifacts folder this process reported in: whether a rewrite is due.
  private static let due = Mutex<[String: Bool]>([:])

  /// Registers ``flush()`` to run at the process's normal exit, once.
  private static let exitHook: Void = { atexit { ReportRefresh.flush() } }()

  /// Notes that the failures in `folder` changed (the caller holds the folder's lock): writes
  /// the page the first time in this process, else marks it due. Returns the line naming the
  /// page, or saying why it was not written.
  static func failuresChanged(in folder: inout ArtifactsFolder) throws(GoldenError) -> String {
    _ = exitHook
    let root = folder.root.standardizedFileURL.path
    let first = due.withLock { due in
      defer { due[root] = due[root] != nil }
      return due[root] == nil
    }
    if first { return try GoldenVerifier.writeReport(in: &folder) }
    return
      "report:    \(folder.root.appendingPathComponent(ArtifactsFolder.reportName).path) (rewritten as the tests end)"
  }

  /// Writes every page that is due.
  static func flush() {
    let roots = due.withLock { due in
      let roots = due.filter(\.value).map(\.key)
      for root in roots { due[root] = false }
      return roots
    }
    for root in roots {
      _ = try? ArtifactsRun.withFolder(URL(fileURLWithPath: root)) { folder throws(GoldenError) in
        try GoldenVerifier.writeReport(in: &folder)
      }
    }
  }
}
