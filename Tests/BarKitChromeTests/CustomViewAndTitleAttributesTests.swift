import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// Bar items' `customView` (a label or a picture at its own size) and `titleTextAttributes`
/// per state, on the item and on the bar (the appearance proxy).
@Suite struct CustomViewAndTitleAttributesTests {
  /// A 320 × 100 pt white screen with a toolbar of `items`, at @2x.
  static func toolbar(_ items: String, bar: String = "") throws -> Pixmap {
    let json = """
      {"canvas": {"width": 320, "height": 100}, "statusBar": {"hidden": true},
       "toolbar": {"translucent": false \(bar), "items": [\(items)]}}
      """
    return try Render.json(json, scale: .x2).pixmap
  }

  /// The toolbar's row at @2x: y 112…199.
  static let row = IntRect(x: 0, y: 112, width: 640, height: 88)!

  /// CTA's toolbar (CTAssetsPickerController on a device, measurements.md): "3 Photos Selected"
  /// between two flexible spaces, black 17 pt regular; its ink spans x 181…457 and y 1079…1103
  /// of the 640 × 1136 capture (dark pixels, luma < 90, measured for this test).
  @Test func aLabelBetweenFlexibleSpacesLandsWhereTheCaptureHasIt() throws {
    let json = """
      {"canvas": {"device": "iphone-5s"}, "statusBar": {"hidden": true},
       "toolbar": {"translucent": false, "items": [{"systemItem": "flexibleSpace"},
         {"customView": {"label": {"text": "3 Photos Selected"}}}, {"systemItem": "flexibleSpace"}]}}
      """
    let p = try Render.json(json).pixmap
    let ink = try #require(p.inkBounds(in: IntRect(x: 0, y: 1048, width: 640, height: 88)!, background: .white))
    #expect(abs(ink.x - 181) <= 1 && abs(ink.maxX - 1 - 457) <= 1, "\(ink)")
    #expect(abs(ink.y - 1079) <= 1 && abs(ink.maxY - 1 - 1103) <= 1, "\(ink)")
    // A label is not a button: black, not the tint.
    let darkest = try Self.inkColor(p, in: IntRect(x: 0, y: 1048, width: 640, height: 88)!)
    #expect(darkest.r < 40 && darkest.g < 40 && darkest.b < 40, "\(darkest)")
  }

