import BarKitCompare
import BarKitGeometry
import BarKitJSON
import BarKitRaster
import Foundation
import Testing

@testable import BarKitReport

/// Docs/golden-record.schema.json and Docs/compare-summary.schema.json describe what BarKit
/// writes: the keys a full record or summary holds, the statuses, and the format's version.
@Suite struct RunFormatSchemaTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs")

  static func schema(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: docs.appendingPathComponent(name))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func object(_ value: some Encodable) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: JSONDocument.data(value)) as? [String: Any])
  }

  static func properties(_ schema: [String: Any], _ path: [String] = []) throws -> [String: Any] {
    var node = schema
    for key in path { node = try #require(node[key] as? [String: Any], "\(path)") }
    return try #require(node["properties"] as? [String: Any])
  }

  /// A failing comparison of two 8×8 images, with a changed block and a density rule.
  static func comparison() throws -> ImageComparisonResult {
    let white = try #require(Pixmap(width: 8, height: 8, filledWith: RGBA8(r: 255, g: 255, b: 255).premultiplied))
    var changed = white
    for y in 2..<4 { for x in 2..<5 { changed[x, y] = RGBA8(r: 0, g: 0, b: 0).premultiplied } }
    var options = ComparisonOptions()
    options.density = DensityLimit(windowSize: 4, maxDiffPixels: 0)
    return ImageComparison.compare(expected: white, actual: changed, options: options)
  }

  @Test func aFullRecordHoldsExactlyTheSchemasKeys() throws {
    let schema = try Self.schema("golden-record.schema.json")
    let record = GoldenRecord(
      test: "testHome()", stem: "home", status: .mismatched, message: "6 pixels differ", referencePath: "/g/home.png",
      result: try Self.comparison(),
      changedElements: ElementChanges(
        elements: [.init(path: "navigationBar.title", label: "Inbox", changedPixels: 6)], outsideEveryElement: 0),
      file: "Tests/HomeTests.swift", line: 12)
    let written = try Self.object(record)
    #expect(Set(written.keys) == Set(try Self.properties(schema).keys))
    let result = try #require(written["result"] as? [String: Any])
    #expect(Set(result.keys) == Set(try Self.properties(schema, ["$defs", "comparison"]).keys))
    #expect(Set(try #require(schema["required"] as? [String])).isSubset(of: written.keys))
    let status = try #require(try Self.properties(schema)["status"] as? [String: Any])
    #expect(status["enum"] as? [String] == GoldenRecord.Status.allCases.map(\.rawValue))
    let format = try #require(try Self.properties(schema)["format"] as? [String: Any])
    #expect(format["const"] as? Int == GoldenRecord.format && written["format"] as? Int == GoldenRecord.format)
  }

  @Test func aRecordOfAnotherFormatIsUnreadable() throws {
    #expect {
      try JSONDecoder().decode(GoldenRecord.self, from: Data(#"{"format": 2, "status": "mismatched"}"#.utf8))
    } throws: { error in
      "\(error)".contains("expected format 1, found 2")
    }
  }

  @Test func aFullSummaryHoldsExactlyTheSchemasKeys() throws {
    let schema = try Self.schema("compare-summary.schema.json")
    let summary = try FolderComparisonResult(
      json: Data(
        #"""
        {"expected": "e", "actual": "a",
         "shard": {"index": 1, "count": 1, "run": "\#(String(repeating: "a", count: 64))"},
         "files": [{"path": "x.png", "status": "resized", "differingPixels": 3, "antiAliasedPixels": 1,
                    "changedBounds": {"x": 0, "y": 0, "width": 1, "height": 1},
                    "expectedSize": {"width": 1, "height": 1}, "actualSize": {"width": 2, "height": 1},
                    "message": "resized", "diff": "d/x.png",
                    "expectedSHA256": "\#(String(repeating: "b", count: 64))",
                    "actualSHA256": "\#(String(repeating: "c", count: 64))"},
                   {"path": "caf\\xe9.png", "rawPath": "caf%E9.png", "status": "added"}]}
        """#.utf8), file: "s.json")
    let written = try Self.object(summary)
    #expect(Set(written.keys) == Set(try Self.properties(schema).keys))
    let files = try #require(written["files"] as? [[String: Any]])
    let fileKeys = Set(files.flatMap(\.keys))
    #expect(fileKeys == Set(try Self.properties(schema, ["$defs", "file"]).keys))
    let status = try #require(try Self.properties(schema, ["$defs", "file"])["status"] as? [String: Any])
    #expect(status["enum"] as? [String] == FolderComparisonEntry.Status.allCases.map(\.rawValue))
    let format = try #require(try Self.properties(schema)["format"] as? [String: Any])
    #expect(format["const"] as? Int == FolderComparisonResult.format && written["format"] as? Int == 1)
  }

  @Test func aSummaryOfAnotherFormatIsRefusedAtItsPath() {
    #expect {
      try FolderComparisonResult(json: Data(#"{"format": 2, "files": []}"#.utf8), file: "s.json")
    } throws: { error in
      "\(error)".contains("s.json") && "\(error)".contains("format") && "\(error)".contains("found 2")
    }
  }
}
