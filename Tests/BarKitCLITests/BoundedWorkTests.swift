import BarKit
import Foundation
import Testing

@testable import BarKitCLI

/// Issue 39 item 10: work that grows with an input is bounded (Docs/Security.md, "Limits").
/// Each test feeds the worst case inside the limit, which must be answered (HostileRun fails a
/// command that takes 60 s: a hang check, not a speed test), and the first case past it, which
/// must be refused at its JSON path.
@Suite struct BoundedWorkTests {
  /// An element map of `count` elements over a `side`×`side` image: element `i` covers the
  /// columns from `i % side` to the right edge, every row. The smallest frame holding a pixel
  /// owns it, so column `c` is owned by the last element starting there; every other element
  /// holds a part of every row and owns nothing, which is what made attribution cost changed
  /// pixels × elements.
  static func slivers(count: Int, side: Int) -> String {
    let elements = (0..<count).map { i in
      #"{"path": "e[\#(i)]", "frame": {"x": \#(i % side), "y": 0, "width": \#(side - i % side), "height": \#(side)}}"#
    }
    return #"{"scale": 1, "size": {"width": \#(side), "height": \#(side)}, "elements": ["#
      + elements.joined(separator: ",\n") + "]}"
  }

  @Test func elementAttributionAtTheElementLimitIsAnswered() throws {
    let folder = try HostileFolder()
    // Every pixel of a 400 × 400 image changes (a 1000 × 1000 one also answers; this keeps
    // the debug build's comparison itself short).
    let side = 400
    let white = Pixmap(width: side, height: side, filledWith: RGBA8.white.premultiplied)!
    let black = Pixmap(width: side, height: side, filledWith: RGBA8.black.premultiplied)!
    let a = try folder.write("a.png", try white.pngData()), b = try folder.write("b.png", try black.pngData())
    let count = ElementMap.maximumElementCount
    let map = try folder.write("map.json", Self.slivers(count: count, side: side))
    let run = HostileRun(["compare", a, b, "--elements", map, "--json"])
    #expect(run.code == 1, "\(run.err)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    let changed = try #require(json["changedElements"] as? [String: Any])
    let elements = try #require(changed["elements"] as? [[String: Any]])
    #expect(elements.count == side)
    #expect(elements.allSatisfy { $0["changedPixels"] as? Int == side })
    #expect(Set(elements.compactMap { $0["path"] as? String }) == Set((count - side..<count).map { "e[\($0)]" }))
    #expect(changed["outsideEveryElement"] as? Int == 0)

    let over = try folder.write("over.json", Self.slivers(count: count + 1, side: side))
    HostileRun(["compare", a, b, "--elements", over]).expectCleanFailure(
      naming: ["over.json", "elements[\(count)]", "at most \(count) elements"])
  }

  /// One letter and 32,000 combining marks took HarfBuzz seconds to shape (quadratic in the
  /// cluster's length); a title of the longest clusters allowed, as long as a scene string may
  /// be, renders.
  @Test func longGraphemeClustersAreRefusedAndTheLongestAllowedRender() throws {
    let folder = try HostileFolder()
    let limit = JSONNode.maximumClusterScalarCount
    let enclosed = "a" + String(repeating: "\u{20DD}", count: limit - 1)
    let longest = String(repeating: enclosed, count: 64 * 1024 / enclosed.utf8.count)
    let scene = try folder.write(
      "scene.json",
      HostileSceneTests.scene(#""navigationBar": {"title": "\#(longest)", "rightItems": [{"title": "\#(enclosed)"}]}"#))
    let run = HostileRun(["render", scene, "-o", folder.path("out.png")])
    #expect(run.code == 0, "\(run.err)")

    let zalgo = "a" + String(repeating: "\u{301}", count: 32_000)
    let refused = try folder.write("refused.json", HostileSceneTests.scene(#""navigationBar": {"title": "\#(zalgo)"}"#))
    HostileRun(["render", refused, "-o", folder.path("refused.png")]).expectCleanFailure(
      naming: ["refused.json", "navigationBar.title", "\(limit)"])
    HostileRun(["validate", refused]).expectCleanFailure(naming: ["navigationBar.title"])
  }
}
