import BarKitFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The goldens no test asserted in the last complete run: PNG files under the goldens folders
/// the run's assertions used that no assertion named. Read from the run manifests
/// (``GoldenRunManifest``) in an artifacts folder; `barkit goldens orphans` prints them.
public struct GoldenOrphans: Sendable, Hashable {
  /// The run they were found for.
  public let run: String
  /// The goldens folders searched (absolute paths), sorted.
  public let goldensFolders: [String]
  /// The orphaned files (absolute paths), sorted.
  public let orphans: [String]

  /// Finds the orphans of the newest run whose manifests are in `artifacts`. Throws when there
  /// is none, when a manifest cannot be read, or when any process of that run was filtered: a
  /// filtered run never reports orphans.
  public static func find(inArtifacts artifacts: URL) throws(GoldenOrphansError) -> GoldenOrphans {
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
    // The arguments decide as well as `complete`: a manifest written by a BarKit whose rule knew
    // fewer filters, or edited, must not make a filtered run look complete.
    if let filtered = run.first(where: { !$0.complete || !GoldenRunManifest.isComplete(arguments: $0.arguments) }) {
      throw .filtered(run: newest, arguments: filtered.arguments)
    }
    let asserted = Set(run.flatMap(\.goldens))
    let folders = Set(run.flatMap(\.goldensFolders)).sorted()
    var orphans: Set<String> = []
    for folder in folders {
      guard PathKind(path: folder) == .folder, let paths = try? manager.subpathsOfDirectory(atPath: folder) else {
        continue
      }
      for relative in paths where relative.lowercased().hasSuffix(".png") {
        let path = URL(fileURLWithPath: folder).appendingPathComponent(relative).standardizedFileURL.path
        if PathKind(path: path) == .regularFile, !asserted.contains(path) { orphans.insert(path) }
      }
    }
    return GoldenOrphans(run: newest, goldensFolders: folders, orphans: orphans.sorted())
  }
}

/// Why orphans cannot be listed.
public enum GoldenOrphansError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The artifacts folder holds no run manifest: no test asserted a golden with it.
  case noRun(folder: String)
  /// A process of the newest run ran only some tests.
  case filtered(run: String, arguments: [String])
  /// A file could not be read or is not what it should be.
  case unreadable(path: String, reason: String)

  public var description: String {
    switch self {
    case .noRun(let folder):
      "\(folder): no run manifest (.barkit-run-*.json): run the tests, all of them, with this artifacts folder first"
    case .filtered(_, let arguments):
      "the last run was filtered (\(arguments.joined(separator: " "))): run every test to list orphans"
    case .unreadable(let path, let reason): "\(path): \(reason)"
    }
  }
}
