import BarKitFiles
import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Input paths that are not plain readable files (Docs/Security.md): each read fails at once
/// with a one-line reason, instead of hanging on a device or pipe or reading a huge file.
@Suite struct HostileFileTests {
  static func readError(_ path: String, limit: Int = 1 << 20) -> InputFile.ReadError? {
    do {
      _ = try InputFile.read(URL(fileURLWithPath: path), maxByteCount: limit)
      return nil
    } catch {
      return error
    }
  }

  @Test func devicesFoldersAndMissingFilesAreRefused() throws {
    let folder = SharedFixtures.temporaryDirectory()
    #expect(Self.readError("/dev/zero")?.reason == "not a regular file (a device, pipe or socket)")
    #expect(Self.readError(folder.path)?.reason == "it is a folder")
    #expect(Self.readError(folder.appendingPathComponent("none").path)?.reason == "no such file")
    // A symbolic link is followed: to a device it is refused like the device.
    let link = folder.appendingPathComponent("zero.png")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
    #expect(
      Self.readError(link.path)?.description
        == "\(link.path): cannot read: not a regular file (a device, pipe or socket)")
  }

  @Test func aPipeIsRefusedWithoutBlocking() throws {
    let fifo = SharedFixtures.temporaryDirectory().appendingPathComponent("pipe.png")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    // Opening a FIFO for reading blocks until a writer comes: the type check must come first.
    #expect(Self.readError(fifo.path)?.reason == "not a regular file (a device, pipe or socket)")
  }

  @Test func fileSizeIsCheckedBeforeReading() throws {
    let file = SharedFixtures.temporaryDirectory().appendingPathComponent("big.png")
    try Data(count: 1001).write(to: file)
    #expect(Self.readError(file.path, limit: 1000)?.reason == "1001 bytes is larger than the limit of 1000 bytes")
    #expect(Self.readError(file.path, limit: 1001) == nil)
    let limits = PNGDecodingLimits(maxPixelCount: 100, maxFileByteCount: 1000)
    #expect(
      throws: PNGError(
        kind: .fileSystem, message: "cannot read: 1001 bytes is larger than the limit of 1000 bytes", path: file.path)
    ) {
      try Pixmap(contentsOfPNGFile: file, limits: limits)
    }
  }

  /// root reads any file whatever its mode, so as root there is nothing to refuse.
  @Test(.disabled(if: geteuid() == 0, "running as root: mode 000 does not stop reads"))
  func unreadableFilesFailWhenPermissionsApply() throws {
    let file = SharedFixtures.temporaryDirectory().appendingPathComponent("locked.png")
    try Data([1, 2, 3]).write(to: file)
    #expect(chmod(file.path, 0) == 0)
    defer { chmod(file.path, 0o600) }
    #expect(Self.readError(file.path)?.reason == "permission denied")
  }
}
