import BarKitPNG
import Foundation

/// Why a folder for outputs could not be made: `out/de: cannot create the folder: permission denied`.
package struct FolderError: Error, CustomStringConvertible {
  package let path: String
  package let reason: String
  package var description: String { "\(path): cannot create the folder: \(reason)" }

  /// Creates the folder at `url` and its parents if needed.
  package static func create(_ url: URL) throws(FolderError) {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw FolderError(path: url.path, reason: FileSystemReason(error).description)
    }
  }
}
