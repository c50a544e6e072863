#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  public static func read(_ url: URL, maxByteCount: Int, followingLinks: Bool = true) throws(ReadError) -> Data {
    try read(RawPath(url.path), maxByteCount: maxByteCount, followingLinks: followingLinks)
  }

  /// ``read(_:maxByteCount:)-(URL,_)`` for a path given as bytes, which need not be UTF-8;
  /// errors show it as ``RawPath/shown``.
  ///
  /// With `followingLinks: false` a symbolic link at `path` is refused rather than read: a
  /// file someone else made (a downloaded artifact) may be a link to a private file.
  public static func read(_ path: RawPath, maxByteCount: Int, followingLinks: Bool = true) throws(ReadError) -> Data {
    let (fd, size) = try openRegularFile(path, maxByteCount: maxByteCount, followingLinks: followingLinks)
    defer { close(fd) }
    return try read(fd, path: path.shown, size: size, maxByteCount: maxByteCount)
  }

  /// Opens the file at `path` and checks it: a regular file of at most `maxByteCount` bytes.
  /// Returns the descriptor (the caller closes it) and the size.
  private static func openRegularFile(_ path: RawPath, maxByteCount: Int, followingLinks: Bool) throws(ReadError)
    -> (Int32, Int)
  {
    func failure(_ reason: String) -> ReadError { ReadError(path: path.shown, reason: reason) }
    let fd = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)) }
    guard fd >= 0 else {
      throw failure(
        !followingLinks && errno == ELOOP ? "it is a symbolic link, which is not followed here" : errnoReason())
    }
    var info = stat()
    let problem: String?
    if fstat(fd, &info) != 0 {
      problem = errnoReason()
    } else if info.st_mode & S_IFMT == S_IFDIR {
      problem = "it is a folder"
    } else if info.st_mode & S_IFMT != S_IFREG {
      problem = "not a regular file (a device, pipe or socket)"
    } else if info.st_size > maxByteCount {
      problem = "\(info.st_size) bytes is larger than the limit of \(maxByteCount) bytes"
    } else {
      problem = nil
    }
    if let problem {
      close(fd)
      throw failure(problem)
    }
    return (fd, Int(info.st_size))
  }

  /// Reads the open file `fd` of `size` bytes (as `fstat` said), up to `maxByteCount`.
  private static func read(_ fd: Int32, path: String, size: Int, maxByteCount: Int) throws(ReadError) -> Data {
    func failure(_ reason: String) -> ReadError { ReadError(path: path, reason: reason) }
    // One byte past the limit tells a file that grew after `fstat` from one that fits.
    var capacity = size + 1
    guard var base = malloc(capacity) else { throw failure("out of memory for \(size) bytes") }
    HugePageAdvice.advise(UnsafeMutableRawBufferPointer(start: base, count: capacity))
    var filled = 0
    while filled < capacity {
      let n = posixRead(fd, base + filled, capacity - filled)
      if n < 0, errno == EINTR { continue }
      guard n >= 0 else {
        let reason = errnoReason()
        free(base)
        throw failure(reason)
      }
      if n == 0 { break }
      filled += n
      if filled > maxByteCount {
        free(base)
        throw failure("larger than the limit of \(maxByteCount) bytes")
      }
      // A file that grew: make room for more, up to one byte past the limit.
      if filled == capacity {
        capacity = min(capacity * 2, maxByteCount + 1)
        guard let larger = realloc(base, capacity) else {
          free(base)
          throw failure("out of memory for \(capacity) bytes")
        }
        base = larger
      }
    }
    return Data(bytesNoCopy: base, count: filled, deallocator: .free)
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
