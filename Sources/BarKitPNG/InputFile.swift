import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an input file (a PNG, a scene, a manifest) with the checks untrusted paths need:
/// the path must name a regular file, not a folder or a device such as `/dev/zero` or a FIFO
/// (either would make a plain read hang or exhaust memory), and the file must be no larger
/// than a limit, checked before a byte is read. Docs/Security.md lists the limits.
public enum InputFile {
  /// Why an input file could not be read: one line naming the file.
  public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as given.
    public let path: String
    /// What is wrong ("no such file", "it is a folder", "larger than the limit of …").
    public let reason: String
    /// `path: cannot read: reason`.
    public var description: String { "\(path): cannot read: \(reason)" }
  }

  /// The contents of the regular file at `url`, which must hold at most `maxByteCount` bytes.
  public static func read(_ url: URL, maxByteCount: Int) throws(ReadError) -> Data {
    let path = url.path
    var info = stat()
    guard stat(path, &info) == 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
    let type = info.st_mode & S_IFMT
    guard type != S_IFDIR else { throw ReadError(path: path, reason: "it is a folder, not a file") }
    guard type == S_IFREG else { throw ReadError(path: path, reason: "not a regular file (a device, pipe or socket)") }
    guard info.st_size <= maxByteCount else {
      throw ReadError(path: path, reason: "\(info.st_size) bytes is larger than the limit of \(maxByteCount) bytes")
    }
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw ReadError(path: path, reason: FileSystemReason(error).description)
    }
    defer { try? handle.close() }
    do {
      // One byte past the limit tells a file that grew after `stat` from one that fits.
      let data = try handle.read(upToCount: maxByteCount + 1) ?? Data()
      guard data.count <= maxByteCount else {
        throw ReadError(path: path, reason: "larger than the limit of \(maxByteCount) bytes")
      }
      return data
    } catch let error as ReadError {
      throw error
    } catch {
      throw ReadError(path: path, reason: FileSystemReason(error).description)
    }
  }
}
