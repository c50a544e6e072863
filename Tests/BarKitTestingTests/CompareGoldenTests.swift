import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitTesting

/// This repository's own goldens for BarKitCompare's visible output, the diff images, in
/// Goldens/CompareGoldenTests/ (recorded with `BARKIT_RECORD=missing`, never on CI).
@Suite(
  .goldens(.repository("CompareGoldenTests")), .eachKernelSet)
struct CompareGoldenTests {
  /// A dark disc of radius `radius` centred at (`cx`, `cy`) on a light gray, each pixel's
  /// coverage from 8 × 8 samples: an anti-aliased edge.
  static func disc(cx: Double, cy: Double, radius: Double = 13) -> Pixmap {
    var image = Pixmap(width: 48, height: 36, filledWith: RGBA8(r: 239, g: 239, b: 244).premultiplied)!
    for y in 0..<36 {
      for x in 0..<48 {
        var inside = 0
        for s in 0..<64 {
          let dx = Double(x) + (Double(s % 8) + 0.5) / 8 - cx, dy = Double(y) + (Double(s / 8) + 0.5) / 8 - cy
          if dx * dx + dy * dy < radius * radius { inside += 1 }
        }
        let c = image[x, y]
        func mix(_ bg: UInt8, _ fg: Int) -> UInt8 { UInt8((Int(bg) * (64 - inside) + fg * inside + 32) / 64) }
        image[x, y] = PremultipliedRGBA8(uncheckedR: mix(c.r, 30), g: mix(c.g, 30), b: mix(c.b, 36), a: 255)
      }
    }
    return image
  }

  /// The expected disc against one moved by a third of a pixel, with a light square punched
  /// into it and a dark dot added: gray, yellow, red and blue all appear.
  static func comparison() -> (expected: Pixmap, result: ImageComparisonResult) {
    let expected = disc(cx: 20, cy: 18)
    var actual = disc(cx: 20.33, cy: 18)
    for y in 14..<19 { for x in 16..<21 { actual[x, y] = RGBA8.white.premultiplied } }
    for y in 4..<7 { for x in 38..<41 { actual[x, y] = RGBA8(r: 20, g: 20, b: 20).premultiplied } }
    return (expected, ImageComparison.compare(expected: expected, actual: actual))
  }

  @Test func diffImageShowsChangesAndAntiAliasing() {
    let (expected, result) = Self.comparison()
    #expect(result.differingPixelCount == 25 + 9)
    #expect(result.antiAliasedPixelCount > 0)
    assertGolden(of: result.diffImage(expected: expected)!, named: "diff-moved-disc")
  }

  @Test func maskShowsOnlyTheChanges() {
    let (expected, result) = Self.comparison()
    assertGolden(of: result.diffImage(expected: expected, style: .mask)!, named: "diff-mask-moved-disc")
  }

  @Test func traitSetsTheGoldenSettings() {
    #expect(GoldenSettings.current.naming == .byName)
    #expect(GoldenSettings.current.goldensDirectory?.lastPathComponent == "CompareGoldenTests")
  }
}
