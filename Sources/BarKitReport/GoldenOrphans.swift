import BarKitFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The goldens no test asserted in the last complete run: the PNG goldens (`.png` files, the
/// name BarKitTesting gives them) under the goldens folders the run's assertions used that no
/// assertion named. Read from the run manifests (``GoldenRunManifest``) in an artifacts folder;
/// `barkit goldens orphans` prints them.
///
/// A manifest may come from anyone who can write the artifacts folder (a downloaded CI
/// artifact), so it only *selects* among the goldens folders the caller trusts: a folder it
/// names that is not one of them is not searched.
public struct GoldenOrphans: Sendable, Hashable {
  /// The run they were found for.
  public let run: String
  /// The goldens folders searched (as the manifests name them), sorted.
  public let goldensFolders: [String]
  /// The run's goldens folders that were not searched, not being among the trusted ones.
  public let unsearched: [String]
  /// The orphaned files (absolute paths, as bytes: a name that is not UTF-8 is an orphan too,
  /// as no test can name it), sorted.
  public let orphans: [RawPath]

  /// Finds the orphans of the newest run whose manifests are in `artifacts`, searching only
  /// the run's goldens folders that are, once links are resolved, among `trustedFolders`
  /// (resolved paths). Throws when there is no run, when a manifest cannot be read, or when a
  /// process of that run was filtered or did not reach its end (it crashed or was killed):
  /// such a run never reports orphans.
  public static func find(inArtifacts artifacts: URL, trustedFolders: [String]) throws(GoldenOrphansError)
    -> GoldenOrphans
  {
    let manager = FileManager.default
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: artifacts.path).filter(GoldenRunManifest.isFileName).sorted()
    } catch {
      throw .unreadable(path: artifacts.path, reason: "cannot list the folder")
    }
    var manifests: [(manifest: GoldenRunManifest, modified: Date)] = []
    for name in names {
      let url = artifacts.appendingPathComponent(name)
      let manifest = try GoldenRunManifest.read(url)
      let modified = (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
      manifests.append((manifest, modified))
    }
    guard let newest = manifests.max(by: { $0.modified < $1.modified })?.manifest.run else {
      throw .noRun(folder: artifacts.path)
    }
    let run = manifests.map(\.manifest).filter { $0.run == newest }
    // A process that crashed wrote its manifest after its last assertion, never at its end:
    // the tests after the crash asserted nothing, and their goldens are not orphans.
    if let unfinished = run.first(where: { !$0.finished }) {
      throw .unfinished(run: newest, process: unfinished.process)
    }
    // The arguments decide as well as `complete`: a manifest written by a BarKit whose rule knew
    // fewer filters, or edited, must not make a filtered run look complete.
    if let filtered = run.first(where: {
      !$0.complete || !GoldenRunManifest.isComplete(arguments: $0.decidingArguments)
    }) {
      throw .filtered(run: newest, arguments: filtered.decidingArguments)
    }
    let asserted = Set(run.flatMap(\.goldens))
    let trusted = Set(trustedFolders)
    let named = Set(run.flatMap(\.goldensFolders)).sorted()
    let folders = named.filter { PathKind.resolved($0).map(trusted.contains) == true }
    var orphans: Set<RawPath> = []
    for folder in folders {
      // Paths are built from the folder as the manifest names it, as the goldens are.
      let base = RawPath(URL(fileURLWithPath: folder).standardizedFileURL.path)
      for entry in FolderWalk.entries(under: base) where entry.kind == .regularFile {
        guard entry.name.bytes.count > 4, entry.name.bytes.suffix(4).elementsEqual(".png".utf8) else { continue }
        let path = base.appending(entry.path)
        if String(validating: path.bytes, as: UTF8.self).map(asserted.contains) != true { orphans.insert(path) }
      }
    }
    return GoldenOrphans(
      run: newest, goldensFolders: folders, unsearched: named.filter { !folders.contains($0) },
      orphans: orphans.sorted())
  }
}

/// Why orphans cannot be listed.
public enum GoldenOrphansError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The artifacts folder holds no run manifest: no test asserted a golden with it.
  case noRun(folder: String)
  /// A process of the newest run ran only some tests.
  case filtered(run: String, arguments: [String])
  /// A process of the newest run did not reach its end: it crashed or was killed mid-run.
  case unfinished(run: String, process: Int32)
  /// A file could not be read or is not what it should be.
  case unreadable(path: String, reason: String)

  public var description: String {
    switch self {
    case .noRun(let folder):
      "\(folder): no run manifest (.barkit-run-*.json): run the tests, all of them, with this artifacts folder first"
    case .filtered(_, let arguments):
      "the last run was filtered (\(arguments.joined(separator: " "))): run every test to list orphans"
    case .unfinished(_, let process):
      "test process \(process) of the last run did not reach its end (it crashed or was killed): the goldens of the "
        + "tests it never ran would look orphaned; run every test to the end to list orphans"
    case .unreadable(let path, let reason): "\(path): \(reason)"
    }
  }
}
