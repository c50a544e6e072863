import Foundation
import Synchronization

/// The files of one golden: the reference, and the artifacts written when it fails.
///
/// Layout (after swift-snapshot-testing, research note §1): `<goldens>/<TestFile>/<test>.<name>.png`
/// (or `<goldens>/<name>.png` with ``GoldenNaming/byName``), and in the artifacts folder
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

  /// Creates a location from its parts.
  public init(reference: URL, artifactsFolder: URL, stem: String, test: String = "") {
    self.reference = reference
    self.artifactsFolder = artifactsFolder
    self.stem = stem
    self.test = test
  }

  /// The folder that holds every test file's artifacts folder, and `report.html`.
  public var artifactsRoot: URL { artifactsFolder.deletingLastPathComponent() }

  /// The copy of the reference written on failure.
  public var referenceArtifact: URL { artifact("reference.png") }
  /// The image under test, written on failure.
  public var actualArtifact: URL { artifact("actual.png") }
  /// The diff image, written on failure when the sizes agree.
  public var diffArtifact: URL { artifact("diff.png") }
  /// The comparison result and message, written on failure.
  public var resultArtifact: URL { artifact("json") }

  private func artifact(_ suffix: String) -> URL { artifactsFolder.appendingPathComponent("\(stem).\(suffix)") }

  /// Resolves the files for an assertion in `testFile`, test function `function`, named
  /// `name` (or numbered `index` when unnamed).
  static func resolve(
    testFile: URL, function: String, name: String?, index: Int, settings: GoldenSettings,
    environment: [String: String]
  ) -> GoldenLocation {
    let fileStem = testFile.deletingPathExtension().lastPathComponent
    let numbered = sanitized(function) + "." + String(index)
    var goldens = settings.goldensFolder(testFile: testFile, environment: environment)
    let stem: String
    switch settings.naming {
    case .perTest:
      stem = name.map { sanitized(function) + "." + sanitized($0) } ?? numbered
      goldens.appendPathComponent(fileStem)
    case .byName:
      stem = name.map(sanitized) ?? numbered
    }
    // Artifacts are grouped by the name of the references' folder, so report headings match.
    let artifacts = settings.artifactsFolder(testFile: testFile, environment: environment)
      .appendingPathComponent(goldens.lastPathComponent)
    return GoldenLocation(
      reference: goldens.appendingPathComponent(stem + ".png"), artifactsFolder: artifacts, stem: stem, test: function)
  }

  /// `testFoo()` → `testFoo`, `"tab bar, 2x"` → `tab-bar-2x`: runs of characters other than
  /// letters, digits, `_` and `-` become one `-`, trimmed at both ends.
  static func sanitized(_ text: String) -> String {
    var out = ""
    var pendingDash = false
    for c in text {
      if c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-") {
        if pendingDash && !out.isEmpty { out.append("-") }
        pendingDash = false
        out.append(c)
      } else {
        pendingDash = true
      }
    }
    return out.isEmpty ? "golden" : out
  }
}

/// Numbers the unnamed assertions of each test: 1, 2, … in call order.
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
