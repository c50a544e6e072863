import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// Metric tests of `content.crop` and `content.edgesForExtendedLayout` on rendered pixels.
@Suite struct ContentLayoutTests {
  /// A picture whose every row has its own color (red = row, green = 255 − row), to tell rows apart.
  static func rowCodedImage(width: Int, height: Int) -> Pixmap {
    var pixmap = Pixmap(width: width, height: height)!
    for y in 0..<height {
      for x in 0..<width { pixmap[x, y] = RGBA8(r: UInt8(y), g: UInt8(255 - y), b: 90, a: 255).premultiplied }
    }
    return pixmap
  }

  static func render(_ json: String, files: [String: Pixmap]) throws -> Pixmap {
    try renderOutput(json, files: files).pixmap
  }

  /// Renders `json` with `files` written beside it, as `barkit render` would read them.
  static func renderOutput(_ json: String, files: [String: Pixmap]) throws -> SceneRenderer.Output {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, pixmap) in files { try pixmap.writePNG(to: dir.appendingPathComponent(name)) }
    let scene = try Scene(decoding: Data(json.utf8), file: "test").resolvingPaths(relativeTo: dir)
    try scene.checkFiles()
    return try SceneRenderer().render(scene)
  }

  @Test func cropRemovesExactlyThoseRowsAndColumns() throws {
    // 40 rows of old status and navigation bar on top, 98 of old tab bar below, 3 columns each side.
    let shot = Self.rowCodedImage(width: 38, height: 40 + 64 + 98)
    let out = try Self.render(
      ##"""
      {"canvas": {"width": 32, "height": 64, "scale": 1}, "statusBar": {"hidden": true},
       "content": {"image": "shot.png", "contentMode": "center", "crop": {"top": 40, "bottom": 98, "left": 3, "right": 3}}}
      """##, files: ["shot.png": shot])
    for y in 0..<64 {
      #expect(out.color(0, y) == shot.color(3, y + 40), "row \(y) is the capture's row \(y + 40)")
      #expect(out.color(31, y) == shot.color(34, y + 40))
    }
  }

  @Test func noneLaysTheContentOutBetweenTheBars() throws {
    let w = 320, h = 568 - 64 - 49
    let between = Pixmap(width: w, height: h, filledWith: RGBA8(r: 255, g: 0, b: 0, a: 255).premultiplied)!
    let scene = ##"""
      {"canvas": {"width": 320, "height": 568, "scale": 1}, "navigationBar": {"title": ""}, "tabBar": {},
       "content": {"image": "red.png", "contentMode": "center", "underBars": "window", "edgesForExtendedLayout": %@}}
      """##
    let none = try Self.render(scene.replacingOccurrences(of: "%@", with: #""none""#), files: ["red.png": between])
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    // The content runs from the navigation bar's bottom (20 + 44) to the tab bar's top (568 − 49);
    // its first and last rows lie under the bars' hairlines.
    #expect(none.color(160, 65) == red && none.color(160, 517) == red)
    #expect(none.color(160, 64) != red && none.color(160, 518) != red)
    // With `underBars: window`, behind the bars the window shows: white under the translucent bars (the blur reaches a
    // little of the content near their edges, as a backdrop does).
    let white = try Self.render(
      #"{"canvas": {"width": 320, "height": 568, "scale": 1}, "navigationBar": {"title": ""}, "tabBar": {}}"#,
      files: [:])
    for y in [0, 10, 30, 560] {
      #expect(isClose(none.color(160, y), white.color(160, y), within: 2), "y \(y) shows the window")
    }
    // Extended under the top only, the content runs from the screen's top to the tab bar.
    let tall = Pixmap(width: w, height: 568 - 49, filledWith: red.premultiplied)!
    let top = try Self.render(scene.replacingOccurrences(of: "%@", with: #"["top"]"#), files: ["red.png": tall])
    #expect(top.color(160, 517) == red)
    #expect(Int(top.color(160, 30).r) > Int(top.color(160, 30).g) + 30, "the navigation bar blurs the red under it")
    #expect(isClose(top.color(160, 560), white.color(160, 560), within: 2))
  }

  @Test func screenSizedImageLandsPixelOnPixel() throws {
    var random = SplitMix64(seed: 7)
    var shot = Pixmap(width: 60, height: 90)!
    for y in 0..<90 {
      for x in 0..<60 {
        let v = random.next()
        shot[x, y] = RGBA8(r: UInt8(v & 255), g: UInt8(v >> 8 & 255), b: UInt8(v >> 16 & 255)).premultiplied
      }
    }
    let json = #"{"canvas": {"width": 20, "height": 30, "scale": 3}, "statusBar": {"hidden": true}, %@}"#
    let out = try Self.render(
      json.replacingOccurrences(of: "%@", with: #""content": {"image": "shot.png"}"#), files: ["shot.png": shot])
    #expect(out == shot)
    // The resampling path, which such images took before their rows were copied, draws the same pixels.
    var canvas = Canvas(pixmap: Pixmap(width: 60, height: 90, filledWith: RGBA8.white.premultiplied)!)
    canvas.draw(shot, in: Rect(x: 0, y: 0, width: 60, height: 90))
    #expect(canvas.pixmap == shot)
    // A translucent image is still drawn over the white page.
    var glass = shot
    glass[5, 5] = RGBA8(r: 0, g: 0, b: 0, a: 128).premultiplied
    let over = try Self.render(
      json.replacingOccurrences(of: "%@", with: #""content": {"image": "glass.png"}"#), files: ["glass.png": glass])
    #expect(isClose(over.color(5, 5), RGBA8(r: 127, g: 127, b: 127, a: 255), within: 1))
    #expect(over.color(6, 5) == shot.color(6, 5))
  }
}
