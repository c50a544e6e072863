import BarKit
import Foundation

/// The artifacts folder as BarKitTesting may touch it: it writes a file there only when none
/// is in the way or the one there is its own, and removes only its own. Which files are its own
/// is kept in a manifest, `.barkit-artifacts.json` at the root, that lists each file it wrote
/// with the inode, size and modification time it left; a file whose entry no longer matches
/// (replaced or edited since) is not BarKit's any more and is left alone (Docs/Testing.md).
///
/// Open one with ``ArtifactsRun/withFolder(_:_:)``, which holds the folder's lock.
struct ArtifactsFolder {
  /// One file BarKitTesting wrote, as it left it.
  struct File: Codable, Hashable {
    /// Relative to the root, `/`-separated, without `.` or `..` components.
    let path: String
    let inode: UInt64
    let size: Int64
    /// Nanoseconds since 1970.
    let modified: Int64
    /// The test run that wrote it (``ArtifactsRun/current``); absent in manifests written
    /// before runs were recorded.
    var run: String?

    /// Whether `other` is the same file, unchanged: the run is not part of the file's stamp.
    func isUnchanged(_ other: File?) -> Bool {
      guard let other else { return false }
      return (path, inode, size, modified) == (other.path, other.inode, other.size, other.modified)
    }
  }

  /// The manifest's name, at the root.
  static let manifestName = ".barkit-artifacts.json"

  let root: URL
  private(set) var files: [String: File]

  /// The largest manifest read: 16 MiB, about 100,000 files' entries.
  static let maximumManifestByteCount = 16 << 20

  /// Reads the manifest of `root`; a missing, unreadable or oversized one, or a link, lists
  /// nothing (so nothing there is BarKit's).
  init(root: URL) {
    self.root = root
    let data = try? InputFile.read(
      root.appendingPathComponent(Self.manifestName), maxByteCount: Self.maximumManifestByteCount,
      followingLinks: false)
    let listed = data.flatMap { try? JSONValueDecoder.decode([File].self, from: $0) } ?? []
    files = Dictionary(listed.filter { Self.isSafe($0.path) }.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// Writes the manifest back.
  func save() throws(GoldenError) {
    let url = root.appendingPathComponent(Self.manifestName)
    do {
      try AtomicFile.write(try JSONDocument.data(files.values.sorted { $0.path < $1.path }), to: url)
    } catch {
      throw .writeFailed(path: url.path, reason: "\(error)")
    }
  }

  /// Whether the file at `url` is one BarKit wrote and nobody changed since.
  func owns(_ url: URL) -> Bool {
    guard let path = relativePath(url), let listed = files[path] else { return false }
    return listed.isUnchanged(Self.stamp(url, path: path))
  }

  /// Whether BarKit may write `url`: nothing is there, or its own file is.
  func mayWrite(_ url: URL) -> Bool {
    var info = stat()
    return (lstat(url.path, &info) != 0 && errno == ENOENT) || owns(url)
  }

  /// Writes `data` to `url` and lists it; returns a line saying why not when a file BarKit did
  /// not write is in the way (it is kept).
  mutating func write(_ data: Data, to url: URL) throws(GoldenError) -> String? {
    guard let path = relativePath(url) else { throw .writeFailed(path: url.path, reason: "outside \(root.path)") }
    guard mayWrite(url) else {
      return "not written: \(url.path) exists and BarKit did not write it (move it away to get this file)"
    }
    do {
      try FolderError.create(url.deletingLastPathComponent())
      try AtomicFile.write(data, to: url)
    } catch {
      throw .writeFailed(path: url.path, reason: "\(error)")
    }
    files[path] = Self.stamp(url, path: path, run: ArtifactsRun.current)
    return nil
  }

  /// Lists `urls` as they are now, written by `run` (tests use it to make an earlier run's files).
  mutating func relist(_ urls: [URL], run: String = ArtifactsRun.current) {
    for url in urls {
      if let path = relativePath(url) { files[path] = Self.stamp(url, path: path, run: run) }
    }
  }

  /// Removes `url` when it is BarKit's own file; returns whether it did.
  @discardableResult
  mutating func remove(_ url: URL) -> Bool {
    guard owns(url), let path = relativePath(url) else { return false }
    files[path] = nil
    return unlink(url.path) == 0
  }

  /// Removes BarKit's own files last modified before `date` by another run than `run` (an
  /// earlier run's), and forgets the entries of files that are gone or no longer BarKit's.
  mutating func removeFiles(before date: Date, exceptRun run: String) {
    let limit = Int64(date.timeIntervalSince1970 * 1e9)
    for (path, listed) in files {
      let url = root.appendingPathComponent(path)
      if !listed.isUnchanged(Self.stamp(url, path: path)) {
        files[path] = nil
      } else if listed.modified < limit, listed.run != run, path != Self.reportName {
        remove(url)
      }
    }
  }

  /// The report's name at the root; it is rewritten, never removed.
  static let reportName = "report.html"

  /// `url`'s path relative to the root, when it is inside it.
  private func relativePath(_ url: URL) -> String? {
    let base = root.standardizedFileURL.path
    let full = url.standardizedFileURL.path
    guard full.hasPrefix(base + "/") else { return nil }
    let path = String(full.dropFirst(base.count + 1))
    return Self.isSafe(path) ? path : nil
  }

  /// A manifest path BarKit could have written: relative, with no `.`, `..` or empty component.
  private static func isSafe(_ path: String) -> Bool {
    !path.hasPrefix("/")
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
        !$0.isEmpty && $0 != "." && $0 != ".."
      }
  }

  /// The entry for the regular file at `url` as it is now; `nil` when there is none.
  private static func stamp(_ url: URL, path: String, run: String? = nil) -> File? {
    var info = stat()
    guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return File(
      path: path, inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec), run: run)
  }
}
