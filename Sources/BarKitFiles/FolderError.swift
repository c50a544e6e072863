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

/// Why a folder for outputs could not be made: `out/de: cannot create the folder: Not a directory`.
package struct FolderError: Error, CustomStringConvertible {
  package let path: String
  package let reason: String
  package var description: String { "\(path): cannot create the folder: \(reason)" }

  /// Creates the folder at `url` and its parents if needed; returns the folders it made,
  /// outermost first. `mkdir` one level at a time rather than FileManager, whose errors on
  /// Linux can carry no reason ("NSCocoaErrorDomain error 512").
  @discardableResult
  package static func create(_ url: URL) throws(FolderError) -> [String] {
    let path = url.standardizedFileURL.path
    guard PathKind(path: path) != .folder else { return [] }
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var made: [String] = []
    if parent != path, !parent.isEmpty { made = try create(URL(fileURLWithPath: parent)) }
    guard mkdir(path, 0o777) != 0 else { return made + [path] }
    if errno == EEXIST {
      if PathKind(path: path) == .folder { return made }  // made meanwhile by another worker
      throw FolderError(path: path, reason: "a file of that name is in the way")
    }
    throw FolderError(path: path, reason: String(cString: strerror(errno)))
  }
}
