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
  ///
  /// The file is opened without blocking (opening a FIFO otherwise waits for a writer) and the
  /// checks run on the open descriptor, so the file cannot be swapped between check and read.
  public static func read(_ url: URL, maxByteCount: Int) throws(ReadError) -> Data {
    let path = url.path
    func failure(_ reason: String) -> ReadError { ReadError(path: path, reason: reason) }
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw failure(errnoReason()) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure(errnoReason()) }
    let type = info.st_mode & S_IFMT
    guard type != S_IFDIR else { throw failure("it is a folder") }
    guard type == S_IFREG else { throw failure("not a regular file (a device, pipe or socket)") }
    guard info.st_size <= maxByteCount else {
      throw failure("\(info.st_size) bytes is larger than the limit of \(maxByteCount) bytes")
    }
    // One byte past the limit tells a file that grew after `fstat` from one that fits. A large
    // buffer is a ``LargeBuffer/Block`` of huge pages, populated before the read.
    guard var block = LargeBuffer.Block(atLeast: Int(info.st_size) + 1) else {
      throw failure("out of memory for \(info.st_size) bytes")
    }
    var filled = 0
    while filled < block.capacity {
      let n = posixRead(fd, block.base + filled, block.capacity - filled)
      if n < 0, errno == EINTR { continue }
      guard n >= 0 else {
        let reason = errnoReason()
        block.release()
        throw failure(reason)
      }
      if n == 0 { break }
      filled += n
      if filled > maxByteCount {
        block.release()
        throw failure("larger than the limit of \(maxByteCount) bytes")
      }
      // A file that grew: make room for more, up to one byte past the limit.
      if filled == block.capacity, block.capacity <= maxByteCount {
        let capacity = min(block.capacity * 2, maxByteCount + 1)
        guard let larger = LargeBuffer.Block(atLeast: capacity) else {
          block.release()
          throw failure("out of memory for \(capacity) bytes")
        }
        larger.base.copyMemory(from: block.base, byteCount: filled)
        block.release()
        block = larger
      }
    }
    return block.data(count: filled)
  }
}

/// POSIX `read`, under a name that ``InputFile/read(_:maxByteCount:)`` does not shadow.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// The current `errno` as a short lower-case reason, worded as the rest of BarKit's messages.
private func errnoReason() -> String {
  switch errno {
  case ENOENT: "no such file"
  case EACCES, EPERM: "permission denied"
  default: String(cString: strerror(errno))
  }
}
