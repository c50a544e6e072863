import BarKit
import Foundation
import Synchronization

/// Keeps the artifacts folder about the current run only: the first assertion of a test
/// process that writes reports removes the failure artifacts BarKit wrote in earlier runs
/// (its own files, from its manifest, older than the process) and rewrites `report.html`, so a
/// run in which everything passes leaves a page that says so instead of an old list of
/// failures. Nothing BarKit did not write is removed or overwritten (``ArtifactsFolder``).
///
/// Files newer than the process start are kept: parallel XCTest workers (`swift test
/// --parallel`) start together and share the folder. They take turns through a lock on the
/// folder (`flock`), so the manifest lists every worker's files.
enum ArtifactsRun {
  /// Roots already prepared in this process.
  private static let prepared = Mutex<Set<String>>([])

  /// Prepares `root` once per process; the caller holds the verifier's lock.
  static func begin(in root: URL) {
    guard prepared.withLock({ $0.insert(root.path).inserted }) else { return }
    guard PathKind(path: root.path) == .folder else { return }
    try? withFolder(root) { folder throws(GoldenError) in
      folder.removeFiles(before: processStart)
      _ = try GoldenVerifier.writeReport(in: &folder)
    }
  }

  /// Runs `body` on the artifacts folder at `root` (made when missing), holding its lock
  /// against other test processes, and saves the manifest after.
  static func withFolder<T>(_ root: URL, _ body: (inout ArtifactsFolder) throws(GoldenError) -> T) throws(GoldenError)
    -> T
  {
    do {
      try FolderError.create(root)
    } catch {
      throw .writeFailed(path: root.path, reason: error.reason)
    }
    let fd = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw .writeFailed(path: root.path, reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .writeFailed(path: root.path, reason: String(cString: strerror(errno))) }
    }
    var folder = ArtifactsFolder(root: root)
    let result = try body(&folder)
    try folder.save()
    return result
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
