import BarKitScene
import Foundation
import TestSupport
import Testing

@testable import BarKitMockups

/// The batch output limit holds before any job is built (Docs/Security.md, "Limits").
@Suite struct BatchLimitTests {
  @Test func batchOutputCountIsLimitedBeforeJobsAreBuilt() throws {
    let styles = (0..<400).map { #""s\#($0)": {}"# }.joined(separator: ", ")
    let entries = (0..<251).map { #"{"name": "e\#($0)", "scene": {}}"# }.joined(separator: ", ")
    let manifest = try BatchManifest(
      decoding: Data(#"{"styles": {\#(styles)}, "entries": [\#(entries)]}"#.utf8), file: "batch.json",
      directory: URL(fileURLWithPath: "/nonexistent"))
    #expect(throws: SceneError.self) { try manifest.jobs() }
    do {
      _ = try manifest.jobs()
    } catch {
      #expect(
        error.description
          == "batch.json: entries × devices × locales × styles × appearances make 100400 outputs; the limit is 100000")
    }
  }
}
