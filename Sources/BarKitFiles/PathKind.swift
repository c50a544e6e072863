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

/// What a path names, through symbolic links (as `stat` sees it).
package enum PathKind: Equatable, Sendable {
  case regularFile, folder, other

  /// `nil` when nothing is there, or it cannot be looked at.
  package init?(path: String) {
    self.init(path: RawPath(path))
  }

  /// ``init(path:)-(String)`` for a path given as bytes, which need not be UTF-8.
  package init?(path: RawPath) {
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: self = .regularFile
    case S_IFDIR: self = .folder
    default: self = .other
    }
  }

  /// Whether anything is at `path`, a symbolic link included (even a broken one: `lstat`).
  package static func entryExists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// `path` with every symbolic link and `.` or `..` resolved (`realpath`); `nil` when it does
  /// not exist.
  package static func resolved(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Where `path` is or would be: ``resolved(_:)`` of its longest existing ancestor, with the
  /// rest of the path appended (`out/new/x.png` → `/work/out/new/x.png`). Two outputs that do
  /// not exist yet are one file when their locations are equal.
  package static func location(_ path: String) -> String {
    if let whole = resolved(path) { return whole }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let parent = url.deletingLastPathComponent().path
    guard parent != url.path, !parent.isEmpty else { return url.path }
    let base = location(parent)
    return (base.hasSuffix("/") ? base : base + "/") + url.lastPathComponent
  }

  /// Whether `path` is `folder` or inside it, both given as ``location(_:)``s.
  package static func location(_ path: String, isInside folder: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }
}
