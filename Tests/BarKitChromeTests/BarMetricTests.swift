import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import TestSupport
import Testing

/// Geometry and colors of rendered bars, asserted from the iOS 7 facts independently of the
/// goldens (measurements.md §1, §2, §5, §7, §8). Opaque bars keep these fast in debug builds.
@Suite struct BarMetricTests {
  @Test func opaqueTopAttachedNavigationBarCoversRows0To127WithAHairlineAtRow128() throws {
    let out = try Render.json(
      """
      {"canvas": {"width": 320, "height": 200, "scale": 2}, "content": {"color": "white"},
       "statusBar": {"hidden": false}, "navigationBar": {"translucent": false, "barTintColor": "#336699"}}
      """)
    let p = out.pixmap
    let bar = RGBA8(r: 0x33, g: 0x66, b: 0x99)
    for y in [0, 39, 40, 127] { #expect(p.color(300, y) == bar, "row \(y)") }
    // The hairline: black α 0.302 (77/255) over white = 178, exactly one row.
    #expect(p.color(300, 128) == RGBA8(r: 178, g: 178, b: 178))
    #expect(p.color(300, 129) == .white)
    #expect(out.barRects[.navigationBar] == IntRect(x: 0, y: 0, width: 640, height: 129))
  }

  @Test(arguments: [1, 2, 3]) func hairlineIsOneDevicePixelAtEveryScale(scale: Int) throws {
    let out = try Render.json(
      """
      {"canvas": {"width": 100, "height": 100}, "content": {"color": "white"}, "statusBar": {"hidden": true},
       "navigationBar": {"translucent": false}}
      """, scale: DisplayScale(scale))
    let p = out.pixmap
    let barBottom = 44 * scale
    #expect(p.color(5, barBottom - 1) == .white)
    #expect(p.color(5, barBottom) == RGBA8(r: 178, g: 178, b: 178))
    #expect(p.color(5, barBottom + 1) == .white)
  }

  @Test func tabBarIs98PixelsTallAtTwoXWithItsHairlineDirectlyAbove() throws {
    let out = try Render.json(
      """
      {"canvas": {"width": 320, "height": 200, "scale": 2}, "content": {"color": "#808080"}, "statusBar": {"hidden": true},
       "tabBar": {"translucent": false, "barTintColor": "#102030", "items": [{"title": "One"}]}}
      """)
    let p = out.pixmap
    let top = 400 - 98
    #expect(p.color(630, top) == RGBA8(r: 0x10, g: 0x20, b: 0x30))
    #expect(p.color(630, 399) == RGBA8(r: 0x10, g: 0x20, b: 0x30))
    // 128 · 0.698 ≈ 89: the gray content darkened by the hairline, one row above the bar.
    #expect(p.color(630, top - 1) == RGBA8(r: 89, g: 89, b: 89))
    #expect(p.color(630, top - 2) == RGBA8(r: 128, g: 128, b: 128))
  }

  @Test func blackBarsHaveALighterHairline() throws {
    let out = try Render.json(
      """
      {"canvas": {"width": 100, "height": 100, "scale": 1}, "content": {"color": "black"}, "statusBar": {"hidden": true},
       "navigationBar": {"barStyle": "black", "translucent": false}}
      """)
    // White α 0.148 (38/255) over black = 38 (§2: the black-style hairline is lighter).
    #expect(out.pixmap.color(50, 44) == RGBA8(r: 38, g: 38, b: 38))
    #expect(out.pixmap.color(50, 43) == .black)
  }

  @Test func lightContentDrawsWhiteStatusBarGlyphsAndDefaultDrawsBlack() throws {
    for (style, ink) in [("lightContent", RGBA8.white), ("default", RGBA8.black)] {
      let background = style == "default" ? RGBA8(r: 200, g: 60, b: 60) : RGBA8(r: 20, g: 40, b: 90)
      let out = try Render.json(
        """
        {"canvas": {"width": 320, "height": 40, "scale": 2}, "content": {"color": "\(background.hexString)"},
         "statusBar": {"style": "\(style)"}}
        """)
      let p = out.pixmap
      // The first signal dot's centre (§7: x 18, y 20 px) is solid ink.
      #expect(p.color(18, 20) == ink, "\(style)")
      // Somewhere in the clock, the ink color appears exactly.
      let clock = p.inkBounds(in: IntRect(x: 240, y: 0, width: 160, height: 40)!, background: background)
      #expect(clock != nil)
      var found = false
      for y in 0..<40 { for x in 240..<400 where p.color(x, y) == ink { found = true } }
      #expect(found, "\(style)")
    }
  }

  @Test func statusBarClockIsCentredAndBatteryAtItsMeasuredPlace() throws {
    let out = try Render.json(
      """
      {"canvas": {"width": 320, "height": 40, "scale": 2}, "content": {"color": "white"}, "statusBar": {"time": "10:53 AM"}}
      """)
    let p = out.pixmap
    // Between the Wi-Fi fan (ink ends near 206 px) and the battery (from 580 px).
    let clock = try #require(p.inkBounds(in: IntRect(x: 240, y: 0, width: 160, height: 40)!, background: .white))
    // §7: time ink centres at 319.0–319.5 px.
    #expect(abs(Double(clock.x + clock.maxX) / 2 - 319.5) <= 2)
    // §7: battery outline x 580–624, y 11–29 (45 × 19 px).
    let battery = try #require(p.inkBounds(in: IntRect(x: 560, y: 0, width: 80, height: 40)!, background: .white))
    #expect(abs(battery.x - 580) <= 1)
    #expect(abs(battery.y - 11) <= 1)
    #expect(abs(battery.maxY - 30) <= 1)
  }

  @Test func templateImageItemComesOutInTheTintAndOriginalKeepsItsColor() throws {
    let square = "{\"svg\": \"M0 0H20V20H0Z\", \"viewBox\": [0, 0, 20, 20]}"
    let out = try Render.json(
      """
      {"canvas": {"width": 200, "height": 44, "scale": 1}, "content": {"color": "white"}, "statusBar": {"hidden": true},
       "tintColor": "#FF9500",
       "toolbar": {"translucent": false, "items": [{"image": \(square)}, {"systemItem": "flexibleSpace"},
                   {"image": \(square), "renderingMode": "alwaysOriginal"}]}}
      """)
    let p = out.pixmap
    // The toolbar is the whole 44-pt canvas; the first glyph's ink starts 16 pt from the left.
    #expect(p.color(26, 22) == RGBA8(r: 0xFF, g: 0x95, b: 0x00))
    #expect(p.color(15, 22) == .white)
    #expect(p.color(16, 22) == RGBA8(r: 0xFF, g: 0x95, b: 0x00))
    // alwaysOriginal: a vector image's own color is black.
    #expect(p.color(174, 22) == .black)
  }

  @Test func compactNavigationBarIs32PointsInPhoneLandscape() throws {
    let out = try Render.json(
      """
      {"canvas": {"device": "iphone-5s", "orientation": "landscape", "scale": 1}, "content": {"color": "white"},
       "navigationBar": {"translucent": false, "barTintColor": "#000080"}}
      """)
    let p = out.pixmap
    #expect(p.width == 568)
    #expect(p.color(300, 51) == RGBA8(r: 0, g: 0, b: 0x80))
    #expect(p.color(300, 52) == RGBA8(r: 178, g: 178, b: 178))
  }

  @Test func disabledItemsAreGrayOnLightBars() throws {
    let out = try Render.json(
      """
      {"canvas": {"width": 200, "height": 44, "scale": 2}, "content": {"color": "white"}, "statusBar": {"hidden": true},
       "toolbar": {"translucent": false, "items": [{"title": "Done", "enabled": false}]}}
      """)
    let p = out.pixmap
    var darkest = RGBA8.white
    for y in 0..<88 { for x in 0..<200 where p.color(x, y).r < darkest.r { darkest = p.color(x, y) } }
    // §5: disabled "Done" ink is (201,201,201) over white; anti-aliased edges are lighter.
    #expect(darkest.r == darkest.g && darkest.g == darkest.b)
    #expect(abs(Int(darkest.r) - 201) <= 2)
  }
}
