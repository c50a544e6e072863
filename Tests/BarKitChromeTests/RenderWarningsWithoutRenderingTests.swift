import BarKitChrome
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// `SceneRenderer.warnings(for:)`, what `barkit validate` prints, gives exactly the warnings a
/// render gives, from the layout and the image's header alone: upscaled, cut by aspect-fill,
/// another device's shape, with and without a crop between new bars.
@Suite struct RenderWarningsWithoutRenderingTests {
  @Test(arguments: [
    (#"{"canvas": {"device": "iphone-6-plus"}, "content": {"image": "shot.png"}}"#, 640, 1136),
    (#"{"canvas": {"device": "iphone-5s"}, "content": {"image": "shot.png"}}"#, 640, 960),
    (#"{"canvas": {"device": "iphone-5s"}, "content": {"image": "shot.png"}}"#, 640, 1136),
    (
      #"{"canvas": {"device": "iphone-6"}, "navigationBar": {"title": "T"}, "tabBar": {"items": [{"title": "A"}]}, "content": {"image": "shot.png", "crop": {"top": 128, "bottom": 98}, "edgesForExtendedLayout": "none"}}"#,
      640, 1136
    ),
    (
      #"{"canvas": {"device": "iphone-4s", "scale": 1}, "content": {"image": "shot.png", "contentMode": "top"}}"#, 200,
      300
    ),
  ])
  func theSameWarningsAsARender(json: String, width: Int, height: Int) throws {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Pixmap(width: width, height: height, filledWith: RGBA8(r: 200, g: 10, b: 10).premultiplied)!
      .writePNG(to: dir.appendingPathComponent("shot.png"))
    let scene = try Scene(decoding: Data(json.utf8), file: "test").resolvingPaths(relativeTo: dir)
    let rendered = try SceneRenderer().render(scene).warnings
    #expect(SceneRenderer().warnings(for: scene) == rendered)
    #expect(
      SceneRenderer().warnings(for: scene, scale: .x3) == (try SceneRenderer().render(scene, scale: .x3).warnings))
  }

  @Test func someCaseWarns() throws {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Pixmap(width: 640, height: 1136)!.writePNG(to: dir.appendingPathComponent("shot.png"))
    let scene = try Scene(
      decoding: Data(#"{"canvas": {"device": "iphone-6-plus"}, "content": {"image": "shot.png"}}"#.utf8), file: "t"
    ).resolvingPaths(relativeTo: dir)
    #expect(
      SceneRenderer().warnings(for: scene).map(\.description).first?.hasPrefix("content.image: upscaled 1.94×") == true)
  }
}
