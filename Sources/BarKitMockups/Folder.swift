import Foundation

/// Why a folder for outputs could not be made: `out/de: cannot create the folder: Not a directory`.
package struct FolderError: Error, CustomStringConvertible {
  package let path: String
  package let reason: String
  package var description: String { "\(path): cannot create the folder: \(reason)" }

  /// Creates the folder at `url` and its parents if needed. `mkdir` one level at a time rather
  /// than FileManager, whose errors on Linux can carry no reason ("NSCocoaErrorDomain error 512").
  package static func create(_ url: URL) throws(FolderError) {
    let path = url.standardizedFileURL.path
    guard !isFolder(path) else { return }
    let parent = (path as NSString).deletingLastPathComponent
    if parent != path, !parent.isEmpty { try create(URL(fileURLWithPath: parent)) }
    guard mkdir(path, 0o777) != 0 else { return }
    if errno == EEXIST {
      if isFolder(path) { return }  // made meanwhile by another worker
      throw FolderError(path: path, reason: "a file of that name is in the way")
    }
    throw FolderError(path: path, reason: String(cString: strerror(errno)))
  }

  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
