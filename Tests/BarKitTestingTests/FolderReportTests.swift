import BarKit
import Foundation
import TestSupport
import Testing

/// The CI outputs of a folder comparison: failures-only page, JUnit, merging, and the page in
/// headless Chromium.
@Suite struct FolderReportTests {
  /// Two folders with one passed, one changed (a 3×2 block), one missing and one added image.
  static func comparison(_ name: String = #function) throws -> FolderComparisonResult {
    let root = SharedFixtures.temporaryDirectory(name)
    let expected = root.appendingPathComponent("expected"), actual = root.appendingPathComponent("actual")
    let base = GoldenFixture.image()
    var changed = base
    for y in 1..<3 { for x in 14..<17 { changed[x, y] = RGBA8.black.premultiplied } }
    func write(_ image: Pixmap, _ path: String, _ folder: URL) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try image.writePNG(to: url)
    }
    for folder in [expected, actual] { try write(base, "ok.png", folder) }
    try write(base, "bars/tab.png", expected)
    try write(changed, "bars/tab.png", actual)
    try write(base, "gone.png", expected)
    try write(changed, "new.png", actual)
    return try FolderComparison(expected: expected, actual: actual, keepsFailureImages: true).run()
  }

  @Test func thePageShowsFailuresOnly() throws {
    let result = try Self.comparison()
    let html = FolderReport.html(for: result)
    #expect(html.components(separatedBy: "<section class=\"failure\"").count - 1 == 3)
    #expect(!html.contains("ok.png"))
    #expect(html.contains("3 of 4 images failed: 1 added, 1 changed, 1 missing."))
    #expect(html.contains("data-bounds=\"14,1,3,2\""))
    #expect(html.contains(">Change</button>"))
  }

  @Test func anAllGreenPageSaysSo() {
    let result = FolderComparisonResult(entries: [
      FolderComparisonEntry(path: "a.png", status: .passed, message: ""),
      FolderComparisonEntry(path: "b.png", status: .passed, message: ""),
    ])
    let html = FolderReport.html(for: result)
    #expect(html.contains("<p class=\"summary green\">All 2 images match.</p>"))
    #expect(!html.contains("<section"))
  }

  @Test func junitHasOneTestcasePerImage() throws {
    let xml = JUnitReport.xml(for: try Self.comparison(), suite: "goldens")
    #expect(
      xml.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"goldens\" tests=\"4\" failures=\"3\""))
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 4)
    #expect(xml.contains("<testcase name=\"ok.png\" classname=\"goldens\" time=\"0."))
    #expect(xml.contains("<testcase name=\"bars/tab.png\" classname=\"bars\" time=\""), "classnames from folders")
    #expect(xml.contains("<failure type=\"missing\" message=\"missing: gone.png is in the expected folder"))
    #expect(xml.contains("<failure type=\"changed\" message=\"changed: bars/tab.png: 6 pixels differ"))
    #expect(xml.contains("— 6 differing pixels exceed the 0 allowed"))
  }

  @Test func shardedJUnitFilesMergeIntoOne() throws {
    let result = try Self.comparison()
    // Shards of the whole run's run: the merged file records it as 1/1, as the whole run does.
    let run = try #require(result.shard?.run)
    let first = FolderComparisonResult(
      entries: Array(result.entries.prefix(2)), shard: ComparisonShard(index: 1, count: 3, run: run))
    let second = FolderComparisonResult(
      entries: Array(result.entries.dropFirst(2)), shard: ComparisonShard(index: 3, count: 3, run: run))
    let empty = FolderComparisonResult(entries: [], shard: ComparisonShard(index: 2, count: 3, run: run))
    let shards = [first, empty, second].map { JUnitReport.xml(for: $0, suite: "goldens") }
    #expect(JUnitReport.merging(shards) == JUnitReport.xml(for: result, suite: "goldens"))
    #expect(JUnitReport.merging(["<testsuites/>"]) == nil)
    #expect(JUnitReport.merging([shards[0] + shards[1]]) == nil, "two documents in one file")
  }

  @Test func junitEscapesMarkupAndControlCharacters() {
    let result = FolderComparisonResult(entries: [
      FolderComparisonEntry(path: "a<&>\"'.png", status: .added, message: "bad\u{1}byte")
    ])
    let xml = JUnitReport.xml(for: result)
    #expect(xml.contains("name=\"a&lt;&amp;&gt;&quot;&apos;.png\""))
    #expect(xml.contains("message=\"bad?byte\""))
  }

  @Test func shardedPagesMergeIntoOne() throws {
    let result = try Self.comparison()
    let run = try #require(result.shard?.run)
    let first = FolderComparisonResult(
      entries: Array(result.entries.prefix(2)), shard: ComparisonShard(index: 1, count: 2, run: run))
    let second = FolderComparisonResult(
      entries: Array(result.entries.dropFirst(2)), shard: ComparisonShard(index: 2, count: 2, run: run))
    let pages = try [first, second].enumerated().map { i, shard in
      try GoldenReport.page(html: FolderReport.html(for: shard), name: "shard\(i).html")
    }
    let merged = GoldenReport.merging(pages: pages)
    #expect(
      merged.summary
        == GoldenReport.Summary(
          checked: 4, failures: ["changed": 1, "missing": 1, "added": 1], shard: result.shard))
    #expect(merged.entries == FolderReport.entries(for: result))
    #expect(
      GoldenReport.html(for: merged.entries, summary: merged.summary, title: "BarKit comparison")
        == FolderReport.html(for: result))
  }

  @Test func aPageThatIsNotAReportIsRefused() {
    #expect(throws: GoldenReport.PageError.self) { try GoldenReport.page(html: "<html></html>", name: "x.html") }
  }

  @Test(.requiresChromium) func folderAndMergedPagesWorkInHeadlessChromium() throws {
    let result = try Self.comparison()
    let folder = SharedFixtures.temporaryDirectory("folder-report-chromium")
    let page = folder.appendingPathComponent("report.html")
    try Data(FolderReport.html(for: result).utf8).write(to: page)
    let output = try ChromiumCheck.run(page)
    #expect(output.contains("\"failures\":3"))
    #expect(output.contains("\"change\":true") && output.contains("\"keys\":true") && output.contains("\"fit\":true"))

    let halves = [Array(result.entries.prefix(2)), Array(result.entries.dropFirst(2))].map {
      FolderComparisonResult(entries: $0)
    }
    let merged = GoldenReport.merging(
      pages: try halves.map { try GoldenReport.page(html: FolderReport.html(for: $0), name: "shard") })
    let mergedPage = folder.appendingPathComponent("merged.html")
    try Data(GoldenReport.html(for: merged.entries, summary: merged.summary).utf8).write(to: mergedPage)
    #expect(try ChromiumCheck.run(mergedPage).contains("\"failures\":3"))

    let green = folder.appendingPathComponent("green.html")
    let passed = FolderComparisonResult(entries: [FolderComparisonEntry(path: "a.png", status: .passed, message: "")])
    try Data(FolderReport.html(for: passed).utf8).write(to: green)
    #expect(try ChromiumCheck.run(green).contains("OK: no failures, and the page says so"))
  }

  /// A change over the whole of a wide image (a new screenshot, a theme change) cannot be
  /// magnified: its change view is shrunk to stay inside a 1400-pixel window, not laid out
  /// past it at 1× (issue 41).
  @Test(.requiresChromium) func aFullPageChangeStaysInsideTheWindow() throws {
    let folder = SharedFixtures.temporaryDirectory(#function)
    func png(_ color: RGBA8) throws -> Data {
      try #require(Pixmap(width: 1200, height: 400, filledWith: color.premultiplied)).pngData()
    }
    let entry = GoldenReport.Entry(
      title: "Screens / home", message: "480000 pixels differ", status: .mismatched,
      changedBounds: IntRect(x: 0, y: 0, width: 1200, height: 400), changedPixels: 480_000,
      reference: .png(try png(RGBA8(r: 255, g: 255, b: 255))), actual: .png(try png(RGBA8(r: 0, g: 0, b: 0))),
      diff: .png(try png(RGBA8(r: 255, g: 0, b: 0))))
    let page = folder.appendingPathComponent("full-page.html")
    try Data(GoldenReport.html(for: [entry]).utf8).write(to: page)
    #expect(try ChromiumCheck.run(page, window: "1400,900").contains("OK: "))
  }
}

/// Runs Tests/Scripts/check-report-in-chromium.sh; the tests that call it carry `.requiresChromium`.
enum ChromiumCheck {
  /// `window` is the browser window's size, `"WIDTH,HEIGHT"`; Chromium's default when `nil`.
  static func run(_ page: URL, window: String? = nil) throws -> String {
    let script = SharedFixtures.repositoryRoot.appendingPathComponent("Tests/Scripts/check-report-in-chromium.sh")
    let process = Process()
    process.executableURL = script
    process.arguments = [page.path] + (window.map { [$0] } ?? [])
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")
    return output
  }
}
