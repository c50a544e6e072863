import BarKitGeometry
import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitCompare

/// Two folders: `screens/same.png` (byte-identical), `screens/dot.png` (one pixel changed),
/// `icons/tab.png` (changed by 3 pixels), `gone.png` (expected only), `new.png` (actual only).
struct FolderFixture {
  let root: URL
  var expected: URL { root.appendingPathComponent("expected") }
  var actual: URL { root.appendingPathComponent("actual") }

  init(_ name: String = #function) throws {
    root = SharedFixtures.temporaryDirectory(name)
    let base = TestImages.noise(16, 12)
    var dot = base
    dot[5, 5] = TestImages.black
    var three = base
    for x in 0..<3 { three[x, 0] = TestImages.white }
    for folder in [expected, actual] { _ = try PNGFileComparisonTests.write(base, "screens/same.png", in: folder) }
    _ = try PNGFileComparisonTests.write(base, "screens/dot.png", in: expected)
    _ = try PNGFileComparisonTests.write(dot, "screens/dot.png", in: actual)
    _ = try PNGFileComparisonTests.write(base, "icons/tab.png", in: expected)
    _ = try PNGFileComparisonTests.write(three, "icons/tab.png", in: actual)
    _ = try PNGFileComparisonTests.write(base, "gone.png", in: expected)
    _ = try PNGFileComparisonTests.write(base, "new.png", in: actual)
  }
}

