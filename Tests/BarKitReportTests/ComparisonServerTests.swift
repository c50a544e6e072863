import BarKitCompare
import BarKitGeometry
import BarKitRaster
import Foundation
import Testing

@testable import BarKitReport

/// The answers of `compare --server`, one request at a time.
@Suite struct ComparisonServerTests {
  static func pair() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("server-lib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let white = try #require(Pixmap(width: 10, height: 10, filledWith: RGBA8.white.premultiplied))
    var marked = white
    for x in 0..<3 { marked[x, 0] = RGBA8.black.premultiplied }
    try white.pngData().write(to: root.appendingPathComponent("a.png"))
    try marked.pngData().write(to: root.appendingPathComponent("b.png"))
    return root
  }

  func answer(_ request: String, base: ComparisonOptions = ComparisonOptions()) throws -> [String: Any] {
    let line = ComparisonServer(base: base).answer(Data(request.utf8), number: 4)
    #expect(!line.contains("\n"))
    return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test func requestOptionsApplyOverTheServers() throws {
    let root = try Self.pair()
    defer { try? FileManager.default.removeItem(at: root) }
    let (a, b) = (root.appendingPathComponent("a.png").path, root.appendingPathComponent("b.png").path)
    let strict = try answer(#"{"id": "x", "expected": "\#(a)", "actual": "\#(b)"}"#)
    #expect(
      strict["id"] as? String == "x" && strict["status"] as? String == "changed" && strict["exitCode"] as? Int == 1)
    let lenient = try answer(#"{"id": 2, "expected": "\#(a)", "actual": "\#(b)", "options": {"maxDiffPixels": 3}}"#)
    #expect(lenient["status"] as? String == "passed" && lenient["exitCode"] as? Int == 0)
    var base = ComparisonOptions()
    base.maxDiffPixels = 3
    #expect(try answer(#"{"expected": "\#(a)", "actual": "\#(b)"}"#, base: base)["status"] as? String == "passed")
    let folders = try answer(#"{"expected": "\#(root.path)", "actual": "\#(root.path)"}"#)
    #expect(folders["status"] as? String == "passed" && (folders["summary"] as? [String: Any])?["passed"] as? Int == 2)
  }

  @Test func badRequestsAreAnsweredWithTheirError() throws {
    let unknown = try answer(#"{"id": 5, "expected": "a", "actual": "b", "option": {}}"#)
    #expect(unknown["id"] as? Int == 5 && unknown["exitCode"] as? Int == 2)
    #expect(
      unknown["error"] as? String == "request 4: at option: expected one of the keys id, expected, actual, options")
    let threshold = try answer(#"{"expected": "a", "actual": "b", "options": {"threshold": 2}}"#)
    let range = "request 4: at [\"options\"].threshold: expected a number in 0.0...1.0"
    #expect(threshold["error"] as? String == range, "\(threshold)")
    #expect(
      try answer("[1, 2")["error"] as? String
        == "request 4: column 6: malformed JSON: expected ',' or ']', found the end of the file")
    let missing = try answer(#"{"id": 1, "expected": "/nonexistent/a.png", "actual": "/nonexistent/b.png"}"#)
    #expect(missing["exitCode"] as? Int == 3 && (missing["error"] as? String)?.contains("/nonexistent/a.png") == true)
  }
}
