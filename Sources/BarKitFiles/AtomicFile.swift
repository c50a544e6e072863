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
/// partial file: the data goes to a temporary file in the same folder, which is synced to the
/// disk and then renamed over the destination (rename is atomic within one file system), and
/// the folder is synced after the rename, so a power loss leaves the old file or the new one.
/// A destination that exists and is not a regular file (`/dev/null`, a FIFO, a terminal), or
/// that names a descriptor this process holds (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`,
/// directly or through links), is written directly instead: renaming over it would replace the
/// device, pipe or link with a plain file. A folder is never a destination: nothing here
/// removes or replaces one.
public enum AtomicFile {
  /// An error writing a file, naming the file.
  public struct WriteError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): cannot write: \(reason)" }
  }

  /// How long a FIFO destination may wait for a reader before the write fails: long enough
  /// for a reader started together with `barkit` (`barkit … -o pipe & cat pipe`), short
  /// enough that a forgotten pipe is reported (Docs/Security.md, "Outputs").
  package static let readerWait: Duration = .seconds(3)

  /// Writes `data` to `url` atomically, first removing the temporary files of `url` that an
  /// earlier, killed run left beside it.
  public static func write(_ data: Data, to url: URL) throws(WriteError) {
    try write(data, to: url, removingStaleTemporaries: true)
  }

  /// Writes `data` to `url` atomically; a caller writing many files into one folder removes
  /// the stale temporary files of all of them first, with one listing
  /// (``removeStaleTemporaries(beside:keeping:)``), and passes `false`.
  package static func write(_ data: Data, to url: URL, removingStaleTemporaries: Bool) throws(WriteError) {
    if removingStaleTemporaries { removeStaleTemporaries(beside: [url]) }
    try stage(data, to: url).commit()
  }

  /// Data written next to its destination, not yet in place: ``commit()`` renames it over the
  /// destination, ``discard()`` removes it. Staging every file of a command first, then
  /// committing them all (``commit(_:)``), writes all of them or none.
  package struct Staged: Sendable {
    let url: URL
    /// The temporary file; `nil` for a destination written directly (a device or FIFO), whose
    /// data waits here until commit.
    let temporary: URL?
    let data: Data?
    /// The open descriptor the destination names (`/dev/stdout`), written instead of opening it.
    var descriptor: Int32? = nil
    /// The destination's bytes, when its name is not UTF-8 (`url` then shows it escaped).
    var raw: RawPath? = nil

    /// Where the rename puts the data.
    var destination: RawPath { raw ?? RawPath(url.path) }

    /// Puts the data in place, and syncs the folder that names it.
    package func commit() throws(WriteError) {
      try put()
      if temporary != nil { AtomicFile.syncFolder(url.deletingLastPathComponent().path) }
    }

    /// Writes a direct destination, or renames the temporary file over the destination.
    fileprivate func put() throws(WriteError) {
      guard let temporary else { return try writeDirectly(data ?? Data(), to: url, descriptor: descriptor) }
      if destination.withCString({ rename(temporary.path, $0) }) != 0 {
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

  /// Commits every file of `staged`, or none. Destinations written directly (a FIFO without a
  /// reader, a full device) are the ones that usually fail; they go first, so no file has been
  /// replaced when one of them does. When a rename fails after others succeeded (the
  /// destination turned into a folder, the file system went read-only), the files already
  /// renamed get their old content back: each existing destination is kept under a hard link
  /// (named as a temporary file, so a run killed here leaves only what later runs clean) until
  /// every rename has succeeded. What cannot be taken back: the data written to a device or
  /// FIFO, and a destination on a file system without hard links.
  package static func commit(_ staged: [Staged]) throws(WriteError) {
    let direct = staged.filter { $0.temporary == nil }, renamed = staged.filter { $0.temporary != nil }
    for (index, file) in direct.enumerated() {
      do {
        try file.put()
      } catch {
        (direct[(index + 1)...] + renamed).forEach { $0.discard() }
        throw error
      }
    }
    // One file needs no way back: its rename either happens or does not.
    let backups = renamed.map { renamed.count > 1 ? keepOld($0) : .cannotRestore }
    for (index, file) in renamed.enumerated() {
      do {
        try file.put()
      } catch {
        renamed[(index + 1)...].forEach { $0.discard() }
        for done in (0..<index).reversed() {
          switch backups[done] {
          case .kept(let backup): _ = renamed[done].destination.withCString { rename(backup, $0) }
          case .none: _ = renamed[done].destination.withCString { unlink($0) }
          case .cannotRestore: break
          }
        }
        backups[index...].forEach { if case .kept(let backup) = $0 { unlink(backup) } }
        throw error
      }
    }
    backups.forEach { if case .kept(let backup) = $0 { unlink(backup) } }
    Set(renamed.map { $0.url.deletingLastPathComponent().path }).forEach(syncFolder)
  }

  /// What was at a destination before its rename, so that a failed commit can put it back.
  private enum OldFile {
    /// Nothing: a failed commit removes the new file.
    case none
    /// The old file, under a hard link at this path.
    case kept(String)
    /// Something that stays replaced (no hard link could be made), or a commit of one file.
    case cannotRestore
  }

  /// Keeps the file at a staged file's destination under a hard link beside it, named as a
  /// temporary file.
  private static func keepOld(_ staged: Staged) -> OldFile {
    let url = staged.url
    var info = stat()
    guard staged.destination.withCString({ lstat($0, &info) }) == 0 else { return .none }
    guard info.st_mode & S_IFMT == S_IFREG else { return .cannotRestore }
    let backup = url.deletingLastPathComponent().appendingPathComponent(temporaryName(for: url.lastPathComponent)).path
    return staged.destination.withCString({ link($0, backup) }) == 0 ? .kept(backup) : .cannotRestore
  }

  /// Syncs `folder`, so that a rename into it survives a power loss (a rename lives in the
  /// folder's data until the folder is synced; `fsync(2)`). Best effort: a file system that
  /// cannot sync a folder has nothing more to offer.
  static func syncFolder(_ folder: String) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }

  /// Writes `data` to a temporary file beside `url` (`.NAME.XXXXXXXX.tmp`), or keeps it for a
  /// destination that exists and is not a regular file. A folder is refused.
  package static func stage(_ data: Data, to url: URL) throws(WriteError) -> Staged {
    if let descriptor = heldDescriptor(named: url.path) {
      return Staged(url: url, temporary: nil, data: data, descriptor: descriptor)
    }
    var info = stat()
    if stat(url.path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw WriteError(path: url.path, reason: "it is a folder")
      case S_IFREG: break
      default: return Staged(url: url, temporary: nil, data: data)
      }
    }
    return Staged(url: url, temporary: try writeTemporary(data, for: url), data: nil)
  }

  /// ``stage(_:to:)-(_,URL)`` for a destination given as bytes, whose name need not be UTF-8 (a
  /// Latin-1 golden): the temporary file beside it is named after the escaped name
  /// (``RawPath/shown``), and the rename puts the data at the bytes. Only a regular file (or
  /// nothing) may be there; the folder's own path must be UTF-8.
  package static func stage(_ data: Data, to path: RawPath) throws(WriteError) -> Staged {
    guard !path.isUTF8 else { return try stage(data, to: URL(fileURLWithPath: path.shown)) }
    let (parent, name) = path.parentAndName
    guard parent.isUTF8 else { throw WriteError(path: path.shown, reason: "its folder's path is not UTF-8") }
    var info = stat()
    if path.withCString({ stat($0, &info) }) == 0, info.st_mode & S_IFMT != S_IFREG {
      throw WriteError(
        path: path.shown, reason: info.st_mode & S_IFMT == S_IFDIR ? "it is a folder" : "not a regular file")
    }
    let url = URL(fileURLWithPath: parent.bytes.isEmpty ? "." : parent.shown).appendingPathComponent(name.shown)
    return Staged(url: url, temporary: try writeTemporary(data, for: url), data: nil, raw: path)
  }

  /// Writes `data` to a new temporary file beside `url`, synced to the disk; returns it.
  private static func writeTemporary(_ data: Data, for url: URL) throws(WriteError) -> URL {
    let temporary = url.deletingLastPathComponent().appendingPathComponent(temporaryName(for: url.lastPathComponent))
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else {
      let reason = errno == ENOENT ? "no such folder" : String(cString: strerror(errno))
      throw WriteError(path: url.path, reason: reason)
    }
    do throws(WriteError) {
      try writeAll(data, to: fd, path: url.path)
      // On the disk before the rename names it: otherwise a power loss can leave the new name
      // on an empty or partial file, which `batch --resume` and `accept` would then trust.
      guard fsync(fd) == 0 else { throw WriteError(path: url.path, reason: String(cString: strerror(errno))) }
    } catch {
      // A write that failed part way (disk full) must not leave its temporary file behind.
      close(fd)
      unlink(temporary.path)
      throw error
    }
    guard close(fd) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw WriteError(path: url.path, reason: reason)
    }
    return temporary
  }

  /// `.NAME.XXXXXXXX.tmp`: hidden, and recognizable by ``isTemporary(_:for:)``.
  static func temporaryName(for name: String) -> String { ".\(name).\(UUID().uuidString.prefix(8)).tmp" }

  /// Whether `file` is a temporary file this type makes for `name` (left behind when the
  /// process was killed between write and rename): `.NAME.` and eight hexadecimal digits.
  package static func isTemporary(_ file: String, for name: String) -> Bool {
    guard file.hasPrefix(".\(name).") && file.hasSuffix(".tmp") && file.count == name.count + 14 else { return false }
    return file.dropLast(4).suffix(8).allSatisfy(\.isHexDigit)
  }

  /// Removes the temporary files (``isTemporary(_:for:)``) beside each of `urls` that a run
  /// killed between write and rename left, but for the paths in `keeping` (this run's own);
  /// nothing else. Each folder is listed once.
  package static func removeStaleTemporaries(beside urls: [URL], keeping: Set<String> = []) {
    for (folder, files) in Dictionary(grouping: urls, by: { $0.deletingLastPathComponent().path }) {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
      let wanted = Set(files.map(\.lastPathComponent))
      for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") && name.count > 14 {
        // The destination's name sits between the first dot and the last 13 characters.
        let output = String(name.dropFirst().dropLast(13))
        let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
        if wanted.contains(output), isTemporary(name, for: output), !keeping.contains(path) { unlink(path) }
      }
    }
  }

  /// The descriptor of this process that `path` names, directly or through symbolic links
  /// (`/dev/stdout` → `/proc/self/fd/1`, `/dev/fd/2`), when it is open: such a path is a
  /// window onto a descriptor the caller handed over, and writing it means writing there.
  package static func heldDescriptor(named path: String) -> Int32? {
    let prefixes = ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/"]
    var current = path
    // Linux follows at most 40 links in one lookup (path_resolution(7)).
    for _ in 0..<40 {
      if let prefix = prefixes.first(where: current.hasPrefix), let n = Int32(current.dropFirst(prefix.count)) {
        return fcntl(n, F_GETFD) >= 0 ? n : nil
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
      let count = readlink(current, &buffer, buffer.count)
      guard count > 0 else { return nil }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? target : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
    }
    return nil
  }

  /// Writes `data` through `descriptor`, or through an open descriptor of the existing
  /// non-regular file at `url`. A FIFO is opened without blocking, so one without a reader is
  /// reported after ``readerWait`` instead of hanging the command.
  fileprivate static func writeDirectly(_ data: Data, to url: URL, descriptor: Int32?) throws(WriteError) {
    if let descriptor { return try writeAll(data, to: descriptor, path: url.path) }
    let deadline = ContinuousClock.now + readerWait
    var fd = open(url.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    while fd < 0, errno == ENXIO || errno == EINTR {
      guard ContinuousClock.now < deadline else {
        throw WriteError(
          path: url.path, reason: "no process is reading the FIFO (waited \(readerWait.components.seconds) s)")
      }
      usleep(20_000)
      fd = open(url.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    }
    guard fd >= 0 else { throw WriteError(path: url.path, reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    // Writes block again once open: a slow reader is waited for, as any pipe's writer does.
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    try writeAll(data, to: fd, path: url.path)
  }

  /// Writes all of `data` to `fd`, retrying short writes and interruptions.
  private static func writeAll(_ data: Data, to fd: Int32, path: String) throws(WriteError) {
    var written = 0
    while written < data.count {
      let n = data.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + written, data.count - written) }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
      written += n
    }
  }
}

/// POSIX `write`, under a name the file's own `write` functions do not shadow.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
