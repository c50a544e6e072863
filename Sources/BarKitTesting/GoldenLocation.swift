import BarKit
import Foundation
import Synchronization

/// The files of one golden: the reference, and the artifacts written when it fails.
///
/// Layout (after swift-snapshot-testing, research note §1): `<goldens>/<TestFile>/<Suite>.<test>.<name>.png`
/// (`<Suite>.` for a test inside a Swift Testing suite or an XCTest class; or `<goldens>/<name>.png` with
/// ``GoldenNaming/byName``), and in the artifacts folder
/// `<folder>/<stem>.{reference,actual,diff}.png` plus `.json`, `<folder>` being the name of the
/// reference's folder.
public struct GoldenLocation: Sendable, Hashable {
  /// The reference image.
  public let reference: URL
  /// The artifacts folder for this test file.
  public let artifactsFolder: URL
  /// `<test>.<name>`, the stem every file shares.
  public let stem: String
  /// The test's name as the test framework gives it (`tabBar()`, `testTabBar()`): the JSON
  /// artifact's `test` field.
  public let test: String

  /// The folder that holds every test file's artifacts folder, `report.html` and the run
  /// manifests, whatever folders a path template adds under it.
  public let artifactsRoot: URL

  /// Creates a location from its parts; `artifactsRoot` defaults to the artifacts folder's parent.
  public init(reference: URL, artifactsFolder: URL, stem: String, test: String = "", artifactsRoot: URL? = nil) {
    self.reference = reference
    self.artifactsFolder = artifactsFolder
    self.stem = stem
    self.test = test
    self.artifactsRoot = artifactsRoot ?? artifactsFolder.deletingLastPathComponent()
  }

  /// The copy of the reference written on failure.
  public var referenceArtifact: URL { artifact(.reference) }
  /// The image under test, written on failure.
  public var actualArtifact: URL { artifact(.actual) }
  /// The diff image, written on failure when the sizes agree.
  public var diffArtifact: URL { artifact(.diff) }
  /// The comparison result and message, written on failure.
  public var resultArtifact: URL { artifact(.record) }

  private func artifact(_ kind: GoldenArtifact) -> URL { artifactsFolder.appendingPathComponent(kind.name(stem)) }

  /// Resolves the files for an assertion in `testFile`, test function `function`, named
  /// `name` (or numbered `index` when unnamed), by the test `context` (its suite and arguments).
  static func resolve(
    testFile: URL, function: String, name: String?, index: Int, settings: GoldenSettings,
    environment: [String: String], context: GoldenTestContext? = nil
  ) -> GoldenLocation {
    let fileStem = testFile.deletingPathExtension().lastPathComponent
    // The suite keeps two types' same-named tests apart; a parameterized case's arguments keep
    // its unnamed assertions apart from other cases' (never the order cases happen to run in).
    let test = ([context?.suite, function].compactMap { $0 }).map(sanitized).joined(separator: ".")
    let numbered = ([test, context?.arguments.map(sanitized), String(index)].compactMap { $0 }).joined(separator: ".")
    var goldens = settings.goldensFolder(testFile: testFile, environment: environment)
    let stem: String
    switch settings.naming {
    case .perTest:
      stem = name.map { test + "." + sanitized($0) } ?? numbered
      goldens.appendPathComponent(fileStem)
    case .byName:
      stem = name.map(sanitized) ?? numbered
    }
    // Artifacts are grouped by the name of the references' folder, so report headings match.
    var artifacts = settings.artifactsFolder(testFile: testFile, environment: environment)
      .appendingPathComponent(goldens.lastPathComponent)
    if let template = settings.pathTemplate {
      let values: [GoldenPathTemplate.Token: String] = [
        .suite: context?.suite.map(sanitized) ?? "", .test: sanitized(function),
        .name: name.map(sanitized)
          ?? ([context?.arguments.map(sanitized), String(index)].compactMap { $0 })
          .joined(separator: "."),
        .device: settings.device.map(sanitized) ?? "", .locale: settings.locale.map(sanitized) ?? "",
        .appearance: settings.appearance.map(sanitized) ?? "", .platform: GoldenPathTemplate.platform,
        .testFile: sanitized(fileStem),
      ]
      // The template's folders, mirrored under the artifacts folder, keep equal stems apart.
      let relative = template.path(values)
      let folders = relative.split(separator: "/").dropLast().joined(separator: "/")
      var root = settings.goldensFolder(testFile: testFile, environment: environment)
      artifacts = settings.artifactsFolder(testFile: testFile, environment: environment)
        .appendingPathComponent(root.lastPathComponent)
      if !folders.isEmpty {
        root.appendPathComponent(folders)
        artifacts.appendPathComponent(folders)
      }
      let short = bounded(String(relative.split(separator: "/").last ?? "golden"))
      return GoldenLocation(
        reference: root.appendingPathComponent(short + ".png"),
        artifactsFolder: artifacts, stem: short, test: function,
        artifactsRoot: settings.artifactsFolder(testFile: testFile, environment: environment))
    }
    let short = bounded(stem)
    return GoldenLocation(
      reference: goldens.appendingPathComponent(short + ".png"), artifactsFolder: artifacts, stem: short,
      test: function)
  }

  /// `testFoo()` → `testFoo`, `"tab bar, 2x"` → `tab-bar-2x`, `"title.日本語"` → `title-日本語`:
  /// runs of characters other than letters, digits (of any script), `_` and `-` become one `-`,
  /// trimmed at both ends. ASCII names map as they always have, so existing goldens keep their paths.
  static func sanitized(_ text: String) -> String {
    var out = ""
    var pendingDash = false
    for c in text {
      if c.isLetter || c.isNumber || c == "_" || c == "-" {
        if pendingDash && !out.isEmpty { out.append("-") }
        pendingDash = false
        out.append(c)
      } else {
        pendingDash = true
      }
    }
    return out.isEmpty ? "golden" : out
  }

  /// The longest stem in UTF-8 bytes: with `.reference.png` it stays under the 255-byte limit
  /// of a file name on Linux and macOS file systems.
  static let maximumStemBytes = 200

  /// `stem`, or, when longer than ``maximumStemBytes``, its start and a hash of the whole (FNV-1a,
  /// the same in every process), so long argument lists still give distinct, stable names.
  static func bounded(_ stem: String) -> String {
    guard stem.utf8.count > maximumStemBytes else { return stem }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in stem.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    var head = ""
    for c in stem {
      guard head.utf8.count + String(c).utf8.count <= maximumStemBytes - 17 else { break }
      head.append(c)
    }
    let hex = String(hash, radix: 16)
    return head + "-" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// Numbers the unnamed assertions of each test (case): 1, 2, … in call order within it.
final class AssertionCounter: Sendable {
  static let shared = AssertionCounter()
  private let counts = Mutex<[String: Int]>([:])

  /// The next number for `key` (a test file and function).
  func next(_ key: String) -> Int {
    counts.withLock { counts in
      counts[key, default: 0] += 1
      return counts[key]!
    }
  }
}
