import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// Issue 31, Part 4: a `UIActivityIndicatorView` as a bar button item's custom view. Its box is
/// the view (20 pt, 37 for `whiteLarge`), placed as a custom view's, the wheel centred in it on
/// the bar's middle; gray on a light bar, white on a black one, unless `color` says otherwise.
@Suite struct ActivityIndicatorItemTests {
  /// A 320 × 100 pt screen at @2x with an opaque toolbar (rows 112–199 px) holding `item`
  /// between two flexible spaces.
  static func toolbar(_ item: String, bar: String = "") throws -> Pixmap {
    try Render.json(
      """
      {"canvas": {"width": 320, "height": 100, "scale": 2}, "content": {"color": "white"},
       "toolbar": {"translucent": false, \(bar) "items": [{"systemItem": "flexibleSpace"},
         {"customView": {"activityIndicator": \(item)}}, {"systemItem": "flexibleSpace"}]}}
      """
    ).pixmap
  }

  static let toolbarRows = IntRect(x: 0, y: 113, width: 640, height: 87)!

  /// The darkest (on white) or lightest (on black) pixel: the leading spoke, drawn opaque.
  static func extreme(_ p: Pixmap, in r: IntRect, darkest: Bool) -> RGBA8 {
    var best = p.color(r.x, r.y)
    for y in r.y..<r.maxY {
      for x in r.x..<r.maxX {
        let c = p.color(x, y)
        let (sum, bestSum) = (Int(c.r) + Int(c.g) + Int(c.b), Int(best.r) + Int(best.g) + Int(best.b))
        if darkest ? sum < bestSum : sum > bestSum { best = c }
      }
    }
    return best
  }

