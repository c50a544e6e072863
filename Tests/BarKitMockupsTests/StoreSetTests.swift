import BarKitChrome
import BarKitGeometry
import BarKitJSON
import BarKitRaster
import BarKitTesting
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import BarKitMockups
@testable import BarKitScene

/// Store sets: exact sizes, refused sizes, where the caption and device go, the frame's colours
/// and shadow, right-to-left captions, wrapping, manifest errors by JSON path (the goldens are
/// StoreSetGoldenTests').
@Suite struct StoreSetTests {
  static let backgroundColor = RGBA8(r: 0x20, g: 0x30, b: 0x50)

  /// A screenshot of `device` whose every row differs, so a misplaced screen is caught.
  static func screenshot(_ device: Device) -> Pixmap {
    let w = Int(device.pointSize.width) * device.scale.factor, h = Int(device.pointSize.height) * device.scale.factor
    var p = Pixmap(width: w, height: h)!
    for y in 0..<h {
      let v = UInt8(40 + 170 * y / h)
      for x in 0..<w { p[x, y] = RGBA8(r: v, g: 200, b: 255 - v).premultiplied }
    }
    return p
  }

  /// A store set decoded from the `storeSet` JSON `text`, for `devices`.
  static func storeSet(_ text: String, devices: [String] = ["iphone-5s"]) throws -> StoreSet {
    let node = JSONNode(
      value: try json(text), path: JSONPath.root.appending(key: "storeSet"),
      context: SceneDecodingContext(devices: .builtIn))
    return try StoreSet(node: node, devices: devices)
  }

  static let plain = ##"{"background": "#203050"}"##

  static func device(_ name: String) -> Device { DeviceTable.builtIn[name: name]! }

  /// A locale `identifier` whose string `t` is `title`.
  static func locale(_ identifier: String, title: String) throws -> BatchLocale {
    try BatchLocale(
      identifier: identifier,
      node: JSONNode(
        value: .object([("strings", .object([("t", .string(title))]))]), path: .root,
        context: SceneDecodingContext(devices: .builtIn)))
  }

  static func compose(_ set: StoreSet, _ name: String, locale: BatchLocale? = nil) throws -> Pixmap {
    try set.compose(screenshot: screenshot(device(name)), device: device(name), locale: locale)
  }

  // MARK: Sizes

  @Test(arguments: ["iphone-4s", "iphone-5s", "iphone-6", "iphone-6-plus", "ipad"])
  func outputIsTheStoreSizeToThePixel(device: String) throws {
    let set = try Self.storeSet(Self.plain, devices: [device])
    let size = try #require(set.size(for: device))
    let image = try Self.compose(set, device)
    #expect(image.width == size.width && image.height == size.height)
    #expect(StoreScreenshotSize.all.contains(size))
  }

  @Test func everyFramedDeviceHasAStoreSize() {
    for name in DeviceFrameSpec.builtIn.keys {
      #expect(StoreScreenshotSize.defaultForDevice[name].flatMap(StoreScreenshotSize.init) != nil, "\(name)")
      #expect(DeviceTable.builtIn[name: name] != nil, "\(name) is not a device preset")
    }
    #expect(Set(DeviceFrameSpec.builtIn.keys) == Set(DeviceTable.builtIn.names), "a frame for every preset")
  }

