import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// A golden whose name is not UTF-8 (`caf\xE9.png`, Latin-1) goes from `compare --json`
/// through `report --merge` to `accept` by its bytes: the summary keeps them beside the escaped
/// name, and the golden written is the file of that name, never one named `caf\xe9.png`.
@Suite struct AcceptNameTests {
  static let name = Array("caf".utf8) + [0xE9] + Array(".png".utf8)

  /// The bytes of the file whose name is the raw `name` bytes inside `folder`.
  static func contents(of folder: URL, name: [UInt8]) -> Data? {
    let path = (Array(folder.path.utf8) + [UInt8(ascii: "/")] + name).map { CChar(bitPattern: $0) } + [0]
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      data.append(contentsOf: buffer[..<count])
    }
    return data
  }

  @Test func aChangedNameThatIsNotUTF8IsAcceptedByItsBytes() throws {
    let (expected, actual) = try HostileNameTests.folders()
    try HostileNameTests.save(HostileNameTests.white, to: expected, name: Self.name)
    try HostileNameTests.save(HostileNameTests.dotted, to: actual, name: Self.name)
    let compared = HostileRun(["compare", expected.path, actual.path, "--json"])
    #expect(compared.code == 1)
    #expect(compared.out.contains(#""path" : "caf\\xe9.png""#), "\(compared.out)")
    #expect(compared.out.contains(#""rawPath" : "caf%E9.png""#), "\(compared.out)")
    let folder = expected.deletingLastPathComponent()
    let result = folder.appendingPathComponent("result.json"), merged = folder.appendingPathComponent("merged.json")
    try Data(compared.out.utf8).write(to: result)
    let report = HostileRun(["report", "--merge", result.path, "-o", merged.path])
    #expect(report.code != 3, "\(report.err)")

    let accepted = HostileRun(["accept", merged.path, "--goldens", expected.path])
    #expect(accepted.code == 0, "\(accepted.err)")
    #expect(accepted.out.contains("accepted changed: caf\\xe9.png"), "\(accepted.out)")
    let golden = try #require(Self.contents(of: expected, name: Self.name))
    #expect(golden == Self.contents(of: actual, name: Self.name))
    #expect(!FileManager.default.fileExists(atPath: expected.appendingPathComponent("caf\\xe9.png").path))
    #expect(HostileRun(["compare", expected.path, actual.path]).code == 0)
  }

  /// The bytes must be the name's: a `rawPath` that says something else is refused, with its
  /// JSON path, before anything is read or written.
  @Test func aRawPathThatIsNotThePathIsRefused() throws {
    let (expected, actual) = try HostileNameTests.folders()
    let forged = expected.deletingLastPathComponent().appendingPathComponent("forged.json")
    try Data(
      #"""
      {"expected": "\#(expected.path)", "actual": "\#(actual.path)",
       "files": [{"path": "a.png", "rawPath": "..%2F..%2Fa.png", "status": "added"}]}
      """#.utf8
    ).write(to: forged)
    let refused = HostileRun(["accept", forged.path, "--goldens", expected.path])
    #expect(refused.code == 3)
    #expect(refused.err.contains("files[0].rawPath"), "\(refused.err)")
  }
}