  @Test func wheelIsTwentyPointsCentredInItsSlot() throws {
    let p = try Self.toolbar("{}")
    let ink = try #require(p.inkBounds(in: Self.toolbarRows, background: .white, threshold: 8))
    // 40 px across at @2x (the spokes' rounded ends reach the view's edge, less anti-aliasing).
    #expect((38...40).contains(ink.width) && (38...40).contains(ink.height), "\(ink)")
    // Centred between the flexible spaces (x 320 px) and on the bar's middle (78 pt, 156 px).
    #expect(abs(ink.x + ink.maxX - 640) <= 1, "\(ink)")
    #expect(abs(ink.y + ink.maxY - 312) <= 1, "\(ink)")
    // The spokes start 5 pt off the centre: the middle 8 pt are clear.
    for y in 148..<164 { for x in 312..<328 { #expect(p.color(x, y) == .white, "(\(x), \(y))") } }
  }

  /// The gray indicators of two captures, spoke by spoke at 7.5 pt from the centre: IPOD's over
  /// its (239,239,244) section header, SBM's over white; the leading spoke darkest, the five
  /// behind it counter-clockwise lighter by equal steps, the other six alike (Docs/Fidelity.md).
  @Test func graySpokesMatchTheIPODAndSBMCaptures() throws {
    /// Checks each spoke of the wheel centred at (320, 156) px against the captured colors.
    func expectSpokes(_ p: Pixmap, _ captured: [(red: Int, blue: Int)], _ capture: String) {
      for (behind, color) in captured.enumerated() {
        // The spoke `behind` steps counter-clockwise of the leading one at 12 o'clock.
        let angle = -Double(behind) * Double.pi / 6
        let x = Int((320 + 15 * sin(angle)).rounded(.down)), y = Int((156 - 15 * cos(angle)).rounded(.down))
        let c = p.color(x, y)
        #expect(
          abs(Int(c.r) - color.red) <= 2 && abs(Int(c.b) - color.blue) <= 2 && c.r == c.g,
          "\(capture) spoke \(behind): \(c)")
      }
    }
    let ipod = [(147, 150), (158, 162), (169, 172), (179, 183), (189, 193), (200, 204)]
    expectSpokes(
      try Self.toolbar("{}", bar: ##""barTintColor": "#EFEFF4","##), ipod + Array(repeating: (210, 214), count: 6),
      "IPOD")
    // SBM's "Loading countries..." indicator over white.
    let sbm = [157, 169, 180, 191, 202, 213] + Array(repeating: 224, count: 6)
    expectSpokes(try Self.toolbar("{}"), sbm.map { ($0, $0) }, "SBM")
  }

  @Test func whiteOnABlackBarAndTheColorWins() throws {
    let black = try Self.toolbar("{}", bar: #""barStyle": "black","#)
    let ink = try #require(black.inkBounds(in: Self.toolbarRows, background: .black, threshold: 8))
    #expect(Self.extreme(black, in: ink, darkest: false) == .white)
    let orange = try Self.toolbar(#"{"color": "systemOrange"}"#)
    let inkOrange = try #require(orange.inkBounds(in: Self.toolbarRows, background: .white, threshold: 8))
    #expect(Self.extreme(orange, in: inkOrange, darkest: true) == RGBA8(parsing: "systemOrange")!)
    // A white indicator on a light bar is white, as UIKit draws it (nothing shows on white).
    let white = try Self.toolbar(#"{"activityIndicatorViewStyle": "white"}"#)
    #expect(white.inkBounds(in: Self.toolbarRows, background: .white, threshold: 8) == nil)
  }

  @Test func whiteLargeIsThirtySevenPoints() throws {
    let p = try Self.toolbar(#"{"activityIndicatorViewStyle": "whiteLarge"}"#, bar: #""barStyle": "black","#)
    let ink = try #require(p.inkBounds(in: Self.toolbarRows, background: .black, threshold: 8))
    #expect((72...74).contains(ink.width) && (72...74).contains(ink.height), "\(ink)")
    #expect(abs(ink.x + ink.maxX - 640) <= 1 && abs(ink.y + ink.maxY - 312) <= 1, "\(ink)")
  }

  /// A navigation bar's right item: a custom view's box 16 pt from the edge (x 284–304 pt), on
  /// the bar's middle (42 pt); the title keeps its place.
  @Test func navigationBarItemSitsAtTheCustomViewMargin() throws {
    let p = try Render.json(
      """
      {"canvas": {"width": 320, "height": 100, "scale": 2}, "content": {"color": "white"},
       "navigationBar": {"translucent": false, "title": "Loading",
         "rightItems": [{"customView": {"activityIndicator": {}}}]}}
      """
    ).pixmap
    let ink = try #require(
      p.inkBounds(in: IntRect(x: 480, y: 40, width: 160, height: 88)!, background: .white, threshold: 8))
    #expect(abs(ink.maxX - 608) <= 1 && abs(ink.x - 568) <= 1, "\(ink)")
    #expect(abs(ink.y + ink.maxY - 168) <= 1, "\(ink)")
  }

  /// The iOS 6 look draws the same wheel, white on its dark glossy bars.
  @Test func iOS6DrawsItWhite() throws {
    let p = try Render.json(
      """
      {"appearance": "ios6", "canvas": {"width": 320, "height": 100, "scale": 2}, "content": {"color": "white"},
       "toolbar": {"barStyle": "black", "items": [{"systemItem": "flexibleSpace"},
         {"customView": {"activityIndicator": {}}}, {"systemItem": "flexibleSpace"}]}}
      """
    ).pixmap
    let middle = IntRect(x: 300, y: 136, width: 40, height: 40)!
    #expect(Self.extreme(p, in: middle, darkest: false) == .white)
    let plain = try Render.json(
      """
      {"appearance": "ios6", "canvas": {"width": 320, "height": 100, "scale": 2}, "content": {"color": "white"},
       "toolbar": {"barStyle": "black", "items": []}}
      """
    ).pixmap
    #expect(Self.extreme(plain, in: middle, darkest: false) != .white)
  }
}
