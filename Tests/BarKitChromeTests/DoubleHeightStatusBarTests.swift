import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import TestSupport
import Testing

/// Issue 31, Part 4: the double-height status bar (Docs/Fidelity.md, "Double-height status
/// bar"). Its geometry from the CalmCall capture and UIKit's behaviour: the band's color over
/// rows 0–40 pt, the status items white in the top row, the line white and centred in the
/// lower row, and the app moved down 20 pt (a navigation bar at 40 pt, the content 20 pt
/// shorter, a tab bar still at the bottom).
@Suite struct DoubleHeightStatusBarTests {
  static let inCallGreen = RGBA8(r: 22, g: 242, b: 22)
  static let red = RGBA8(r: 255, g: 0, b: 0)

  /// A 320 × 200 pt screen at @2x over white: the band, an opaque red navigation bar and a tab bar.
  static func render(_ band: String, statusBar: String = "") throws -> SceneRenderer.Output {
    try Render.json(
      """
      {"canvas": {"width": 320, "height": 200, "scale": 2}, "content": {"color": "white"},
       "statusBar": {\(statusBar) "doubleHeight": \(band)},
       "navigationBar": {"translucent": false, "barTintColor": "#FF0000", "title": "Inbox"},
       "tabBar": {"items": [{"systemItem": "favorites"}, {"systemItem": "more"}]}}
      """)
  }