@Suite struct FolderComparisonTests {
  @Test func everyFileHasAStatus() throws {
    let f = try FolderFixture()
    let result = try FolderComparison(expected: f.expected, actual: f.actual).run()
    #expect(
      result.entries.map(\.path) == ["gone.png", "icons/tab.png", "new.png", "screens/dot.png", "screens/same.png"])
    #expect(result.entries.map(\.status) == [.missing, .changed, .added, .changed, .passed])
    #expect(result.summary == "1 passed, 2 changed, 1 missing, 1 added")
    #expect(!result.passed)
    let dot = result.entries[3]
    #expect(dot.differingPixelCount == 1 && dot.changedBounds == IntRect(x: 5, y: 5, width: 1, height: 1))
    #expect(dot.message.hasPrefix("changed: screens/dot.png: 1 pixel differs"))
    #expect(result.entries[0].message.contains("gone.png is in the expected folder"))
    // No images kept unless asked.
    #expect(result.entries.allSatisfy { $0.expectedPNG == nil && $0.diffPNG == nil })
  }

  /// A link to a PNG inside the folder counts under its own path; hidden files, links that
  /// leave the folder and links to folders (which could loop) do not.
  @Test func linksCountUnderTheirOwnPathAndFoldersAreNotEnteredThroughThem() throws {
    let f = try FolderFixture()
    let fm = FileManager.default
    let outside = try PNGFileComparisonTests.write(TestImages.noise(4, 4), "outside.png", in: f.root)
    try fm.createSymbolicLink(
      atPath: f.expected.appendingPathComponent("screens/alias.png").path, withDestinationPath: "same.png")
    try fm.createSymbolicLink(
      atPath: f.expected.appendingPathComponent("outside.png").path, withDestinationPath: outside.path)
    try fm.createSymbolicLink(
      atPath: f.expected.appendingPathComponent("screens/loop").path, withDestinationPath: "..")
    _ = try PNGFileComparisonTests.write(TestImages.noise(4, 4), ".hidden.png", in: f.expected)
    #expect(
      try FolderComparison.pngFiles(in: f.expected).map(\.shown) == [
        "gone.png", "icons/tab.png", "screens/alias.png", "screens/dot.png", "screens/same.png",
      ])
  }

  /// A name that is not UTF-8 (Latin-1 "café") is compared under its own bytes and shown
  /// escaped, never skipped: a changed file there fails the run.
  @Test func namesThatAreNotUTF8AreCompared() throws {
    let f = try FolderFixture()
    let name = Array("screens/caf".utf8) + [0xE9] + Array(".png".utf8)
    var dot = TestImages.noise(8, 8)
    dot[1, 1] = TestImages.black
    let images = [(f.expected, TestImages.noise(8, 8)), (f.actual, dot)]
    for (folder, image) in images {
      let data = try image.pngData()
      let path = (Array(folder.path.utf8) + [UInt8(ascii: "/")] + name).map { CChar(bitPattern: $0) } + [0]
      let file = try #require(fopen(path, "wb"))
      _ = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
      fclose(file)
    }
    let result = try FolderComparison(expected: f.expected, actual: f.actual).run()
    let entry = try #require(result.entries.first { $0.path == "screens/caf\\xe9.png" })
    #expect(entry.status == .changed)
    #expect(result.entries.count == 6)
  }

  @Test func failuresKeepTheirImagesWhenAsked() throws {
    let f = try FolderFixture()
    let result = try FolderComparison(expected: f.expected, actual: f.actual, keepsFailureImages: true).run()
    let dot = try #require(result.entries.first { $0.path == "screens/dot.png" })
    #expect(dot.expectedPNG != nil && dot.actualPNG != nil)
    let diff = try Pixmap(pngData: try #require(dot.diffPNG))
    #expect(diff.width == 16 && diff[5, 5] != diff[0, 11])
    #expect(result.entries.first { $0.path == "new.png" }?.actualPNG != nil)
    #expect(result.entries.first { $0.path == "screens/same.png" }?.expectedPNG == nil)
  }

  @Test func overridesApplyByGlob() throws {
    let f = try FolderFixture()
    let json =
      #"{"screens/*": {"maxDiffPixels": 1}, "icons/*": {"ignoredRegions": [[0, 0, 2, 1]]}, "icons/tab*": {"maxDiffPixels": 1}}"#
    let overrides = try ComparisonOverrides(json: Data(json.utf8), file: "overrides.json")
    let result = try FolderComparison(expected: f.expected, actual: f.actual, overrides: overrides).run()
    // dot passes with 1 allowed; tab has 2 of its 3 pixels ignored and 1 allowed.
    #expect(result.entries.first { $0.path == "screens/dot.png" }?.status == .passed)
    #expect(result.entries.first { $0.path == "icons/tab.png" }?.status == .passed)
    #expect(result.count(.passed) == 3)
  }

  @Test func longerPatternsHaveTheLastWord() throws {
    let json = #"{"*": {"threshold": 0.3, "maxDiffPixels": 5}, "a/*.png": {"threshold": 0.05}}"#
    let overrides = try ComparisonOverrides(json: Data(json.utf8), file: "o.json")
    let options = overrides.options(for: "a/b.png", base: ComparisonOptions())
    #expect(options.tolerance == .yiq(threshold: 0.05))
    #expect(options.maxDiffPixels == 5)
    #expect(overrides.options(for: "c.png", base: ComparisonOptions()).tolerance == .yiq(threshold: 0.3))
  }

  @Test func overridesSetTheMetricAndTheAntiAliasingRule() throws {
    let json = #"{"*": {"metric": "oklab"}, "a/*": {"threshold": 0.2, "antiAliasing": "pixelmatch"}}"#
    let overrides = try ComparisonOverrides(json: Data(json.utf8), file: "o.json")
    let a = overrides.options(for: "a/b.png", base: ComparisonOptions())
    #expect(a.tolerance == .oklab(threshold: 0.2) && a.antiAliasing == .pixelmatch)
    let c = overrides.options(for: "c.png", base: ComparisonOptions(tolerance: .yiq(threshold: 0.3)))
    #expect(c.tolerance == .oklab(threshold: 0.3) && c.antiAliasing == .standard)
    // A threshold alone keeps the base metric.
    let thresholdOnly = try ComparisonOverrides(json: Data(#"{"*": {"threshold": 0.05}}"#.utf8), file: "o.json")
    #expect(
      thresholdOnly.options(for: "x.png", base: ComparisonOptions(tolerance: .oklab(threshold: 0.1))).tolerance
        == .oklab(threshold: 0.05))
  }

  @Test(arguments: [
    (#"[1, 2]"#, "o.json: expected an object keyed by glob pattern"),
    (#"{"*": {"metric": "lab"}}"#, #"o.json: at ["*"].metric: expected one of "yiq", "oklab""#),
    (#"{"*": {"antiAliasing": "off"}}"#, #"o.json: at ["*"].antiAliasing: expected one of "standard", "pixelmatch""#),
    (
      #"{"*": {"deltaE94": 2, "metric": "oklab"}}"#,
      #"o.json: at ["*"]: expected threshold with metric, or deltaE94 alone"#
    ),
    (#"{"*": 3}"#, #"o.json: at ["*"]: expected an object of options"#),
    (#"{"*": {"threshold": 2}}"#, #"o.json: at ["*"].threshold: expected a number in 0.0...1.0"#),
    (#"{"*": {"treshold": 0.2}}"#, #"o.json: at ["*"].treshold: expected one of"#),
    (
      #"{"*": {"ignoredRegions": [[0, 0, 0, 4]]}}"#,
      #"o.json: at ["*"].ignoredRegions[0]: expected [x, y, width, height] with a positive size"#
    ),
    (#"{"*": {"density": [16]}}"#, #"o.json: at ["*"].density: expected [window ≥ 1, maxDiffPixels ≥ 0]"#),
    (#"{"*": {"includesAntiAliasing": 1}}"#, #"o.json: at ["*"].includesAntiAliasing: expected true or false"#),
    ("{", "o.json:1:2: malformed JSON: expected a key in double quotes, found the end of the file"),
  ])
  func badOverridesNameTheJSONPath(json: String, message: String) {
    #expect(throws: ComparisonOverridesError.self) { try ComparisonOverrides(json: Data(json.utf8), file: "o.json") }
    do {
      _ = try ComparisonOverrides(json: Data(json.utf8), file: "o.json")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error)")
    }
  }

  @Test func anUnreadableFileIsItsOwnStatus() throws {
    let f = try FolderFixture()
    try Data("not a png".utf8).write(to: f.actual.appendingPathComponent("screens/same.png"))
    let result = try FolderComparison(expected: f.expected, actual: f.actual).run()
    let entry = try #require(result.entries.first { $0.path == "screens/same.png" })
    #expect(entry.status == .unreadable)
    #expect(entry.message.contains("screens/same.png"))
  }

  @Test func aMissingFolderIsAnError() {
    #expect(throws: FolderComparisonError.notAFolder("/nonexistent/goldens")) {
      try FolderComparison(expected: URL(fileURLWithPath: "/nonexistent/goldens"), actual: URL(fileURLWithPath: "/tmp"))
        .run()
    }
  }

  @Test func theJSONSummaryReadsBackAndMerges() throws {
    let f = try FolderFixture()
    let result = try FolderComparison(expected: f.expected, actual: f.actual).run()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(result)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["passed"] as? Int == 1 && object["changed"] as? Int == 2)
    #expect(object["missing"] as? Int == 1 && object["added"] as? Int == 1)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.count == 5 && files[3]["path"] as? String == "screens/dot.png")
    #expect((files[3]["changedBounds"] as? [String: Int])?["x"] == 5)
    let back = try JSONDecoder().decode(FolderComparisonResult.self, from: data)
    #expect(back.files == result.files)
    let merged = FolderComparisonResult.merging([back, back])
    #expect(merged.count(.changed) == 4 && merged.entries.count == 10)
  }
}
