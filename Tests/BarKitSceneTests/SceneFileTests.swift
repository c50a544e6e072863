import BarKitJSON
import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitScene

@Suite struct SceneFileTests {
  static let json = """
    {"content": {"image": "shots/home.png"},
     "navigationBar": {"backgroundImage": {"image": "bg.png"}, "shadowImage": "/abs/shadow.png",
       "rightItems": [{"title": "A"}, {"image": "../icons/star.png"}]},
     "tabBar": {"items": [{"title": "A", "image": "a.png", "selectedImage": "a-fill.png"}],
       "backgroundImage": [{"image": "t1.png"}, {"image": "t2.png", "barMetrics": "compact"}]},
     "toolbar": {"items": [{"image": {"svg": "M0 0L1 1", "viewBox": [0, 0, 1, 1]}}]}}
    """

  @Test func listsEveryFileWithItsJSONPath() throws {
    let scene = try decodeScene(Self.json)
    let refs = scene.fileReferences.map { "\($0.path)=\($0.file)" }
    #expect(
      refs == [
        "content.image=shots/home.png", "navigationBar.backgroundImage.image=bg.png",
        "navigationBar.shadowImage=/abs/shadow.png", "navigationBar.rightItems[1].image=../icons/star.png",
        "tabBar.backgroundImage[0].image=t1.png", "tabBar.backgroundImage[1].image=t2.png",
        "tabBar.items[0].image=a.png", "tabBar.items[0].selectedImage=a-fill.png",
      ])
  }

  @Test func relativePathsResolveAgainstTheSceneFolder() throws {
    let scene = try decodeScene(Self.json).resolvingPaths(relativeTo: URL(fileURLWithPath: "/work/scenes"))
    #expect(scene.content == .image("/work/scenes/shots/home.png", contentMode: .scaleAspectFill))
    #expect(scene.navigationBar?.shadowImage == .file("/abs/shadow.png"), "absolute paths are kept")
    #expect(scene.navigationBar?.rightItems[1].content == .image(.file("/work/icons/star.png")))
    #expect(
      scene.tabBar?.items[0].content
        == .custom(title: "A", image: .file("/work/scenes/a.png"), selectedImage: .file("/work/scenes/a-fill.png")))
    #expect(scene.tabBar?.backgroundImage[1].image == .file("/work/scenes/t2.png"))
  }

  @Test func loadingAFileResolvesPathsAndChecksThem() throws {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("art"), withIntermediateDirectories: true)
    let sceneURL = dir.appendingPathComponent("scene.json")
    try Data(##"{"content": {"image": "art/shot.png"}, "toolbar": {"items": [{"image": "art/missing.png"}]}}"##.utf8)
      .write(to: sceneURL)
    try Pixmap(width: 2, height: 2)!.writePNG(to: dir.appendingPathComponent("art/shot.png"))
    let scene = try Scene(contentsOf: sceneURL)
    #expect(
      scene.content
        == .image(dir.appendingPathComponent("art/shot.png").standardizedFileURL.path, contentMode: .scaleAspectFill))
    let missing = dir.appendingPathComponent("art/missing.png").standardizedFileURL.path
    #expect(
      throws: SceneError(
        file: "scene.json", path: JSONPath([.key("toolbar"), .key("items"), .index(0), .key("image")]),
        .missingFile(missing))
    ) {
      try scene.checkFiles(file: "scene.json")
    }
  }

  @Test func aFileThatIsNotAPNGIsAnError() throws {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let text = dir.appendingPathComponent("notes.png")
    try Data("hello".utf8).write(to: text)
    let scene = try decodeScene(##"{"tabBar": {"selectionIndicatorImage": "notes.png"}}"##).resolvingPaths(
      relativeTo: dir)
    let file = text.standardizedFileURL.path
    // The reason is the PNG decoder's own message, which never quotes the file's bytes.
    let detail = "not a PNG file: the PNG signature breaks at byte 0"
    let path = JSONPath([.key("tabBar"), .key("selectionIndicatorImage")])
    #expect(throws: SceneError(file: "scene.json", path: path, .invalid("not a usable PNG: \(file): \(detail)"))) {
      try scene.checkFiles(file: "scene.json")
    }
  }

  @Test func unreadableSceneFileIsAnError() {
    #expect(throws: SceneError(file: "/nonexistent/scene.json", .unreadable("no such file"))) {
      try Scene(contentsOf: URL(fileURLWithPath: "/nonexistent/scene.json"))
    }
    #expect(throws: SceneError(file: "/tmp", .unreadable("it is a folder"))) {
      try Scene(contentsOf: URL(fileURLWithPath: "/tmp"))
    }
  }
}
