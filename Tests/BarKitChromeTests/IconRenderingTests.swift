import BarKitGeometry
import BarKitPNG
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

@testable import BarKitChrome

/// The renderer's `Canvas.draw(_:in:color:)` draws the icons, and the glyphs fitted to measurements cover the same pixels as the
/// real iOS 7 captures (measurements.md §6, §7, §10).
@Suite struct IconRenderingTests {
  /// An icon drawn black at @2x onto a clear canvas of `size` points, with its view box origin at
  /// `origin`; the alpha channel is the coverage.
  static func coverage(of icon: Icon, at origin: Point, canvas size: Size) throws -> [[Double]] {
    var canvas = try #require(Canvas(size: size, scale: .x2))
    let rect = Rect(x: origin.x, y: origin.y, width: icon.viewBox.width, height: icon.viewBox.height)
    canvas.draw(icon, in: rect, color: .black)
    let pixmap = canvas.pixmap
    return (0..<pixmap.height).map { y in (0..<pixmap.width).map { x in Double(pixmap[x, y].a) / 255 } }
  }

  @Test func evenOddLeavesTheClearButtonsCrossOpen() throws {
    let cover = try Self.coverage(of: NavigationIcons.searchFieldClear, at: .zero, canvas: Size(width: 14, height: 14))
    #expect(cover[14][14] == 0, "the × crosses the centre")
    #expect(cover[14][4] == 1, "the disc left of the ×")
    #expect(cover[0][0] == 0, "outside the disc")
  }

  @Test func layerOpacityDimsTheEmptyWiFiBars() throws {
    let cover = try Self.coverage(of: StatusBarIcons.wiFi(bars: 1), at: .zero, canvas: Size(width: 12.2, height: 9.5))
    // The wedge (level 1) near the bottom centre, the outer band at the top centre.
    #expect(cover[15][12] == 1)
    #expect(abs(cover[1][12] - StatusBarIcons.inactiveWiFiBarOpacity) < 0.01)
  }

  @Test func batteryCornersAreRoundAsCaptured() throws {
    let cover = try Self.coverage(of: StatusBarIcons.battery(), at: .zero, canvas: Size(width: 24.5, height: 9.5))
    // BK at @2x (measurements.md §7): the outline's top row starts 0.35 then 0.8 covered, and the
    // column below the corner the same; the fill's corner pixel is half covered; the tip's corner
    // pixels 0.11 and 0.74 around a fully covered middle. Square corners would give 1 and 1.
    for (x, y, captured) in [(1, 0, 0.35), (2, 0, 0.8), (0, 1, 0.34), (0, 2, 0.81), (2, 2, 0.52)] {
      #expect(abs(cover[y][x] - captured) < 0.1, "(\(x), \(y)): \(cover[y][x])")
      #expect(abs(cover[y][44 - x] - captured) < 0.1, "mirrored (\(44 - x), \(y))")
    }
    for (x, y, captured) in [(48, 6, 0.11), (48, 7, 0.74), (48, 9, 1.0), (47, 6, 0.69)] {
      #expect(abs(cover[y][x] - captured) < 0.1, "tip (\(x), \(y)): \(cover[y][x])")
    }
    // Straight edges on whole pixels: a 1 px line fully covered, the gap inside it empty.
    #expect(cover[0][20] == 1 && cover[1][20] == 0 && cover[2][20] == 1)
  }

  /// Where each fitted glyph sits in a capture: the crop (device px) and the view box origin in
  /// points from the crop's corner, as in Tests/Scripts/icons-compare-captures.py.
  struct Placement: Sendable, CustomTestStringConvertible {
    var icon: Icon
    var capture: String
    var crop: (x: Int, y: Int, width: Int, height: Int)
    var origin: Point
    var background: Double
    var ink: Double
    var minimumOverlap: Double
    var testDescription: String { icon.name }
  }

  static let bk = "ios7-navbar-backbutton-short-title-640x960-iOS7-day-by-day.png"
  static let sba = "ios7-searchbar-active-cancel-keyboard-640x1136-DZNEmptyDataSet.png"
  static let placements: [Placement] = [
    // §6: ink left 16.55 px (view box x 0.5 pt), point at y 84.49 px (view box y 10.5 pt).
    Placement(
      icon: NavigationIcons.backChevron, capture: bk, crop: (8, 56, 40, 56), origin: Point(x: 3.775, y: 3.745),
      background: 248, ink: 0, minimumOverlap: 0.92),
    // §7: Wi-Fi centre x 110.5 px, top 11.0 px; battery outline from (580, 11) px.
    Placement(
      icon: StatusBarIcons.wiFi(), capture: bk, crop: (94, 8, 32, 24), origin: Point(x: 2.15, y: 1.5),
      background: 248, ink: 0, minimumOverlap: 0.94),
    Placement(
      icon: StatusBarIcons.battery(), capture: bk, crop: (574, 6, 60, 28), origin: Point(x: 3, y: 2.5),
      background: 248, ink: 0, minimumOverlap: 0.96),
    // §10: magnifier ring centred at (42, 169) px; clear disc centred at (464, 172) px (pixel edges).
    Placement(
      icon: NavigationIcons.searchFieldMagnifier, capture: sba, crop: (24, 150, 40, 42), origin: Point(x: 4, y: 4.5),
      background: 234, ink: 142, minimumOverlap: 0.96),
    Placement(
      icon: NavigationIcons.searchFieldClear, capture: sba, crop: (444, 152, 40, 40), origin: Point(x: 3, y: 3),
      background: 234, ink: 142, minimumOverlap: 0.96),
  ]

  @Test(.requiresShared("reference/screens"), arguments: placements)
  func drawnGlyphCoversWhatTheCaptureCovers(placement: Placement) throws {
    let screens = SharedFixtures.directory("reference/screens")
    let capture = try Pixmap(contentsOfPNGFile: screens.appendingPathComponent(placement.capture))
    let crop = placement.crop
    let size = Size(width: Double(crop.width) / 2, height: Double(crop.height) / 2)
    let drawn = try Self.coverage(of: placement.icon, at: placement.origin, canvas: size)
    var both = 0.0, either = 0.0
    for y in 0..<crop.height {
      for x in 0..<crop.width {
        // Coverage in the capture from its red channel: (pixel − background) / (ink − background).
        let red = Double(capture[crop.x + x, crop.y + y].r)
        let captured = min(max((red - placement.background) / (placement.ink - placement.background), 0), 1)
        both += min(captured, drawn[y][x])
        either += max(captured, drawn[y][x])
      }
    }
    let overlap = both / either
    #expect(overlap >= placement.minimumOverlap, "\(placement.icon.name): overlap \(overlap)")
  }
}
