import Foundation

/// Locates the files tests share with the team but the repository does not ship: the real
/// iOS 7 captures, PngSuite and the research notes (`../shared` beside the clone).
///
/// Set `BARKIT_SHARED` to point elsewhere. Tests that need these files call ``directory(_:)``
/// and skip, with a visible message, when it returns `nil` (a user's clone has no `../shared`).
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

  /// A subfolder of the shared folder (`"testdata/pngsuite"`, `"reference/screens"`), or `nil`
  /// after printing why the caller will skip.
  public static func directory(_ relative: String, for test: String = #function) -> URL? {
    let url = root.appendingPathComponent(relative)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      return url
    }
    print("SKIPPED \(test): \(url.path) is absent (set BARKIT_SHARED to the shared folder to run it)")
    return nil
  }

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
