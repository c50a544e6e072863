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

/// A regular file as the file system knows it: device and inode, links followed. Two paths
/// with one identity are one file (a symbolic or hard link), which is how commands refuse to
/// write an output over one of their inputs.
package struct FileIdentity: Sendable, Hashable {
  package let device: UInt64
  package let inode: UInt64

  /// The identity of the regular file at `path`, or `nil` when there is none.
  package init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  /// The first of `inputs` that is the same file as `output`, if any.
  package static func first(of inputs: [URL], sameAs output: URL) -> URL? {
    guard let target = FileIdentity(output.path) else { return nil }
    return inputs.first { FileIdentity($0.path) == target }
  }
}
