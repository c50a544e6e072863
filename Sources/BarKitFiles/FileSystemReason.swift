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

/// A short reason for a Foundation file error ("no such file", "permission denied"), for
/// one-line messages.
package struct FileSystemReason: CustomStringConvertible {
  package let description: String

  /// The reason for `error`, met reading a file, or writing one when `writing` (then a missing
  /// file is a missing folder: the file itself is about to be made).
  package init(_ error: any Error, writing: Bool = false) {
    if let posix = error as? POSIXError {
      description = String(cString: strerror(posix.code.rawValue))
    } else if let cocoa = error as? CocoaError {
      if let underlying = cocoa.underlying as? POSIXError {
        description = String(cString: strerror(underlying.code.rawValue))
      } else {
        switch cocoa.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: description = writing ? "no such folder" : "no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: description = "permission denied"
        default: description = "\(cocoa.code)"
        }
      }
    } else {
      description = "\(error)"
    }
  }
}
