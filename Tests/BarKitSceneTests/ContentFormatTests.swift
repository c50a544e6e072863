import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitScene

/// `content.crop` and `content.edgesForExtendedLayout`: decoding, errors and the check of the
/// crop against the image's size.
@Suite struct ContentFormatTests {
  @Test func decodesCropAndExtendedEdges() throws {
    let scene = try decodeScene(
      ##"{"content": {"image": "a.png", "crop": {"top": 40, "bottom": 98}, "edgesForExtendedLayout": "none"}}"##)
    #expect(scene.content.fill == .image("a.png", contentMode: .scaleAspectFill, crop: CropInsets(top: 40, bottom: 98)))
    #expect(scene.content.edgesForExtendedLayout == .none)
    #expect(try decodeScene(##"{"content": {"sample": "list"}}"##).content.edgesForExtendedLayout == .all)
    let cases: [(String, RectEdge)] = [
      (#""all""#, .all), (#"["top"]"#, .top), (#"["bottom"]"#, .bottom), (#"["bottom", "top"]"#, .all), ("[]", .none),
    ]
    for (json, edges) in cases {
      let scene = try decodeScene(#"{"content": {"color": "black", "edgesForExtendedLayout": \#(json)}}"#)
      #expect(scene.content.edgesForExtendedLayout == edges, "\(json)")
    }
  }

  @Test func badCropsAndEdgesNameTheirPath() {
    #expect(
      sceneError(##"{"content": {"color": "#F00", "crop": {"top": 1}}}"##)
        == "scene.json: content.crop: only allowed together with \"image\"")
    #expect(
      sceneError(##"{"content": {"image": "a.png", "crop": {"top": 1.5}}}"##)
        == "scene.json: content.crop.top: expected an integer in 0...1000000, found 1.5")
    #expect(
      sceneError(##"{"content": {"image": "a.png", "crop": {"top": -2}}}"##)
        == "scene.json: content.crop.top: expected an integer in 0...1000000, found -2")
    #expect(
      sceneError(##"{"content": {"image": "a.png", "crop": {"up": 2}}}"##)
        == "scene.json: content.crop.up: unknown key (expected one of: top, left, bottom, right)")
    #expect(
      sceneError(##"{"content": {"sample": "list", "edgesForExtendedLayout": "nne"}}"##)
        == "scene.json: content.edgesForExtendedLayout: unknown value \"nne\" (expected one of: all, none); did you mean \"none\"?"
    )
    #expect(
      sceneError(##"{"content": {"sample": "list", "edgesForExtendedLayout": ["top", "left"]}}"##)
        == "scene.json: content.edgesForExtendedLayout[1]: unknown value \"left\" (expected one of: top, bottom)")
    #expect(
      sceneError(##"{"content": {"sample": "list", "edgesForExtendedLayout": true}}"##)
        == "scene.json: content.edgesForExtendedLayout: expected \"all\", \"none\" or an array of \"top\" and \"bottom\", found true"
    )
  }

  @Test func roundTripWritesTheShortestForm() throws {
    let cases = [
      (##"{"content": {"sample": "list", "edgesForExtendedLayout": ["top", "bottom"]}}"##, "\"sample\": \"list\"\n  }"),
      (##"{"content": {"sample": "list", "edgesForExtendedLayout": []}}"##, #""edgesForExtendedLayout": "none""#),
      (##"{"content": {"sample": "list", "edgesForExtendedLayout": ["bottom"]}}"##, #""bottom""#),
      (##"{"content": {"image": "a.png", "crop": {"top": 0, "left": 3}}}"##, "\"crop\": {\n      \"left\": 3\n    }"),
    ]
    for (json, written) in cases {
      let scene = try decodeScene(json)
      #expect(scene.jsonText.contains(written), "\(scene.jsonText)")
      #expect(try decodeScene(scene.jsonText) == scene)
    }
  }

  @Test func aCropThatLeavesNothingIsRefusedWithTheImagesSize() throws {
    let dir = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Pixmap(width: 4, height: 6)!.writePNG(to: dir.appendingPathComponent("shot.png"))
    func check(_ crop: String) throws {
      try decodeScene(#"{"content": {"image": "shot.png", "crop": \#(crop)}}"#).resolvingPaths(relativeTo: dir)
        .checkFiles(file: "scene.json")
    }
    try check(#"{"top": 2, "bottom": 3, "left": 3}"#)
    for crop in [#"{"top": 2, "bottom": 4}"#, #"{"left": 4}"#, #"{"right": 9}"#] {
      #expect(
        throws: SceneError(
          file: "scene.json", path: JSONPath([.key("content"), .key("crop")]),
          .invalid(
            "leaves nothing of the 4×6 image (left + right must be less than 4, top + bottom less than 6)"))
      ) { try check(crop) }
    }
  }
}

/// `navigationBar.titleView.image`: decoding, errors, round trip and file visiting.
@Suite struct TitleViewFormatTests {
  @Test func imageTitleViewsDecodeRoundTripAndListTheirFile() throws {
    let scene = try decodeScene(
      ##"{"navigationBar": {"titleView": {"image": "logo.png", "renderingMode": "alwaysTemplate"}}}"##)
    #expect(scene.navigationBar?.titleView == .image(.file("logo.png"), renderingMode: .alwaysTemplate))
    #expect(try decodeScene(scene.jsonText) == scene)
    #expect(scene.fileReferences.map(\.path.description) == ["navigationBar.titleView.image"])
    #expect(
      sceneError(##"{"navigationBar": {"titleView": {"image": "a.png", "segmentedControl": {"items": ["A"]}}}}"##)
        == "scene.json: navigationBar.titleView.image: not allowed together with \"segmentedControl\" (give one of: segmentedControl, image)"
    )
    #expect(
      sceneError(##"{"navigationBar": {"titleView": {"renderingMode": "alwaysTemplate"}}}"##)
        == "scene.json: navigationBar.titleView.renderingMode: only allowed together with \"image\"")
  }
}
