import BarKitRaster
import BarKitTesting
import TestSupport
import Testing

@testable import BarKitMockups

/// Two store images (Goldens/StoreSetGoldenTests/), each rendered with both kernel sets and
/// looked at beside photographs of the real device before it was committed.
@Suite(.goldens(.repository("StoreSetGoldenTests")), .eachKernelSet)
struct StoreSetGoldenTests {
  /// A gold iPhone 5s with an English caption with a bold run, on a gradient: compared with
  /// photographs of the gold 5s (white front, champagne band, Touch ID ring, camera above the
  /// earpiece, sleep button on top).
  @Test func goldIPhone5sGolden() throws {
    let set = try StoreSetTests.storeSet(
      ##"{"background": {"gradient": ["#2B5876", "#4E4376"], "direction": "diagonal"}, "frame": {"finish": "gold"}, "caption": {"title": "Every message, **one place**", "subtitle": "Mail from all your accounts"}}"##
    )
    assertGolden(of: try StoreSetTests.compose(set, "iphone-5s"), named: "iphone-5s-gold")
  }

  /// A white iPad (iPad 2) with an Arabic caption below it: compared with photographs of the
  /// white iPad 2 (white front, square-icon home button, camera centred above the screen).
  @Test func whiteIPadArabicGolden() throws {
    let set = try StoreSetTests.storeSet(
      ##"{"background": "#EEF0F3", "frame": {"finish": "white"}, "caption": {"title": "@t", "color": "#1C1C1E", "position": "below"}}"##,
      devices: ["ipad"])
    let locale = try StoreSetTests.locale("ar", title: "كل رسائلك في **مكان واحد**")
    assertGolden(of: try StoreSetTests.compose(set, "ipad", locale: locale), named: "ipad-white-ar")
  }
}
