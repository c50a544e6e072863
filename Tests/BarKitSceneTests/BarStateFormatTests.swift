import BarKitRaster
import TestSupport
import Testing

@testable import BarKitScene

/// Issue 31, Part 4: `statusBar.doubleHeight` (the in-call, hotspot and recording bars) and the
/// activity indicator custom view (`{"customView": {"activityIndicator": {…}}}`), read and
/// written back, their mistakes named by JSON path.
@Suite struct BarStateFormatTests {
  @Test func doubleHeightDecodesEachStyleWithItsDefaultText() throws {
    #expect(try decodeScene("{}").statusBar.doubleHeight == nil)
    let words = [
      "inCall": "Touch to return to call", "hotspot": "Personal Hotspot: 1 Connection", "recording": "Recording",
    ]
    for style in DoubleHeightStatusBarStyle.allCases {
      let band = try #require(
        try decodeScene(#"{"statusBar": {"doubleHeight": {"style": "\#(style.rawValue)"}}}"#).statusBar.doubleHeight)
      #expect(band.style == style && band.text == nil && band.displayText == words[style.rawValue])
    }
    let voice = try decodeScene(#"{"statusBar": {"doubleHeight": {"style": "recording", "text": "Voice Memos"}}}"#)
    #expect(voice.statusBar.doubleHeight == DoubleHeightStatusBar(style: .recording, text: "Voice Memos"))
    #expect(voice.statusBar.doubleHeight?.displayText == "Voice Memos")
  }

  /// `statusBar` members and the one-line error each gets, after "scene.json: statusBar.doubleHeight".
  @Test(arguments: [
    (
      #""doubleHeight": {"style": "call"}"#,
      #".style: unknown value "call" (expected one of: inCall, hotspot, recording)"#
    ),
    (#""doubleHeight": {}"#, #": missing required key "style""#),
    (#""doubleHeight": true"#, ": expected an object, found true"),
    (
      #""doubleHeight": {"style": "inCall", "txt": "x"}"#,
      #".txt: unknown key (expected one of: style, text); did you mean "text"?"#
    ),
    (
      #""hidden": true, "doubleHeight": {"style": "inCall"}"#,
      #": not with "hidden": true (a hidden status bar shows no band)"#
    ),
  ])
  func doubleHeightMistakesNameTheJSONPath(members: String, message: String) {
    #expect(sceneError(#"{"statusBar": {\#(members)}}"#) == "scene.json: statusBar.doubleHeight" + message)
  }

  /// The band's default words are English; another locale must give its own, and iPhone
  /// landscape is refused, both at the key.
  @Test func doubleHeightNeedsTextInOtherLanguagesAndPortraitOnIPhone() throws {
    #expect(
      sceneError(#"{"locale": "de", "statusBar": {"doubleHeight": {"style": "inCall"}}}"#)
        == "scene.json: statusBar.doubleHeight: needs \"text\" with locale \"de\": BarKit has the band's words "
        + "(\"Touch to return to call\") in English only")
    _ = try decodeScene(
      #"{"locale": "de", "statusBar": {"doubleHeight": {"style": "inCall", "text": "Zurück zum Anruf"}}}"#)
    _ = try decodeScene(#"{"locale": "en-GB", "statusBar": {"doubleHeight": {"style": "hotspot"}}}"#)
    #expect(
      sceneError(
        #"{"canvas": {"device": "iphone-5s", "orientation": "landscape"}, "statusBar": {"doubleHeight": {"style": "inCall"}}}"#
      )
        == "scene.json: statusBar.doubleHeight: drawn in portrait only on iPhone (no capture or estimate of landscape)")
    _ = try decodeScene(
      #"{"canvas": {"device": "ipad", "orientation": "landscape"}, "statusBar": {"doubleHeight": {"style": "inCall"}}}"#
    )
  }

  @Test func activityIndicatorIsACustomView() throws {
    let scene = try decodeScene(
      #"""
      {"navigationBar": {"rightItems": [{"customView": {"activityIndicator": {}}}]},
       "toolbar": {"items": [{"customView": {"activityIndicator": {"activityIndicatorViewStyle": "whiteLarge", "color": "#FF9500"}}}]}}
      """#)
    #expect(scene.navigationBar?.rightItems.first?.content == .customView(.activityIndicator(ActivityIndicator())))
    #expect(
      scene.toolbar?.items.first?.content
        == .customView(.activityIndicator(ActivityIndicator(style: .whiteLarge, color: RGBA8(r: 255, g: 149, b: 0)))))
    #expect(ActivityIndicatorViewStyle.allCases.map(\.diameter) == [37, 20, 20])
  }

  /// Custom view members and the error each gets, after "scene.json: toolbar.items[0].customView".
  @Test(arguments: [
    (
      #""activityIndicator": {"activityIndicatorViewStyle": "large"}"#,
      #".activityIndicator.activityIndicatorViewStyle: unknown value "large" (expected one of: whiteLarge, white, gray)"#
    ),
    (
      #""activityIndicator": {"style": "gray"}"#,
      ".activityIndicator.style: unknown key (expected one of: activityIndicatorViewStyle, color)"
    ),
    (
      #""label": {"text": "a"}, "activityIndicator": {}"#,
      #".activityIndicator: not allowed together with "label" (give one of: label, activityIndicator, image)"#
    ),
    (
      #""activityIndicator": {}, "renderingMode": "alwaysTemplate""#,
      #".renderingMode: only allowed together with "image""#
    ),
    (#""activityIndicator": {"color": 3}"#, #".activityIndicator.color: expected a color as #RGB"#),
  ])
  func activityIndicatorMistakesNameTheJSONPath(members: String, message: String) {
    let error = sceneError(#"{"toolbar": {"items": [{"customView": {\#(members)}}]}}"#)
    #expect(error?.hasPrefix("scene.json: toolbar.items[0].customView" + message) == true, "\(error ?? "")")
  }

  @Test func encodingWritesBothBackAndLeavesDefaultsOut() throws {
    let json = #"""
      {"statusBar": {"doubleHeight": {"style": "hotspot", "text": "Personal Hotspot: 2 Connections"}},
       "navigationBar": {"leftItems": [{"customView": {"activityIndicator": {"activityIndicatorViewStyle": "gray"}}}],
         "rightItems": [{"customView": {"activityIndicator": {}}}]}}
      """#
    let scene = try decodeScene(json)
    #expect(try decodeScene(scene.jsonText) == scene)
    let text = scene.jsonText
    for key in [#""style": "hotspot""#, #""activityIndicatorViewStyle": "gray""#, #""activityIndicator": {}"#] {
      #expect(text.contains(key), "\(text)")
    }
    #expect(!text.contains("color"))
  }
}
