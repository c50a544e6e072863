import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import TestSupport
import Testing

/// The iOS 6 look measured against the values of real iOS 6 screenshots
/// (measurements.md §11): real pixels of real renders, each with a tolerance.
@Suite struct IOS6MetricTests {
  /// An iPhone 5 screen (640 × 1136 @2x) in the iOS 6 look over JSQ6's content color.
  static func render(_ bars: String, content: String = "#DBE2ED", scale: Int = 2) throws -> SceneRenderer.Output {
    try Render.json(
      """
      {"canvas": {"device": "iphone-5s"}, "appearance": "ios6", "content": {"color": "\(content)"}, \(bars)}
      """, scale: DisplayScale(scale))
  }

  static func luma(_ c: RGBA8) -> Int { (2126 * Int(c.r) + 7152 * Int(c.g) + 722 * Int(c.b)) / 10_000 }

  @Test func navigationGradientMatchesJSQ6() throws {
    let p = try Self.render("\"navigationBar\": {}").pixmap
    // §11 JSQ6 @2x: the bar is rows 40–127 at x = 320.
    let expected: [(Int, RGBA8)] = [
      (40, RGBA8(r: 239, g: 242, b: 247)), (41, RGBA8(r: 207, g: 217, b: 230)), (42, RGBA8(r: 190, g: 204, b: 221)),
      (84, RGBA8(r: 139, g: 159, b: 186)), (125, RGBA8(r: 88, g: 115, b: 151)), (126, RGBA8(r: 63, g: 92, b: 128)),
      (127, RGBA8(r: 63, g: 92, b: 128)),
    ]
    for (row, color) in expected {
      #expect(isClose(p.color(320, row), color, within: 3), "row \(row): \(p.color(320, row)) vs \(color)")
    }
    // Lighter at the top, darker at the bottom, never lighter on the way down.
    for row in 42..<125 { #expect(Self.luma(p.color(320, row + 1)) <= Self.luma(p.color(320, row))) }
    #expect(Self.luma(p.color(320, 42)) - Self.luma(p.color(320, 125)) > 80)
  }

  @Test func shadowBelowTheNavigationBarDarkensThenFades() throws {
    let p = try Self.render("\"navigationBar\": {}").pixmap
    let content = 219
    // §11 JSQ6 rows 128–133 (R): 174, 183, 195, 204, 212, 216.
    let measured = [174, 183, 195, 204, 212, 216]
    var previous = 0
    for (i, r) in measured.enumerated() {
      let value = Int(p.color(320, 128 + i).r)
      #expect(abs(value - r) <= 6, "row \(128 + i): \(value) vs \(r)")
      #expect(value >= previous)
      previous = value
    }
    #expect(Int(p.color(320, 128).r) < content - 30)
    #expect(Int(p.color(320, 140).r) == content)
  }

  @Test func toolbarShadowIsAboveIt() throws {
    let p = try Self.render("\"toolbar\": {\"items\": []}").pixmap
    // The toolbar's top is 1136 − 88 = 1048; the shadow darkens the rows above it.
    #expect(Int(p.color(320, 1047).r) < 200)
    #expect(Int(p.color(320, 1045).r) > Int(p.color(320, 1047).r))
    #expect(Int(p.color(320, 1030).r) == 219)
    // Its own top row is the dark line (§11 FAK: (45,48,52)).
    #expect(isClose(p.color(320, 1048), RGBA8(r: 45, g: 48, b: 52), within: 3))
  }

  @Test func borderedButtonHasADarkerBorderAndDoneIsBlue() throws {
    let p = try Self.render(
      "\"navigationBar\": {\"leftItems\": [{\"title\": \"Edit\"}], \"rightItems\": [{\"title\": \"Done\", \"style\": \"done\"}]}"
    ).pixmap
    // The left button starts 5 pt from the edge, 7 pt under the bar's top (§11, RE2 rows 54–111).
    // 12 px in from its left edge, clear of the 8-px corners.
    let x = 22
    let border = p.color(x, 54), fill = p.color(x, 60), bar = p.color(x, 50)
    #expect(Self.luma(border) < Self.luma(fill) - 40, "border \(border) fill \(fill)")
    #expect(Self.luma(border) < Self.luma(bar) - 60)
    #expect(isClose(fill, RGBA8(r: 150, g: 167, b: 191), within: 8), "fill \(fill)")
    // RE2's fill darkens fast at the top and slowly at the bottom: no gloss split.
    let upperStep = Self.luma(p.color(x, 60)) - Self.luma(p.color(x, 66))
    let lowerStep = Self.luma(p.color(x, 98)) - Self.luma(p.color(x, 104))
    #expect(upperStep > lowerStep, "steps \(upperStep), \(lowerStep)")
    #expect(isClose(p.color(x, 84), RGBA8(r: 97, g: 122, b: 157), within: 6), "middle \(p.color(x, 84))")
    // Done: RE2's blue, fill (138,172,236) at the top → (38,100,221) at the bottom.
    let done = p.color(640 - 24, 58)
    #expect(Int(done.b) > Int(done.r) + 70, "done \(done)")
    #expect(isClose(p.color(640 - 24, 108), RGBA8(r: 38, g: 100, b: 221), within: 10))
  }

  @Test func backButtonIsAnArrowHoldingThePreviousTitle() throws {
    let p = try Self.render("\"navigationBar\": {\"title\": \"Editing\", \"backItem\": {\"title\": \"Lists\"}}").pixmap
    // RE2: the tip at x = 10 on the middle row, the arrow's top-left at x ≈ 31 on row 55.
    #expect(Self.luma(p.color(11, 84)) < 100, "tip \(p.color(11, 84))")
    #expect(Self.luma(p.color(20, 56)) > 150, "above the arrow's edge is bar \(p.color(20, 56))")
    #expect(Self.luma(p.color(34, 54)) < 100, "the top border \(p.color(34, 54))")
    // The title's white ink starts about 26 px after the tip (x = 36).
    let inkX = (10..<200).first { x in (60..<100).contains { Self.luma(p.color(x, $0)) > 240 } }
    #expect(abs((inkX ?? 0) - 36) <= 3, "ink at \(String(describing: inkX))")
  }

  @Test func titleHasItsShadowAbove() throws {
    let p = try Self.render("\"navigationBar\": {\"title\": \"MMMM\"}").pixmap
    let region = IntRect(x: 200, y: 50, width: 240, height: 70)!
    // White ink of the 20-pt bold title: cap ≈ 28 px, baseline at 97 (§11).
    var top = Int.max, bottom = 0
    for y in region.y..<region.maxY {
      for x in region.x..<region.maxX where Self.luma(p.color(x, y)) > 245 {
        top = min(top, y)
        bottom = max(bottom, y)
      }
    }
    #expect(abs(bottom - 96) <= 1, "baseline row \(bottom)")
    #expect(abs(bottom - top + 1 - 28) <= 2, "cap height \(bottom - top + 1)")
    // Two rows above the cap, the shadow (black α 0.5, 2 px up) darkens the bar.
    let column = (region.x..<region.maxX).first { Self.luma(p.color($0, top + 3)) > 245 } ?? 0
    #expect(Self.luma(p.color(column, top - 1)) < Self.luma(p.color(150, top - 1)) - 40)
  }

  @Test func blackStyleIsNearBlackAndTintRecolorsTheBackground() throws {
    let black = try Self.render("\"navigationBar\": {\"barStyle\": \"black\"}").pixmap
    for row in [50, 84, 120] { #expect(Self.luma(black.color(320, row)) < 75) }
    let red = try Self.render("\"navigationBar\": {\"tintColor\": \"#C03020\"}").pixmap
    let mid = red.color(320, 84)
    #expect(Int(mid.r) > Int(mid.g) + 50 && Int(mid.r) > Int(mid.b) + 50, "\(mid)")
    // The tinted bar keeps the gradient's shape.
    #expect(Self.luma(red.color(320, 42)) > Self.luma(red.color(320, 125)) + 50)
    // barTintColor (the iOS 7 name for the background tint) tints it too and wins.
    let both = try Self.render("\"navigationBar\": {\"barTintColor\": \"#208030\", \"tintColor\": \"white\"}").pixmap
    let green = both.color(320, 84)
    #expect(Int(green.g) > Int(green.r) + 40, "\(green)")
  }

  @Test func barsAreOpaqueByDefault() throws {
    let a = try Self.render("\"navigationBar\": {}", content: "#FF0000").pixmap
    let b = try Self.render("\"navigationBar\": {}", content: "#0000FF").pixmap
    for row in stride(from: 40, to: 128, by: 7) { #expect(a.color(100, row) == b.color(100, row)) }
    let c = try Self.render("\"navigationBar\": {\"translucent\": true}", content: "#FF0000").pixmap
    #expect(c.color(100, 84) != a.color(100, 84))
  }

  @Test func tabBarIsGlossyBlackWithTheSelectionTile() throws {
    let out = try Self.render(
      """
      "tabBar": {"items": [{"systemItem": "favorites"}, {"systemItem": "recents"}], "selectedIndex": 0}
      """, scale: 1)
    let p = out.pixmap
    let top = 568 - 49
    // §11 FAK col 300: black line, (67) highlight, gloss (46) → (21), black bottom half.
    #expect(p.color(300, top) == RGBA8(r: 0, g: 0, b: 0))
    #expect(isClose(p.color(300, top + 1), RGBA8(r: 67, g: 67, b: 67), within: 2))
    #expect(isClose(p.color(300, top + 2), RGBA8(r: 46, g: 46, b: 46), within: 3))
    #expect(p.color(300, top + 40) == RGBA8(r: 0, g: 0, b: 0))
    // The selected item's tile: white α ≈ 0.14 over the black bottom half (FAK: (37)).
    #expect(isClose(p.color(10, top + 40), RGBA8(r: 36, g: 36, b: 36), within: 4), "\(p.color(10, top + 40))")
    // The selected glyph is blue, the other gray.
    let selected = p.color(80, top + 22), other = p.color(240, top + 22)
    #expect(Int(selected.b) > Int(selected.r) + 80, "\(selected)")
    #expect(abs(Int(other.r) - Int(other.b)) < 6 && other.r > 90, "\(other)")
  }

  @Test func statusBarIsGrayTintedOrBlack() throws {
    let gray = try Self.render("\"statusBar\": {\"operatorName\": \"\"}", scale: 1).pixmap
    #expect(isClose(gray.color(250, 0), RGBA8(r: 237, g: 245, b: 247), within: 3))
    #expect(isClose(gray.color(250, 19), RGBA8(r: 92, g: 99, b: 104), within: 3))
    let tinted = try Self.render("\"navigationBar\": {}").pixmap
    // §11 RE3: (79,106,139) at the top to (63,92,128) at the bottom.
    #expect(isClose(tinted.color(200, 0), RGBA8(r: 79, g: 106, b: 139), within: 3))
    #expect(isClose(tinted.color(200, 39), RGBA8(r: 63, g: 92, b: 128), within: 3))
    let black = try Self.render("\"statusBar\": {\"style\": \"lightContent\"}, \"navigationBar\": {}").pixmap
    #expect(black.color(200, 2) == RGBA8(r: 0, g: 0, b: 0))
  }

  @Test func customBarButtonArtIsATemplate() throws {
    // A black original-mode square in a borderless toolbar item is still drawn white.
    let p = try Self.render(
      """
      "toolbar": {"items": [{"image": {"svg": "M0 0H20V20H0Z", "viewBox": [0, 0, 20, 20]}, "renderingMode": "alwaysOriginal"}]}
      """
    ).pixmap
    // Left margin 5 + padding 6, 10 pt into the 20-pt square, mid toolbar row.
    #expect(Self.luma(p.color(2 * 21, 1136 - 44)) > 240)
  }

  @Test func barRectsIncludeTheShadow() throws {
    let out = try Self.render("\"navigationBar\": {}, \"toolbar\": {\"items\": []}")
    // The navigation bar right under the status bar takes its rows too, as in iOS 7.
    #expect(out.barRects[.navigationBar] == IntRect(x: 0, y: 0, width: 640, height: 40 + 88 + 6))
    #expect(out.barRects[.toolbar] == IntRect(x: 0, y: 1136 - 88 - 6, width: 640, height: 88 + 6))
    #expect(out.barRects[.statusBar] == IntRect(x: 0, y: 0, width: 640, height: 40))
  }

  @Test func iPadDefaultBarIsSilverUnderABlackStatusBar() throws {
    let p = try Render.json(
      """
      {"canvas": {"device": "ipad"}, "appearance": "ios6", "content": {"color": "#DBE2ED"},
       "navigationBar": {"title": "Messages"}}
      """, scale: .x1
    ).pixmap
    // §11 IPAD6 @1x, column 200: rows 20–63 of the bar, then its shadow.
    let expected: [(Int, RGBA8)] = [
      (20, RGBA8(r: 255, g: 255, b: 255)), (21, RGBA8(r: 244, g: 245, b: 247)), (46, RGBA8(r: 211, g: 213, b: 220)),
      (61, RGBA8(r: 165, g: 169, b: 182)), (63, RGBA8(r: 121, g: 127, b: 144)), (64, RGBA8(r: 180, g: 186, b: 195)),
    ]
    for (row, color) in expected {
      #expect(isClose(p.color(200, row), color, within: 4), "row \(row): \(p.color(200, row)) vs \(color)")
    }
    #expect(p.color(200, 5) == RGBA8(r: 0, g: 0, b: 0))
    // The top corners are rounded over the black status bar; the title is IPAD6's gray.
    #expect(Self.luma(p.color(0, 20)) < 60)
    let title = (300..<470).flatMap { x in (30..<52).map { p.color(x, $0) } }.min { Self.luma($0) < Self.luma($1) }
    #expect(isClose(try #require(title), RGBA8(r: 113, g: 120, b: 128), within: 6))
  }
}
