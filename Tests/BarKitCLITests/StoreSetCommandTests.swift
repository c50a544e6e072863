import BarKit
import Foundation
import TestSupport
import Testing

/// Store sets through `barkit batch`: landscape sizes, picture and panoramic backgrounds, a
/// layout that holds still, the caption's new keys, and fastlane deliver's folders. Geometry is
/// asserted from App Store Connect's sizes ("Screenshot specifications") and the manifest's own
/// numbers, never from goldens. Small devices keep debug builds quick.
@Suite struct StoreSetCommandTests {
  /// A folder with `manifest` as `store.json`, and a scene whose screen is pure red.
  struct Fixture {
    let folder = SharedFixtures.temporaryDirectory()
    var manifest: URL { folder.appendingPathComponent("store.json") }
    var out: URL { folder.appendingPathComponent("out") }

    init(_ manifest: String) throws {
      try Data(manifest.utf8).write(to: self.manifest)
      try Data(
        ##"{"canvas": {"device": "iphone-4s"}, "statusBar": {"hidden": true}, "content": {"color": "#FF0000"}}"##.utf8
      ).write(to: folder.appendingPathComponent("red.json"))
    }

    /// `barkit batch store.json -o out`.
    func batch(_ extra: [String] = []) -> (code: Int32, out: String, err: String) {
      CapturedOutput.run(["batch", manifest.path, "-o", out.path, "--jobs", "2"] + extra)
    }

    func image(_ name: String) throws -> Pixmap {
      try Pixmap(contentsOfPNGFile: out.appendingPathComponent(name))
    }
  }

  /// The box of the screenshot's pure red pixels.
  static func redBox(_ p: Pixmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<p.height {
      for x in 0..<p.width {
        let c = p[x, y]
        guard c.r >= 250, c.g <= 5, c.b <= 5 else { continue }
        box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
      }
    }
    return box
  }

  static let background = ##""background": "#203050""##

  // MARK: 3. Landscape

