import BarKitCLI
import Foundation
import Testing

/// Hostile scenes and manifests through `barkit validate`, `render` and `batch`
/// (Docs/Security.md): each fails with exit 3 and one line naming the file and, where there
/// is one, the JSON position; nothing is written.
@Suite struct HostileSceneTests {
  /// A scene small enough to render fast in debug builds; `extra` is spliced into its object.
  static func scene(_ extra: String = "", statusBar: String = #""hidden": true"#) -> String {
    #"{"canvas": {"width": 40, "height": 30, "scale": 1}, "statusBar": {"# + statusBar + "}"
      + (extra.isEmpty ? "" : ", " + extra) + "}"
  }

  /// Runs validate and render on `data` written as `scene.json`; both must fail cleanly,
  /// naming the file and every string in `naming`, and render must write nothing.
  static func expectRejected(_ data: Data, naming: [String] = [], sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", data)
    HostileRun(["validate", scene]).expectCleanFailure(
      naming: ["scene.json"] + naming, sourceLocation: sourceLocation)
    HostileRun(["render", scene, "-o", folder.path("out.png")]).expectCleanFailure(
      naming: ["scene.json"] + naming, sourceLocation: sourceLocation)
    #expect(folder.contents == ["scene.json"], sourceLocation: sourceLocation)
  }

  static func expectRejected(_ text: String, naming: [String] = [], sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    try expectRejected(Data(text.utf8), naming: naming, sourceLocation: sourceLocation)
  }

