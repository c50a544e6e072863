import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// Metric tests of a screenshot at 1:1 under new bars: the position content modes, the
/// window color behind an image, `content.underBars`, the image's `scale` and the warnings.
@Suite struct ScreenshotPlacementTests {
  static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

  static func render(_ json: String, files: [String: Pixmap]) throws -> SceneRenderer.Output {
    try ContentLayoutTests.renderOutput(json, files: files)
  }

  /// Every position mode puts a 10×6-point image (20×12 pixels at @2x) where UIKit would,
  /// pixel on pixel, on a 40×30-point screen; the window's `color` shows around it.
  @Test(arguments: [
    ("top", 15, 0), ("bottom", 15, 24), ("left", 0, 12), ("right", 30, 12), ("center", 15, 12),
    ("topLeft", 0, 0), ("topRight", 30, 0), ("bottomLeft", 0, 24), ("bottomRight", 30, 24),
  ])
  func positionModesKeepTheImageAtOneToOne(mode: String, x: Int, y: Int) throws {
    let shot = ContentLayoutTests.rowCodedImage(width: 20, height: 12)
    let out = try Self.render(
      #"""
      {"canvas": {"width": 40, "height": 30, "scale": 2}, "statusBar": {"hidden": true},
       "content": {"image": "shot.png", "color": "#0000FF", "contentMode": "\#(mode)"}}
      """#, files: ["shot.png": shot]
    ).pixmap
    let (px, py) = (x * 2, y * 2)
    for sy in 0..<12 {
      for sx in [0, 7, 19] { #expect(out.color(px + sx, py + sy) == shot.color(sx, sy), "\(mode) (\(sx), \(sy))") }
    }
    let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    // Outside the image the window's color, not white.
    let outside = [(px - 1, py), (px + 20, py), (px, py - 1), (px, py + 12)].filter {
      (0..<80).contains($0.0) && (0..<60).contains($0.1)
    }
    #expect(!outside.isEmpty)
    for (ox, oy) in outside { #expect(out.color(ox, oy) == blue, "\(mode) (\(ox), \(oy))") }
  }

  /// A cropped capture between new bars (`edgesForExtendedLayout: none`): under the bars its
  /// edge rows are extended by default, its cropped rows come back with `croppedRows`, and the
  /// window shows with `window`.
  @Test func underBarsChoosesWhatTheBarsBlur() throws {
    // 320×568 at @1x: status bar 20 + navigation bar 44 = 64 rows, tab bar 49 rows.
    var shot = Pixmap(width: 320, height: 568, filledWith: RGBA8(r: 0, g: 160, b: 0, a: 255).premultiplied)!
    for y in 64..<(568 - 49) {
      for x in 0..<320 { shot[x, y] = Self.red.premultiplied }
    }
    let scene = #"""
      {"canvas": {"width": 320, "height": 568, "scale": 1}, "navigationBar": {"title": ""}, "tabBar": {},
       "content": {"image": "shot.png", "crop": {"top": 64, "bottom": 49}, "contentMode": "top",
                   "edgesForExtendedLayout": "none" %@}}
      """#
    func render(_ extra: String) throws -> Pixmap {
      try Self.render(scene.replacingOccurrences(of: "%@", with: extra), files: ["shot.png": shot]).pixmap
    }
    let extended = try render("")
    let cropped = try render(#", "underBars": "croppedRows""#)
    let window = try render(#", "underBars": "window""#)
    // Between the bars the capture's rows, at 1:1, in all three.
    for out in [extended, cropped, window] {
      #expect(out.color(160, 65) == Self.red && out.color(160, 517) == Self.red)
    }
    // Under the navigation bar (row 40) and the tab bar (row 540): the red edge rows blurred
    // by the translucent bar (white at 0.85 over them keeps red above green and blue).
    for y in [40, 540] {
      let c = extended.color(160, y)
      #expect(Int(c.r) > Int(c.g) + 20 && Int(c.r) > Int(c.b) + 20, "extended, y \(y): \(c)")
      let g = cropped.color(160, y)
      #expect(Int(g.g) > Int(g.r) + 20, "cropped rows are the capture's green bars, y \(y): \(g)")
      let w = window.color(160, y)
      #expect(Int(w.r) > 240 && Int(w.g) > 240 && Int(w.b) > 240, "window, y \(y): \(w)")
    }
  }

  /// `scale` on the image says how many pixels it has per point: a @1x image of 20×15 pixels
  /// covers 20×15 points, 40×30 device pixels, of a @2x screen.
  @Test func imageScaleOverridesTheCanvasScale() throws {
    let shot = ContentLayoutTests.rowCodedImage(width: 20, height: 15)
    let out = try Self.render(
      #"""
      {"canvas": {"width": 40, "height": 30, "scale": 2}, "statusBar": {"hidden": true},
       "content": {"image": {"file": "shot.png", "scale": 1}, "contentMode": "topLeft"}}
      """#, files: ["shot.png": shot])
    // Row 2 (device) is source row 1 sampled at its center: rows double.
    #expect(isClose(out.pixmap.color(10, 3), shot.color(5, 1), within: 2))
    #expect(isClose(out.pixmap.color(38, 28), shot.color(19, 14), within: 2))
    // Twice the pixels: more than 1.5× is reported.
    #expect(out.warnings.map(\.description).contains { $0.hasPrefix("content.image: upscaled 2×") })
  }

  @Test func warningsNameTheUpscaleTheCutAndTheAspectRatio() throws {
    // A 640×1136 (iPhone 5) capture aspect-filled on a 1242×2208 (iPhone 6 Plus) screen:
    // upscaled 1.94×, ratios differ (640/1136 = 0.563, 1242/2208 = 0.5625: within 1 %).
    let five = Pixmap(width: 640, height: 1136, filledWith: Self.red.premultiplied)!
    let plus = try Self.render(
      #"{"canvas": {"device": "iphone-6-plus"}, "content": {"image": "five.png"}}"#, files: ["five.png": five])
    #expect(
      plus.warnings.map(\.description) == [
        "content.image: upscaled 1.94× (more than 1.5×): its 640×1136 pixels cover 1244×2208; use a capture of this device or a smaller scale"
      ])
    // A 640×960 (iPhone 4s) capture on an iPhone 5s: aspect-fill cuts 15 % of its width
    // (it is scaled to 1136 rows, 757 columns for 640), and the ratio is another device's.
    let four = Pixmap(width: 640, height: 960, filledWith: Self.red.premultiplied)!
    let fiveS = try Self.render(
      #"{"canvas": {"device": "iphone-5s"}, "content": {"image": "four.png"}}"#, files: ["four.png": four])
    #expect(
      fiveS.warnings.map(\.description) == [
        "content.contentMode: scaleAspectFill cuts 15 % of the image's width (more than 5 %); crop it or use a position mode such as \"top\"",
        "content.image: the 640×960 image's aspect ratio differs from the content's 640×1136 (a capture of another device?)",
      ])
    // The device's own capture: nothing to say.
    let own = try Self.render(
      #"{"canvas": {"device": "iphone-5s"}, "content": {"image": "five.png"}}"#, files: ["five.png": five])
    #expect(own.warnings.isEmpty)
  }
}
