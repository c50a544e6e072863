import Foundation

/// Locates the files tests share with the team but the repository does not ship: the real
/// iOS 7 captures, PngSuite and the research notes (`../shared` beside the clone).
///
/// Set `BARKIT_SHARED` to point elsewhere. Tests that need these files carry the trait
/// `.requiresShared("testdata/pngsuite")` and are skipped, with the reason, where the folder is
/// absent (a user's clone has no `../shared`); they read it through ``directory(_:)``.
public enum SharedFixtures {
  /// The repository's root folder, found from this file's location.
  public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The shared folder: `$BARKIT_SHARED`, or `../shared` beside the repository.
  public static var root: URL {
    if let env = ProcessInfo.processInfo.environment["BARKIT_SHARED"], !env.isEmpty {
      return URL(fileURLWithPath: env)
    }
    return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
  }

  /// Whether the shared folder holds the subfolder `relative`.
  public static func has(_ relative: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: directory(relative).path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// A subfolder of the shared folder (`"testdata/pngsuite"`, `"reference/screens"`). A test
  /// that reads one carries `.requiresShared(relative)`, so it is skipped where it is absent.
  public static func directory(_ relative: String) -> URL { root.appendingPathComponent(relative) }

  /// A folder for a test's scratch files, created fresh.
  public static func temporaryDirectory(_ name: String = #function) -> URL {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "barkit-tests-\(ProcessInfo.processInfo.processIdentifier)-\(safe)-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
