import BarKitFiles
import Foundation
import Testing

/// `StagedFiles` writes all of a command's outputs or none: when a rename fails after others
/// succeeded, the files already put in place get their old content back.
struct StagedFilesTests {
  @Test func aRenameThatFailsPutsTheEarlierFilesBack() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = folder.appendingPathComponent("a.txt"), b = folder.appendingPathComponent("b.txt")
    let c = folder.appendingPathComponent("c.txt")
    try Data("old a".utf8).write(to: a)
    try Data("old b".utf8).write(to: b)
    var staged = StagedFiles()
    try staged.stage(Data("new a".utf8), to: a)
    try staged.stage(Data("new c".utf8), to: c)
    try staged.stage(Data("new b".utf8), to: b)
    // Between staging and commit, b becomes a folder with a file in it: its rename fails.
    try FileManager.default.removeItem(at: b)
    try FileManager.default.createDirectory(at: b, withIntermediateDirectories: false)
    try Data("kept".utf8).write(to: b.appendingPathComponent("keep.txt"))
    #expect(throws: AtomicFile.WriteError.self) { try staged.commit() }
    #expect(try String(contentsOf: a, encoding: .utf8) == "old a")
    #expect(!FileManager.default.fileExists(atPath: c.path), "c did not exist before")
    #expect(try String(contentsOf: b.appendingPathComponent("keep.txt"), encoding: .utf8) == "kept")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.txt", "b.txt"])
  }
}