  /// A landscape scene makes a landscape store image at the turned size (App Store Connect
  /// takes every size both ways: 960×640 for the 3.5" class), the device on its side with its
  /// screen upright and as wide as the screen's aspect says, centred.
  @Test func landscapeSetsAreTheTurnedStoreSize() throws {
    let f = try Fixture(
      ##"""
      {"devices": ["iphone-4s"], "defaults": {"canvas": {"orientation": "landscape"}},
       "entries": [{"name": "a", "scene": "red.json"}],
       "storeSet": {\##(Self.background), "caption": {"title": "Landscape"}}}
      """##)
    let result = f.batch()
    #expect(result.code == 0, "\(result.err)")
    let image = try f.image("a-iphone-4s.png")
    #expect(image.width == 960 && image.height == 640)
    let box = try #require(Self.redBox(image))
    let w = Double(box.maxX - box.minX + 1), h = Double(box.maxY - box.minY + 1)
    // The iPhone 4s's screen is 480×320 points turned: 3:2.
    #expect(abs(w / h - 1.5) < 0.03, "screen \(w)×\(h)")
    #expect(abs(Double(box.minX + box.maxX) / 2 - 480) <= 2, "centred: \(box)")
    #expect(Double(box.minY) > 640 * 0.05, "below the caption")
  }

  // MARK: 4. Backgrounds

  /// A 256×32 picture whose red is its column and blue its reverse.
  static func writeRamp(to url: URL) throws {
    var p = Pixmap(width: 256, height: 32)!
    for y in 0..<32 {
      for x in 0..<256 { p[x, y] = RGBA8(r: UInt8(x), g: 40, b: UInt8(255 - x)).premultiplied }
    }
    try p.writePNG(to: url)
  }

  /// A panorama over three screens: the picture is cut at the images' edges, so the last column
  /// of one and the first of the next continue it (red rises by about one step of the picture
  /// per 640 × 3 / 256 output pixels); without `panorama` every image shows the whole picture.
  @Test func aPanoramaRunsAcrossTheScreensOfASet() throws {
    for panorama in [true, false] {
      let f = try Fixture(
        ##"""
        {"devices": ["iphone-4s"], "output": "{name}.png",
         "entries": [{"name": "1", "scene": "red.json"}, {"name": "2", "scene": "red.json"}, {"name": "3", "scene": "red.json"}],
         "storeSet": {"background": {"image": "ramp.png", "fill": "scaleToFill", "panorama": \##(panorama)}}}
        """##)
      try Self.writeRamp(to: f.folder.appendingPathComponent("ramp.png"))
      let result = f.batch()
      try #require(result.code == 0, "\(result.err)")
      let images = try ["1.png", "2.png", "3.png"].map(f.image)
      let y = 4
      if panorama {
        for (left, right) in zip(images, images.dropFirst()) {
          let end = Int(left[639, y].r), start = Int(right[0, y].r)
          #expect(start >= end && start - end <= 2, "continuous: \(end) → \(start)")
        }
        // The three thirds of the ramp: 0…85, 85…170, 170…255.
        #expect(abs(Int(images[1][0, y].r) - 85) <= 2 && abs(Int(images[2][0, y].r) - 170) <= 2)
      } else {
        #expect(images.allSatisfy { $0[0, y].r <= 1 && $0[639, y].r >= 254 })
      }
    }
  }

  /// A background kept from an earlier output (`de` after `en`) is the one painted afresh (`de` alone).
  /// Pixels are compared: each file also carries its recipe, which names its manifest.
  @Test func aKeptBackgroundIsTheOnePaintedAfresh() throws {
    func run(_ locales: String) throws -> Pixmap {
      let f = try Fixture(
        ##"""
        {"devices": ["iphone-4s"], "output": "{locale}/{name}.png", "locales": {\##(locales)},
         "entries": [{"name": "1", "scene": "red.json"}, {"name": "2", "scene": "red.json"}],
         "storeSet": {"background": {"image": "ramp.png", "panorama": true}}}
        """##)
      try Self.writeRamp(to: f.folder.appendingPathComponent("ramp.png"))
      let result = CapturedOutput.run(["batch", f.manifest.path, "-o", f.out.path, "--jobs", "1"])
      try #require(result.code == 0, "\(result.err)")
      return try Pixmap(contentsOfPNGFile: f.out.appendingPathComponent("de/2.png"))
    }
    #expect(try run(##""en": {}, "de": {}"##) == (try run(##""de": {}"##)))
  }

  /// `scaleAspectFit` puts the whole picture inside the image, `color` around it.
  @Test func aFittedPictureShowsItsColorAround() throws {
    let f = try Fixture(
      ##"""
      {"devices": ["iphone-4s"], "output": "{name}.png", "entries": [{"name": "a", "scene": "red.json"}],
       "storeSet": {"background": {"image": "ramp.png", "fill": "scaleAspectFit", "color": "#00FF00"}}}
      """##)
    try Self.writeRamp(to: f.folder.appendingPathComponent("ramp.png"))
    try #require(f.batch().code == 0)
    let image = try f.image("a.png")
    // 256×32 fitted to 640 wide is 80 px high, centred: rows 440…519.
    #expect(image[5, 10] == RGBA8(r: 0, g: 255, b: 0).premultiplied)
    #expect(abs(Int(image[2, 480].r) - 0) <= 2 && image[2, 480].g == 40)
    #expect(abs(Int(image[637, 480].r) - 255) <= 2)
  }

  /// The background picture is an input of every output: an output that would overwrite it
  /// is refused before anything renders (exit 3, as every output that is an input; Docs/Batch.md)
  /// and the picture is left as it was.
  @Test func theBackgroundPictureIsAnInput() throws {
    let f = try Fixture(
      ##"""
      {"devices": ["iphone-4s"], "output": "{name}.png", "entries": [{"name": "ramp", "scene": "red.json"}],
       "storeSet": {"background": {"image": "out/ramp.png"}}}
      """##)
    try FileManager.default.createDirectory(at: f.out, withIntermediateDirectories: true)
    try Self.writeRamp(to: f.out.appendingPathComponent("ramp.png"))
    let before = try Data(contentsOf: f.out.appendingPathComponent("ramp.png"))
    let result = f.batch()
    #expect(result.code == 3)
    #expect(result.err.contains("the output of entry ramp is an input of entry ramp"), "\(result.err)")
    #expect(try Data(contentsOf: f.out.appendingPathComponent("ramp.png")) == before)
  }

  // MARK: 5. A layout that holds still

  /// One-line and three-line captions, in two languages and on two screens: the device's screen
  /// is the same box in every image.
  @Test func theDeviceHoldsStillAcrossScreensAndLocales() throws {
    let f = try Fixture(
      ##"""
      {"devices": ["iphone-4s"], "output": "{locale}/{name}.png",
       "locales": {"en": {"strings": {"t": "Short"}},
                   "de": {"strings": {"t": "Alle Nachrichten aus allen Konten, übersichtlich an einem einzigen Ort gesammelt und sortiert"}}},
       "entries": [{"name": "a", "scene": "red.json"}, {"name": "b", "scene": "red.json"}],
       "storeSet": {\##(Self.background), "caption": {"title": "@t", "subtitle": "Mail"}}}
      """##)
    let result = f.batch()
    try #require(result.code == 0, "\(result.err)")
    let boxes = try ["en/a.png", "en/b.png", "de/a.png", "de/b.png"].map { try #require(Self.redBox(try f.image($0))) }
    #expect(boxes.allSatisfy { $0 == boxes[0] }, "\(boxes)")
  }

  /// `padding` moves the margins: nothing but background in the top 12 % and the outer 15 %.
  @Test func paddingKeepsTheMarginsClear() throws {
    let f = try Fixture(
      ##"""
      {"devices": ["iphone-4s"], "output": "{name}.png", "entries": [{"name": "a", "scene": "red.json"}],
       "storeSet": {\##(Self.background), "padding": {"sides": 0.15, "top": 0.12, "bottom": 0.02, "gap": 0.01},
                    "frame": false, "caption": {"title": "Hello"}}}
      """##)
    let result = f.batch()
    try #require(result.code == 0, "\(result.err)")
    let image = try f.image("a.png")
    let bg = RGBA8(r: 0x20, g: 0x30, b: 0x50).premultiplied
    #expect((0..<Int(960 * 0.12) - 1).allSatisfy { y in (0..<640).allSatisfy { image[$0, y] == bg } })
    let box = try #require(Self.redBox(image))
    #expect(box.minX >= Int(640 * 0.15) && box.maxX < 640 - Int(640 * 0.15), "\(box)")
    #expect(box.maxY > Int(960 * 0.9), "the device reaches down to the small bottom margin: \(box)")
  }

  /// A bold run's colour (frameit's keyword colour) and extra space between lines.
  @Test func boldColorAndLineSpacing() throws {
    func captionInk(_ spacing: Double) throws -> (red: Int, rows: ClosedRange<Int>) {
      let f = try Fixture(
        ##"""
        {"devices": ["iphone-4s"], "output": "{name}.png", "entries": [{"name": "a", "scene": "red.json"}],
         "storeSet": {\##(Self.background), "frame": false,
                      "caption": {"title": "One **two**\nThree", "boldColor": "#FF8000", "lineSpacing": \##(spacing)}}}
        """##)
      let result = f.batch()
      try #require(result.code == 0, "\(result.err)")
      let image = try f.image("a.png")
      let top = try #require(Self.redBox(image)).minY
      var orange = 0
      var rows: [Int] = []
      let bg = RGBA8(r: 0x20, g: 0x30, b: 0x50).premultiplied
      for y in 0..<top - 10 {
        for x in 0..<640 where image[x, y] != bg {
          rows.append(y)
          if image[x, y].r > 200, image[x, y].g > 100, image[x, y].g < 160, image[x, y].b < 60 { orange += 1 }
        }
      }
      return (orange, rows.min()!...rows.max()!)
    }
    let tight = try captionInk(0), loose = try captionInk(0.5)
    #expect(tight.red > 50, "the bold run is orange")
    // Half the title's size more between the two lines: at least 0.5 × 0.04 × 640 px taller.
    #expect(loose.rows.count - tight.rows.count >= 12, "\(tight.rows) vs \(loose.rows)")
  }

  /// A caption family per locale: the same title in `ja` (DejaVu Serif, named for it) and in
  /// `en` (the system font) inks differently; in `de` (not named) as in `en`.
  @Test func captionFontPerLocale() throws {
    let f = try Fixture(
      ##"""
      {"devices": ["iphone-4s"], "output": "{locale}.png", "locales": {"en": {}, "de": {}, "ja": {}},
       "entries": [{"name": "a", "scene": "red.json"}],
       "storeSet": {\##(Self.background), "caption": {"title": "Hello", "fontFamily": {"ja": "DejaVu Serif"}}}}
      """##)
    let result = f.batch()
    try #require(result.code == 0, "\(result.err)")
    func band(_ name: String) throws -> [PremultipliedRGBA8] {
      let image = try f.image(name)
      return (0..<120).flatMap { y in (0..<640).map { image[$0, y] } }
    }
    let en = try band("en.png"), de = try band("de.png"), ja = try band("ja.png")
    #expect(en == de)
    #expect(en != ja)
  }

  // MARK: 6. fastlane deliver

  /// `"output": "fastlane"`: one folder per App Store Connect language code (fastlane's
  /// FastlaneCore::Languages), files ordered by the entry's place, named by display class.
  @Test func fastlaneLayoutNamesFoldersByStoreLanguage() throws {
    let f = try Fixture(
      ##"""
      {"output": "fastlane", "devices": ["iphone-4s"],
       "locales": {"en": {}, "de": {}, "ja": {}, "ar": {}, "zh-Hans": {}},
       "entries": [{"name": "inbox", "scene": "red.json"}, {"name": "search", "scene": "red.json"}],
       "storeSet": {\##(Self.background)}}
      """##)
    let result = f.batch()
    try #require(result.code == 0, "\(result.err)")
    for folder in ["en-US", "de-DE", "ja", "ar-SA", "zh-Hans"] {
      for name in ["01_iPhone-3.5_inbox.png", "02_iPhone-3.5_search.png"] {
        let image = try f.image("\(folder)/\(name)")
        #expect(image.width == 640 && image.height == 960)
      }
    }
  }
}
