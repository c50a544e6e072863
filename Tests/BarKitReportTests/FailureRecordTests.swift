import Foundation
import Testing

@testable import BarKitReport

/// The records `barkit report DIR` reads beside each failure's images (`<stem>.json`): a record
/// that cannot be read is a failure on the page naming the file and why, never dropped.
@Suite struct FailureRecordTests {
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
    #expect(entries.map(\.status) == ["mismatched"])
    #expect(entries.first?.message == "3 pixels differ")
    #expect(entries.first?.changedBounds?.width == 3)
  }

  @Test(arguments: [
    ("not json", "Dot.json: not a BarKit failure record: not JSON"),
    (#"{"status": 7}"#, "Dot.json: not a BarKit failure record: status: expected String"),
    (#"[]"#, "Dot.json: not a BarKit failure record: "),
  ])
  func aBadRecordIsAnErrorOnThePage(record: String, message: String) throws {
    let entries = try Self.entries(record: Data(record.utf8))
    #expect(entries.count == 1)
    #expect(entries.first?.status == "error")
    #expect(entries.first?.message.hasPrefix(message) == true, "\(entries.first?.message ?? "")")
  }

  @Test func aRecordAboveTheLimitIsAnErrorOnThePage() throws {
    let big = Data(repeating: UInt8(ascii: " "), count: FailureRecord.maximumByteCount + 1)
    let entries = try Self.entries(record: big)
    #expect(entries.first?.status == "error")
    #expect(entries.first?.message.hasPrefix("Dot.json: ") == true, "\(entries.first?.message ?? "")")
  }

  @Test func withoutARecordTheFailureStillShows() throws {
    let entries = try Self.entries(record: nil)
    #expect(entries.map(\.status) == ["failed"])
    #expect(entries.first?.message == "")
  }
}
