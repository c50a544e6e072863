import BarKitJSON
import Testing

/// The strict parser under every JSON input (scenes, manifests, records, overrides, maps).
@Suite struct JSONParserTests {
  @Test func parsesEveryKindOfValue() throws {
    let value = try JSONParser.parse(
      Array(#" {"a": [1, -2.5e3, true, false, null], "b": "x\"\n\u00e9\ud83d\ude00"} "#.utf8))
    #expect(
      value
        == .object([
          ("a", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])),
          ("b", .string("x\"\né😀")),
        ]))
  }

  @Test func malformedDocumentsNameLineAndColumn() {
    func error(_ text: String) -> JSONSyntaxError? {
      do {
        _ = try JSONParser.parse(Array(text.utf8))
        return nil
      } catch {
        return error
      }
    }
    #expect(
      error("{\n  \"a\": 1\n  \"b\": 2\n}") == .malformed(line: 3, column: 3, detail: "expected ',' or '}', found '\"'")
    )
    #expect(error("{\"é\": 01}")?.description == "1:7: malformed JSON: leading zeros are not allowed")
    #expect(error("{\"a\": 1, \"a\": 2}") == .malformed(line: 1, column: 10, detail: "duplicate key \"a\""))
  }

  @Test func rejectsWhatJSONForbids() {
    for text in [
      "{'a': 1}", "[NaN]", "[Infinity]", "[1.]", "[.5]", "[+1]", "[\"\\x\"]", "[\"a\tb\"]", "[\"\\ud800\"]", "[1 2]",
    ] {
      #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONParser.parse(Array(text.utf8)) }
    }
  }

  @Test func deepNestingFailsInsteadOfCrashing() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(deep.utf8)) }
    let ok =
      String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
    #expect(throws: Never.self) { try JSONParser.parse(Array(ok.utf8)) }
  }

  @Test func limitsAreTheCallersToSet() {
    #expect(throws: JSONSyntaxError.tooLarge(byteCount: 4, limit: 3)) {
      try JSONParser.parse(Array("[ 1]".utf8), maximumByteCount: 3)
    }
    #expect(throws: JSONSyntaxError.malformed(line: 1, column: 2, detail: "string longer than 2 bytes")) {
      try JSONParser.parse(Array("[\"abc\"]".utf8), maximumStringByteCount: 2)
    }
  }

  @Test func toleratesAByteOrderMark() throws {
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .object([]))
  }

  @Test func pathsRenderAsWritten() {
    let path = JSONPath.root.appending(key: "navigationBar").appending(key: "rightItems").appending(index: 1).appending(
      key: "systemItem")
    #expect(path.description == "navigationBar.rightItems[1].systemItem")
    #expect(JSONPath.root.description == "")
  }
}