  @Test func aLabelTakesItsOwnColorAndFontAndIsNeverDimmed() throws {
    let plain = try Self.toolbar(##"{"customView": {"label": {"text": "Hello"}}}"##)
    let big = try Self.toolbar(
      ##"{"enabled": false, "customView": {"label": {"text": "Hello", "textColor": "#FF0000", "fontSize": 24, "fontWeight": "bold"}}}"##
    )
    let a = try #require(plain.inkBounds(in: Self.row, background: .white))
    let b = try #require(big.inkBounds(in: Self.row, background: .white))
    #expect(b.width > a.width * 13 / 10 && b.height > a.height * 13 / 10, "\(a) \(b)")
    // Outermost, a custom view sits 16 pt from the edge, as an image item does.
    #expect(abs(a.x - 32) <= 2, "\(a)")
    let reds = (b.x..<b.maxX).flatMap { x in (b.y..<b.maxY).map { big.color(x, $0) } }
    #expect(reds.contains { $0.r > 240 && $0.g < 20 && $0.b < 20 })
  }

  @Test func anImageCustomViewKeepsItsSizeAndItsColors() throws {
    let image = ##"{"svg": "M0 0H40V20H0Z", "viewBox": [0, 0, 40, 20]}"##
    let p = try Self.toolbar(##"{"systemItem": "flexibleSpace"}, {"customView": {"image": \##(image)}}"##)
    let ink = try #require(p.inkBounds(in: Self.row, background: .white))
    // 40 × 20 pt at @2x, 16 pt from the right edge, centred on the bar's middle 1 pt up.
    #expect(ink.width == 80 && ink.height == 40, "\(ink)")
    #expect(ink.maxX == 640 - 32, "\(ink)")
    // An SVG is black: drawn as it is (original), not in the tint.
    #expect(p.color(ink.x + 40, ink.y + 20) == .black)
    let tinted = try Self.toolbar(
      ##"{"systemItem": "flexibleSpace"}, {"customView": {"image": \##(image), "renderingMode": "alwaysTemplate"}}"##)
    #expect(isClose(tinted.color(ink.x + 40, ink.y + 20), .systemBlue, within: 1))
  }

  /// The darkest color in the ink of the only item in `region` (the toolbar's row).
  static func inkColor(_ p: Pixmap, in region: IntRect = row) throws -> RGBA8 {
    let ink = try #require(p.inkBounds(in: region, background: .white, threshold: 20))
    var best = RGBA8.white
    for x in ink.x..<ink.maxX {
      for y in ink.y..<ink.maxY {
        let c = p.color(x, y)
        if Int(c.r) + Int(c.g) + Int(c.b) < Int(best.r) + Int(best.g) + Int(best.b) { best = c }
      }
    }
    return best
  }

  @Test func titleTextAttributesColorEachState() throws {
    let states = ##""titleTextAttributes": {"normal": {"color": "#FF0000"}, "disabled": {"color": "#00AA00"}}"##
    let enabled = try Self.inkColor(try Self.toolbar(##"{"title": "Edit", \##(states)}"##))
    #expect(enabled.r > 200 && enabled.g < 40 && enabled.b < 40, "\(enabled)")
    let disabled = try Self.inkColor(try Self.toolbar(##"{"title": "Edit", "enabled": false, \##(states)}"##))
    #expect(disabled.g > 120 && disabled.r < 40, "\(disabled)")
    // A disabled item with only normal attributes keeps the dimmed gray, not the normal color.
    let dimmed = try Self.inkColor(
      try Self.toolbar(
        ##"{"title": "Edit", "enabled": false, "titleTextAttributes": {"normal": {"color": "#FF0000"}}}"##))
    #expect(dimmed.r == dimmed.g && dimmed.g == dimmed.b, "\(dimmed)")
  }

  @Test func theBarsAttributesApplyUnlessTheItemSetsItsOwn() throws {
    let proxy = ##", "itemTitleTextAttributes": {"normal": {"color": "#FF0000", "fontSize": 24}}"##
    let viaBar = try Self.toolbar(##"{"title": "Edit"}"##, bar: proxy)
    let c = try Self.inkColor(viaBar)
    #expect(c.r > 200 && c.g < 40, "\(c)")
    let plain = try #require(try Self.toolbar(##"{"title": "Edit"}"##).inkBounds(in: Self.row, background: .white))
    let large = try #require(viaBar.inkBounds(in: Self.row, background: .white))
    #expect(large.width > plain.width * 13 / 10, "\(plain) \(large)")
    let own = try Self.inkColor(
      try Self.toolbar(##"{"title": "Edit", "titleTextAttributes": {"normal": {"color": "#00AA00"}}}"##, bar: proxy))
    #expect(own.g > 120 && own.r < 40, "\(own)")
  }

  /// A 320 pt wide white screen with an opaque tab bar of two items at @2x, the first
  /// selected; `items` and `bar` are spliced into its JSON.
  static func tabBar(_ items: String, bar: String = "") throws -> Pixmap {
    let json = """
      {"canvas": {"width": 320, "height": 100}, "statusBar": {"hidden": true}, "tintColor": "#007AFF",
       "tabBar": {"translucent": false \(bar), "items": [\(items)]}}
      """
    return try Render.json(json, scale: .x2).pixmap
  }

  /// The titles' band of a 49 pt tab bar at the bottom of the 100 pt screen (@2x): the slot of
  /// item `index` of two, from 8 pt above the title's baseline (45.5 pt below the bar's top)
  /// to the bottom.
  static func tabTitle(_ index: Int) -> IntRect { IntRect(x: 320 * index, y: 2 * 51 + 80, width: 320, height: 18)! }

  @Test func tabTitlesTakeTheirStatesAttributes() throws {
    let items = ##"{"title": "Alpha", "image": {"svg": "M4 4H18V18H4Z", "viewBox": [0, 0, 22, 22]}}"##
    let two = "\(items), \(items)"
    // Without attributes: the selected title in the tint, the other gray (#929292).
    let plain = try Self.tabBar(two)
    let tint = try Self.inkColor(plain, in: Self.tabTitle(0))
    #expect(tint.b > 200 && tint.r < 60, "\(tint)")
    let gray = try Self.inkColor(plain, in: Self.tabTitle(1))
    #expect(gray.r == gray.g && gray.g == gray.b, "\(gray)")
    // The bar's proxy colors both states; an item's own attributes win for its state.
    let proxy = ##", "itemTitleTextAttributes": {"normal": {"color": "#00AA00"}, "selected": {"color": "#FF0000"}}"##
    let viaBar = try Self.tabBar(two, bar: proxy)
    let selected = try Self.inkColor(viaBar, in: Self.tabTitle(0))
    #expect(selected.r > 200 && selected.g < 40 && selected.b < 40, "\(selected)")
    let normal = try Self.inkColor(viaBar, in: Self.tabTitle(1))
    #expect(normal.g > 120 && normal.r < 40 && normal.b < 40, "\(normal)")
    let own = ##"{"title": "Alpha", "titleTextAttributes": {"selected": {"color": "#AA00AA"}}}"##
    let viaItem = try Self.inkColor(try Self.tabBar("\(own), \(items)", bar: proxy), in: Self.tabTitle(0))
    #expect(viaItem.r > 120 && viaItem.b > 120 && viaItem.g < 40, "\(viaItem)")
    // Only normal attributes: the selected title keeps their font but is drawn in the tint.
    let normalOnly = ##", "itemTitleTextAttributes": {"normal": {"color": "#00AA00", "fontSize": 16}}"##
    let bigger = try Self.tabBar(two, bar: normalOnly)
    let stillTint = try Self.inkColor(bigger, in: Self.tabTitle(0))
    #expect(stillTint.b > 200 && stillTint.r < 60, "\(stillTint)")
    let small = try #require(plain.inkBounds(in: Self.tabTitle(1), background: .white))
    let large = try #require(bigger.inkBounds(in: Self.tabTitle(1), background: .white))
    #expect(large.width > small.width * 13 / 10, "\(small) \(large)")
  }
}
