import BarKitChrome
import BarKitScene
import Foundation
import Testing

/// A transparent navigation bar (TONavigationBar) has no iOS 6 look: iOS 6 bars have no blur
/// to reveal, so the iOS 6 renderer refuses it in one line rather than drawing a plain bar
/// (Docs/Fidelity.md, "iOS 6 appearance").
@Suite struct IOS6RevealTests {
  static func scene(_ navigationBar: String) throws -> Scene {
    try Scene(
      decoding: Data(#"{"appearance": "ios6", "navigationBar": \#(navigationBar)}"#.utf8), file: "test")
  }

  @Test(arguments: [
    #"{"backgroundHidden": true}"#, #"{"preferredBarStyle": "black"}"#, #"{"preferredTintColor": "systemRed"}"#,
    #"{"revealProgress": 0.5}"#, #"{"backgroundHidden": true, "targetScrollView": {"contentOffset": 10}}"#,
  ])
  func transparentNavigationBarIsRefused(_ bar: String) throws {
    let scene = try Self.scene(bar)
    let error = #expect(throws: RenderError.self) { try SceneRenderer().render(scene) }
    let message = error.map { "\($0)" } ?? ""
    #expect(message.hasPrefix("navigationBar: "))
    #expect(message.contains("appearance ios7") && !message.contains("\n"))
  }

  @Test func revealStateOverrideIsRefused() throws {
    let scene = try Self.scene(#"{"title": "Plain"}"#)
    let context = NavigationBarReveal.Context(
      statusBarHeight: 20, barHeight: 44, preferredTintColor: .black, preferredBarStyle: .default)
    #expect(throws: RenderError.self) {
      try SceneRenderer().render(scene, navigationBarReveal: .shown(context))
    }
    // The same scene without the override renders, and so does the transparent bar in iOS 7.
    _ = try SceneRenderer().render(scene)
    var ios7 = try Self.scene(#"{"backgroundHidden": true}"#)
    ios7.appearance = .ios7
    _ = try SceneRenderer().render(ios7)
  }
}
