import BarKitChrome
import BarKitGeometry
import BarKitPNG
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// The seeds' rules about bars (the transition guide's tables and Table 5-1, the Toolbars
/// catalog page's translucency rules), each pinned on rendered pixels at @1x.
@Suite struct BarRuleTests {
  /// Writes a `width` × `height` PNG of one color into `folder` and returns its path.
  static func image(_ color: RGBA8, width: Int, height: Int, in folder: URL, name: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Pixmap(width: width, height: height, filledWith: color.premultiplied)!.writePNG(to: url)
    return url.path
  }

  static func render(_ json: String) throws -> Pixmap {
    try Render.json(json, scale: .x1).pixmap
  }

  @Test func table5_1ResizesTopBarBackgroundImagesByHeight() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let red = RGBA8(r: 200, g: 0, b: 0)
    func screen(imageHeight: Int) throws -> Pixmap {
      let path = try Self.image(red, width: 10, height: imageHeight, in: folder, name: "bg\(imageHeight).png")
      return try Self.render(
        """
        {"canvas": {"width": 100, "height": 120}, "content": {"color": "white"},
         "statusBar": {"hidden": false}, "navigationBar": {"backgroundImage": {"image": "\(path)"}}}
        """)
    }
    // 44 pt: the bar only; the status bar area is black when top-attached.
    let p44 = try screen(imageHeight: 44)
    #expect(p44.color(50, 10) == .black)
    #expect(p44.color(50, 30) == red && p44.color(50, 63) == red)
    // Shorter (1 pt included): stretched over all 64 pt.
    for h in [1, 30] {
      let p = try screen(imageHeight: h)
      #expect(p.color(50, 2) == red && p.color(50, 63) == red, "height \(h)")
    }
    // 64 pt: covers the status bar area too.
    #expect(try screen(imageHeight: 64).color(50, 0) == red)
    // Extra tall: grows up into the status bar area, never below the bar (row 64 is the
    // hairline over the white content).
    let tall = try screen(imageHeight: 90)
    #expect(tall.color(50, 0) == red && tall.color(50, 63) == red)
    #expect(tall.color(50, 64) == RGBA8(r: 178, g: 178, b: 178))
  }

  @Test func customBackgroundImagesTurnOffTheBlurAndDecideTranslucency() throws {
    let folder = SharedFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let opaque = try Self.image(RGBA8(r: 0, g: 0, b: 200), width: 4, height: 44, in: folder, name: "opaque.png")
    let clear = try Self.image(RGBA8(r: 0, g: 0, b: 200, a: 128), width: 4, height: 44, in: folder, name: "half.png")
    func toolbar(_ image: String, translucent: String = "", barStyle: String = "default") throws -> RGBA8 {
      let p = try Self.render(
        """
        {"canvas": {"width": 100, "height": 100}, "content": {"color": "#00FF00"}, "statusBar": {"hidden": true},
         "toolbar": {"barStyle": "\(barStyle)", \(translucent) "backgroundImage": {"image": "\(image)"}}}
        """)
      return p.color(50, 80)
    }
    // An opaque image draws as it is: no blur, no content showing through.
    #expect(try toolbar(opaque) == RGBA8(r: 0, g: 0, b: 200))
    // A translucent image is translucent by default: the content shows through, unblurred.
    let through = try toolbar(clear)
    #expect(through.g > 100 && through.b > 90)
    // translucent false on a translucent image: an opaque white (default) or black background under it.
    #expect(try toolbar(clear, translucent: "\"translucent\": false,").g > 120)  // white under half blue
    #expect(try toolbar(clear, translucent: "\"translucent\": false,", barStyle: "black").g < 5)
    // translucent true on an opaque image makes the image translucent.
    #expect(try toolbar(opaque, translucent: "\"translucent\": true,").g > 0)
  }

  @Test func opaqueBarsAreWhiteBlackOrTheBarTint() throws {
    for (style, tint, expected) in [
      ("default", "", RGBA8.white), ("black", "", RGBA8.black),
      ("default", "\"barTintColor\": \"#123456\",", RGBA8(r: 0x12, g: 0x34, b: 0x56)),
    ] {
      let p = try Self.render(
        """
        {"canvas": {"width": 100, "height": 100}, "content": {"color": "#FF00FF"}, "statusBar": {"hidden": true},
         "tabBar": {"barStyle": "\(style)", \(tint) "translucent": false, "items": []}}
        """)
      #expect(p.color(50, 90) == expected, "\(style) \(tint)")
    }
  }

  @Test func barPositionTopLeavesTheStatusBarAreaToTheWindow() throws {
    let p = try Self.render(
      """
      {"canvas": {"width": 100, "height": 100}, "content": {"color": "#FF00FF"}, "statusBar": {"style": "default"},
       "navigationBar": {"barPosition": "top", "translucent": false}}
      """)
    #expect(p.color(95, 1) == RGBA8(r: 255, g: 0, b: 255))  // no bar background above the bar
    #expect(p.color(50, 20) == .white && p.color(50, 63) == .white)
    let attached = try Self.render(
      """
      {"canvas": {"width": 100, "height": 100}, "content": {"color": "#FF00FF"},
       "navigationBar": {"barPosition": "topAttached", "translucent": false}}
      """)
    #expect(attached.color(95, 1) == .white)
  }

  @Test func selectedImageIsUsedWhenSelectedAndBadgesAreRed() throws {
    let square = #"{"svg": "M0 0H20V20H0Z", "viewBox": [0, 0, 20, 20]}"#
    let dot = #"{"svg": "M8 8H12V12H8Z", "viewBox": [0, 0, 20, 20]}"#
    let p = try Self.render(
      """
      {"canvas": {"width": 200, "height": 100}, "content": {"color": "white"}, "statusBar": {"hidden": true},
       "tabBar": {"translucent": false, "selectedIndex": 0, "items": [
         {"title": "A", "image": \(square), "selectedImage": \(dot)},
         {"title": "B", "image": \(square), "badgeValue": "7"}]}}
      """)
    // Item 0 is selected: its selected image (a small dot) is drawn, in the tint.
    #expect(p.color(50, 70) == .systemBlue)
    #expect(p.color(43, 63) == .white)  // where the unselected square would be
    // Item 1 is unselected: the square in #929292, with a red badge at its top right.
    #expect(p.color(144, 76) == RGBA8(r: 146, g: 146, b: 146))  // below-left of the badge
    let badge = p.inkBounds(in: IntRect(x: 150, y: 51, width: 40, height: 20)!, background: .white)
    #expect(badge != nil)
    var red = 0
    for y in 51..<71 {
      for x in 150..<190 where isClose(p.color(x, y), RGBA8(r: 255, g: 59, b: 48), within: 2) { red += 1 }
    }
    #expect(red > 100)
  }

  @Test func customBackIndicatorReplacesTheChevronInTheTint() throws {
    let bar = #"{"svg": "M0 0H4V20H0Z", "viewBox": [0, 0, 4, 20]}"#
    let p = try Self.render(
      """
      {"canvas": {"width": 200, "height": 70}, "content": {"color": "white"}, "tintColor": "#FF0000",
       "navigationBar": {"translucent": false, "title": "T", "backItem": {"title": "B"},
         "backIndicatorImage": \(bar), "backIndicatorTransitionMaskImage": \(bar)}}
      """)
    // The 4 × 20 pt image starts at the chevron's tip (8.28 pt), centred 42.25 pt down.
    #expect(p.color(10, 42) == RGBA8(r: 255, g: 0, b: 0))
    #expect(p.color(10, 31) == .white)
  }

  /// A navigation bar at @1x with `title` and the Back control showing `back`.
  static func navigation(title: String, back: String) throws -> Pixmap {
    try render(
      """
      {"canvas": {"width": 320, "height": 70}, "content": {"color": "white"}, "statusBar": {"hidden": true},
       "navigationBar": {"translucent": false, "title": "\(title)", "backItem": {"title": "\(back)"}}}
      """)
  }

  @Test func backTitleCollapsesToBackThenToTheChevronAlone() throws {
    // Fits: the previous title is drawn as given.
    #expect(try Self.navigation(title: "Inbox", back: "Mail") != Self.navigation(title: "Inbox", back: "Back"))
    // Too wide beside the title: "Back" instead.
    let long = "Every Mailbox In The Account"
    #expect(try Self.navigation(title: "Inbox", back: long) == Self.navigation(title: "Inbox", back: "Back"))
    // Even "Back" does not fit beside a long title: the chevron alone.
    let title = "A Very Long Conversation Title Here"
    #expect(try Self.navigation(title: title, back: long) == Self.navigation(title: title, back: ""))
  }

  @Test func searchBarCanSitInTheNavigationBar() throws {
    let p = try Self.render(
      """
      {"canvas": {"width": 320, "height": 100}, "content": {"color": "#808080"}, "statusBar": {"hidden": true},
       "navigationBar": {"translucent": false, "title": "Hidden by the field"},
       "searchBar": {"displaysSearchBarInNavigationBar": true, "placeholder": "Search"}}
      """)
    // The white prominent field fills the bar's middle (8-pt insets, 28 pt tall, centred), and
    // no separate search bar sits under the navigation bar (row 45 is content again).
    #expect(p.color(160, 10) == .white && p.color(20, 22) == .white)
    #expect(p.color(160, 45) == RGBA8(r: 128, g: 128, b: 128))
  }

  @Test func iOS6AppearanceGoesToTheIOS6Renderer() throws {
    // iOS 6's status bar has its own gray background (measurements.md §11); iOS 7's has none.
    let p = try Self.render(#"{"appearance": "ios6", "canvas": {"width": 40, "height": 40}}"#)
    #expect(isClose(p.color(20, 0), RGBA8(r: 237, g: 245, b: 247), within: 2))
  }
}
