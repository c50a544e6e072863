import BarKitFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Deleting what a command was asked to delete: a file, and nothing else (Docs/Security.md,
/// "Outputs"). `barkit accept --delete-missing` and `barkit goldens orphans --delete` delete
/// through it.
public enum FileDeletion {
  /// Unlinks `path` when it names a regular file (through a symbolic link: the link goes, its
  /// target stays). Anything else there since the path was chosen, a folder, a FIFO, a device,
  /// is refused and kept: `unlink` never removes a folder with what it holds, and the check
  /// before it keeps the other kinds, which `unlink` would remove.
  public static func deleteFile(_ path: String) throws(ReviewError) {
    try deleteFile(RawPath(path))
  }

  /// ``deleteFile(_:)-(String)`` for a path given as bytes, which need not be UTF-8.
  public static func deleteFile(_ path: RawPath) throws(ReviewError) {
    let shown = "\(UserText.shown(path.shown)): cannot delete"
    switch PathKind(path: path) {
    case .regularFile: break
    case .folder: throw ReviewError("\(shown): it is a folder now; kept")
    case .other: throw ReviewError("\(shown): it is not a regular file now; kept")
    case nil: throw ReviewError("\(shown): it is gone")
    }
    guard path.withCString({ unlink($0) }) == 0 else {
      throw ReviewError("\(shown): \(String(cString: strerror(errno)))")
    }
  }
}
