import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import TestSupport
import Testing

/// TONavigationBar's scroll mapping, checked against the worked table in
/// shared/research/tonavigationbar.md §1.1 (iOS 7 metrics s = 20, b = 44, T = 64; m = 200).
@Suite struct NavigationBarRevealTests {
  static let context = NavigationBarReveal.Context(
    statusBarHeight: 20, barHeight: 44, preferredTintColor: .systemBlue, preferredBarStyle: .default)

  /// One row of the note's table: offset, progress, background top (nil: hidden), separator
  /// and title opacity, whether the tint and the bar style are the preferred ones.
  struct Row: Sendable, CustomTestStringConvertible {
    let y: Double, o: Double, top: Double?, separator: Double, title: Double, preferredTint: Bool, preferredStyle: Bool
    var testDescription: String { "y = \(y)" }
  }

  static let table: [Row] = [
    Row(y: 100, o: 0, top: nil, separator: 0, title: 0, preferredTint: false, preferredStyle: false),
    Row(y: 136, o: 0, top: nil, separator: 0, title: 0, preferredTint: false, preferredStyle: false),
    Row(y: 147, o: 11, top: 53, separator: 0.5, title: 0, preferredTint: false, preferredStyle: false),
    Row(y: 158, o: 22, top: 42, separator: 1, title: 0, preferredTint: false, preferredStyle: false),
    Row(y: 169, o: 33, top: 31, separator: 1, title: 0, preferredTint: true, preferredStyle: false),
    Row(y: 180, o: 44, top: 20, separator: 1, title: 1, preferredTint: true, preferredStyle: false),
    Row(y: 191, o: 55, top: 9, separator: 1, title: 1, preferredTint: true, preferredStyle: true),
    Row(y: 200, o: 64, top: 0, separator: 1, title: 1, preferredTint: true, preferredStyle: true),
    Row(y: 400, o: 64, top: 0, separator: 1, title: 1, preferredTint: true, preferredStyle: true),
  ]

  @Test(arguments: table) func scrollMappingMatchesTheWorkedTable(row: Row) {
    let c = Self.context
    let o = c.progress(contentOffset: row.y, minimumOffset: 200)
    #expect(o == row.o)
    let state = NavigationBarReveal(progress: o, context: c)
    if let top = row.top {
      #expect(state.backgroundTop == top)
      #expect(state.backgroundOpacity == 1)
    } else {
      #expect(state.backgroundOpacity == 0)
    }
    #expect(abs(state.separatorOpacity - row.separator) < 1e-9)
    #expect(abs(state.titleOpacity - row.title) < 1e-9)
    #expect(state.tintColor == (row.preferredTint ? .systemBlue : .white))
    #expect(state.barStyle == (row.preferredStyle ? .default : .black))
  }

  @Test func thresholdsAreStrict() {
    let c = Self.context
    // Tint switches only once o exceeds b/2 = 22; the style once o exceeds b + s/2 = 54.
    #expect(NavigationBarReveal(progress: 22, context: c).tintColor == .white)
    #expect(NavigationBarReveal(progress: 22.01, context: c).tintColor == .systemBlue)
    #expect(NavigationBarReveal(progress: 54, context: c).barStyle == .black)
    #expect(NavigationBarReveal(progress: 54.01, context: c).barStyle == .default)
    // The title ramps linearly between 0.75 b and b.
    #expect(abs(NavigationBarReveal(progress: 38.5, context: c).titleOpacity - 0.5) < 1e-9)
  }

  @Test func transitionCrossfadesOnUIKitsEaseInOutCurve() {
    let c = Self.context
    let start = NavigationBarReveal.transition(showing: true, time: 0, context: c)
    let middle = NavigationBarReveal.transition(showing: true, time: 0.5, context: c)
    let end = NavigationBarReveal.transition(showing: true, time: 1, context: c)
    #expect(start.backgroundOpacity == 0 && end.backgroundOpacity == 1)
    #expect(start.backgroundTop == 0, "the animated background is full size: a crossfade, not a wipe")
    // The curve is symmetric, so half the time is half the way; a quarter of the time is less
    // than a quarter of the way (it eases in).
    #expect(abs(middle.backgroundOpacity - 0.5) < 1e-6)
    #expect(NavigationBarReveal.transition(showing: true, time: 0.25, context: c).backgroundOpacity < 0.2)
    #expect(start.tintColor == .white && end.tintColor == .systemBlue)
    // Title and bar style switch at once to the target.
    #expect(start.titleOpacity == 1 && start.barStyle == .default)
    let hiding = NavigationBarReveal.transition(showing: false, time: 0, context: c)
    #expect(hiding.backgroundOpacity == 1 && hiding.titleOpacity == 0 && hiding.barStyle == .black)
  }

  @Test func easeInOutMatchesCoreAnimationsControlPoints() {
    let curve = TimingCurve.easeInOut
    #expect(curve.progress(at: 0) == 0)
    #expect(abs(curve.progress(at: 1) - 1) < 1e-12)
    // Published samples of cubic-bezier(0.42, 0, 0.58, 1) (CSS ease-in-out).
    #expect(abs(curve.progress(at: 0.25) - 0.1291) < 5e-4)
    #expect(abs(curve.progress(at: 0.75) - 0.8709) < 5e-4)
    #expect(TimingCurve(1.5, 0, 0, 1) == nil)
  }
}

/// The transparent bar's and the header's keys fail with the JSON path and what was expected.
@Suite struct TransparentBarDecodingTests {
  @Test(arguments: [
    (
      #"{"navigationBar": {"revealProgress": 0.5, "targetScrollView": {}}}"#,
      "navigationBar"
    ),
    (#"{"navigationBar": {"revealProgress": 1.5}}"#, "navigationBar.revealProgress"),
    (
      #"{"navigationBar": {"targetScrollView": {"contentOffset": 1e999}}}"#,
      "navigationBar.targetScrollView.contentOffset"
    ),
    (#"{"navigationBar": {"preferredBarStyle": "blak"}}"#, "navigationBar.preferredBarStyle"),
    (#"{"header": {"height": 200}}"#, "header"),
    (#"{"header": {"sample": "tiles", "image": "a.png"}}"#, "header"),
    (#"{"header": {"sample": "tiles", "shadowAlpha": -1}}"#, "header.shadowAlpha"),
  ])
  func badKeysNameTheirPath(json: String, path: String) {
    do {
      _ = try decodeScene(json)
      Issue.record("\(json) decoded")
    } catch {
      #expect(error.description.hasPrefix("scene.json: " + path), "\(error.description)")
    }
  }

  @Test func sceneOffsetComesFromTheTargetScrollView() throws {
    #expect(try decodeScene(#"{"header": {"sample": "tiles"}}"#).contentOffset == 0)
    let scene = try decodeScene(#"{"navigationBar": {"targetScrollView": {"contentOffset": -30}}}"#)
    #expect(scene.contentOffset == -30)
    #expect(scene.navigationBar?.behavesAsTONavigationBar == true)
    #expect(try decodeScene(#"{"navigationBar": {"title": "A"}}"#).navigationBar?.behavesAsTONavigationBar == false)
  }
}
