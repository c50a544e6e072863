import Foundation
import TestSupport
import Testing

/// Every folder under Goldens/ is named after the suite that owns it: a test file declares
/// `struct <Folder>` and sets `.repository("<Folder>")`, and no suite names a missing folder.
@Suite struct RepositoryGoldensTests {
  @Test func everyGoldensFolderIsNamedAfterItsSuite() throws {
    let root = SharedFixtures.repositoryRoot
    let manager = FileManager.default
    let folders = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Goldens").path)
      .filter { !$0.hasPrefix(".") }
    var suites: [String: String] = [:]
    let tests = manager.enumerator(atPath: root.appendingPathComponent("Tests").path)!
    for case let path as String in tests where path.hasSuffix(".swift") && !path.hasPrefix("Fuzz/") {
      let text = try String(contentsOf: root.appendingPathComponent("Tests/\(path)"), encoding: .utf8)
      for match in text.matches(of: /\.repository\("(\w+)"\)/) { suites[String(match.output.1)] = text }
    }
    #expect(!folders.isEmpty)
    for folder in folders {
      let text = try #require(suites[folder], "Goldens/\(folder) belongs to no suite")
      #expect(text.contains("struct \(folder)"), "Goldens/\(folder) is not named after the suite that uses it")
    }
    for suite in suites.keys { #expect(folders.contains(suite), "no Goldens/\(suite) folder") }
  }
}
