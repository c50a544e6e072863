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

  /// ``entryExists(_:)-(String)`` for a path given as bytes, which need not be UTF-8.
  package static func entryExists(_ path: RawPath) -> Bool {
    var info = stat()
    return path.withCString { lstat($0, &info) } == 0
  }

  /// ``resolved(_:)-(String)`` for a path given as bytes, which need not be UTF-8.
  package static func resolved(_ path: RawPath) -> RawPath? {
    guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return RawPath(bytes: Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))))
  }

  /// ``location(_:)-(String)`` for a path given as bytes, which need not be UTF-8; its
  /// components that do not exist must be plain names (no `.` or `..`).
  package static func location(_ path: RawPath) -> RawPath {
    if path.isUTF8 { return RawPath(location(path.shown)) }
    if let whole = resolved(path) { return whole }
    let (parent, name) = path.parentAndName
    guard !parent.bytes.isEmpty else { return RawPath(location(".")).appending(name) }
    let base = location(parent)
    return base.bytes == [UInt8(ascii: "/")] ? RawPath(bytes: base.bytes + name.bytes) : base.appending(name)
  }

  /// ``location(_:isInside:)-(String,String)`` for locations given as bytes.
  package static func location(_ path: RawPath, isInside folder: RawPath) -> Bool {
    let prefix = folder.bytes.last == UInt8(ascii: "/") ? folder.bytes : folder.bytes + [UInt8(ascii: "/")]
    return path == folder || path.bytes.starts(with: prefix)
  }

  /// Whether `path` is `folder` or inside it, both given as ``location(_:)``s.
  package static func location(_ path: String, isInside folder: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }
}
