import BarKitCompare
import BarKitFiles
import BarKitGeometry
import BarKitJSON
import BarKitPNG
import BarKitRaster
import Foundation
import Testing

@testable import BarKitReport

/// The records `barkit report DIR` reads beside each failure's images (`<stem>.json`): a record
/// that cannot be read is a failure on the page naming the file and why, never dropped.
@Suite struct GoldenRecordTests {
  /// An artifacts folder with one failure, `Dot.actual.png`, and `record` as `Dot.json` (absent
  /// when `nil`).
  static func entries(record: Data?) throws -> [GoldenReport.Entry] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The page embeds the bytes; they are not decoded.
    try Data("png".utf8).write(to: folder.appendingPathComponent("Dot.actual.png"))
    try record?.write(to: folder.appendingPathComponent("Dot.json"))
    return try GoldenReport.entries(in: folder)
  }

  @Test func aGoodRecordGivesItsStatusMessageAndBounds() throws {
    let record = #"""
      {"status": "mismatched", "message": "3 pixels differ",
       "result": {"changedBounds": {"x": 1, "y": 2, "width": 3, "height": 4}}}
      """#
    let entries = try Self.entries(record: Data(record.utf8))
    #expect(entries.map(\.status) == [.mismatched])
    #expect(entries.first?.message == "3 pixels differ")
    #expect(entries.first?.changedBounds?.width == 3)
  }

  @Test(arguments: [
    ("not json", "Dot.json: not a BarKit failure record: 1:1: malformed JSON: expected a value, found 'n'"),
    (#"{"status": 7}"#, "Dot.json: not a BarKit failure record: at status: expected a string"),
    (#"[]"#, "Dot.json: not a BarKit failure record: "),
    (
      #"{"status": "passed"}"#,
      "Dot.json: not a BarKit failure record: at status: expected one of matched, recorded, mismatched, resized, missing, error"
    ),
  ])
  func aBadRecordIsAnErrorOnThePage(record: String, message: String) throws {
    let entries = try Self.entries(record: Data(record.utf8))
    #expect(entries.count == 1)
    #expect(entries.first?.status == .error)
    #expect(entries.first?.message.hasPrefix(message) == true, "\(entries.first?.message ?? "")")
  }

  @Test func aRecordAboveTheLimitIsAnErrorOnThePage() throws {
    let big = Data(repeating: UInt8(ascii: " "), count: GoldenRecord.maximumByteCount + 1)
    let entries = try Self.entries(record: big)
    #expect(entries.first?.status == .error)
    #expect(entries.first?.message.hasPrefix("Dot.json: ") == true, "\(entries.first?.message ?? "")")
  }

  @Test func withoutARecordTheFailureStillShows() throws {
    let entries = try Self.entries(record: nil)
    #expect(entries.map(\.status) == [.failed])
    #expect(entries.first?.message == "")
  }

  /// What BarKitTesting writes is what the readers read: one type both ways.
  @Test func aRecordReadsBackAsWritten() throws {
    var record = GoldenRecord(
      test: "testHome()", stem: "home", status: .mismatched, message: "2 pixels differ", referencePath: "/g/home.png",
      result: nil, file: "Tests/HomeTests.swift", line: 12)
    record.comparison = .read(differingPixels: 2, changedBounds: IntRect(x: 1, y: 2, width: 3, height: 4))
    let read = try JSONDecoder().decode(GoldenRecord.self, from: JSONDocument.data(record))
    #expect(read.test == "testHome()" && read.stem == "home" && read.status == .mismatched)
    #expect(read.message == "2 pixels differ" && read.referencePath == "/g/home.png")
    #expect(read.file == "Tests/HomeTests.swift" && read.line == 12)
    #expect(read.comparison?.differingPixels == 2)
    #expect(read.comparison?.changedBounds == IntRect(x: 1, y: 2, width: 3, height: 4))
    #expect(try JSONDocument.data(read) == JSONDocument.data(record))
  }

  /// A written record holds the whole comparison, as `compare --json` writes it; the readers
  /// take its counts and bounds from it.
  @Test func aWrittenRecordHoldsTheWholeComparison() throws {
    let white = RGBA8(r: 255, g: 255, b: 255).premultiplied
    let expected = try #require(Pixmap(width: 4, height: 4, filledWith: white))
    var actual = expected
    actual[2, 1] = RGBA8(r: 0, g: 0, b: 0).premultiplied
    let result = ImageComparison.compare(expected: expected, actual: actual)
    let record = GoldenRecord(
      test: "t", stem: "s", status: .mismatched, message: "m", referencePath: "/r.png", result: result)
    let json = try #require(String(data: try JSONDocument.data(record), encoding: .utf8))
    #expect(json.contains(#""differingPixels" : 1"#) && json.contains(#""comparedPixels" : 16"#), "\(json)")
    #expect(record.summary == result.summary)
    let read = try JSONDecoder().decode(GoldenRecord.self, from: Data(json.utf8))
    #expect(read.comparison?.differingPixels == 1)
    #expect(read.comparison?.changedBounds == IntRect(x: 2, y: 1, width: 1, height: 1))
  }

  @Test func theArtifactsAreNamedAfterTheStem() {
    #expect(
      GoldenArtifact.allCases.map { $0.name("home") } == [
        "home.reference.png", "home.actual.png", "home.diff.png", "home.json",
      ])
    #expect(GoldenArtifact.actual.stem(of: "dir/home.actual.png") == "dir/home")
    #expect(GoldenArtifact.actual.stem(of: "home.reference.png") == nil)
  }
}
