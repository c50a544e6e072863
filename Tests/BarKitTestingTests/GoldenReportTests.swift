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

  @Test func reportListsEachFailureWithInlinedImages() throws {
    let folder = Self.artifacts()
    let entries = try GoldenReport.entries(in: folder)
    #expect(entries.map(\.title) == ["NavigationBarTests / testBar.moved", "NavigationBarTests / testBar.resized"])
    #expect(entries[0].diff != nil && entries[0].reference != nil)
    #expect(entries[1].diff == nil)
    let html = GoldenReport.html(for: entries)
    #expect(html.components(separatedBy: "<section class=\"failure\"").count == 3)
    #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 5)
    for view in ["Side by side", "Slider", "Blend", "Toggle", "Diff"] { #expect(html.contains(">\(view)</button>")) }
    #expect(!html.contains("src=\"file:") && !html.contains("src=\"/"))
  }

  @Test func messagesAreEscaped() {
    let entry = GoldenReport.Entry(title: "<b>", message: "a & \"b\"", reference: nil, actual: Data(), diff: nil)
    let html = GoldenReport.html(for: [entry])
    #expect(html.contains("<h2>&lt;b&gt;</h2>"))
    #expect(html.contains("a &amp; &quot;b&quot;"))
  }

  @Test func reportWorksInHeadlessChromium() throws {
    let folder = Self.artifacts()
    let report = folder.appendingPathComponent("checked.html")
    try GoldenReport.write(artifactsDirectory: folder, to: report)
    let script = SharedFixtures.repositoryRoot.appendingPathComponent("Tests/Scripts/check-report-in-chromium.sh")
    let process = Process()
    process.executableURL = script
    process.arguments = [report.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus == 77 {
      print("SKIPPED \(#function): \(output)")
      return
    }
    #expect(process.terminationStatus == 0, "\(output)")
    #expect(output.contains("\"imagesLoaded\":"))
  }
}
