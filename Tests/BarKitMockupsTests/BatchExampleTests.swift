import BarKitChrome
import BarKitFiles
import BarKitPNG
import Foundation
import TestSupport
import Testing

@testable import BarKitMockups
@testable import BarKitScene

/// Keeps the worked example of Docs/Batch.md valid: it expands to the outputs the doc names and
/// every one decodes (rendering is left to the release build, Docs/Performance.md).
@Suite struct BatchExampleTests {
  static let example = SharedFixtures.repositoryRoot.appendingPathComponent("Docs/Examples/batch/mockups.json")

  @Test func theWorkedExampleExpandsAndDecodes() throws {
    let jobs = try BatchManifest(contentsOf: Self.example).jobs()
    #expect(jobs.count == 2 * 2 * 3 * 2)
    #expect(jobs.first?.output == "en/inbox-iphone-5s-light.png")
    #expect(jobs.last?.output == "zh-Hans/search-iphone-6-dark.png")
    let scenes = try jobs.map { try $0.scene() }
    let german = try #require(jobs.firstIndex { $0.output == "de/inbox-iphone-6-dark.png" })
    #expect(scenes[german].navigationBar?.title == "Eingang")
    #expect(scenes[german].navigationBar?.barStyle == .black)
    #expect(scenes[german].statusBar.time == "09:41")
    #expect(scenes[german].statusBar.operatorName == "Telekom.de")
    #expect(scenes[german].statusBar.batteryLevel == 40)
    let chinese = try #require(jobs.firstIndex { $0.output == "zh-Hans/search-iphone-5s-light.png" })
    #expect(scenes[chinese].searchBar?.scopeButtonTitles == ["全部", "未读", "已标记"])
    #expect(scenes[chinese].statusBar.time == "上午9:41")
    #expect(try scenes[chinese].resolvedCanvas().device?.name == "iphone-5s")
  }

  /// Docs/Batch.md's "Swift API" example, as written, on the doc's own manifest (shard 1 of 4:
  /// six renders): output names with a `{locale}/` folder are written.
  @Test func theSwiftAPIExampleWritesItsOutputs() throws {
    let url = Self.example
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-api-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = try BatchManifest(contentsOf: url, devices: .builtIn)  // throws SceneError
    for job in Shard(parsing: "1/4")!.select(try manifest.jobs()) {
      let scene = try job.scene()  // throws BatchJobError (output, entry, reason)
      let image = try SceneRenderer().render(scene).pixmap
      let file = folder.appendingPathComponent(job.output)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try image.writePNG(to: file)
    }
    let written = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".png") }
    #expect(written.count == 6)
    #expect(written.contains("en/inbox-iphone-5s-dark.png"))
  }
}
