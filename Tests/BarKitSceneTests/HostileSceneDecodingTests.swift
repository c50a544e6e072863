import BarKitJSON
import Foundation
import TestSupport
import Testing

@testable import BarKitScene

/// Hostile strings in a scene and the JSON limits at their boundaries (Docs/Security.md,
/// "Limits"). Hostile numbers are rendered in BarKitChromeTests (HostileSceneRenderingTests).
@Suite struct HostileSceneDecodingTests {
  @Test func longStringsAreCutInMessagesButNeverInTheEncoding() throws {
    let title = String(repeating: "ab\u{2028}", count: 5000)
    let scene = try decodeScene(#"{"navigationBar": {"title": "\#(title)"}}"#)
    #expect(try decodeScene(scene.jsonText) == scene)
    #expect(scene.jsonText.contains(#"ab\u2028ab"#))
    let message = sceneError(#"{"navigationBar": {"barStyle": "\#(title)"}}"#) ?? ""
    #expect(message.contains("\"… (25000 bytes) (expected one of: default, black)"), "\(message)")
    #expect(!message.contains("\u{2028}") && message.count < 300)
  }

  @Test func jsonLimitsHoldAtTheirBoundaries() throws {
    func parses(_ text: String) -> Bool { (try? JSONParser.parse(Array(text.utf8))) != nil }
    let depth = JSONParser.maximumDepth
    #expect(parses(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
    #expect(!parses(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)))

    let longest = JSONParser.maximumStringByteCount
    #expect(parses("\"" + String(repeating: "a", count: longest) + "\""))
    #expect(!parses("\"" + String(repeating: "a", count: longest + 1) + "\""))
    // Escapes count as the bytes they stand for.
    #expect(!parses("\"" + String(repeating: "\\n", count: longest + 1) + "\""))

    let digits = JSONParser.maximumNumberLength
    #expect(parses(String(repeating: "1", count: digits)))
    #expect(!parses(String(repeating: "1", count: digits + 1)))

    let size = JSONParser.maximumDocumentByteCount
    let padded = "0" + String(repeating: " ", count: size - 1)
    #expect(parses(padded))
    do {
      _ = try JSONParser.parse(Array((padded + " ").utf8))
      Issue.record("a document over the limit parsed")
    } catch {
      #expect(error.description == "\(size + 1) bytes is larger than the limit of \(size) bytes for a JSON file")
    }
  }
}
