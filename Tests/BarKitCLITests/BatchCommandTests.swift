import BarKit
import BarKitCLI
import Foundation
import Testing

/// `barkit batch` end to end on tiny scenes (40×30 pt at @1x, opaque bars) so debug builds
/// stay fast.
@Suite struct BatchCommandTests {
  /// A fresh folder with a devices file (two tiny devices), two scene files and a manifest.
  struct Fixture {
    let folder: URL
    var manifest: URL { folder.appendingPathComponent("batch.json") }
    var devices: URL { folder.appendingPathComponent("devices.json") }
    var out: URL { folder.appendingPathComponent("out") }

    init(entries: String = #"[{"name": "list", "scene": "list.json"}, {"name": "bar", "scene": "bar.json"}]"#) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try write(
        "devices.json",
        #"""
        {"devices": [{"name": "tiny", "width": 40, "height": 30, "scale": 1, "idiom": "phone"},
                     {"name": "wide", "width": 60, "height": 30, "scale": 1, "idiom": "phone"}]}
        """#)
      try write(
        "list.json",
        ##"{"canvas": {"device": "tiny"}, "content": {"color": "#336699"}, "statusBar": {"hidden": true}}"##)
      try write(
        "bar.json",
        #"""
        {"canvas": {"device": "tiny"}, "statusBar": {"hidden": true},
         "toolbar": {"translucent": false, "items": [{"title": "@ok"}]}}
        """#)
      try write(
        "batch.json",
        #"""
        {"devices": ["tiny", "wide"],
         "locales": {"en": {"strings": {"ok": "OK"}}, "de": {"strings": {"ok": "Gut"}}},
         "entries": \#(entries)}
        """#)
    }

    func write(_ name: String, _ text: String) throws {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func run(_ extra: [String] = []) -> (code: Int32, out: String, err: String) {
      CapturedOutput.run(
        ["batch", manifest.path, "-o", out.path, "--devices", devices.path, "--jobs", "2"] + extra)
    }

    /// The PNGs written, relative to the output folder, sorted.
    var outputs: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    static let all = [
      "bar-tiny-de.png", "bar-tiny-en.png", "bar-wide-de.png", "bar-wide-en.png",
      "list-tiny-de.png", "list-tiny-en.png", "list-wide-de.png", "list-wide-en.png",
    ]
  }

  /// Issue 31: a warning names the output, the entry and the JSON path on standard error; the
  /// run exits 0, or 3 with `--strict`.
  @Test func warningsNameTheOutputAndStrictExitsThree() throws {
    let fixture = try Fixture(entries: #"[{"name": "shot", "scene": "shot.json"}]"#)
    defer { try? FileManager.default.removeItem(at: fixture.folder) }
    try fixture.write(
      "shot.json", #"{"canvas": {"device": "tiny"}, "statusBar": {"hidden": true}, "content": {"image": "small.png"}}"#)
    try Pixmap(width: 20, height: 10, filledWith: RGBA8.black.premultiplied)!.writePNG(
      to: fixture.folder.appendingPathComponent("small.png"))
    let run = fixture.run()
    #expect(run.code == 0)
    #expect(
      run.err.contains("barkit batch: warning: shot-tiny-en.png: entry shot: content.image: upscaled 3×"), "\(run.err)")
    #expect(fixture.outputs.count == 4)
    #expect(fixture.run(["--strict"]).code == 3)
  }

  /// The output names a run reports with `word` (`rendered`, `skipped`) in plain-line mode.
  static func reported(_ word: String, in out: String) -> [String] {
    out.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ")
      guard parts.count >= 3, parts[1] == word else { return nil }
      return String(parts.last!)
    }.sorted()
  }

  @Test func rendersTheWholeMatrixAndSummarizes() throws {
    let f = try Fixture()
    let r = f.run()
    #expect(r.code == 0, "\(r.err)")
    #expect(f.outputs == Fixture.all)
    #expect(r.out.contains("batch: 8 rendered, 0 skipped, 0 failed in "))
    #expect(r.out.contains("mockups/s)"))
    #expect(Self.reported("rendered", in: r.out) == Fixture.all)
    let wide = try #require(FileManager.default.contents(atPath: f.out.appendingPathComponent("list-wide-en.png").path))
    #expect(wide.count > 0)
  }

  @Test func shardsTogetherRenderEveryOutputOnce() throws {
    let f = try Fixture()
    var rendered: [String] = []
    for i in 1...3 {
      let r = f.run(["--shard", "\(i)/3"])
      #expect(r.code == 0, "\(r.err)")
      rendered += Self.reported("rendered", in: r.out)
    }
    #expect(rendered.sorted() == Fixture.all)
    #expect(f.outputs == Fixture.all)
  }

  @Test func resumeSkipsUpToDateOutputsAndRedoesChangedInputs() throws {
    let f = try Fixture()
    #expect(f.run().code == 0)
    let second = f.run(["--resume"])
    #expect(second.code == 0)
    #expect(second.out.contains("batch: 0 rendered, 8 skipped, 0 failed"))
    // Changing one scene file re-renders only that entry's outputs (its recipe changed;
    // BatchProvenanceTests shows file times decide nothing).
    try f.write(
      "bar.json",
      ##"{"canvas": {"device": "tiny"}, "statusBar": {"hidden": true}, "toolbar": {"translucent": false, "items": [{"title": "@ok"}], "barTintColor": "#FF0000"}}"##
    )
    let third = f.run(["--resume"])
    #expect(Self.reported("rendered", in: third.out) == Fixture.all.filter { $0.hasPrefix("bar-") })
    // Changing the manifest re-renders everything.
    try f.write(
      "batch.json",
      #"""
      {"devices": ["tiny", "wide"],
       "locales": {"en": {"strings": {"ok": "OK"}}, "de": {"strings": {"ok": "Gut!"}}},
       "entries": [{"name": "list", "scene": "list.json"}, {"name": "bar", "scene": "bar.json"}]}
      """#)
    #expect(f.run(["--resume"]).out.contains("batch: 8 rendered, 0 skipped"))
  }

  /// A scene file made invalid refuses the whole batch before anything renders (issue 37: the
  /// manifest is checked up front), with the one message `validate` gives, and the earlier
  /// outputs stay as they were.
  @Test func anInvalidSceneRefusesTheBatchUpFront() throws {
    let f = try Fixture()
    #expect(f.run().code == 0)
    let before = try Data(contentsOf: f.out.appendingPathComponent("bar-tiny-en.png"))
    try f.write("bar.json", #"{"canvas": {"device": "tiny"}, "toolbar": {"translucent": "no"}}"#)
    let r = f.run()
    #expect(r.code == 3)
    #expect(r.err == "barkit batch: bar.json: toolbar.translucent: expected true or false, found \"no\"", "\(r.err)")
    #expect(!r.out.contains("rendered"))
    #expect(try Data(contentsOf: f.out.appendingPathComponent("bar-tiny-en.png")) == before)
  }

  @Test func dryRunRendersWithoutWriting() throws {
    let f = try Fixture()
    let r = f.run(["--dry-run"])
    #expect(r.code == 0)
    #expect(r.out.contains("batch: 8 rendered"))
    #expect(f.outputs.isEmpty)
  }

  @Test func usageAndManifestErrors() throws {
    let f = try Fixture()
    #expect(f.run(["--shard", "0/2"]).code == 2)
    #expect(f.run(["--jobs", "0"]).code == 2)
    try f.write(
      "batch.json", #"{"devices": ["tiny"], "entries": [{"name": "x", "scene": "list.json"}], "output": "{nam}.png"}"#)
    let r = f.run()
    #expect(r.code == 3)
    #expect(r.err.contains("batch.json: output: unknown placeholder {nam}"))
  }
}
