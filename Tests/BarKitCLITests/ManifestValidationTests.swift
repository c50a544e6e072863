import BarKit
import Foundation
import TestSupport
import Testing

/// `barkit validate MANIFEST.json` and the checks `barkit batch` makes before rendering: every
/// error of a manifest at once, each with its file and JSON path, without rendering; locales
/// checked as scene locales are; "did you mean" for devices written by their marketing names.
@Suite struct ManifestValidationTests {
  /// A folder with `manifest` as `batch.json` and a valid scene `ok.json`.
  struct Fixture {
    let folder = SharedFixtures.temporaryDirectory()
    var manifest: String { folder.appendingPathComponent("batch.json").path }
    var out: URL { folder.appendingPathComponent("out") }

    init(_ manifest: String, files: [String: String] = [:]) throws {
      try Data(manifest.utf8).write(to: folder.appendingPathComponent("batch.json"))
      let scenes = files.merging(
        ["ok.json": ##"{"canvas": {"device": "iphone-4s"}, "navigationBar": {"title": "@t"}}"##]) { a, _ in a }
      for (name, text) in scenes { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) { CapturedOutput.run(arguments) }
    func validate() -> (code: Int32, out: String, err: String) { run(["validate", manifest]) }
    func batch() -> (code: Int32, out: String, err: String) { run(["batch", manifest, "-o", out.path, "--jobs", "1"]) }
  }

  @Test func validateRecognizesAManifestAndRendersNothing() throws {
    let f = try Fixture(
      ##"""
      {"devices": ["iphone-4s", "iphone-5s"], "locales": {"en": {"strings": {"t": "Inbox"}}, "de": {"strings": {"t": "Eingang"}}},
       "entries": [{"name": "inbox", "scene": "ok.json"}]}
      """##)
    let result = f.validate()
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("batch.json: valid manifest: 4 outputs"), "\(result.out)")
    #expect(!FileManager.default.fileExists(atPath: f.out.path))
  }

  /// Four mistakes in four places: a device by its marketing name, a region for a language, an
  /// override naming a missing image, a typo in a scene file. All four are reported, once each,
  /// with file and JSON path; `batch` refuses the manifest with the same lines and writes nothing.
  @Test func everyErrorAtOnceAndBatchRefusesUpFront() throws {
    let f = try Fixture(
      ##"""
      {"devices": ["iphone-4s", "iPhone 15 Pro Max"],
       "locales": {"en": {"strings": {"t": "Inbox"}}, "jp": {"strings": {"t": "受信"}}},
       "entries": [{"name": "inbox", "scene": "ok.json", "override": {"content": {"image": "missing.png"}}},
                   {"name": "bad", "scene": "bad.json"}]}
      """##,
      files: ["bad.json": ##"{"canvas": {"device": "iphone-4s"}, "navigationBar": {"titel": "x"}}"##])
    let result = f.validate()
    #expect(result.code == 3)
    let expected = [
      "batch.json: devices[1]: unknown value \"iPhone 15 Pro Max\"",
      "did you mean \"iphone-15-pro-max\"",
      "batch.json: locales.jp: \"jp\" is a region, not a language; the language is \"ja\"",
      "batch.json: entries[0].override: content.image: file not found",
      "bad.json: navigationBar.titel: unknown key",
    ]
    for text in expected {
      #expect(result.err.components(separatedBy: text).count == 2, "once: \(text)\n\(result.err)")
    }
    let batch = f.batch()
    #expect(batch.code == 3)
    for text in expected { #expect(batch.err.contains(text), "batch: \(text)\n\(batch.err)") }
    #expect(!FileManager.default.fileExists(atPath: f.out.path), "nothing rendered or written")
  }

  /// A store set's mistakes are found without rendering: a word too wide for its caption in
  /// one locale, a missing string, and a background picture that is not there.
  @Test func storeSetMistakesAreFoundWithoutRendering() throws {
    let long = String(repeating: "Donaudampfschifffahrt", count: 3)
    let f = try Fixture(
      ##"""
      {"devices": ["iphone-4s"], "locales": {"en": {"strings": {"t": "Inbox", "c": "Hello"}},
                                             "de": {"strings": {"t": "Eingang", "c": "\##(long)"}}},
       "entries": [{"name": "a", "scene": "ok.json"}, {"name": "b", "scene": "ok.json", "caption": {"title": "@nope"}}],
       "storeSet": {"background": {"image": "sky.png"}, "caption": {"title": "@c"}}}
      """##)
    let result = f.validate()
    #expect(result.code == 3)
    for text in [
      "batch.json: storeSet.caption.title: \"\(long)\" is", "(locale \"de\")",
      "batch.json: entries[1].caption.title: no string \"nope\" in locale \"en\"",
      "batch.json: storeSet.background.image: file not found",
    ] {
      #expect(result.err.contains(text), "\(text)\n\(result.err)")
    }
  }

  /// A missing override image alone: before any output renders, batch says where it is written.
  @Test func aMissingOverrideImageIsReportedOnceWithItsPath() throws {
    let f = try Fixture(
      ##"""
      {"devices": ["iphone-4s", "iphone-5s"], "entries": [{"name": "a", "scene": "ok.json"}],
       "overrides": [{"filter": "*", "scene": {"content": {"image": "gone.png"}}}]}
      """##)
    let batch = f.batch()
    #expect(batch.code == 3)
    #expect(
      batch.err.components(separatedBy: "batch.json: overrides[0].scene: content.image: file not found").count == 2)
    #expect(!batch.out.contains("rendered"))
  }

  @Test(arguments: [("jp", "is a region, not a language"), ("xx", "\"xx\" is not")])
  func manifestLocalesAreCheckedAsSceneLocales(locale: String, message: String) throws {
    let f = try Fixture(
      ##"{"locales": {"\##(locale)": {"strings": {"t": "x"}}}, "entries": [{"name": "a", "scene": "ok.json"}]}"##)
    let result = f.validate()
    #expect(result.code == 3)
    #expect(result.err.contains("batch.json: locales.\(locale): \"\(locale)\""), "\(result.err)")
    #expect(result.err.contains(message), "\(result.err)")
  }

  /// Arabic and Hebrew have no UIKit strings in BarKit: a warning says their system words stay English.
  @Test func aLocaleThatKeepsEnglishSystemWordsIsWarnedAbout() throws {
    let f = try Fixture(
      ##"""
      {"locales": {"de": {"strings": {"t": "Eingang"}}, "ar": {"strings": {"t": "الوارد"}}, "he": {"strings": {"t": "דואר"}}},
       "entries": [{"name": "a", "scene": "ok.json"}]}
      """##)
    for result in [f.validate(), f.batch()] {
      #expect(result.code == 0, "\(result.err)")
      for locale in ["ar", "he"] {
        let line = result.err.split(separator: "\n").first { $0.contains("locales.\(locale):") } ?? ""
        #expect(line.contains("warning: "), "\(result.err)")
        #expect(line.contains("batch.json: locales.\(locale): BarKit has no UIKit strings in \"\(locale)\""))
      }
      #expect(!result.err.contains("locales.de"))
    }
  }

  /// The warnings `render` prints (a capture blown up more than 1.5×) come from `validate` too,
  /// for scenes and manifests, without rendering.
  @Test func validatePrintsTheWarningsRenderWould() throws {
    let f = try Fixture(
      ##"{"devices": ["iphone-6-plus"], "entries": [{"name": "a", "scene": "shot.json"}]}"##,
      files: ["shot.json": ##"{"canvas": {"device": "iphone-6-plus"}, "content": {"image": "shot.png"}}"##])
    try Pixmap(width: 640, height: 1136, filledWith: RGBA8(r: 9, g: 9, b: 9).premultiplied)!
      .writePNG(to: f.folder.appendingPathComponent("shot.png"))
    let manifest = f.validate()
    #expect(manifest.code == 0, "\(manifest.err)")
    #expect(
      manifest.err.contains("warning: a-iphone-6-plus.png: entry a: content.image: upscaled 1.94×"), "\(manifest.err)")
    let scene = f.run(["validate", f.folder.appendingPathComponent("shot.json").path])
    #expect(scene.code == 0)
    #expect(scene.err.contains("shot.json: content.image: upscaled 1.94×"), "\(scene.err)")
  }
}
