import BarKit
import Foundation
import Synchronization

/// Keeps this process's run manifest (``GoldenRunManifest``) in each artifacts folder it
/// asserts with: after every assertion, the goldens asserted so far and their folders, marked
/// unfinished; and once more as the process exits normally, marked finished. A process that
/// crashes mid-run (`fatalError`, a signal) never gets there, so its manifest stays unfinished
/// and no orphans are listed for its run (``GoldenOrphans``): the tests after the crash
/// asserted nothing, and their goldens are still needed.
enum GoldenRunRecorder {
  private struct Asserted {
    var goldens: Set<String> = []
    var folders: Set<String> = []
    var claims: [String: GoldenRunManifest.Claim] = [:]
  }

  /// Per artifacts folder.
  private static let asserted = Mutex<[String: Asserted]>([:])

  /// Registers ``finish()`` to run at the process's normal exit, once: XCTest's and Swift
  /// Testing's entry points end with `exit`, which runs `atexit` handlers; a crash does not.
  private static let exitHook: Void = { atexit { GoldenRunRecorder.finish() } }()

  /// Notes that `reference`, in the goldens folder `folder`, was asserted, and rewrites the
  /// manifest in `artifactsRoot` (a file BarKit owns there, like the artifacts), unfinished.
  static func note(
    reference: URL, folder: URL, artifactsRoot: URL, claim: GoldenRunManifest.Claim
  ) throws(GoldenError) {
    _ = exitHook
    let root = artifactsRoot.standardizedFileURL
    let state = asserted.withLock { all in
      let path = reference.standardizedFileURL.path
      all[root.path, default: Asserted()].goldens.insert(path)
      if all[root.path]?.claims[path] == nil { all[root.path]?.claims[path] = claim }
      all[root.path, default: Asserted()].folders.insert(folder.standardizedFileURL.path)
      return all[root.path]!
    }
    try write(state, in: root, finished: false)
  }

  /// Rewrites every manifest this process keeps as finished: the process reached its end.
  static func finish() {
    for (root, state) in asserted.withLock({ $0 }) {
      try? write(state, in: URL(fileURLWithPath: root), finished: true)
    }
  }

  /// Writes the manifest of `state` in `root`, under the folder's lock, reading the state
  /// again inside it, so the last write holds every assertion noted before it.
  private static func write(_ state: Asserted, in root: URL, finished: Bool) throws(GoldenError) {
    let url = root.appendingPathComponent(GoldenRunManifest.fileName(process: getpid()))
    _ = try ArtifactsRun.withFolder(root) { files throws(GoldenError) in
      let state = asserted.withLock { $0[root.path] } ?? state
      let manifest = GoldenRunManifest(
        run: ArtifactsRun.current, process: getpid(), arguments: Array(CommandLine.arguments.dropFirst()),
        runnerArguments: ArtifactsRun.runnerArguments, goldensFolders: Array(state.folders),
        goldens: Array(state.goldens), finished: finished,
        claims: state.claims)
      let data: Data
      do {
        data = try JSONDocument.data(manifest)
      } catch {
        throw .writeFailed(path: url.path, reason: "\(error)")
      }
      return try files.write(data, to: url)
    }
  }

  /// The claim of another process of this run on `reference` by another test, from the run
  /// manifests in `artifactsRoot`: the XCTest and Swift Testing processes of one `swift test`,
  /// and `--parallel` workers, cannot see each other's ``GoldenClaims``. A manifest that does
  /// not decode is no claim (the orphan search reports it).
  static func claimElsewhere(of reference: URL, owner: String, artifactsRoot: URL) -> GoldenRunManifest.Claim? {
    let root = artifactsRoot.standardizedFileURL
    let own = GoldenRunManifest.fileName(process: getpid())
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return nil }
    let path = reference.standardizedFileURL.path
    for name in names where GoldenRunManifest.isFileName(name) && name != own {
      let url = root.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: url), data.count <= GoldenRunManifest.maximumByteCount,
        let manifest = try? JSONValueDecoder.decode(GoldenRunManifest.self, from: data),
        manifest.run == ArtifactsRun.current, let claim = manifest.claims?[path], claim.owner != owner
      else { continue }
      return claim
    }
    return nil
  }
}
