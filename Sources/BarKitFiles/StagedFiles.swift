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

/// The outputs of one command, written all or none: each file is staged beside its
/// destination (``AtomicFile/stage(_:to:)``) as it is made, and none is renamed into place
/// until every one is staged. On failure the staged files are removed, a rename that fails
/// after others puts their old files back (``AtomicFile/commit(_:)`` says what cannot be taken
/// back), and the folders this run made are removed (only while empty: never a folder that was
/// there before).
package struct StagedFiles: Sendable {
  private var files: [AtomicFile.Staged] = []
  private var madeFolders: [String] = []

  package init() {}

  /// Makes `folder` and its parents when missing, remembering which this run made.
  package mutating func makeFolder(_ folder: URL) throws(FolderError) {
    madeFolders += try FolderError.create(folder)
  }

  /// Stages `data` for `url`, whose folder exists (``makeFolder(_:)``).
  package mutating func stage(_ data: Data, to url: URL) throws(AtomicFile.WriteError) {
    files.append(try AtomicFile.stage(data, to: url))
  }

  /// Stages `data` for `path`, whose name need not be UTF-8 (``AtomicFile/stage(_:to:)-(_,RawPath)``).
  package mutating func stage(_ data: Data, to path: RawPath) throws(AtomicFile.WriteError) {
    files.append(try AtomicFile.stage(data, to: path))
  }

  /// Puts every staged file in place, after removing the temporary files an earlier, killed
  /// run left beside them; on failure, discards what is left.
  package func commit() throws(AtomicFile.WriteError) {
    AtomicFile.removeStaleTemporaries(beside: files.map(\.url), keeping: Set(files.compactMap(\.temporary?.path)))
    do {
      try AtomicFile.commit(files)
    } catch {
      removeMadeFolders()
      throw error
    }
  }

  /// Removes every staged file and the folders made for them.
  package func discard() {
    files.forEach { $0.discard() }
    removeMadeFolders()
  }

  private func removeMadeFolders() {
    for folder in madeFolders.reversed() { rmdir(folder) }
  }
}
