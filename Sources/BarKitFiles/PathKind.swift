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
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: self = .regularFile
    case S_IFDIR: self = .folder
    default: self = .other
    }
  }

  /// `path` with every symbolic link and `.` or `..` resolved (`realpath`); `nil` when it does
  /// not exist.
  package static func resolved(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
