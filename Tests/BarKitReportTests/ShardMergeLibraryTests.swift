import Foundation
import Testing

@testable import BarKitReport

/// `report --merge` as a library call: pages and JUnit files join without the executable, and
/// inputs that are not one run's shards are refused with the reason.
@Suite struct ShardMergeLibraryTests {
  static func page(_ titles: [String]) -> ShardMerge.Input {
    let entries = titles.map {
      GoldenReport.Entry(title: $0, message: "differs", status: .mismatched, reference: nil, actual: nil, diff: nil)
    }
    return ShardMerge.Input(path: "\(titles.joined()).html", data: Data(GoldenReport.html(for: entries).utf8))
  }

  @Test func twoPagesBecomeOne() throws {
    let merged = try ShardMerge.merge(
      [Self.page(["b"]), Self.page(["a"])], from: .html, into: .html, title: "Merged")
    #expect(merged.counted == "2 failures")
    let page = try GoldenReport.page(html: String(decoding: merged.data, as: UTF8.self), name: "merged")
    #expect(page.entries.map(\.title) == ["a", "b"])
    #expect(merged.summary?.failures == ["mismatched": 2])
    #expect(merged.rows.map(\.title) == ["a", "b"])
  }

  @Test func anImageInTwoShardsIsNotOneRun() {
    #expect {
      try ShardMerge.merge([Self.page(["a"]), Self.page(["a", "b"])], from: .html, into: .html, title: "")
    } throws: { error in
      guard case .notOneRun(let message) = error as? ShardMerge.Refusal else { return false }
      return message.contains("both hold a")
    }
  }

  @Test func aFileThatIsNotJUnitIsUnreadable() {
    #expect {
      try ShardMerge.merge(
        [ShardMerge.Input(path: "x.xml", data: Data("<html/>".utf8))], from: .xml, into: .xml, title: "")
    } throws: { error in
      guard case .unreadable(let message) = error as? ShardMerge.Refusal else { return false }
      return message == "x.xml: not a JUnit file written by compare --junit"
    }
  }
}
