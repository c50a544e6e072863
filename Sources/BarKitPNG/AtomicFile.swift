import Foundation

/// Writes files so that a reader sees either the old content or the complete new one, never a
/// partial file: the data goes to a temporary file in the same folder, which is then renamed
/// over the destination (rename is atomic within one file system).
public enum AtomicFile {
  /// An error writing a file, naming the file.
  public struct WriteError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): cannot write: \(reason)" }
  }

  /// Writes `data` to `url` atomically.
  public static func write(_ data: Data, to url: URL) throws(WriteError) {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp")
    do {
      try data.write(to: temporary, options: [])
    } catch {
      // A write that failed part way (disk full) must not leave its temporary file behind.
      unlink(temporary.path)
      throw WriteError(path: url.path, reason: Self.reason(error))
    }
    if rename(temporary.path, url.path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw WriteError(path: url.path, reason: reason)
    }
  }

  private static func reason(_ error: Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if ns.domain == NSCocoaErrorDomain, ns.code == NSFileNoSuchFileError || ns.code == NSFileWriteNoPermissionError {
      return ns.code == NSFileNoSuchFileError ? "no such folder" : "permission denied"
    }
    return ns.localizedDescription
  }
}
