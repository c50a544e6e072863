import BarKit
import Foundation
import TestSupport
import Testing

/// Issue 39 item 12: an output is on the disk before its name is (the temporary file is
/// `fsync`ed before the rename, the folder after), so a power loss leaves the old file or the
/// new one, never an empty file under the new name that `batch --resume` or `accept` would
/// then trust. Observed with strace on the barkit executable.
@Suite struct DurableOutputTests {
  /// The system calls `barkit arguments` makes that sync or rename, with the paths of their
  /// descriptors (`strace -y`).
  static func trace(_ arguments: [String]) throws -> [String] {
    let folder = try HostileFolder()
    let log = folder.path("strace.log")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
    process.arguments =
      ["-f", "-y", "-qq", "-o", log, "-e", "trace=fsync,fdatasync,rename,renameat,renameat2"]
      + [FaultTests.barkitExecutable.path] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  /// Checks that `output` was synced under its temporary name, renamed, then its folder synced.
  static func expectDurable(_ output: String, in calls: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = (output as NSString).deletingLastPathComponent, name = (output as NSString).lastPathComponent
    let rename = calls.firstIndex { $0.contains("rename") && $0.contains("\"\(output)\"") }
    let syncedTemporary = calls.firstIndex { $0.contains("fsync(") && $0.contains("/.\(name).") }
    let syncedFolder = calls.lastIndex { $0.contains("fsync(") && $0.contains("<\(folder)>") }
    guard let rename, let syncedTemporary, let syncedFolder else {
      Issue.record("\(output): no fsync, rename, fsync of the folder in: \(calls)", sourceLocation: sourceLocation)
      return
    }
    #expect(syncedTemporary < rename && rename < syncedFolder, "\(calls)", sourceLocation: sourceLocation)
  }

  /// Whether strace is installed and may trace here (a container without ptrace may not), and
  /// the barkit executable is built.
  static let canTrace: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"),
      FileManager.default.isExecutableFile(atPath: FaultTests.barkitExecutable.path)
    else { return false }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
    probe.arguments = ["-qq", "-o", "/dev/null", "/bin/true"]
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()

  @Test(
    .enabled(
      if: canTrace, "needs strace (apt-get install strace), permission to trace here, and the barkit executable"))
  func renderAndBatchOutputsAreSyncedBeforeTheyAreNamed() throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", FaultTests.tinyScene)
    let out = folder.path("out.png")
    Self.expectDurable(out, in: try Self.trace(["render", scene, "-o", out]))

    let manifest = try folder.write(
      "batch.json", #"{"output": "{name}.png", "entries": [{"name": "a", "scene": "scene.json"}]}"#)
    let batch = folder.path("batch")
    try FileManager.default.createDirectory(atPath: batch, withIntermediateDirectories: true)
    Self.expectDurable(batch + "/a.png", in: try Self.trace(["batch", manifest, "-o", batch]))
  }
}
