import BarKitChrome
import BarKitFiles
import Foundation
import Synchronization
import Testing

@testable import BarKitMockups
@testable import BarKitScene

/// `BatchRunner` without the command line: every job reported once, failures named, `resume`
/// skipping what is up to date.
@Suite struct BatchRunnerTests {
  static func fixture() throws -> (folder: URL, manifest: BatchManifest) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let good = #"{"canvas": {"width": 40, "height": 30, "scale": 1}, "content": {"color": "white"}}"#
    let bad = #"{"canvas": {"width": 40, "height": 30, "scale": 1}, "toolbar": {"translucent": "no"}}"#
    let text = #"{"entries": [{"name": "good", "scene": \#(good)}, {"name": "bad", "scene": \#(bad)}]}"#
    return (folder, try manifest(text, directory: folder))
  }

  @Test func reportsEveryJobOnceAndWritesTheGoodOnes() throws {
    let (folder, manifest) = try Self.fixture()
    let out = folder.appendingPathComponent("out")
    let outcomes = Mutex<[String: BatchRunner.Outcome]>([:])
    try BatchRunner(folder: out, workers: 2).run(try manifest.jobs(), of: manifest) { job, outcome in
      outcomes.withLock { $0[job.output] = outcome }
    }
    let all = outcomes.withLock { $0 }
    #expect(all.count == 2)
    #expect(all["good.png"] == .rendered)
    guard case .failed(let reason)? = all["bad.png"] else { Issue.record("bad.png did not fail"); return }
    #expect(reason.contains("bad.png: entry bad (entries[1])"))
    #expect(reason.contains("toolbar.translucent"))
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("good.png").path))
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("bad.png").path))
  }

  @Test func resumeSkipsAnOutputNewerThanItsInputs() throws {
    let (folder, manifest) = try Self.fixture()
    let job = try #require(try manifest.jobs().first)
    var runner = BatchRunner(folder: folder, workers: 1)
    #expect(runner.make(job, manifest: nil) == .rendered)
    runner.resume = true
    #expect(runner.make(job, manifest: nil) == .skipped)
    runner.dryRun = true
    runner.resume = false
    #expect(runner.make(job, manifest: nil) == .rendered)
  }

  @Test func anUncreatableFolderIsOneError() throws {
    let (folder, manifest) = try Self.fixture()
    let file = folder.appendingPathComponent("file")
    try Data().write(to: file)
    #expect(throws: FolderError.self) {
      try BatchRunner(folder: file.appendingPathComponent("out"), workers: 1).run([], of: manifest) { _, _ in }
    }
  }
}
