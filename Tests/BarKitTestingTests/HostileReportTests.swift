import BarKit
import Foundation
import TestSupport
import Testing

/// Reports as hostile input and output (Docs/Security.md, "Reports"): names that HTML or
/// JavaScript would read as markup stay text on every page (folder, merged, artifacts), and a
/// merged page counts what it lists, whatever the shards claim.
@Suite struct HostileReportTests {
  /// Names that end a `<script>` element early (`<!--<script>` then `</script>`), or a string in
  /// older JavaScript (U+2028), or read as entities.
  static let hostileNames = ["a<!--<script>.png", "b\u{2028}c\u{2029}.png", "d&amp;<b>x.png", "e>-->.png"]

  /// Every hostile name changed between two folders.
  static func comparison(_ name: String = #function) throws -> FolderComparisonResult {
    let root = SharedFixtures.temporaryDirectory(name)
    let expected = root.appendingPathComponent("expected"), actual = root.appendingPathComponent("actual")
    var changed = GoldenFixture.image()
    changed[1, 1] = RGBA8.black.premultiplied
    for folder in [expected, actual] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for name in hostileNames {
      try GoldenFixture.image().writePNG(to: expected.appendingPathComponent(name))
      try changed.writePNG(to: actual.appendingPathComponent(name))
    }
    return try FolderComparison(expected: expected, actual: actual, keepsFailureImages: true).run()
  }

  /// The text of every `<script type="application/json">` element of `html`.
  static func embeddedJSON(_ html: String) -> [Substring] {
    html.components(separatedBy: "<script type=\"application/json\"").dropFirst().map { chunk in
      let text = chunk.drop { $0 != ">" }.dropFirst()
      return text[..<(text.range(of: "</script>")?.lowerBound ?? text.endIndex)]
    }
  }

  @Test func embeddedJSONHoldsNoMarkupCharacters() throws {
    let result = try Self.comparison()
    let html = FolderReport.html(for: result)
    let scripts = Self.embeddedJSON(html)
    #expect(scripts.count == 1 + Self.hostileNames.count)
    for script in scripts {
      #expect(!script.contains { "<>&\u{2028}\u{2029}".contains($0) }, "\(script)")
    }
    // The facts still read back exactly.
    let page = try GoldenReport.page(html: html, name: "page.html")
    #expect(page.entries.map(\.title) == Self.hostileNames.sorted())
  }

  @Test(.requiresChromium)
  func pagesWithHostileNamesRunTheirSelfTestInChromium() throws {
    let result = try Self.comparison()
    let folder = SharedFixtures.temporaryDirectory("hostile-report-chromium")
    let failures = "\"failures\":\(Self.hostileNames.count)"
    let page = folder.appendingPathComponent("report.html")
    try Data(FolderReport.html(for: result).utf8).write(to: page)
    #expect(try ChromiumCheck.run(page).contains(failures))

    let shards = [Array(result.entries.prefix(2)), Array(result.entries.dropFirst(2))].map {
      FolderComparisonResult(entries: $0)
    }
    let merged = try GoldenReport.merging(
      pages: shards.map { try GoldenReport.page(html: FolderReport.html(for: $0), name: "shard") })
    let mergedPage = folder.appendingPathComponent("merged.html")
    try Data(GoldenReport.html(for: merged.entries, summary: merged.summary).utf8).write(to: mergedPage)
    #expect(try ChromiumCheck.run(mergedPage).contains(failures))

    // An artifacts folder, as `barkit report DIR` reads it.
    let artifacts = folder.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    for name in Self.hostileNames {
      try GoldenFixture.image().writePNG(to: artifacts.appendingPathComponent(name + ".reference.png"))
      try GoldenFixture.image(offset: 6).writePNG(to: artifacts.appendingPathComponent(name + ".actual.png"))
    }
    let artifactsPage = folder.appendingPathComponent("artifacts.html")
    try GoldenReport.write(artifactsDirectory: artifacts, to: artifactsPage)
    #expect(try ChromiumCheck.run(artifactsPage).contains(failures))
  }

  /// A shard whose summary does not count its failures: negative, too few, or more failures
  /// than images checked.
  @Test(arguments: [
    (#"{"checked":3,"failures":{"changed":-3}}"#, "summary.failures.changed"),
    (#"{"checked":3,"failures":{"changed":3}}"#, "summary.failures.changed"),
    (#"{"checked":4,"failures":{"added":1,"changed":1,"missing":1,"unreadable":1}}"#, "summary.failures.unreadable"),
    (#"{"checked":1,"failures":{"added":1,"changed":1,"missing":1}}"#, "summary.checked"),
  ])
  func aShardWhoseCountsDoNotAddUpIsRefused(summary: String, path: String) throws {
    let result = try FolderReportTests.comparison()
    var html = FolderReport.html(for: result)
    let start = try #require(html.range(of: "<script type=\"application/json\" id=\"summary\">"))
    let end = try #require(html[start.upperBound...].range(of: "</script>"))
    html.replaceSubrange(start.upperBound..<end.lowerBound, with: summary)
    #expect {
      try GoldenReport.page(html: html, name: "shard-2.html")
    } throws: { error in
      let text = "\(error)"
      return text.contains("shard-2.html") && text.contains(path)
    }
  }

  @Test func mergedCountsComeFromTheEntries() throws {
    let result = try FolderReportTests.comparison()
    let page = try GoldenReport.page(html: FolderReport.html(for: result), name: "a.html")
    let merged = GoldenReport.merging(pages: [page, page])
    #expect(merged.summary.failures == ["changed": 2, "missing": 2, "added": 2])
    #expect(merged.summary.checked == 8)
  }
}