  @Test func bandCoversRowsZeroToFortyAndTheNavigationBarStartsBelowIt() throws {
    let out = try Self.render(#"{"style": "inCall"}"#)
    let p = out.pixmap
    // Rows 0–79 px: the band's green wherever no glyph is (the screen's outer columns, and the
    // lower row beside the centred line).
    for y in 0..<80 {
      for x in [0, 5, 10, 633, 639] { #expect(p.color(x, y) == Self.inCallGreen, "(\(x), \(y))") }
    }
    for y in 40..<80 {
      for x in stride(from: 0, to: 170, by: 7) { #expect(p.color(x, y) == Self.inCallGreen, "(\(x), \(y))") }
      for x in stride(from: 470, to: 640, by: 7) { #expect(p.color(x, y) == Self.inCallGreen, "(\(x), \(y))") }
    }
    // The navigation bar's 44 pt from 40 pt (rows 80–167 px), its hairline below at row 168.
    for y in 80..<168 { #expect(p.color(0, y) == Self.red, "row \(y)") }
    #expect(p.color(0, 168) != Self.red)
    #expect(out.barRects[.statusBar] == IntRect(x: 0, y: 0, width: 640, height: 80))
    // A top-attached bar's `--only` crop holds the whole status bar area, as it does under a
    // 20-pt bar: here the band's 40 pt, not only its lower row, where the bar's background
    // reaches up (to the app's top, 20 pt); the tab bar stays at the bottom (151–200 pt).
    #expect(out.barRects[.navigationBar] == IntRect(x: 0, y: 0, width: 640, height: 169))
    #expect(out.barRects[.tabBar] == IntRect(x: 0, y: 301, width: 640, height: 99))
  }

  /// The line: white, 13.5 pt, centred on the screen, its baseline at 34.25 pt (68.5 px; the
  /// CalmCall capture's "Touch to return to call" is 267.5 px wide at @2x).
  @Test func lineIsWhiteAndCentredInTheLowerRow() throws {
    let p = try Self.render(#"{"style": "inCall"}"#).pixmap
    let ink = try #require(p.inkBounds(in: IntRect(x: 0, y: 40, width: 640, height: 40)!, background: Self.inCallGreen))
    #expect(abs(ink.x + ink.maxX - 640) <= 3, "centred: \(ink)")
    #expect(abs(ink.width - 268) <= 6, "width \(ink.width) px, the capture's 267.5")
    // Flat feet end on the 68.5-px baseline (row 68); round ones overshoot it into row 69.
    #expect((68...69).contains(ink.maxY - 1), "the last inked row: \(ink)")
    #expect(ink.y >= 44, "\(ink)")
    var whitest = 0
    for y in ink.y..<ink.maxY { for x in ink.x..<ink.maxX { whitest = max(whitest, Int(p.color(x, y).b)) } }
    #expect(whitest == 255)
  }

  /// The status items are white on the band whatever the style, the charging fill included
  /// (the CalmCall capture): every pixel of the top row is the green or lighter, never darker.
  @Test func statusItemsAreWhite() throws {
    let p = try Self.render(
      #"{"style": "inCall"}"#, statusBar: #""style": "default", "batteryState": "charging", "batteryLevel": 80,"#
    ).pixmap
    var inked = 0
    for y in 0..<40 {
      for x in 0..<640 {
        let c = p.color(x, y)
        #expect(c.g >= 242 && c.r == c.b, "(\(x), \(y)) \(c)")
        if c.r > 200 { inked += 1 }
      }
    }
    #expect(inked > 500, "the carrier, clock and battery are drawn")
  }

  @Test(arguments: [("hotspot", RGBA8.systemBlue), ("recording", RGBA8(r: 255, g: 59, b: 48))])
  func eachStyleHasItsColor(style: String, color: RGBA8) throws {
    let p = try Self.render(#"{"style": "\#(style)", "text": "x"}"#).pixmap
    for (x, y) in [(0, 0), (639, 0), (0, 79), (639, 79), (100, 60)] { #expect(p.color(x, y) == color, "\(style)") }
  }

  /// UIKit moves the root view down by the extra 20 pt and shortens it by as much: a 320 × 80
  /// picture filling the content lands on rows 20–99 of a 100-pt screen, unstretched.
  @Test func contentMovesDownAndShortensByTwentyPoints() throws {
    let picture = ContentLayoutTests.rowCodedImage(width: 320, height: 80)
    let out = try ContentLayoutTests.render(
      """
      {"canvas": {"width": 320, "height": 100, "scale": 1}, "content": {"image": "shot.png", "contentMode": "scaleToFill"},
       "statusBar": {"doubleHeight": {"style": "inCall"}}}
      """, files: ["shot.png": picture])
    for y in 40..<100 { #expect(out.color(300, y) == picture.color(300, y - 20), "row \(y)") }
    // Laid out between the bars, it starts below the navigation bar, at 84 pt.
    let between = ContentLayoutTests.rowCodedImage(width: 320, height: 116)
    let laidOut = try ContentLayoutTests.render(
      """
      {"canvas": {"width": 320, "height": 200, "scale": 1},
       "content": {"image": "shot.png", "contentMode": "top", "edgesForExtendedLayout": "none"},
       "statusBar": {"doubleHeight": {"style": "inCall"}}, "navigationBar": {"translucent": false}}
      """, files: ["shot.png": between])
    for y in 85..<200 { #expect(laidOut.color(300, y) == between.color(300, y - 84), "row \(y)") }
  }

  /// A scene built in Swift meets the same refusals as a decoded one, when it is rendered.
  @Test func swiftScenesAreCheckedWhenRendered() throws {
    let phone = try #require(DeviceTable.builtIn[name: "iphone-5s"])
    var scene = Scene(canvas: SceneCanvas(device: phone, orientation: .landscape))
    scene.statusBar.doubleHeight = DoubleHeightStatusBar(style: .hotspot)
    #expect(
      throws: RenderError(
        "statusBar.doubleHeight: drawn in portrait only on iPhone (no capture or estimate of landscape)")
    ) { try SceneRenderer().render(scene) }
    scene.canvas = SceneCanvas(device: phone)
    scene.locale = SceneLocale("ja")
    #expect(throws: RenderError.self) { try SceneRenderer().render(scene) }
    scene.statusBar.doubleHeight?.text = "インターネット共有: 1台接続中"
    _ = try SceneRenderer().render(scene)
  }

  @Test func iOS6RefusesTheBandNamingTheKey() {
    #expect(
      throws: RenderError("statusBar.doubleHeight: drawn in appearance ios7 only (no iOS 6 capture or estimate)")
    ) {
      try Render.json(#"{"appearance": "ios6", "statusBar": {"doubleHeight": {"style": "inCall"}}}"#)
    }
  }
}
