import BarKitChrome
import BarKitGeometry
import BarKitPNG
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// `navigationBar.titleView.image`: a logo centred in the bar, in its own colors or the tint.
@Suite struct TitleViewImageTests {
  static func render(_ titleView: String, extra: String = "") throws -> Pixmap {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    // A 60 × 20 pt red logo at @2x.
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    try Pixmap(width: 120, height: 40, filledWith: red.premultiplied)!.writePNG(
      to: dir.appendingPathComponent("logo@2x.png"))
    let json = #"{"canvas": {"device": "iphone-5s"}, "navigationBar": {"titleView": \#(titleView)\#(extra)}}"#
    let scene = try Scene(decoding: Data(json.utf8), file: "t").resolvingPaths(relativeTo: dir)
    try scene.checkFiles()
    return try SceneRenderer().render(scene).pixmap
  }

  @Test func aLogoIsCentredOnTheBarInItsOwnColors() throws {
    let p = try Self.render(#"{"image": "logo@2x.png"}"#)
    let bar = p.color(20, 100)
    let ink = try #require(p.inkBounds(in: IntRect(x: 0, y: 40, width: 640, height: 88)!, background: bar))
    // 120 × 40 px centred on x 320 and on the bar's middle (20 + 22 pt = 84 px).
    #expect(ink == IntRect(x: 260, y: 64, width: 120, height: 40), "\(ink)")
    #expect(p.color(320, 84) == RGBA8(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func templateLogosTakeTheTintAndWideOnesShrinkToTheRoom() throws {
    let tinted = try Self.render(#"{"image": "logo@2x.png", "renderingMode": "alwaysTemplate"}"#)
    #expect(isClose(tinted.color(320, 84), .systemBlue, within: 1))
    // Between two 80-pt-wide items the room is about 120 pt (320 − 2 × (margin + 80 + 10)): a
    // 300-pt-wide logo (as SVG) is scaled down into it, keeping its aspect, and stays centred.
    let wide = #"{"image": {"svg": "M0 0H300V20H0Z", "viewBox": [0, 0, 300, 20]}}"#
    let items = #", "leftItems": [{"title": "L", "width": 80}], "rightItems": [{"title": "R", "width": 80}]"#
    let p = try Self.render(wide, extra: items)
    let ink = try #require(
      p.inkBounds(in: IntRect(x: 200, y: 40, width: 240, height: 88)!, background: p.color(20, 100)))
    #expect((230...250).contains(ink.width), "\(ink)")
    #expect(abs(Double(ink.height) - Double(ink.width) * 20 / 300) <= 2, "\(ink)")
    #expect(abs(Double(ink.x + ink.maxX) / 2 - 320) <= 1, "\(ink)")
  }
}
