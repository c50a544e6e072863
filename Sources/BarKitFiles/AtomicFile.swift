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

/// Writes files so that a reader sees either the old content or the complete new one, never a
/// partial file: the data goes to a temporary file in the same folder, which is then renamed
/// over the destination (rename is atomic within one file system). A destination that exists
/// and is not a regular file (`/dev/null`, a FIFO, a terminal) is written directly instead:
/// renaming over it would replace the device or pipe with a plain file.
public enum AtomicFile {
  /// An error writing a file, naming the file.
  public struct WriteError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): cannot write: \(reason)" }
  }

  /// Writes `data` to `url` atomically.
  public static func write(_ data: Data, to url: URL) throws(WriteError) {
    try stage(data, to: url).commit()
  }

  /// Data written next to its destination, not yet in place: ``commit()`` renames it over the
  /// destination, ``discard()`` removes it. Staging every file of a command first, then
  /// committing them all, writes all of them or none.
  package struct Staged: Sendable {
    let url: URL
    /// The temporary file; `nil` for a destination written directly (a device or FIFO), whose
    /// data waits here until commit.
    let temporary: URL?
    let data: Data?

    /// Puts the data in place.
    package func commit() throws(WriteError) {
      guard let temporary else { return try writeDirectly(data ?? Data(), to: url) }
      if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        unlink(temporary.path)
        throw WriteError(path: url.path, reason: reason)
      }
    }

    /// Removes the temporary file.
    package func discard() {
      if let temporary { unlink(temporary.path) }
    }
  }

  /// Writes `data` to a temporary file beside `url` (`.NAME.XXXXXXXX.tmp`), or keeps it for a
  /// destination that exists and is not a regular file.
  package static func stage(_ data: Data, to url: URL) throws(WriteError) -> Staged {
    var info = stat()
    if stat(url.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
      return Staged(url: url, temporary: nil, data: data)
    }
    let temporary = url.deletingLastPathComponent().appendingPathComponent(temporaryName(for: url.lastPathComponent))
    do {
      try data.write(to: temporary, options: [])
    } catch {
      // A write that failed part way (disk full) must not leave its temporary file behind.
      unlink(temporary.path)
      throw WriteError(path: url.path, reason: FileSystemReason(error, writing: true).description)
    }
    return Staged(url: url, temporary: temporary, data: nil)
  }

  /// `.NAME.XXXXXXXX.tmp`: hidden, and recognizable by ``isTemporary(_:for:)``.
  static func temporaryName(for name: String) -> String { ".\(name).\(UUID().uuidString.prefix(8)).tmp" }

  /// Whether `file` is a temporary file this type makes for `name` (left behind when the
  /// process was killed between write and rename).
  package static func isTemporary(_ file: String, for name: String) -> Bool {
    file.hasPrefix(".\(name).") && file.hasSuffix(".tmp") && file.count == name.count + 14
  }

  /// Writes `data` through an open descriptor of the existing non-regular file at `url`.
  fileprivate static func writeDirectly(_ data: Data, to url: URL) throws(WriteError) {
    let fd = open(url.path, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { throw WriteError(path: url.path, reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    var written = 0
    while written < data.count {
      let n = data.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + written, data.count - written) }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { throw WriteError(path: url.path, reason: String(cString: strerror(errno))) }
      written += n
    }
  }
}

/// POSIX `write`, under a name the file's own `write` functions do not shadow.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
