import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitTesting
import Foundation
import TestSupport
import Testing

/// The transparent navigation bar on rendered pixels: the worked table of
/// shared/research/tonavigationbar.md §1.1 (iPhone 5s at 2x, m = 200, a 200-pt header over a
/// dark page), then goldens at the fixtures the note lists, each looked at by eye.
@Suite(
  .goldens(.repository("TransparentNavigationBarTests")), .eachKernelSet)
struct TransparentNavigationBarTests {
  static let k = 2
  /// A column clear of the status bar's text, the Back control and the title (in points).
  static let column = 100

  /// The scene scrolled to `y`. Without `bar`, the page alone: a bar that never reveals
  /// (its minimum offset out of reach) still scrolls the page, and draws only its white items.
  static func scene(offset y: Double, title: Bool = true, bar: Bool = true, style: String = "default") -> String {
    """
    {"canvas": {"device": "iphone-5s"}, "tintColor": "#FF2D55", "content": {"color": "#203040"},
     "header": {"sample": "landscape", "height": 200},
     "navigationBar": {\(title ? "\"title\": \"Yosemite\"," : "") "backItem": {"title": "Parks"},
       "rightItems": [{"systemItem": "action"}], "backgroundHidden": true, "preferredBarStyle": "\(style)",
       "targetScrollView": {"contentOffset": \(y), "minimumOffset": \(bar ? 200 : 100_000)}}}
    """
  }

  static func render(_ json: String) throws -> Pixmap { try Render.json(json).pixmap }

  @Test(arguments: [136.0, 147, 158, 169, 180, 191, 200])
  func backgroundWipesInFromTheBottomEdge(offset y: Double) throws {
    let shot = try Self.render(Self.scene(offset: y))
    let page = try Self.render(Self.scene(offset: y, bar: false))
    let o = min(max(y - 136, 0), 64)
    let x = Self.column * Self.k
    // Above the background's top edge the page shows through untouched; from it down to the
    // bar's bottom (64 pt) the light blur covers it.
    // (The status bar's rows are skipped: its text changes color with the bar style.)
    let top = Int(64 - o) * Self.k
    for row in 0..<top where row >= 40 {
      #expect(shot.color(x, row) == page.color(x, row), "row \(row) is above the background")
    }
    for row in top..<128 where row >= 40 {
      #expect(Int(shot.color(x, row).g) > Int(page.color(x, row).g) + 60, "row \(row) is under the background")
    }
    // The separator: opaque white 0.75 (191) at o / 22, one device pixel under the bar.
    let alpha = min(1, o / 22)
    let under = page.color(x, 128)
    let expected = Int((Double(under.g) * (1 - alpha) + 191 * alpha).rounded())
    #expect(abs(Int(shot.color(x, 128).g) - expected) <= 1)
    #expect(shot.color(x, 129) == page.color(x, 129), "the separator is one device pixel tall")
  }

  @Test(arguments: [(169.0, false), (180, true), (191, true)])
  func titleAppearsBetweenThreeQuartersAndAllOfTheBar(offset y: Double, shows: Bool) throws {
    let with = try Self.render(Self.scene(offset: y))
    let without = try Self.render(Self.scene(offset: y, title: false))
    let box = IntRect(x: 110 * Self.k, y: 24 * Self.k, width: 100 * Self.k, height: 36 * Self.k)!
    var differing = 0
    for row in box.y..<box.maxY {
      for col in box.x..<box.maxX where with.color(col, row) != without.color(col, row) { differing += 1 }
    }
    #expect((differing > 200) == shows, "\(differing) title pixels")
  }

  @Test(arguments: [(147.0, false), (158, false), (169, true), (200, true)])
  func tintTurnsFromWhiteToPreferredPastHalfTheBar(offset y: Double, preferred: Bool) throws {
    let shot = try Self.render(Self.scene(offset: y))
    // The Back chevron's most saturated pixel: pink (#FF2D55) once preferred, white before.
    var redness = 0
    for row in (34 * Self.k)..<(52 * Self.k) {
      for col in (6 * Self.k)..<(20 * Self.k) {
        let c = shot.color(col, row)
        redness = max(redness, Int(c.r) - Int(c.g))
      }
    }
    #expect(preferred ? redness > 120 : redness < 60, "r − g = \(redness)")
  }

