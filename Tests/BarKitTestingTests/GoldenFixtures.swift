import BarKit
import Foundation
import TestSupport

@testable import BarKitTesting

/// Scratch folders and images for the golden tests.
struct GoldenFixture {
  let root: URL
  let settings: GoldenSettings

  /// A fresh goldens and artifacts folder pair; nothing from the environment leaks in.
  init(_ name: String = #function) {
    root = SharedFixtures.temporaryDirectory(name)
    settings = GoldenSettings(
      goldensDirectory: root.appendingPathComponent("Goldens"),
      artifactsDirectory: root.appendingPathComponent("artifacts"))
  }

  /// A fake test file path, so locations do not depend on where the suite lives.
  static let testFile = "/virtual/Tests/ChromeTests/NavigationBarTests.swift"

  /// Runs the verifier as an assertion in `testFile`'s `function` would.
  func verify(
    _ image: Pixmap, named name: String = "bar", mode: RecordMode?, options: ComparisonOptions? = nil,
    environment: [String: String] = [:], function: String = "testBar()"
  ) -> GoldenOutcome {
    verifyGolden(
      .success(image), named: name, options: options, record: mode, settings: settings, environment: environment,
      filePath: Self.testFile, function: function)
  }

  /// Records `image` as the reference the calling test's assertion named `name` checks against,
  /// as a developer's machine would: `CI` and `BARKIT_RECORD` of the run do not leak in (on CI
  /// nothing records).
  @discardableResult
  func record(
    _ image: Pixmap, named name: String, filePath: String = #filePath, function: String = #function
  ) -> GoldenOutcome {
    verifyGolden(
      .success(image), named: name, record: .missing, settings: settings, environment: [:], filePath: filePath,
      function: function)
  }

  var reference: URL { root.appendingPathComponent("Goldens/NavigationBarTests/testBar.bar.png") }
  var artifacts: URL { root.appendingPathComponent("artifacts/NavigationBarTests") }

  func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

  /// A 24×12 test image: a gray bar with a dark square whose position is `offset`.
  static func image(offset: Int = 4, size: Int = 4) -> Pixmap {
    var p = Pixmap(width: 24, height: 12, filledWith: RGBA8(r: 247, g: 247, b: 247).premultiplied)!
    for y in 4..<4 + size { for x in offset..<offset + size { p[x, y] = RGBA8(r: 0, g: 122, b: 255).premultiplied } }
    return p
  }
}
