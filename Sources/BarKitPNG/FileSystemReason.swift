import Foundation

/// A short reason for a Foundation file error ("no such file", "permission denied"), for
/// one-line messages.
package struct FileSystemReason: CustomStringConvertible {
  package let description: String

  package init(_ error: any Error) {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      description = String(cString: strerror(Int32(underlying.code)))
    } else if ns.domain == NSPOSIXErrorDomain {
      description = String(cString: strerror(Int32(ns.code)))
    } else if ns.domain == NSCocoaErrorDomain, ns.code == NSFileReadNoSuchFileError || ns.code == NSFileNoSuchFileError
    {
      description = "no such file"
    } else if ns.domain == NSCocoaErrorDomain, ns.code == NSFileReadNoPermissionError {
      description = "permission denied"
    } else {
      description = ns.localizedDescription
    }
  }
}
