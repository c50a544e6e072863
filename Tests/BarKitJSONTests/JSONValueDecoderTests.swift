import BarKitJSON
import Foundation
import Testing

/// `Codable` formats read through the strict parser: the same values Foundation's decoder
/// gives for valid documents, and errors that name the line and column or the JSON path.
@Suite struct JSONValueDecoderTests {
  struct Record: Codable, Equatable {
    var name: String
    var count: Int
    var ratio: Double
    var flag: Bool
    var note: String?
    var sizes: [UInt64]
    var boxes: [[Int]]
    var byGlob: [String: Int]
    var inner: Inner?
    struct Inner: Codable, Equatable { var offset: Int64 }
  }

  func error(_ json: String, as type: (some Decodable).Type = Record.self) -> String? {
    do {
      _ = try JSONValueDecoder.decode(type, from: Data(json.utf8))
      return nil
    } catch {
      return JSONInputError.decoding(error, file: "in.json").description
    }
  }

  @Test func readsWhatFoundationWrites() throws {
    let record = Record(
      name: "tab/é \"q\"", count: -7, ratio: 0.1, flag: true, note: nil, sizes: [0, UInt64.max], boxes: [[1, 2], []],
      byGlob: ["icons/*": 3, "": 0], inner: Record.Inner(offset: Int64.min))
    let data = try JSONDocument.data(record)
    #expect(try JSONValueDecoder.decode(Record.self, from: data) == record)
    #expect(try JSONDecoder().decode(Record.self, from: data) == record)
  }

  @Test func syntaxErrorsNameLineAndColumn() {
    #expect(error("{\n  \"name\": \"a\",\n  \"count\" 1}") == "in.json:3:11: malformed JSON: expected ':', found '1'")
    #expect(error("{\"name\": \"a\", \"name\": \"b\"}") == "in.json:1:15: malformed JSON: duplicate key \"name\"")
  }

  @Test func valuesAreReadStrictly() {
    let valid = #""name": "a", "ratio": 1, "flag": false, "sizes": [], "boxes": [], "byGlob": {}"#
    #expect(error("{\(valid), \"count\": 1e2}") == nil, "a whole number may be written with an exponent")
    #expect(error("{\(valid), \"count\": 2.5}") == "in.json: at count: expected a whole number")
    #expect(error("{\(valid), \"count\": true}") == "in.json: at count: expected a whole number")
    #expect(error("{\(valid), \"count\": null}") == "in.json: at count: expected a whole number")
    #expect(error("{\(valid)}") == "in.json: expected a member \"count\"")
    #expect(
      error(#"{"name": "a", "count": 1, "ratio": 1e999, "flag": false, "sizes": [], "boxes": [], "byGlob": {}}"#)
        == "in.json: at ratio: expected a number a Double holds, found 1e999")
    #expect(
      error(#"{"name": "a", "count": 1, "ratio": 1, "flag": 1, "sizes": [], "boxes": [], "byGlob": {}}"#)
        == "in.json: at flag: expected true or false")
    #expect(
      error(#"{"name": "a", "count": 1, "ratio": 1, "flag": false, "sizes": [1, -1], "boxes": [], "byGlob": {}}"#)
        == "in.json: at sizes[1]: expected a whole number")
    #expect(
      error(#"{"name": "a", "count": 1, "ratio": 1, "flag": false, "sizes": [], "boxes": [[1, "2"]], "byGlob": {}}"#)
        == "in.json: at boxes[0][1]: expected a whole number")
    #expect(
      error(#"{"name": "a", "count": 1, "ratio": 1, "flag": false, "sizes": [], "boxes": [], "byGlob": []}"#)
        == "in.json: at byGlob: expected an object")
    #expect(error("[]") == "in.json: expected an object")
  }

  @Test func absentAndNullOptionalsAreNil() throws {
    let json =
      #"{"name": "a", "count": 1, "ratio": 1, "flag": false, "note": null, "sizes": [], "boxes": [], "byGlob": {}}"#
    let record = try JSONValueDecoder.decode(Record.self, from: Data(json.utf8))
    #expect(record.note == nil && record.inner == nil)
  }
}
