import Foundation
import Testing

@testable import BarKitChrome

@Suite struct SceneJSONParserTests {
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

  @Test func malformedJSONReportsLineAndColumn() {
    #expect(
      sceneError("{\n  \"a\": 1\n  \"b\": 2\n}") == "scene.json:3:3: malformed JSON: expected ',' or '}', found '\"'")
    #expect(sceneError("{\"a\": tru}") == "scene.json:1:7: malformed JSON: expected a value, found 't'")
    #expect(sceneError("{\"a\": 1,}") == "scene.json:1:9: malformed JSON: expected a key in double quotes, found '}'")
    #expect(sceneError("") == "scene.json:1:1: malformed JSON: expected a value, found the end of the file")
    #expect(sceneError("{} x") == "scene.json:1:4: malformed JSON: unexpected text after the document")
    #expect(sceneError("{\"é\": 01}") == "scene.json:1:7: malformed JSON: leading zeros are not allowed")
    #expect(sceneError("{\"a\": \"b") == "scene.json:1:9: malformed JSON: unterminated string")
  }

  @Test func duplicateKeysAreRejected() {
    #expect(
      sceneError("{\"tintColor\": \"#000\",\n \"tintColor\": \"#FFF\"}")
        == "scene.json:2:2: malformed JSON: duplicate key \"tintColor\"")
  }

  @Test func rejectsWhatJSONForbids() {
    for text in [
      "{'a': 1}", "[NaN]", "[Infinity]", "[1.]", "[.5]", "[+1]", "[\"\\x\"]", "[\"a\tb\"]", "[\"\\ud800\"]", "[1 2]",
    ] {
      #expect(throws: SceneError.self, "\(text)") { try JSONParser.parse(Array(text.utf8)) }
    }
  }

  @Test func deepNestingFailsInsteadOfCrashing() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: SceneError.self) { try JSONParser.parse(Array(deep.utf8)) }
    let ok =
      String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
    #expect(throws: Never.self) { try JSONParser.parse(Array(ok.utf8)) }
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
