import BarKit
import Foundation
import TestSupport
import Testing

/// `--shard auto` in the executable, under each CI's variables: the shards of a GitLab
/// `parallel: 2` job merge into the whole run, a Bazel shard touches its status file and writes
/// its JUnit where Bazel collects it, and an environment that names no shard is a usage error.
@Suite(.enabled(if: BarkitExecutable.path != nil, "the barkit executable is not built beside the tests"))
struct ShardAutoCommandTests {
  /// `expected/` and `actual/`: five images, two of them changed.
  static func folders() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("shard-auto-\(UUID().uuidString)")
    for side in ["expected", "actual"] {
      let folder = root.appendingPathComponent(side)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (index, name) in ["a", "b", "c", "d", "e"].enumerated() {
        let changed = side == "actual" && index % 2 == 1
        let color = changed ? RGBA8.black : RGBA8.white
        try #require(Pixmap(width: 8, height: 8, filledWith: color.premultiplied)).pngData()
          .write(to: folder.appendingPathComponent("\(name).png"))
      }
    }
    return root
  }

  static func barkit(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> (
    status: Int32, out: String, err: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(BarkitExecutable.path))
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { a, _ in a }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let printed = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: errors, as: UTF8.self)
    )
  }

  @Test func gitLabParallelShardsMergeIntoTheWholeRun() throws {
    let root = try Self.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    for index in 1...2 {
      let run = try Self.barkit(
        ["compare", "expected", "actual", "--shard", "auto", "--json"], in: root,
        environment: ["CI_NODE_INDEX": "\(index)", "CI_NODE_TOTAL": "2"])
      // Paths are dealt in sorted order: shard 1 has a, c and e (unchanged), shard 2 b and d.
      #expect(run.status == (index == 2 ? 1 : 0), "shard \(index): \(run.err)")
      try Data(run.out.utf8).write(to: root.appendingPathComponent("shard-\(index).json"))
      #expect(run.out.contains("\"index\" : \(index)"), "\(run.out)")
    }
    let merged = try Self.barkit(
      ["report", "--merge", "shard-1.json", "--merge", "shard-2.json", "-o", "merged.json"], in: root,
      environment: [:])
    #expect(merged.status == 0, "\(merged.err)")
    let summary = try String(contentsOf: root.appendingPathComponent("merged.json"), encoding: .utf8)
    #expect(summary.contains("\"changed\" : 2") && summary.contains("\"passed\" : 3"), "\(summary)")
  }

  @Test func aBazelShardTouchesItsStatusFileAndWritesJUnitForBazel() throws {
    let root = try Self.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let status = root.appendingPathComponent("shard-status")
    let junit = root.appendingPathComponent("test.xml")
    let run = try Self.barkit(
      ["compare", "expected", "actual", "--shard", "auto"], in: root,
      environment: [
        "TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_STATUS_FILE": status.path,
        "XML_OUTPUT_FILE": junit.path,
      ])
    #expect(run.status == 1, "\(run.err)")
    #expect(FileManager.default.fileExists(atPath: status.path), "the shard status file was not touched")
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.contains("name=\"barkit.shard\" value=\"2/2\""), "\(xml)")
  }

  @Test func noShardVariablesIsAUsageError() throws {
    let root = try Self.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Self.barkit(["compare", "expected", "actual", "--shard", "auto"], in: root, environment: [:])
    #expect(run.status == 2)
    #expect(run.err.contains("--shard auto: no CI shard variables are set"), "\(run.err)")
    let kubernetes = try Self.barkit(
      ["compare", "expected", "actual", "--shard", "auto/3", "--json"], in: root,
      environment: ["JOB_COMPLETION_INDEX": "2"])
    #expect(kubernetes.out.contains("\"count\" : 3") && kubernetes.out.contains("\"index\" : 3"), "\(kubernetes.out)")
  }
}
