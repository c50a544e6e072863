import BarKitFiles
import Foundation
import Testing

/// `InputFile` reads a regular file whole, and with `followingLinks: false` refuses a symbolic
/// link (a downloaded artifact may link to a private file). Devices, pipes, folders and sizes
/// are checked in Tests/BarKitPNGTests/HostileFileTests.swift, beside the PNG limits.
struct InputFileTests {
  @Test func readsTheBytesAndRefusesALinkOnlyWhenAsked() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file.bin"), link = folder.appendingPathComponent("link.bin")
    let bytes = Data((0...255).map { UInt8($0) })
    try bytes.write(to: file)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
    #expect(try InputFile.read(file, maxByteCount: 256, followingLinks: false) == bytes)
    #expect(try InputFile.read(link, maxByteCount: 256) == bytes)
    do {
      _ = try InputFile.read(link, maxByteCount: 256, followingLinks: false)
      Issue.record("read through a link")
    } catch {
      #expect(error.description == "\(link.path): cannot read: it is a symbolic link, which is not followed here")
    }
  }
}