  @Test func aSizeOffByOnePixelIsRefused() {
    let error = manifestError(
      ##"{"devices": ["iphone-6"], "entries": [{"name": "a", "scene": \##(tinyScene)}], "storeSet": {"sizes": {"iphone-6": "750x1335"}}}"##
    )
    #expect(
      error?.hasPrefix("batch.json: storeSet.sizes.iphone-6: 750x1335 is not an App Store screenshot size") == true)
    #expect(error?.contains("1 pixel off 750x1334 (iPhone 4.7\")") == true, "\(error ?? "")")
  }

  @Test func anotherStoreSizeOfTheTableIsTaken() throws {
    let set = try Self.storeSet(##"{"sizes": {"iphone-6": "1242x2208"}}"##, devices: ["iphone-6"])
    let image = try Self.compose(set, "iphone-6")
    #expect(image.width == 1242 && image.height == 2208)
  }

  // MARK: Manifest errors

  @Test func finishErrorsNameTheJSONPath() {
    let entries = ##""entries": [{"name": "a", "scene": \##(tinyScene)}]"##
    let unknown = manifestError(
      ##"{"devices": ["iphone-5s"], \##(entries), "storeSet": {"frame": {"finish": {"iphone-5s": "rose-gold"}}}}"##)
    #expect(unknown?.hasPrefix("batch.json: storeSet.frame.finish.iphone-5s: unknown value \"rose-gold\"") == true)
    #expect(unknown?.contains("silver, gold, space-gray") == true)
    let notForAll = manifestError(
      ##"{"devices": ["iphone-4s", "iphone-5s"], \##(entries), "storeSet": {"frame": {"finish": "gold"}}}"##)
    #expect(notForAll?.hasPrefix("batch.json: storeSet.frame.finish: \"iphone-4s\" did not come in \"gold\"") == true)
    let key = manifestError(##"{\##(entries), "storeSet": {"caption": {"titel": "x"}}}"##)
    #expect(key?.hasPrefix("batch.json: storeSet.caption.titel: unknown key") == true, "\(key ?? "")")
    let bold = manifestError(##"{\##(entries), "storeSet": {"caption": {"title": "**open"}}}"##)
    #expect(bold?.hasPrefix("batch.json: storeSet.caption.title: expected text whose every ** is closed") == true)
  }

  @Test func aCaptionTooWideAtItsSmallestSizeIsRefusedWithItsPath() throws {
    let set = try Self.storeSet(
      ##"{"caption": {"title": "@t", "minimumSize": 0.07}}"##)
    let locale = try Self.locale("de", title: "Donaudampfschifffahrtsgesellschaftskapitän")
    #expect {
      _ = try Self.compose(set, "iphone-5s", locale: locale)
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("storeSet.caption.title: \"Donaudampfschifffahrtsgesellschaftskapitän\" is")
        && text.contains("(locale \"de\")")
    }
  }

  @Test func aDeviceWithoutAFrameIsNamedUnlessTheSetIsUnframed() throws {
    let custom = Device(
      name: "my-phone", pointSize: Size(width: 375, height: 667), scale: .x2, idiom: .phone, cornerRadius: 20)
    let shot = Self.screenshot(custom)
    let sizes = ##""sizes": {"iphone-6": "750x1334"}"##
    #expect {
      _ = try Self.storeSet(##"{\##(sizes)}"##, devices: []).compose(screenshot: shot, device: custom, locale: nil)
    } throws: { "\($0)".hasPrefix("storeSet.frame: BarKit has no frame for \"my-phone\"") }
    let manifestError = manifestError(
      ##"{"devices": ["iphone-6"], "entries": [{"name": "a", "scene": \##(tinyScene)}], "storeSet": {"frame": false}}"##
    )
    #expect(manifestError == nil)
  }

  // MARK: Layout and pixels

  @Test func captionInksOnlyItsBandAndTheDeviceSitsBelowIt() throws {
    let set = try Self.storeSet(
      ##"{"background": "#203050", "caption": {"title": "Every message, **one place**", "subtitle": "All accounts"}}"##)
    let image = try Self.compose(set, "iphone-5s")
    let block = try #require(try set.captionBlock(imageWidth: 640, locale: nil))
    let layout = StoreLayout(width: 640, height: 1136, captionHeight: block.height, position: .above)
    let background = Self.backgroundColor.premultiplied
    var inkRows = 0
    // Above the device's box, only the caption's band (a pixel of anti-aliasing aside) has ink.
    for y in 0..<Int(layout.device.minY) - 30 {
      var rowHasInk = false
      for x in 0..<image.width where image[x, y] != background {
        rowHasInk = true
        #expect(layout.caption.insetBy(-2).contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)), "ink at \(x), \(y)")
      }
      if rowHasInk { inkRows += 1 }
    }
    #expect(Double(inkRows) > block.height * 0.5, "the title and subtitle are drawn")
    #expect(layout.caption.maxY < layout.device.minY)
    #expect(block.titleSize <= 0.075 * 640 && block.titleSize >= 0.04 * 640)
  }

  @Test func aLongCaptionBreaksIntoLinesThatFit() throws {
    let set = try Self.storeSet(##"{"caption": {"title": "@t"}}"##)
    for (title, lines) in [
      ("Alle Nachrichten aus allen Konten, **übersichtlich an einem einzigen Ort** gesammelt", 2),
      ("すべてのアカウントのメッセージを、ひとつの場所にまとめて読みやすく整理します。", 2),
    ] {
      let block = try #require(try set.captionBlock(imageWidth: 640, locale: try Self.locale("de", title: title)))
      let room = StoreLayout.captionRoom(width: 640)
      #expect(block.title.count >= lines, "\(title)")
      #expect(block.title.allSatisfy { $0.width <= room }, "every line fits")
      #expect(block.titleSize >= 0.04 * 640, "at or above the smallest size")
      let text = block.title.map { $0.runs.map(\.string).joined() }
      #expect(
        text.joined(separator: "").filter { $0 != " " }
          == title.replacingOccurrences(of: "**", with: "").filter { $0 != " " })
      #expect(!text.contains { $0.hasPrefix("、") || $0.hasPrefix("。") || $0.hasSuffix(" ") }, "\(text)")
      #expect(block.title.contains { $0.runs.contains { $0.style.font.weight == .bold } } == title.contains("**"))
    }
  }

  @Test func captionBelowPutsTheDeviceAbove() throws {
    let set = try Self.storeSet(##"{"caption": {"title": "Hello", "position": "below"}}"##)
    let block = try #require(try set.captionBlock(imageWidth: 640, locale: nil))
    let layout = StoreLayout(width: 640, height: 1136, captionHeight: block.height, position: .below)
    #expect(layout.device.maxY < layout.caption.minY)
    #expect(layout.caption.maxY <= 1136 * 0.95 + 1e-9)
  }

  @Test func frameShowsTheFinishTheGlassAndTheScreen() throws {
    let device = Self.device("iphone-5s")
    let spec = try #require(DeviceFrameSpec.builtIn["iphone-5s"])
    let finish = try #require(spec.finish(named: "space-gray"))
    var canvas = Canvas(size: Size(width: 640, height: 1136), background: .white)!
    let frame = DeviceFrame(
      spec: spec, device: device, finish: finish, fitting: Rect(x: 40, y: 40, width: 560, height: 1056))
    frame.draw(screenshot: Self.screenshot(device), into: &canvas)
    let image = canvas.pixmap
    // The body's proportions are the published 58.6 × 123.8 mm.
    #expect(abs(frame.body.width / frame.body.height - 58.6 / 123.8) < 1e-9)
    // The screen is 4 inches diagonal at 326 ppi: 640 px → 49.9 mm across.
    #expect(abs(frame.screen.width / frame.pixelsPerMillimetre - 640 / 326 * 25.4) < 1e-9)
    func near(_ p: PremultipliedRGBA8, _ c: RGBA8, _ tolerance: Int) -> Bool {
      abs(Int(p.r) - Int(c.r)) <= tolerance && abs(Int(p.g) - Int(c.g)) <= tolerance
        && abs(Int(p.b) - Int(c.b)) <= tolerance && p.a == 255
    }
    // The band at the left edge, half-way down (lit from above: the middle of the gradient).
    let bandX = Int(frame.body.minX + frame.px(0.15)), midY = Int(frame.body.midY)
    #expect(near(image[bandX, midY], finish.band, 24), "\(image[bandX, midY]) vs \(finish.band)")
    // The front glass between the screen and the edge.
    let glassX = Int((frame.screen.minX + frame.body.minX) / 2) + 4
    #expect(near(image[glassX, midY], finish.front, 16), "\(image[glassX, midY]) vs \(finish.front)")
    // The screen's centre shows the screenshot's middle row.
    let centre = image[Int(frame.screen.midX), Int(frame.screen.midY)]
    let expected = Self.screenshot(device)[320, 568]
    #expect(abs(Int(centre.r) - Int(expected.r)) <= 4 && centre.g == expected.g)
    // Gold is another colour at the same point.
    var gold = Canvas(size: Size(width: 640, height: 1136), background: .white)!
    DeviceFrame(
      spec: spec, device: device, finish: spec.finish(named: "gold")!,
      fitting: Rect(x: 40, y: 40, width: 560, height: 1056)
    ).draw(screenshot: nil, into: &gold)
    #expect(near(gold.pixmap[bandX, midY], spec.finish(named: "gold")!.band, 24))
  }

  @Test func shadowFallsOffBelowTheDevice() throws {
    let device = Self.device("iphone-6")
    let spec = try #require(DeviceFrameSpec.builtIn["iphone-6"])
    var canvas = Canvas(size: Size(width: 750, height: 1334), background: .white)!
    let frame = DeviceFrame(
      spec: spec, device: device, finish: spec.finishes[0], fitting: Rect(x: 60, y: 60, width: 630, height: 1100))
    frame.draw(screenshot: nil, into: &canvas)
    let x = Int(frame.body.midX), bottom = Int(frame.body.maxY.rounded(.up))
    let darkness = [2, 12, 30, 60, 120].map { 255 - Int(canvas.pixmap[x, bottom + $0].r) }
    #expect(darkness[0] > 20, "a visible shadow under the device: \(darkness)")
    #expect(zip(darkness, darkness.dropFirst()).allSatisfy { $0 > $1 || $1 == 0 }, "falls off: \(darkness)")
    #expect(darkness[4] <= 2, "gone a few blur radii away: \(darkness)")
    // Above the device there is none beyond the blur's reach (the light comes from above).
    #expect(canvas.pixmap[x, Int(frame.bounds.minY) - 40] == RGBA8.white.premultiplied)
  }

  @Test func rightToLeftCaptionStartsOnTheRight() throws {
    // The same word twice, the first in bold: a right-to-left caption has its heavier half,
    // where its first word is, on the right (before the fix, runs were placed left to right).
    let set = try Self.storeSet(##"{"background": "#203050", "caption": {"title": "@t"}}"##)
    for (title, direction) in [("**שלום** שלום", 1), ("**مرحبا** مرحبا", 1), ("**Hello** Hello", -1)] {
      let locale = try Self.locale("he", title: title)
      let image = try Self.compose(set, "iphone-5s", locale: locale)
      let background = Self.backgroundColor.premultiplied
      var inkLeft = Int.max, inkRight = Int.min
      var ink: [Int] = Array(repeating: 0, count: image.width)
      for y in 0..<160 {
        for x in 0..<image.width where image[x, y] != background {
          inkLeft = min(inkLeft, x)
          inkRight = max(inkRight, x)
          ink[x] += Int(image[x, y].r) - Int(background.r)
        }
      }
      let middle = (inkLeft + inkRight) / 2
      let left = ink[..<middle].reduce(0, +), right = ink[middle...].reduce(0, +)
      #expect((right - left).signum() == direction, "\(title): ink left \(left), right \(right)")
    }
  }

  // MARK: A batch run

  /// `barkit batch` with a store set: each locale's output is the store size, and a locale whose
  /// caption cannot fit fails alone, named by the manifest's path and the locale.
  @Test func aBatchWritesStoreSizedImagesPerLocale() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = ##"{"canvas": {"device": "iphone-4s"}, "content": {"color": "white"}}"##
    let long = String(repeating: "Donaudampfschifffahrt", count: 3)
    let text = ##"""
      {"output": "{locale}/{name}.png", "locales": {"en": {"strings": {"t": "Hello **world**"}},
        "ar": {"strings": {"t": "مرحبا **بالعالم**"}}, "de": {"strings": {"t": "\##(long)"}}},
       "entries": [{"name": "a", "scene": \##(scene)}],
       "storeSet": {"caption": {"title": "@t"}}}
      """##
    let manifest = try manifest(text, directory: folder)
    let outcomes = Mutex<[String: BatchRunner.Outcome]>([:])
    try BatchRunner(folder: folder, workers: 2).run(try manifest.jobs(), of: manifest) { job, outcome in
      outcomes.withLock { $0[job.output] = outcome }
    }
    let all = outcomes.withLock { $0 }
    #expect(all["en/a.png"] == .rendered && all["ar/a.png"] == .rendered)
    for name in ["en/a.png", "ar/a.png"] {
      let image = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent(name))
      #expect(image.width == 640 && image.height == 960, "\(name): the iPhone 3.5\" store size")
    }
    guard case .failed(let reason)? = all["de/a.png"] else {
      Issue.record("de/a.png did not fail")
      return
    }
    #expect(reason.contains("batch.json: storeSet.caption.title: \"DonaudampfschifffahrtDonau"), "\(reason)")
    #expect(reason.contains("(locale \"de\")"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("de/a.png").path))
  }

  /// The worked examples of Docs/Mockups.md decode, make the outputs the page names, and give
  /// every device a store size (rendering them is the docs test's, in the release pass).
  @Test(arguments: [("store.json", 15), ("store-13-locales.json", 65)])
  func theDocsExamplesDecode(file: String, outputs: Int) throws {
    let url = SharedFixtures.repositoryRoot.appendingPathComponent("Docs/Examples/store/\(file)")
    let manifest = try BatchManifest(contentsOf: url)
    let jobs = try manifest.jobs()
    #expect(jobs.count == outputs)
    let set = try #require(manifest.storeSet)
    for device in manifest.devices {
      #expect(set.size(for: device) != nil)
      #expect(set.frame(for: device) != nil)
    }
    #expect(set.frame(for: "iphone-5s")?.1.name == "gold")
    #expect(try jobs.allSatisfy { try set.captionBlock(imageWidth: 640, locale: $0.locale) != nil })
  }
}
