import Foundation
import TestSupport
import Testing

@testable import BarKitScene

@Suite struct SceneJSONParserTests {
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

  @Test func corruptedScenesFailWithAnErrorNeverACrash() throws {
    let example = SharedFixtures.repositoryRoot.appendingPathComponent("Docs/Examples/full-screen.json")
    let original = Array(try Data(contentsOf: example))
    // A fixed linear congruential sequence, so every run tries the same corruptions.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet = Array(#"{}[]":,-0123456789.eE tfn\"#.utf8) + [0x00, 0xFF, 0xC3]
    var failures = 0
    for _ in 0..<400 {
      var bytes = original
      for _ in 0..<(1 + next(3)) {
        switch next(3) {
        case 0: bytes[next(bytes.count)] = alphabet[next(alphabet.count)]
        case 1: bytes.remove(at: next(bytes.count))
        default: bytes.insert(alphabet[next(alphabet.count)], at: next(bytes.count))
        }
      }
      do {
        _ = try Scene(decoding: Data(bytes), file: "fuzz.json")
      } catch {
        #expect(error.description.hasPrefix("fuzz.json"))
        failures += 1
      }
    }
    #expect(failures > 300, "most corruptions are errors")
  }
}
