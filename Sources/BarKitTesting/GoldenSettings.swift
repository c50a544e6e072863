import BarKit
import Foundation

/// Where goldens and artifacts live, the record mode and the default comparison options.
///
/// Set them for a scope with ``withGoldenSettings(_:operation:)`` (XCTest: wrap `invokeTest`),
/// the Swift Testing trait ``GoldenTrait`` (`@Suite(.goldens(...))`), or per assertion; each
/// `nil` falls back to the environment, then to the built-in default.
public struct GoldenSettings: Sendable {
  /// The folder holding reference images, `nil` for `__Goldens__` beside the test file. The
  /// environment variable `BARKIT_GOLDENS` sets it too.
  public var goldensDirectory: URL?
  /// The folder for failure artifacts, `nil` for `BARKIT_ARTIFACTS`, else
  /// `.build/barkit-artifacts` in the package holding the test file.
  public var artifactsDirectory: URL?
  /// The record mode, `nil` for ``RecordMode/fromEnvironment(_:)``. With `CI` set no mode
  /// writes: the assertion runs as `never` and its failure says this setting asked.
  public var record: RecordMode?
  /// The comparison options assertions use unless they pass their own.
  public var options: ComparisonOptions
  /// Whether each failure refreshes `report.html` in the artifacts folder.
  public var writesReport: Bool
  /// How reference files are named inside the goldens folder.
  public var naming: GoldenNaming
  /// Whether a failure names the fonts text is drawn with (a line `text: system font (…)`): for
  /// images that hold text. Scene assertions always do; a hand-drawn image's failure need not.
  public var describesTypeface: Bool
  /// Your own layout of reference files (``GoldenPathTemplate``), `nil` for ``naming``'s.
  public var pathTemplate: GoldenPathTemplate?
  /// The device the images show, for a template's `{device}` (`iPhone 5s`).
  public var device: String?
  /// The locale, for a template's `{locale}` (`ja-JP`).
  public var locale: String?
  /// The appearance, for a template's `{appearance}` (`dark`).
  public var appearance: String?

  /// Creates settings; every `nil` falls back to the environment.
  public init(
    goldensDirectory: URL? = nil, artifactsDirectory: URL? = nil, record: RecordMode? = nil,
    options: ComparisonOptions = ComparisonOptions(), writesReport: Bool = true, naming: GoldenNaming = .perTest,
    describesTypeface: Bool = false, pathTemplate: GoldenPathTemplate? = nil
  ) {
    self.pathTemplate = pathTemplate
    self.describesTypeface = describesTypeface
    self.goldensDirectory = goldensDirectory
    self.artifactsDirectory = artifactsDirectory
    self.record = record
    self.options = options
    self.writesReport = writesReport
    self.naming = naming
  }

  /// The settings in effect for the current task.
  @TaskLocal public static var current = GoldenSettings()

  /// The environment variable naming the goldens folder.
  public static let goldensVariable = "BARKIT_GOLDENS"
  /// The environment variable naming the artifacts folder.
  public static let artifactsVariable = "BARKIT_ARTIFACTS"

  /// The goldens folder for a test file: the setting, `BARKIT_GOLDENS`, or `__Goldens__` beside it.
  func goldensFolder(testFile: URL, environment: [String: String]) -> URL {
    if let goldensDirectory { return goldensDirectory }
    if let env = environment[Self.goldensVariable], !env.isEmpty { return URL(fileURLWithPath: env) }
    return testFile.deletingLastPathComponent().appendingPathComponent("__Goldens__")
  }

  /// The artifacts folder: the setting, `BARKIT_ARTIFACTS`, or `.build/barkit-artifacts` in the
  /// nearest folder above the test file that holds a `Package.swift` (the current folder when
  /// there is none).
  func artifactsFolder(testFile: URL, environment: [String: String]) -> URL {
    if let artifactsDirectory { return artifactsDirectory }
    if let env = environment[Self.artifactsVariable], !env.isEmpty { return URL(fileURLWithPath: env) }
    var folder = testFile.deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder.appendingPathComponent(".build/barkit-artifacts")
      }
      folder = folder.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
      ".build/barkit-artifacts")
  }
}

/// How reference files are named.
public enum GoldenNaming: Sendable, Hashable {
  /// `<goldens>/<TestFile>/<test>.<name>.png`, as swift-snapshot-testing: no two tests collide.
  case perTest
  /// `<goldens>/<name>.png`: short names for a suite that owns its folder (this repository's
  /// `Goldens/<Suite>/<name>.png`); names must be unique within the folder. Unnamed assertions
  /// still use `<test>.<number>`.
  case byName
}

/// Runs `operation` with `settings` in effect for golden assertions in this task and its
/// child tasks.
public func withGoldenSettings<R>(_ settings: GoldenSettings, operation: () throws -> R) rethrows -> R {
  try GoldenSettings.$current.withValue(settings, operation: operation)
}

/// Runs the async `operation` with `settings` in effect for golden assertions.
public func withGoldenSettings<R: Sendable>(
  _ settings: GoldenSettings, operation: () async throws -> R
) async rethrows -> R {
  try await GoldenSettings.$current.withValue(settings, operation: operation)
}
