import BarKitRaster
import BarKitText
import Foundation
import TestSupport
import Testing

@testable import BarKitScene

/// Bar items' `customView` and `titleTextAttributes`, bars' `itemTitleTextAttributes` and
/// `fontFamily`, and the scene's `fontFamily`: decoding, errors with their JSON paths, and the
/// precedence rules.
@Suite struct BarItemFormatTests {
  /// Issue 31: a system item starts in its own style (done for Done) and `style` replaces it;
  /// the round trip writes `style` only when it differs from the item's own.
  @Test func systemItemsKeepTheirStyleUnlessTheSceneSetsOne() throws {
    func item(_ json: String) throws -> BarButtonItem {
      try #require(try decodeScene(#"{"toolbar": {"items": [\#(json)]}}"#).toolbar?.items.first)
    }
    #expect(try item(#"{"systemItem": "done"}"#).style == .done)
    #expect(try item(#"{"systemItem": "done", "style": "plain"}"#).style == .plain)
    #expect(try item(#"{"systemItem": "cancel"}"#).style == .plain)
    #expect(try item(#"{"systemItem": "cancel", "style": "done"}"#).style == .done)
    for json in [#"{"systemItem": "done", "style": "plain"}"#, #"{"systemItem": "done"}"#] {
      let scene = try decodeScene(#"{"toolbar": {"items": [\#(json)]}}"#)
      #expect(try decodeScene(scene.jsonText) == scene)
      #expect(scene.jsonText.contains("\"style\"") == json.contains("style"), "\(scene.jsonText)")
    }
    #expect(BarButtonItem(systemItem: .done).style == .done)
  }

  @Test func customViewsDecodeAsLabelsOrImages() throws {
    let scene = try decodeScene(
      #"""
      {"toolbar": {"items": [
        {"customView": {"label": {"text": "3 Photos Selected", "textColor": "#333333", "fontSize": 15,
          "fontWeight": "semibold", "fontFamily": "Inter"}}},
        {"customView": {"image": {"svg": "M0 0H4V4Z", "viewBox": [0, 0, 4, 4]}}, "width": 30}]}}
      """#)
    let items = try #require(scene.toolbar?.items)
    var label = CustomView.Label(text: "3 Photos Selected")
    label.textColor = RGBA8(r: 0x33, g: 0x33, b: 0x33)
    label.font.fontSize = 15
    label.font.fontWeight = .semibold
    label.font.fontFamily = "Inter"
    #expect(items[0].content == .customView(.label(label)))
    guard case .customView(.image(.vector, .automatic)) = items[1].content else {
      Issue.record("\(items[1].content)")
      return
    }
    #expect(items[1].width == 30)
  }

  @Test func titleTextAttributesResolveAsUIKitDoes() throws {
    let red = TextAttributes.with(color: RGBA8(r: 255, g: 0, b: 0), size: 20)
    let green = TextAttributes.with(color: RGBA8(r: 0, g: 255, b: 0), size: nil)
    let bar = TitleTextAttributes(normal: red)
    // Enabled: the item's normal, else the bar's.
    #expect(TitleTextAttributes.resolved(item: nil, bar: bar, enabled: true) == red)
    #expect(TitleTextAttributes.resolved(item: TitleTextAttributes(normal: green), bar: bar, enabled: true) == green)
    // Disabled with no disabled attributes anywhere: the normal font, the look's dimmed color.
    let dimmed = try #require(TitleTextAttributes.resolved(item: nil, bar: bar, enabled: false))
    #expect(dimmed.color == nil && dimmed.fontSize == 20)
    // Disabled attributes win, the item's over the bar's.
    let both = TitleTextAttributes(normal: red, disabled: green)
    #expect(TitleTextAttributes.resolved(item: nil, bar: both, enabled: false) == green)
    #expect(TitleTextAttributes.resolved(item: TitleTextAttributes(disabled: red), bar: both, enabled: false) == red)
    #expect(TitleTextAttributes.resolved(item: nil, bar: nil, enabled: false) == nil)
  }

  @Test func fontFamilyIsTheBarsElseTheScenes() throws {
    let scene = try decodeScene(
      ##"{"fontFamily": "DejaVu Serif", "navigationBar": {"fontFamily": "Inter"}, "toolbar": {}}"##)
    #expect(scene.fontFamily(of: scene.navigationBar?.common) == "Inter")
    #expect(scene.fontFamily(of: scene.toolbar?.common) == "DejaVu Serif")
    #expect(scene.fontFamily(of: nil) == "DejaVu Serif")
    #expect(try decodeScene("{}").fontFamily(of: nil) == nil)
  }

  @Test func errorsNameTheJSONPath() {
    let cases: [(String, String)] = [
      (
        ##"{"toolbar": {"items": [{"title": "A", "customView": {"label": {"text": "B"}}}]}}"##,
        ##"scene.json: toolbar.items[0].customView: not allowed together with "title" (give one of: title, systemItem, image, customView)"##
      ),
      (
        ##"{"toolbar": {"items": [{"customView": {"label": {"text": "B"}, "image": "a.png"}}]}}"##,
        ##"scene.json: toolbar.items[0].customView.image: not allowed together with "label" (give one of: label, activityIndicator, image)"##
      ),
      (
        ##"{"toolbar": {"items": [{"customView": {"label": {"textColour": "red"}}}]}}"##,
        "scene.json: toolbar.items[0].customView.label.textColour: unknown key"
      ),
      (
        ##"{"toolbar": {"items": [{"customView": {"label": {}}}]}}"##,
        ##"scene.json: toolbar.items[0].customView.label: missing required key "text""##
      ),
      (
        ##"{"toolbar": {"items": [{"customView": {"renderingMode": "alwaysTemplate", "label": {"text": "B"}}}]}}"##,
        ##"scene.json: toolbar.items[0].customView.renderingMode: only allowed together with "image""##
      ),
      (
        ##"{"toolbar": {"items": [{"customView": {"label": {"text": "B"}}, "titleTextAttributes": {}}]}}"##,
        "scene.json: toolbar.items[0].titleTextAttributes: not used by a custom view (a label has its own textColor and font keys)"
      ),
      (
        ##"{"toolbar": {"items": [{"title": "A", "titleTextAttributes": {"highlighted": {}}}]}}"##,
        "scene.json: toolbar.items[0].titleTextAttributes.highlighted: unknown key"
      ),
      (
        ##"{"navigationBar": {"itemTitleTextAttributes": {"normal": {"fontSize": 0}}}}"##,
        "scene.json: navigationBar.itemTitleTextAttributes.normal.fontSize: expected a number in 1...200, found 0"
      ),
      (
        ##"{"toolbar": {"items": [{"title": "A", "titleTextAttributes": {"selected": {"color": "#F00"}}}]}}"##,
        "scene.json: toolbar.items[0].titleTextAttributes.selected: bar button items have no selected state (tab bar items do)"
      ),
      (
        ##"{"navigationBar": {"itemTitleTextAttributes": {"selected": {}}}}"##,
        "scene.json: navigationBar.itemTitleTextAttributes.selected: bar button items have no selected state (tab bar items do)"
      ),
      (
        ##"{"tabBar": {"items": [{"title": "A", "titleTextAttributes": {"selected": {"fontSize": 300}}}]}}"##,
        "scene.json: tabBar.items[0].titleTextAttributes.selected.fontSize: expected a number in 1...200, found 300"
      ),
      (
        ##"{"fontFamily": " "}"##,
        ##"scene.json: fontFamily: expected a font family name such as "Georgia" or "system-ui", found " ""##
      ),
      (
        ##"{"searchBar": {"fontFamily": 12}}"##,
        "scene.json: searchBar.fontFamily: expected a string, found 12"
      ),
    ]
    for (json, expected) in cases {
      let message = sceneError(json) ?? "no error"
      #expect(message.hasPrefix(expected), "\(message)")
    }
  }
}

extension TextAttributes {
  fileprivate static func with(color: RGBA8, size: Double?) -> TextAttributes {
    var a = TextAttributes()
    a.color = color
    a.fontSize = size
    return a
  }
}
