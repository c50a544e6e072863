import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// "Each command is its options, then one call into the library" (Architecture.md, "The
/// command line"): a command file parses, reads its inputs, calls and prints. The work a library
/// user needs too (decoding JSON, walking folders, hashing, building or comparing pixels) lives
/// below, so it is tested there and reachable without the executable. This walks the command
/// files for the calls that do such work and names each one found.
@Suite struct ThinCommandTests {
  /// Calls that are library work, and why each belongs below the command line.
  static let libraryWork: [(call: String, why: String)] = [
    ("JSONDecoder(", "decoding a format is the library's (its errors name JSON paths)"),
    ("JSONSerialization", "decoding a format is the library's"),
    ("JSONParser.parse", "decoding a format is the library's"),
    ("JSONValueDecoder", "decoding a format is the library's"),
    ("FolderWalk.", "walking folders is the library's (links, hidden files, budgets)"),
    ("FileManager.default.contentsOfDirectory", "walking folders is the library's"),
    ("ContentHash.", "checking a run's hashes is the library's (accept)"),
    ("Pixmap(", "building pixels is the library's"),
    ("ImageComparison.compare", "comparing is the library's (PNGFileComparison, FolderComparison)"),
    ("for y in", "a pixel loop is the library's"),
  ]

  @Test func commandsCallTheLibraryForItsWork() throws {
    let folder = SharedFixtures.repositoryRoot.appendingPathComponent("Sources/BarKitCLI/Commands")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(files.count >= BarkitCommandLine.commands.count, "\(files)")
    var found: [String] = []
    for file in files.sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for (index, line) in text.components(separatedBy: "\n").enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//") else { continue }
        for work in Self.libraryWork where code.contains(work.call) {
          found.append("Commands/\(file):\(index + 1): \(work.call): \(work.why)")
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// One command per file: a file declares at most one command's spec.
  @Test func eachCommandFileDeclaresOneCommand() throws {
    let folder = SharedFixtures.repositoryRoot.appendingPathComponent("Sources/BarKitCLI/Commands")
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      #expect(text.components(separatedBy: "= CommandSpec(").count - 1 <= 1, "\(file)")
    }
  }
}
