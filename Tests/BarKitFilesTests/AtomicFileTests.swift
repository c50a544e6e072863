import BarKitFiles
import Foundation
import Testing

/// `AtomicFile` writes beside the destination and renames: the destination holds its old or its
/// new content, never a part, and no temporary file is left; a folder or a missing folder is
/// refused with the destination's path.
struct AtomicFileTests {
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func listing(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func replacesTheContentAndLeavesNoTemporary() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out.txt")
    try Data("old".utf8).write(to: out)
    try AtomicFile.write(Data("new".utf8), to: out)
    #expect(try String(contentsOf: out, encoding: .utf8) == "new")
    #expect(try Self.listing(folder) == ["out.txt"])
  }

  @Test func onlyTheOutputsOwnStaleTemporariesAreRemoved() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // What a run killed between write and rename leaves, beside files that only look alike.
    for name in [".out.txt.0123abcd.tmp", ".other.txt.0123abcd.tmp", ".out.txt.0123abcz.tmp", "out.txt.0123abcd.tmp"] {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    try AtomicFile.write(Data("new".utf8), to: folder.appendingPathComponent("out.txt"))
    #expect(
      try Self.listing(folder) == [
        ".other.txt.0123abcd.tmp", ".out.txt.0123abcz.tmp", "out.txt", "out.txt.0123abcd.tmp",
      ])
  }

  @Test func aFolderIsRefusedAndKept() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out.txt")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
    #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write(Data("new".utf8), to: out) }
    do {
      try AtomicFile.write(Data("new".utf8), to: out)
    } catch {
      #expect(error.description == "\(out.path): cannot write: it is a folder")
    }
    #expect(try Self.listing(folder) == ["out.txt"])
    #expect(try Self.listing(out).isEmpty)
  }

  @Test func aMissingFolderIsNamedAndNothingIsMade() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("gone/out.txt")
    do {
      try AtomicFile.write(Data("new".utf8), to: out)
      Issue.record("wrote into a missing folder")
    } catch {
      #expect(error.description == "\(out.path): cannot write: no such folder")
    }
    #expect(try Self.listing(folder).isEmpty)
  }

  @Test func discardedStagedFilesLeaveTheFolderAsItWas() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("old".utf8).write(to: folder.appendingPathComponent("a.txt"))
    var staged = StagedFiles()
    let sub = folder.appendingPathComponent("new/deeper")
    try staged.makeFolder(sub)
    try staged.stage(Data("new".utf8), to: folder.appendingPathComponent("a.txt"))
    try staged.stage(Data("new".utf8), to: sub.appendingPathComponent("b.txt"))
    staged.discard()
    #expect(try Self.listing(folder) == ["a.txt"])
    #expect(try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8) == "old")
  }
}
