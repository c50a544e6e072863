import Foundation
import TestSupport
import Testing

/// The modules the `barkit` executable links import FoundationEssentials where it exists, and
/// all of Foundation only where it does not (macOS): with the rest of Foundation come
/// CoreFoundation and ICU, 49 MB of the release binary and 1.1 to 1.5 ms of every process's
/// start (Docs/Architecture.md, "Foundation"). BarKitTesting, which only test bundles link,
/// may import Foundation.
struct FoundationImportTests {
  @Test func executableModulesImportFoundationOnlyWhereFoundationEssentialsIsMissing() throws {
    let sources = SharedFixtures.repositoryRoot.appendingPathComponent("Sources")
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("BarKitTesting/") }
    #expect(files.count > 100, "the sources were not found under \(sources.path)")
    var unguarded: [String] = []
    for file in files {
      let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      for (i, line) in lines.enumerated() {
        let module = line.hasPrefix("import ") ? line.dropFirst("import ".count) : ""
        guard module.hasPrefix("Foundation"), module != "FoundationEssentials" else { continue }
        if module != "Foundation" || i == 0 || lines[i - 1] != "#else" { unguarded.append("\(file):\(i + 1)") }
      }
    }
    #expect(unguarded.isEmpty, "import FoundationEssentials, with Foundation only after #else: \(unguarded)")
  }
}
