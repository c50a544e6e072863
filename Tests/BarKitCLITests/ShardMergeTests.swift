import BarKit
import Foundation
import TestSupport
import Testing

/// Issue 39 item 4: `report --merge s1.json --merge s3.json`, with the failing shard 2/3
/// absent, said "All 6 images match." and exited 0. Shards record I/N and their run; a merge
/// is the whole of one run or refused, naming the shard at fault.
@Suite struct ShardMergeTests {
  /// Six images, `img2.png` changed: shard 2 of 3 (img2, img5) fails.
  struct Run {
    let folder: HostileFolder
    var expected: URL { folder.url.appendingPathComponent("expected") }
    var actual: URL { folder.url.appendingPathComponent("actual") }

    init(_ name: String = #function, images: Int = 6) throws {
      folder = try HostileFolder(name)
      let white = Pixmap(width: 4, height: 4, filledWith: RGBA8.white.premultiplied)!
      for url in [expected, actual] {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      }
      for i in 1...images {
        try white.writePNG(to: expected.appendingPathComponent("img\(i).png"))
        var image = white
        if i == 2 { image[1, 1] = RGBA8.black.premultiplied }
        try image.writePNG(to: actual.appendingPathComponent("img\(i).png"))
      }
    }

    /// Shard `index` of `count` in `format` (`json`, `html`, `xml`); returns its path.
    func shard(_ index: Int, of count: Int, _ format: String, name: String? = nil) throws -> String {
      let path = folder.path(name ?? "s\(index).\(format)")
      let option = ["html": "--report", "xml": "--junit"][format]
      let run = HostileRun(
        ["compare", expected.path, actual.path, "--shard", "\(index)/\(count)"]
          + (option.map { [$0, path] } ?? ["--json"]))
      #expect(run.code == 0 || run.code == 1, "\(run.err)")
      if option == nil { try Data(run.out.utf8).write(to: URL(fileURLWithPath: path)) }
      return path
    }

    func merge(_ inputs: [String], to name: String) -> HostileRun {
      HostileRun(["report"] + inputs.flatMap { ["--merge", $0] } + ["-o", folder.path(name)])
    }
  }

  @Test(arguments: ["json", "html", "xml"])
  func aMissingShardIsRefused(format: String) throws {
    let run = try Run()
    let merged = run.merge([try run.shard(1, of: 3, format), try run.shard(3, of: 3, format)], to: "m.\(format)")
    #expect(merged.code == 2, "\(merged.err)")
    #expect(merged.err.contains("shard 2/3 of run") && merged.err.contains("is missing"), "\(merged.err)")
    #expect(!FileManager.default.fileExists(atPath: run.folder.path("m.\(format)")))

    let whole = run.merge((1...3).map { try! run.shard($0, of: 3, format) }, to: "whole.\(format)")
    #expect(whole.code == 0, "\(whole.err)")
  }

  /// The same shard twice in two forms (the second re-encoded, so its bytes differ), and a
  /// green shard twice (no image to tell them apart by): refused, naming both.
  @Test func aShardGivenTwiceIsRefused() throws {
    let run = try Run()
    let first = try run.shard(1, of: 3, "html")
    let again = try run.shard(1, of: 3, "html", name: "again.html")
    let twice = run.merge(
      [first, again, try run.shard(2, of: 3, "html"), try run.shard(3, of: 3, "html")], to: "m.html")
    #expect(twice.code == 2, "\(twice.err)")
    #expect(twice.err.contains("s1.html and") && twice.err.contains("again.html are both shard 1/3"), "\(twice.err)")
  }

  /// A shard of another run (other files) is foreign; so is a shard of another split.
  @Test func aForeignShardIsRefused() throws {
    let run = try Run()
    let other = try Run("otherRun", images: 7)
    let foreign = try other.shard(2, of: 3, "json")
    let mixed = run.merge([try run.shard(1, of: 3, "json"), foreign, try run.shard(3, of: 3, "json")], to: "m.json")
    #expect(mixed.code == 2, "\(mixed.err)")
    #expect(mixed.err.contains(foreign) && mixed.err.contains("not the same run"), "\(mixed.err)")

    // 1/2 holds img1, img3, img5 and 2/4 img2, img6: no image twice, but two splits.
    let split = run.merge(
      [try run.shard(1, of: 2, "json", name: "half.json"), try run.shard(2, of: 4, "json", name: "quarter.json")],
      to: "m.json")
    #expect(split.code == 2 && split.err.contains("of one split"), "\(split.err)")
  }

  /// `BARKIT_RUN` names the run: the same files compared in two CI runs are two runs.
  @Test func theRunsNameSetsItApart() throws {
    let paths = [RawPath("a.png"), RawPath("b.png")]
    #expect(ComparisonShard.run(paths: paths, name: "101") != ComparisonShard.run(paths: paths, name: "102"))
    #expect(ComparisonShard.run(paths: paths, name: nil) == ComparisonShard.run(paths: paths.reversed(), name: nil))
  }

  /// A summary without a shard record (an older BarKit's, or edited) cannot prove anything.
  @Test func aSummaryWithoutAShardRecordIsRefused() throws {
    let run = try Run()
    let bare = try run.folder.write(
      "bare.json", #"{"files": [{"path": "img1.png", "status": "passed"}], "passed": 1}"#)
    let merged = run.merge([bare], to: "m.json")
    #expect(merged.code == 2 && merged.err.contains("bare.json: records no shard"), "\(merged.err)")
  }

  /// One summary listing the same image twice counted it twice.
  @Test func aSummaryListingAnImageTwiceIsRefused() throws {
    let run = try Run()
    let twice = try run.folder.write(
      "twice.json",
      #"{"shard": {"index": 1, "count": 1, "run": "\#(String(repeating: "a", count: 64))"}, "files": ["#
        + #"{"path": "img1.png", "status": "passed"}, {"path": "img1.png", "status": "passed"}]}"#)
    run.merge([twice], to: "m.json").expectCleanFailure(
      naming: ["twice.json", "files[1].path", "each image once; files[0] is the same image"])
  }

  /// A JUnit file listing the same test case twice counted it twice.
  @Test func aJUnitFileListingAnImageTwiceIsRefused() throws {
    let run = try Run()
    let path = try run.shard(1, of: 1, "xml")
    var lines = try String(contentsOfFile: path, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains("<testcase name=\"img1.png\"") })
    lines.insert(lines[index], at: index)
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    run.merge([path], to: "m.xml").expectCleanFailure(naming: ["s1.xml", "img1.png", "twice"])
  }

  /// A shard record that is not one (`index` past `count`, a run that is no SHA-256).
  @Test(arguments: [
    (#"{"index": 4, "count": 3, "run": "\#(String(repeating: "a", count: 64))"}"#, "shard.index"),
    (#"{"index": 1, "count": 0, "run": "\#(String(repeating: "a", count: 64))"}"#, "shard.count"),
    (#"{"index": 1, "count": 1, "run": "r1"}"#, "shard.run"),
  ])
  func aBadShardRecordIsRefusedWithItsPath(record: String, path: String) throws {
    let run = try Run()
    let bad = try run.folder.write("bad.json", #"{"shard": \#(record), "files": []}"#)
    run.merge([bad], to: "m.json").expectCleanFailure(naming: ["bad.json", path])
  }
}
