import BarKitJSON
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

  /// Issue 31: every position mode, a window color behind an image, `underBars` and an
  /// image's `scale` decode, round-trip and refuse what they do not take with the JSON path.
  @Test func screenshotKeysDecodeAndRoundTrip() throws {
    for mode in ContentMode.allCases {
      let scene = try decodeScene(#"{"content": {"image": "a.png", "contentMode": "\#(mode.rawValue)"}}"#)
      #expect(scene.content.fill == .image("a.png", contentMode: mode, crop: CropInsets()))
      #expect(try decodeScene(scene.jsonText) == scene)
    }
    let scene = try decodeScene(
      ##"{"content": {"image": {"file": "a.png", "scale": 2}, "color": "#202020", "underBars": "croppedRows"}}"##)
    #expect(scene.content.fill == .image("a.png", contentMode: .scaleAspectFill, crop: CropInsets(), scale: 2))
    #expect(scene.content.windowColor == RGBA8(r: 32, g: 32, b: 32, a: 255))
    #expect(scene.content.underBars == .croppedRows)
    #expect(try decodeScene(scene.jsonText) == scene)
    #expect(scene.fileReferences.map(\.path.description) == ["content.image"])
    #expect(try decodeScene(##"{"content": {"image": "a.png"}}"##).content.underBars == .extendedEdges)
    #expect(try decodeScene(##"{"content": {"image": "a.png"}}"##).content.windowColor == .white)
    #expect(
      sceneError(##"{"content": {"image": "a.png", "underBars": "edges"}}"##)
        == "scene.json: content.underBars: unknown value \"edges\" (expected one of: extendedEdges, croppedRows, window); did you mean \"extendedEdges\"?"
    )
    #expect(
      sceneError(##"{"content": {"image": {"file": "a.png", "scale": 4}}}"##)
        == "scene.json: content.image.scale: expected an integer in 1...3, found 4")
    #expect(
      sceneError(##"{"content": {"image": {"svg": "M0 0H1V1Z", "viewBox": [0, 0, 1, 1]}}}"##)
        == "scene.json: content.image: expected a PNG file path or {\"file\": …, \"scale\": n}, found an object")
    #expect(
      sceneError(##"{"content": {"underBars": "window"}}"##)
        == "scene.json: content: expected one of the keys: color, image, sample")
    #expect(
      sceneError(##"{"content": {"image": "a.png", "contentMode": "topleft"}}"##)?.hasSuffix(
        "did you mean \"topLeft\"?") == true)
    // On bar images the same object form; the suffix rule applies without it.
    let logo = try decodeScene(##"{"navigationBar": {"titleView": {"image": {"file": "logo@2x.png", "scale": 3}}}}"##)
    #expect(logo.navigationBar?.titleView == .image(.file("logo@2x.png", scale: 3), renderingMode: .automatic))
    #expect(try decodeScene(logo.jsonText) == logo)
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