  @Test func malformedAndDeeplyNestedJSON() throws {
    try Self.expectRejected("", naming: ["expected a value"])
    try Self.expectRejected(" \n\t ", naming: ["2:"])
    try Self.expectRejected("null", naming: ["expected an object"])
    try Self.expectRejected("[1, 2]", naming: ["expected an object"])
    try Self.expectRejected(String(repeating: "[", count: 100_000), naming: ["nesting deeper than 256"])
    try Self.expectRejected(String(repeating: #"{"a":"#, count: 300), naming: ["nesting deeper than 256"])
    try Self.expectRejected(#"{"canvas": {}, "canvas": {}}"#, naming: ["duplicate key \"canvas\""])
    try Self.expectRejected(Self.scene() + "trailing", naming: ["unexpected text after the document"])
  }

  @Test func oversizedDocumentsStringsAndNumbers() throws {
    // 10 MB: over the document limit, refused before parsing.
    try Self.expectRejected(
      Self.scene(#""content": {"color": ""# + String(repeating: "x", count: 10_000_000) + #""}"#),
      naming: ["larger than the limit of 8388608 bytes"])
    // 100 KB: under the document limit, over the string limit.
    try Self.expectRejected(
      Self.scene(#""navigationBar": {"title": ""# + String(repeating: "é", count: 50_000) + #""}"#),
      naming: ["string longer than 65536 bytes"])
    try Self.expectRejected(
      Self.scene(statusBar: #""batteryLevel": 1"# + String(repeating: "0", count: 10_000)),
      naming: ["number longer than 256 characters"])
  }

  @Test func hugeAndNonFiniteNumbers() throws {
    // JSON has no NaN literal; 1e999 overflows to infinity and must be refused as one.
    let cases: [(fragment: String, path: String)] = [
      (#""canvas": {"width": 1e999, "height": 30}"#, "canvas.width"),
      (#""canvas": {"width": -1e999, "height": 30}"#, "canvas.width"),
      (#""canvas": {"width": 1e308, "height": 1e308, "scale": 3}"#, "canvas.width"),
      (#""canvas": {"width": 4096, "height": 4096, "scale": 3}"#, "canvas"),
      (#""canvas": {"width": -0, "height": 30}"#, "canvas.width"),
      (#""canvas": {"width": 40, "height": 30, "scale": 1e999}"#, "canvas.scale"),
      (#""canvas": {"width": 40, "height": 30, "scale": 2.5}"#, "canvas.scale"),
      (#""canvas": {"width": 40.3, "height": 30, "scale": 1}"#, "canvas"),
    ]
    for c in cases {
      let text = #"{"# + c.fragment + #", "statusBar": {"hidden": true}}"#
      try Self.expectRejected(text, naming: [c.path])
    }
    try Self.expectRejected(Self.scene(statusBar: #""batteryLevel": 1e999"#), naming: ["statusBar.batteryLevel"])
    try Self.expectRejected(Self.scene(statusBar: #""batteryLevel": -1e308"#), naming: ["statusBar.batteryLevel"])
    // An underflow is zero (here -0), a valid battery level.
    let folder = try HostileFolder()
    let tiny = try folder.write("scene.json", Self.scene(statusBar: #""batteryLevel": -1e-400"#))
    #expect(HostileRun(["validate", tiny]).code == 0)
  }

  @Test func wrongTypesEmptyStringsAndHostileKeys() throws {
    try Self.expectRejected(#"{"canvas": []}"#, naming: ["canvas", "expected"])
    try Self.expectRejected(Self.scene(#""navigationBar": {"title": 3}"#), naming: ["navigationBar.title"])
    try Self.expectRejected(Self.scene(#""tintColor": """#), naming: ["tintColor"])
    try Self.expectRejected(Self.scene(#""appearance": """#), naming: ["appearance"])
    // SVG path data that passes the character check but not the parser: reported at decode
    // time with its JSON path, on one line although the data holds a line break.
    try Self.expectRejected(
      Self.scene(
        #""tabBar": {"items": [{"title": "A", "image": {"svg": "M0 0\nL1", "viewBox": [0, 0, 1, 1]}}]}"#),
      naming: ["tabBar.items[0].image.svg", "offset 7"])
    // A key with a line break, and a 10 KB unknown value: the message stays one short line.
    try Self.expectRejected(Self.scene(#""na\nme\u2028": 1"#), naming: [#"["na\nme\u2028"]"#])
    try Self.expectRejected(
      Self.scene(#""appearance": ""# + String(repeating: "z", count: 10_000) + #"""#), naming: ["(10000 bytes)"])
  }

  @Test func invalidUTF8AndByteOrderMarks() throws {
    let prefix = Data(Self.scene(#""navigationBar": {"title": "a"#).utf8.dropLast(2))
    try Self.expectRejected(prefix + Data([0xC3, 0x28]) + Data(#""}}"#.utf8), naming: ["invalid UTF-8"])
    try Self.expectRejected(Data([0xFF, 0xFE]) + Data(Self.scene().utf8), naming: ["1:1"])
    try Self.expectRejected(Data([0x80]) + Data(Self.scene().utf8), naming: ["byte 0x80"])
  }

  @Test func scenePathsThatAreFoldersMissingOrDevices() throws {
    let folder = try HostileFolder()
    try FileManager.default.createDirectory(atPath: folder.path("dir.json"), withIntermediateDirectories: false)
    for (path, expected) in [
      (folder.path("dir.json"), "folder"), (folder.path("missing.json"), "no such file"),
      ("/dev/zero", "not a regular file"),
    ] {
      HostileRun(["validate", path]).expectCleanFailure(naming: [path, expected])
      HostileRun(["render", path, "-o", folder.path("out.png")]).expectCleanFailure(naming: [expected])
    }
    #expect(folder.contents == ["dir.json"])
  }

  @Test func sceneImagePathsThatAreNotPNGs() throws {
    let folder = try HostileFolder()
    try FileManager.default.createDirectory(atPath: folder.path("folder.png"), withIntermediateDirectories: false)
    try folder.write("huge.png", try HostileInputTests.giganticPNG)
    let cases: [(image: String, expected: String)] = [
      ("folder.png", "folder.png"), ("missing.png", "missing.png"), ("huge.png", "too large"),
      ("/dev/zero", "not a regular file"), ("../../../../../../../../etc/passwd", "not a PNG"),
      ("/etc/passwd", "not a PNG"), ("", "content.image"),
    ]
    for c in cases {
      let scene = try folder.write("scene.json", Self.scene(#""content": {"image": ""# + c.image + #""}"#))
      HostileRun(["validate", scene]).expectCleanFailure(naming: ["scene.json", c.expected])
      HostileRun(["render", scene, "-o", folder.path("out.png")]).expectCleanFailure(naming: [c.expected])
      #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
    }
  }

  /// A bar button's title or custom label is never truncated: 60,000 characters at 200 pt (a
  /// 60 KB scene) would ask for gigabytes of mask. Refused at the text's JSON path, in time.
  @Test func textWiderThanTheLimitIsRefusedWithItsPath() throws {
    let long = String(repeating: "W", count: 60_000)
    let big = #"{"normal": {"fontSize": 200}}"#
    let cases: [(scene: String, path: String)] = [
      (
        #""toolbar": {"items": [{"title": "a"}, {"customView": {"label": {"text": "\#(long)", "fontSize": 200}}}]}"#,
        "toolbar.items[1].customView.label.text"
      ),
      (
        #""navigationBar": {"rightItems": [{"title": "\#(long)", "titleTextAttributes": \#(big)}]}"#,
        "navigationBar.rightItems[0].title"
      ),
      (#""appearance": "ios6", "toolbar": {"items": [{"title": "\#(long)"}]}"#, "toolbar.items[0].title"),
    ]
    let folder = try HostileFolder()
    for c in cases {
      let scene = try folder.write("scene.json", Self.scene(c.scene))
      let started = ContinuousClock.now
      HostileRun(["render", scene, "-o", folder.path("out.png")]).expectCleanFailure(
        naming: ["scene.json", c.path, "expected at most 16384"])
      #expect(ContinuousClock.now - started < .seconds(20))
      #expect(folder.contents == ["scene.json"])
    }
  }

  /// A scene may name any readable file as an image; the error says it is not a PNG and
  /// quotes none of its bytes (not even the first, `r` = 0x72), in any form.
  @Test func anImageThatIsNotAPNGIsNotEchoed() throws {
    let folder = try HostileFolder()
    try folder.write("shadow", "root:$6$s3cr3t:19000:0:99999:7:::\n")
    try folder.write("almost.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x0A, 0x72]) + Data("oot".utf8))
    for image in ["shadow", "almost.png"] {
      let scene = try folder.write(
        "scene.json", Self.scene(#""navigationBar": {"titleView": {"image": ""# + image + #""}}"#))
      for command in [["validate", scene], ["render", scene, "-o", folder.path("out.png")]] {
        let run = HostileRun(command)
        run.expectCleanFailure(naming: ["scene.json", image, "not a PNG file"])
        for secret in ["0x72", "72", "'r'", "root", "oot", "s3cr3t"] {
          #expect(!run.err.replacing(folder.url.path, with: "").contains(secret), "\(run.err)")
        }
      }
    }
  }

  @Test func hostileManifestsFailCleanly() throws {
    let folder = try HostileFolder()
    try folder.write("s.json", Self.scene())
    let styles = (0..<400).map { #""s\#($0)": {}"# }.joined(separator: ", ")
    let entries = (0..<300).map { #"{"name": "e\#($0)", "scene": "s.json"}"# }.joined(separator: ", ")
    let cases: [(text: String, expected: String)] = [
      (#"{"styles": {\#(styles)}, "entries": [\#(entries)]}"#, "the limit is 100000"),
      (String(repeating: "[", count: 10_000), "nesting deeper than 256"),
      (#"{"entries": "#, "expected a value"),
      (#"{"entries": [{"name": "a/../../x", "scene": "s.json"}]}"#, "expected a non-empty name without '/'"),
      (#"{"output": "/tmp/{name}", "entries": [{"name": "a", "scene": "s.json"}]}"#, "output"),
      (#"{"entries": [{"name": "a", "scene": "s.json"}, {"name": "a", "scene": "s.json"}]}"#, "both make"),
    ]
    for c in cases {
      let manifest = try folder.write("batch.json", c.text)
      HostileRun(["batch", manifest, "-o", folder.path("out"), "--jobs", "1"]).expectCleanFailure(
        naming: ["batch.json", c.expected])
      // The manifest is checked before the output folder is created.
      #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }
    let invalid = try folder.write(
      "bad.json", Data(#"{"entries": [{"name": ""#.utf8) + Data([0xFF]) + Data("\"}]}".utf8))
    HostileRun(["batch", invalid, "-o", folder.path("out")]).expectCleanFailure(naming: ["bad.json", "UTF-8"])
    HostileRun(["batch", folder.url.path, "-o", folder.path("out")]).expectCleanFailure(naming: ["folder"])
  }

  @Test func framesWithAStepTooSmallForAnIntFailCleanly() throws {
    // 1 / 1e-300 frames: the count used to be converted to Int before the limit check, a trap.
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", Self.scene(#""navigationBar": {"title": "T"}"#))
    for scroll in ["0:1:1e-300", "0:1000000:0.0001", "-1e6:1e6:1e-9"] {
      HostileRun(["frames", scene, "--scroll", scroll, "-o", folder.path("out.png")]).expectCleanFailure(
        naming: ["scene.json", "frames, at most 1000"])
    }
    #expect(folder.contents == ["scene.json"])
  }

  @Test func aBrokenEntryNeverClobbersAGoodOutput() throws {
    let folder = try HostileFolder()
    try folder.write("s.json", Self.scene(##""content": {"color": "#336699"}"##))
    let manifest = try folder.write("batch.json", #"{"entries": [{"name": "a", "scene": "s.json"}]}"#)
    let output = folder.url.appendingPathComponent("out/a.png")
    #expect(HostileRun(["batch", manifest, "-o", folder.path("out")]).code == 0)
    let good = try Data(contentsOf: output)
    for broken in [#"{"canvas": 1}"#, String(repeating: "[", count: 1000), "{\"content\": {\"image\": \"/dev/zero\"}}"]
    {
      try folder.write("s.json", broken)
      // Refused before anything renders (the manifest is checked whole first).
      let run = HostileRun(["batch", manifest, "-o", folder.path("out")])
      #expect(run.code == 3, "\(run.err)")
      #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
      #expect(try Data(contentsOf: output) == good)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")) == ["a.png"])
    }
  }
}