  @Test(arguments: [(180.0, true), (190, true), (191, false), (200, false)])
  func statusBarTurnsDarkOnceTheBackgroundCoversHalfOfIt(offset y: Double, light: Bool) throws {
    let shot = try Self.render(Self.scene(offset: y))
    // The clock's glyphs: white on a black-style bar, black once the preferred style applies.
    var darkest = 255, brightest = 0
    for row in (4 * Self.k)..<(16 * Self.k) {
      for col in (140 * Self.k)..<(180 * Self.k) {
        let c = shot.color(col, row)
        let level = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
        darkest = min(darkest, level)
        brightest = max(brightest, level)
      }
    }
    if light { #expect(brightest > 240) } else { #expect(darkest < 40) }
  }

  @Test func pulledDownHeaderStretchesFromTheTopEdge() throws {
    let rest = try Self.render(Self.scene(offset: 0, bar: false))
    let pulled = try Self.render(Self.scene(offset: -100, bar: false))
    // The page starts under the header: at 200 pt at rest, 300 pt pulled down 100.
    let x = Self.column * Self.k
    #expect(rest.color(x, 400) == RGBA8(r: 0x20, g: 0x30, b: 0x40))
    #expect(rest.color(x, 398) != RGBA8(r: 0x20, g: 0x30, b: 0x40))
    #expect(pulled.color(x, 598) != RGBA8(r: 0x20, g: 0x30, b: 0x40))
    #expect(pulled.color(x, 600) == RGBA8(r: 0x20, g: 0x30, b: 0x40))
    // Stretched 1.5 times about its centre, the picture's middle row moves from 100 pt to 150 pt.
    #expect(isClose(pulled.color(320, 300), rest.color(320, 200), within: 12))
  }

  @Test func scrolledHeaderMovesWithTheContent() throws {
    let rest = try Self.render(Self.scene(offset: 0, bar: false))
    let scrolled = try Self.render(Self.scene(offset: 50, bar: false))
    for row in stride(from: 40, to: 300, by: 20) {
      #expect(scrolled.color(200, row) == rest.color(200, row + 100))
    }
  }

  @Test func headerShadowDarkensFromTheTopAndFades() throws {
    func shot(_ shadow: Bool) throws -> Pixmap {
      try Self.render(
        """
        {"canvas": {"device": "iphone-5s"}, "statusBar": {"hidden": true}, "content": {"color": "#FFFFFF"},
         "header": {"sample": "stripes", "height": 200, "shadowHidden": \(!shadow), "shadowAlpha": 0.5,
                    "shadowHeight": 80}}
        """)
    }
    let plain = try shot(false), shaded = try shot(true)
    // Black at α 0.5 at the top edge, fading linearly to nothing at 80 pt.
    let top = plain.color(100, 0), mid = plain.color(100, 80)
    #expect(abs(Int(shaded.color(100, 0).r) - Int(top.r) / 2) <= 3)
    #expect(abs(Int(shaded.color(100, 80).r) - Int(Double(mid.r) * 0.75)) <= 4)
    #expect(shaded.color(100, 170) == plain.color(100, 170))
  }

  // MARK: Goldens at the note's fixtures: o = 0, b/4, b/2, 0.75 b, b, b + s/2, T.

  static func top(_ json: String, points: Int = 100) throws -> Pixmap {
    let shot = try render(json)
    return try #require(shot.cropped(to: IntRect(x: 0, y: 0, width: shot.width, height: points * k)!))
  }

  @Test(arguments: [(0, 136.0), (11, 147), (22, 158), (33, 169), (44, 180), (54, 190), (64, 200)])
  func revealGolden(o: Int, offset: Double) throws {
    assertGolden(of: try Self.top(Self.scene(offset: offset)), named: "reveal-o\(o)@2x")
  }

  @Test(arguments: [(22, 158.0), (64, 200)])
  func darkRevealGolden(o: Int, offset: Double) throws {
    assertGolden(of: try Self.top(Self.scene(offset: offset, style: "black")), named: "reveal-dark-o\(o)@2x")
  }

  @Test(arguments: [false, true])
  func stretchedHeaderGolden(shadow: Bool) throws {
    var json = Self.scene(offset: -80)
    json = json.replacingOccurrences(of: "\"height\": 200}", with: "\"height\": 200, \"shadowHidden\": \(!shadow)}")
    assertGolden(of: try Self.top(json, points: 300), named: "stretched-header\(shadow ? "-shadow" : "")@2x")
  }
}

/// A title view fades with the title's alpha, as one layer.
@Suite struct TransparentTitleViewTests {
  static func shot(offset: Double) throws -> Pixmap {
    try Render.json(
      """
      {"canvas": {"width": 320, "height": 120, "scale": 1}, "content": {"color": "#203040"},
       "navigationBar": {"titleView": {"segmentedControl": {"items": ["One", "Two"]}}, "backgroundHidden": true,
         "targetScrollView": {"contentOffset": \(offset), "minimumOffset": 200}}}
      """
    ).pixmap
  }

  @Test func segmentedControlFadesBetweenThreeQuartersAndAllOfTheBar() throws {
    // o = 33 (title α 0), 38.5 (α 0.5), 44 (α 1) with s = 20, b = 44, m = 200.
    let hidden = try Self.shot(offset: 169), half = try Self.shot(offset: 174.5), full = try Self.shot(offset: 180)
    // Inside the selected segment (left half of the centred control), vertically centred.
    var checked = 0
    for x in 110..<150 {
      let h = hidden.color(x, 42), f = full.color(x, 42), m = half.color(x, 42)
      guard abs(Int(f.r) - Int(h.r)) > 60 else { continue }
      #expect(abs(Int(m.r) - (Int(h.r) + Int(f.r)) / 2) <= 2, "x = \(x)")
      checked += 1
    }
    #expect(checked > 10, "the control's fill differs from the background")
  }
}
