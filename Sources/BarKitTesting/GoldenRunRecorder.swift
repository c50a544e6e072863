import BarKit
import Foundation
import Synchronization

/// Keeps this process's run manifest (``GoldenRunManifest``) in each artifacts folder it
/// asserts with: after every assertion, the goldens asserted so far and their folders, so the
/// orphans of a complete run can be listed (``GoldenOrphans``) whenever the process ends.
enum GoldenRunRecorder {
  private struct Asserted {
    var goldens: Set<String> = []
    var folders: Set<String> = []
  }

  /// Per artifacts folder.
  private static let asserted = Mutex<[String: Asserted]>([:])

  /// Notes that `reference`, in the goldens folder `folder`, was asserted, and rewrites the
  /// manifest in `artifactsRoot` (a file BarKit owns there, like the artifacts).
  static func note(reference: URL, folder: URL, artifactsRoot: URL) throws(GoldenError) {
    let root = artifactsRoot.standardizedFileURL
    let url = root.appendingPathComponent(GoldenRunManifest.fileName(process: getpid()))
    // Under the folder's lock, so the last write holds every assertion noted before it.
    _ = try ArtifactsRun.withFolder(root) { files throws(GoldenError) in
      let state = asserted.withLock { all in
        all[root.path, default: Asserted()].goldens.insert(reference.standardizedFileURL.path)
        all[root.path, default: Asserted()].folders.insert(folder.standardizedFileURL.path)
        return all[root.path]!
      }
      let manifest = GoldenRunManifest(
        run: ArtifactsRun.current, process: getpid(), arguments: Array(CommandLine.arguments.dropFirst()),
        goldensFolders: Array(state.folders), goldens: Array(state.goldens))
      let data: Data
      do {
        data = try GoldenRecord.encoder.encode(manifest)
      } catch {
        throw .writeFailed(path: url.path, reason: "\(error)")
      }
      return try files.write(data, to: url)
    }
  }
}
