import Foundation
import Testing

/// What some tests need that a machine may lack: an optimized build, the shared fixtures, a
/// tool. A test that needs one carries the matching trait, so without it the test is reported as
/// skipped, with the reason, instead of passing without having run.
public enum Prerequisites {
  /// Whether this is an optimized build (`swift test -c release`).
  public static let isOptimized: Bool = {
    #if DEBUG
      false
    #else
      true
    #endif
  }()

  /// The first of `names` that is an executable on `PATH`, or `nil`.
  public static func executable(named names: [String]) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in names {
      for folder in path.split(separator: ":") {
        let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
      }
    }
    return nil
  }

  /// Whether headless Chromium is installed, under the names Tests/Scripts/check-*-in-chromium.sh try.
  public static let hasChromium = executable(named: ["chromium", "chromium-browser", "google-chrome"]) != nil

  /// Whether /usr/bin/python3 imports Pillow's PNG plugin (Debian's python3-pil).
  public static let hasPillow: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", "import PIL.PngImagePlugin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()
}

extension Trait where Self == ConditionTrait {
  /// Runs only in optimized builds: for tests that take minutes unoptimized.
  public static var releaseBuildsOnly: Self {
    .enabled(if: Prerequisites.isOptimized, "runs in optimized builds only (swift test -c release)")
  }

  /// Runs only when the shared fixtures folder holds `relative` (``SharedFixtures``).
  public static func requiresShared(_ relative: String) -> Self {
    let path = SharedFixtures.root.appendingPathComponent(relative).path
    return .enabled(
      if: SharedFixtures.has(relative),
      Comment(rawValue: "\(path) is absent (set BARKIT_SHARED to the shared folder to run it)"))
  }

  /// Runs only when the executable at `path` exists; `package` names what provides it.
  public static func requiresExecutable(_ path: String, package: String) -> Self {
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: path),
      Comment(rawValue: "\(path) is absent (apt-get install \(package))"))
  }

  /// Runs only when headless Chromium is installed.
  public static var requiresChromium: Self {
    .enabled(if: Prerequisites.hasChromium, "no chromium on PATH (apt-get install chromium)")
  }

  /// Runs only when /usr/bin/python3 has Pillow.
  public static var requiresPillow: Self {
    .enabled(if: Prerequisites.hasPillow, "/usr/bin/python3 has no Pillow (apt-get install python3-pil)")
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs only when the file at `path` exists; `package` names the Debian package that installs it.
  public static func requiresFile(_ path: String, package: String) -> Self {
    .enabled(
      if: FileManager.default.fileExists(atPath: path),
      Comment(rawValue: "\(path) is absent (apt-get install \(package))"))
  }
}
