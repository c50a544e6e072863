import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitTesting

@Suite struct GoldenReportTests {
  /// An artifacts folder with two failures: a changed image and a size change.
  static func artifacts() -> URL {
    let fixture = GoldenFixture("report")
    _ = fixture.verify(GoldenFixture.image(), named: "moved", mode: .missing)
    _ = fixture.verify(GoldenFixture.image(offset: 9, size: 3), named: "moved", mode: .missing)
    _ = fixture.verify(GoldenFixture.image(), named: "resized", mode: .missing)
    _ = fixture.verify(
      Pixmap(width: 20, height: 12, filledWith: RGBA8.white.premultiplied)!, named: "resized", mode: .missing)
    return fixture.root.appendingPathComponent("artifacts")
  }

  /// A record whose image was removed stays on the page as an error saying so (before, the
  /// failure vanished); other JSON in the folder is no failure.
  @Test func aRecordWithoutItsImageStaysOnThePage() throws {
    let folder = Self.artifacts()
    try FileManager.default.removeItem(at: folder.appendingPathComponent("NavigationBarTests/testBar.moved.actual.png"))
    try Data(#"{"checked": 3, "failures": {}}"#.utf8).write(to: folder.appendingPathComponent("summary.json"))
    let entries = try GoldenReport.entries(in: folder)
    #expect(entries.map(\.title) == ["NavigationBarTests / testBar.moved", "NavigationBarTests / testBar.resized"])
    #expect(entries[0].status == .error && entries[0].actual == nil)
    #expect(
      entries[0].message.hasPrefix("testBar.moved.actual.png is missing beside its record"), "\(entries[0].message)")
    #expect(entries[0].message.contains("does not match"))
    #expect(GoldenReport.html(for: entries).contains("testBar.moved.actual.png is missing"))
  }

  /// Listing a folder's failures reads their records, not their images: a page that links
  /// them (BarKitTesting rewrites one as a run goes) reads no pixel; one that inlines them reads
  /// each file as it is written.
  @Test func failuresNameTheirImageFilesAndPagesReadThemOnlyToInline() throws {
    let folder = Self.artifacts()
    let entries = try GoldenReport.entries(in: folder)
    let tests = folder.appendingPathComponent("NavigationBarTests")
    let actual = tests.appendingPathComponent("testBar.moved.actual.png").path
    #expect(entries[0].actual == .file(actual))
    #expect(entries[0].reference == .file(tests.appendingPathComponent("testBar.moved.reference.png").path))
    try FileManager.default.removeItem(atPath: actual)
    let linked = GoldenReport.html(for: entries, linkingImagesIn: folder)
    #expect(linked.contains("src=\"NavigationBarTests/testBar.moved.actual.png\""))
    let inlined = GoldenReport.html(for: entries)
    #expect(inlined.contains("no actual image") && inlined.contains("src=\"data:image/png;base64,"))
  }

  @Test func reportListsEachFailureWithInlinedImages() throws {
    let folder = Self.artifacts()
    let entries = try GoldenReport.entries(in: folder)
    #expect(entries.map(\.title) == ["NavigationBarTests / testBar.moved", "NavigationBarTests / testBar.resized"])
    #expect(entries[0].diff != nil && entries[0].reference != nil)
    // A size change's diff is drawn on the union canvas.
    #expect(entries[1].diff != nil)
    #expect(entries[0].status == .mismatched && entries[0].changedBounds != nil)
    #expect(entries[1].changedBounds == nil && entries[1].status == .resized)
    let html = GoldenReport.html(for: entries)
    #expect(html.components(separatedBy: "<section class=\"failure\"").count == 3)
    #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 6)
    for view in ["Change", "Side by side", "Slider", "Blend", "Toggle", "Diff"] {
      #expect(html.contains(">\(view)</button>"))
    }
    #expect(!html.contains("src=\"file:") && !html.contains("src=\"/"))
  }

  /// The page BarKitTesting keeps in the artifacts folder links the images beside it (it
  /// inlined every image, megabytes for a few dozen failures, rewritten after each one); a page
  /// written elsewhere stays one file. A linked page cannot be merged from its HTML: the
  /// folder can.
  @Test func aPageInTheArtifactsFolderLinksItsImages() throws {
    let folder = Self.artifacts()
    // BarKitTesting's own page, refreshed as failures come in.
    #expect(try !String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8).contains("data:"))
    let page = folder.appendingPathComponent("checked.html")
    try GoldenReport.write(artifactsDirectory: folder, to: page)
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(!html.contains("src=\"data:"))
    #expect(html.contains("<img class=\"actual\" alt=\"actual\" src=\"NavigationBarTests/testBar.moved.actual.png\">"))
    #expect(html.contains("src=\"NavigationBarTests/testBar.moved.diff.png\""))
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    try GoldenReport.write(artifactsDirectory: folder, to: elsewhere)
    #expect(try String(contentsOf: elsewhere, encoding: .utf8).contains("src=\"data:image/png;base64,"))
    #expect {
      try GoldenReport.page(html: html, name: "report.html")
    } throws: { error in
      "\(error)".contains("its images are files beside it")
    }
  }

  @Test func aLinkIsPercentEncodedAndStaysInsideItsFolder() {
    let folder = URL(fileURLWithPath: "/a/artifacts")
    #expect(GoldenReport.link("/a/artifacts/T/x y#1.actual.png", in: folder) == "T/x%20y%231.actual.png")
    #expect(GoldenReport.link("/a/artifacts/T/café.png", in: folder) == "T/caf%C3%A9.png")
    #expect(GoldenReport.link("/a/other/x.actual.png", in: folder) == nil)
    #expect(GoldenReport.link("/a/artifacts/../x.actual.png", in: folder) == nil)
  }

  @Test func messagesAreEscaped() {
    let entry = GoldenReport.Entry(title: "<b>", message: "a & \"b\"", reference: nil, actual: .png(Data()), diff: nil)
    let html = GoldenReport.html(for: [entry])
    #expect(html.contains("<h2><span class=\"status\">failed</span>&lt;b&gt;</h2>"))
    #expect(html.contains("a &amp; &quot;b&quot;"))
  }

  @Test(.requiresChromium) func reportWorksInHeadlessChromium() throws {
    let folder = Self.artifacts()
    let report = folder.appendingPathComponent("checked.html")
    try GoldenReport.write(artifactsDirectory: folder, to: report)
    let output = try ChromiumCheck.run(report)
    #expect(output.contains("\"imagesLoaded\":"))
  }
}
