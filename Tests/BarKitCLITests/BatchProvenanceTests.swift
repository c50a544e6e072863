import BarKit
import Foundation
import Testing

/// Issue 39 items 7 and 9: `batch --resume` keeps an output only when it was made from what
/// this run would make it from (its recipe: scene, manifest, images, devices file, options,
/// BarKit version), whatever the file times say; and no output of a run is an input of any
/// entry of that run.
@Suite struct BatchProvenanceTests {
  typealias Fixture = BatchCommandTests.Fixture

  static func size(of path: URL) throws -> (Int, Int) {
    let image = try Pixmap(contentsOfPNGFile: path)
    return (image.width, image.height)
  }

  @Test func resumeRedoesOutputsMadeWithOtherOptions() throws {
    let f = try Fixture()
    defer { try? FileManager.default.removeItem(at: f.folder) }
    #expect(f.run().code == 0)
    let listTiny = f.out.appendingPathComponent("list-tiny-en.png")
    #expect(try Self.size(of: listTiny) == (40, 30))
    // The files are newer than every input, but were made at 1×: a 2× run makes them again.
    let doubled = f.run(["--resume", "--scale", "2"])
    #expect(doubled.code == 0, "\(doubled.err)")
    #expect(doubled.out.contains("batch: 8 rendered, 0 skipped"), "\(doubled.out)")
    #expect(try Self.size(of: listTiny) == (80, 60))
    #expect(f.run(["--resume", "--scale", "2"]).out.contains("batch: 0 rendered, 8 skipped"))
    // Another compression level is another recipe too.
    #expect(
      f.run(["--resume", "--scale", "2", "--compression-level", "0"]).out.contains("batch: 8 rendered, 0 skipped"))
  }

  @Test func resumeKeysOnContentNotOnFileTimes() throws {
    let f = try Fixture()
    defer { try? FileManager.default.removeItem(at: f.folder) }
    #expect(f.run().code == 0)
    let scene = f.folder.appendingPathComponent("bar.json")
    let old = try #require(try FileManager.default.attributesOfItem(atPath: scene.path)[.modificationDate] as? Date)
    // A new scene with an old time (a checkout, a copy with `cp -p`): its outputs are made again.
    try f.write(
      "bar.json",
      #"""
      {"canvas": {"device": "tiny"}, "statusBar": {"hidden": true},
       "toolbar": {"translucent": false, "items": [{"title": "@ok"}, {"title": "2"}]}}
      """#)
    try FileManager.default.setAttributes([.modificationDate: old.addingTimeInterval(-3600)], ofItemAtPath: scene.path)
    let changed = f.run(["--resume"])
    #expect(BatchCommandTests.reported("rendered", in: changed.out) == Fixture.all.filter { $0.hasPrefix("bar-") })
    // Touching the manifest without changing it changes nothing.
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: f.manifest.path)
    #expect(f.run(["--resume"]).out.contains("batch: 0 rendered, 8 skipped"))
    // An output BarKit did not make (here an image put in its place, newer than every input)
    // is made again.
    let forged = f.out.appendingPathComponent("list-wide-de.png")
    try Pixmap(width: 60, height: 30, filledWith: RGBA8.black.premultiplied)!.writePNG(to: forged)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(120)], ofItemAtPath: forged.path)
    let redone = f.run(["--resume"])
    #expect(BatchCommandTests.reported("rendered", in: redone.out) == ["list-wide-de.png"], "\(redone.out)")
  }

  /// A screenshot in the output folder is one entry's image and another entry's output: the run
  /// is refused before anything renders, and the screenshot stays.
  @Test func anOutputThatIsAnotherEntrysInputIsRefusedUpFront() throws {
    let f = try Fixture(entries: "[]")
    defer { try? FileManager.default.removeItem(at: f.folder) }
    try FileManager.default.createDirectory(at: f.out, withIntermediateDirectories: true)
    let screenshot = f.out.appendingPathComponent("capture.png")
    try Pixmap(width: 40, height: 30, filledWith: RGBA8.black.premultiplied)!.writePNG(to: screenshot)
    let before = try Data(contentsOf: screenshot)
    try f.write(
      "framed.json",
      #"{"canvas": {"device": "tiny"}, "statusBar": {"hidden": true}, "content": {"image": "out/capture.png"}}"#)
    try f.write(
      "batch.json",
      #"""
      {"output": "{name}.png",
       "entries": [{"name": "framed", "scene": "framed.json"}, {"name": "capture", "scene": "list.json"}]}
      """#)
    let run = f.run()
    #expect(run.code == 3, "\(run.out)\n\(run.err)")
    let lines = run.err.split(separator: "\n")
    #expect(lines.count == 1, "\(run.err)")
    #expect(run.err.hasPrefix("barkit batch: ") && run.err.contains("capture.png"), "\(run.err)")
    #expect(run.err.contains("entry framed"), "\(run.err)")
    #expect(try Data(contentsOf: screenshot) == before, "the screenshot was overwritten")
    #expect(f.outputs == ["capture.png"], "something rendered: \(f.outputs)")
    // Each shard checks the whole manifest: the shard that makes capture.png does not read it.
    for shard in ["1/2", "2/2"] {
      #expect(f.run(["--shard", shard]).code == 3, "shard \(shard)")
    }
    #expect(try Data(contentsOf: screenshot) == before, "a shard overwrote the screenshot")

  }
}
