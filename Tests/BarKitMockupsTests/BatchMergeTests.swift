import BarKitChrome
import Foundation
import TestSupport
import Testing

@testable import BarKitMockups
@testable import BarKitScene

@Suite struct BatchMergeTests {
  @Test func laterValuesWinAndObjectsMergeDeeply() throws {
    let base = try json(#"{"a": 1, "b": {"x": 1, "y": 2}, "c": [1, 2]}"#)
    let merged = base.merged(with: try json(#"{"b": {"y": 3, "z": 4}, "c": [9], "d": "new"}"#))
    #expect(merged == (try json(#"{"a": 1, "b": {"x": 1, "y": 3, "z": 4}, "c": [9], "d": "new"}"#)))
  }

  @Test func nullRemovesAKeyAndNeverReachesTheScene() throws {
    let base = try json(#"{"canvas": {"width": 40, "height": 30}, "tabBar": {"items": []}}"#)
    let merged = base.merged(with: try json(#"{"tabBar": null, "toolbar": {"barStyle": null, "items": []}}"#))
    #expect(merged == (try json(#"{"canvas": {"width": 40, "height": 30}, "toolbar": {"items": []}}"#)))
  }

  @Test func aNonObjectOverlayReplacesAnObject() throws {
    #expect(try json(#"{"a": {"b": 1}}"#).merged(with: try json(#"{"a": 2}"#)) == (try json(#"{"a": 2}"#)))
  }

  @Test func overridesMergeInManifestOrderWhenTheirFiltersMatch() throws {
    let m = try manifest(
      #"""
      {"devices": ["iphone-5s", "iphone-6"], "entries": [{"name": "a", "scene": \#(tinyScene)}],
       "overrides": [
         {"filter": "a-*", "scene": {"statusBar": {"operatorName": "first", "batteryLevel": 10}}},
         {"filter": ["nothing", "*-iphone-6.png"], "scene": {"statusBar": {"operatorName": "second"}}},
         {"filter": "b-*", "scene": {"statusBar": {"operatorName": "never"}}}
       ]}
      """#)
    let scenes = try m.jobs().map { try $0.scene() }
    #expect(scenes.map(\.statusBar.operatorName) == ["first", "second"])
    #expect(scenes.map(\.statusBar.batteryLevel) == [10, 10])
  }

  @Test func defaultsSitUnderTheEntryAndTheEntryOverrideOnTop() throws {
    let m = try manifest(
      #"""
      {"defaults": {"tintColor": "#FF0000", "statusBar": {"operatorName": "default"}},
       "entries": [{"name": "a", "scene": {"canvas": {"width": 40, "height": 30}, "tintColor": "#00FF00"},
                    "override": {"statusBar": {"operatorName": "entry"}}}]}
      """#)
    let scene = try #require(try m.jobs().first).scene()
    #expect(scene.tintColor.map { [$0.r, $0.g, $0.b] } == [0, 255, 0])
    #expect(scene.statusBar.operatorName == "entry")
  }

  @Test func aDeviceReplacesACustomSizeAndAStyleSetsEveryBarPresent() throws {
    let m = try manifest(
      #"""
      {"devices": ["iphone-6"], "styles": {"dark": {"barStyle": "black"}},
       "entries": [{"name": "a", "scene": {"canvas": {"width": 40, "height": 30, "idiom": "phone", "scale": 1},
                                          "navigationBar": {"title": "T"}}}]}
      """#)
    let scene = try #require(try m.jobs().first).scene()
    let canvas = try scene.resolvedCanvas()
    #expect(canvas.device?.name == "iphone-6")
    #expect(canvas.pixelWidth == 375)  // the scene's scale 1 is kept
    #expect(scene.navigationBar?.barStyle == .black)
    #expect(scene.toolbar == nil)  // a style adds no bars
  }
}
