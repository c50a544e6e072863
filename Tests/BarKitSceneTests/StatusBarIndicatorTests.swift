import TestSupport
import Testing

@testable import BarKitScene

/// The status bar's indicator keys: `bluetooth`, `alarm`, `locationServices`, `orientationLock`,
/// `doNotDisturb`.
@Suite struct StatusBarIndicatorTests {
  @Test func indicatorsAreOffByDefault() throws {
    let s = try decodeScene("{}").statusBar
    #expect(s.bluetooth == .off && !s.alarm && !s.locationServices && !s.orientationLock && !s.doNotDisturb)
  }

  @Test func decodesEachKey() throws {
    for state in BluetoothState.allCases {
      #expect(try decodeScene(#"{"statusBar": {"bluetooth": "\#(state.rawValue)"}}"#).statusBar.bluetooth == state)
    }
    let s = try decodeScene(
      #"{"statusBar": {"alarm": true, "locationServices": true, "orientationLock": true, "doNotDisturb": true}}"#
    ).statusBar
    #expect(s.alarm && s.locationServices && s.orientationLock && s.doNotDisturb && s.bluetooth == .off)
    #expect(try decodeScene(#"{"statusBar": {"alarm": false}}"#).statusBar.alarm == false)
  }

  @Test func wrongTypesNameTheJSONPath() {
    #expect(
      sceneError(#"{"statusBar": {"bluetooth": true}}"#)
        == "scene.json: statusBar.bluetooth: expected a string, found true")
    #expect(
      sceneError(#"{"statusBar": {"bluetooth": "paired"}}"#)
        == "scene.json: statusBar.bluetooth: unknown value \"paired\" (expected one of: off, on, connected)")
    for key in ["alarm", "locationServices", "orientationLock", "doNotDisturb"] {
      #expect(
        sceneError(#"{"statusBar": {"\#(key)": "yes"}}"#)
          == "scene.json: statusBar.\(key): expected true or false, found \"yes\"")
    }
  }

  @Test func encodingKeepsSetIndicatorsAndLeavesDefaultsOut() throws {
    let json =
      #"{"statusBar": {"bluetooth": "connected", "alarm": true, "locationServices": true, "orientationLock": true, "doNotDisturb": true}}"#
    let scene = try decodeScene(json)
    #expect(try decodeScene(scene.jsonText) == scene)
    for key in [#""bluetooth": "connected""#, #""alarm": true"#, #""doNotDisturb": true"#] {
      #expect(scene.jsonText.contains(key), "\(scene.jsonText)")
    }
    let plain = try decodeScene(#"{"statusBar": {"bluetooth": "off", "alarm": false}}"#)
    #expect(!plain.jsonText.contains("bluetooth") && !plain.jsonText.contains("alarm"))
  }
}
