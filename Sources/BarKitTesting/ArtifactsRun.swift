import BarKit
import Foundation
import Synchronization

/// Keeps the artifacts folder about the current run only: the first assertion of a test
/// process that writes reports removes the failure artifacts BarKit wrote in earlier runs
/// (its own files, from its manifest, older than the process) and rewrites `report.html`, so a
/// run in which everything passes leaves a page that says so instead of an old list of
/// failures. Nothing BarKit did not write is removed or overwritten (``ArtifactsFolder``).
///
/// Files of the same run are kept: one `swift test` runs XCTest and Swift Testing in two
/// processes, one after the other, and with `--parallel` several XCTest workers at once; all are
/// children of the one `swift-test` process, so that process is the run (``current``), and the
/// second framework's process keeps the first one's failures. Files newer than the process
/// start are kept too. The processes take turns through a lock on the folder (`flock`), so the
/// manifest lists every one's files.
enum ArtifactsRun {
  /// Roots already prepared in this process.
  private static let prepared = Mutex<Set<String>>([])

  /// Prepares `root` once per process; the caller holds the verifier's lock.
  static func begin(in root: URL) {
    guard prepared.withLock({ $0.insert(root.path).inserted }) else { return }
    guard PathKind(path: root.path) == .folder else { return }
    try? withFolder(root) { folder throws(GoldenError) in
      folder.removeFiles(before: processStart, exceptRun: current)
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

  /// The environment variable that names the run for runners other than `swift test` that start
  /// a process per framework (a script that runs the test binary twice): the processes that share
  /// its value keep each other's artifacts.
  static let runVariable = "BARKIT_RUN"

  /// This process's run: `BARKIT_RUN`; else, under `swift test` on Linux, the `swift-test`
  /// process (its id and start time, so a reused id is another run); else this process alone.
  static let current: String = {
    if let run = ProcessInfo.processInfo.environment[runVariable], !run.isEmpty { return "env:" + run }
    #if os(Linux)
      let parent = "\(getppid())"
      if let stat = ProcessStat(pid: parent), stat.command == "swift-test" {
        return "swift-test:\(parent):\(stat.startTicks)"
      }
      if let stat = ProcessStat(pid: "self") { return "process:\(getpid()):\(stat.startTicks)" }
    #endif
    return "process:\(getpid()):\(processStart.timeIntervalSince1970)"
  }()

  /// The arguments of the `swift test` that started this process (the `swift-test` parent's,
  /// after the program name), on Linux; `nil` elsewhere, or when no `swift test` did. A
  /// `--parallel` worker is given one test by name, which alone looks like a filtered run.
  static let runnerArguments: [String]? = {
    #if os(Linux)
      let parent = "\(getppid())"
      guard ProcessStat(pid: parent)?.command == "swift-test",
        let data = FileManager.default.contents(atPath: "/proc/\(parent)/cmdline")
      else { return nil }
      let arguments = data.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      // The list ends with a NUL, which leaves an empty last element.
      return Array(arguments.dropFirst().dropLast(arguments.last?.isEmpty == true ? 1 : 0))
    #else
      return nil
    #endif
  }()

  /// When this process started: from `/proc/self/stat` on Linux, else the first call.
  static let processStart: Date = {
    #if os(Linux)
      if let stat = ProcessStat(pid: "self"),
        let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
        let uptime = Double(uptimeText.split(separator: " ").first ?? ""),
        let ticks = Double(stat.startTicks)
      {
        let age = uptime - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        return Date(timeIntervalSinceNow: -max(0, age))
      }
    #endif
    return Date()
  }()
}

/// A process's command name and start time, from `/proc/<pid>/stat` (proc(5)).
struct ProcessStat {
  /// The command name (`comm`, at most 15 bytes).
  let command: String
  /// `starttime`, field 22: clock ticks after boot.
  let startTicks: String

  init?(pid: String) {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name start at field 3, so field 22 is the 20th of them.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19 else { return nil }
    command = String(stat[stat.index(after: open)..<close])
    startTicks = String(fields[19])
  }
}
