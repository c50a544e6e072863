import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitText

/// Checks the pinned system face (the stand-in) against a real iOS 7 capture (P in measurements.md: "Root View
/// Controller", black 17 pt title on a light bar, @2x). Docs/Text.md explains the choice.
@Suite struct CaptureComparisonTests {
  /// Columns where the title's coverage exceeds one half, measured in rows 64..<104 of P.
  static func capturedTitleInkWidth() throws -> Int? {
    let screens = SharedFixtures.directory("reference/screens")
    let file = screens.appendingPathComponent(
      "ios7-navbar-translucent-title-tabbar-over-purple-640x960-iOS7-day-by-day.png")
    let capture = try Pixmap(contentsOfPNGFile: file)
    let background = Int(capture[5, 66].unpremultiplied.g)
    var columns: [Int] = []
    for x in 0..<capture.width {
      // Black ink over the bar: coverage = (background − value) / background.
      if (64..<104).contains(where: { y in 2 * (background - Int(capture[x, y].unpremultiplied.g)) > background }) {
        columns.append(x)
      }
    }
    return columns.isEmpty ? nil : columns.last! - columns.first! + 1
  }

  static func inkWidth(_ mask: Mask) -> Int {
    let columns = (0..<mask.width).filter { x in (0..<mask.height).contains { mask[x, $0] > 127 } }
    return columns.last! - columns.first! + 1
  }

  @Test(.requiresShared("reference/screens")) func navigationTitleWidthIsWithinThreePixelsOfTheCapture() throws {
    let captured = try #require(try Self.capturedTitleInkWidth(), "no title ink in the capture")
    // measurements.md §5 gives no width; the capture's own ink is 322 px wide.
    #expect(abs(captured - 322) <= 2)
    let line = TextLine("Root View Controller", style: TextStyle(font: .navigationTitle))
    let rendered = Self.inkWidth(line.renderMask(scale: .x2)!.mask)
    // The issue-16 target: 3 px at worst (Docs/Text.md's table: Tests/Scripts/measure-captures.py).
    #expect(abs(rendered - captured) <= 3, "rendered \(rendered) px, captured \(captured) px")
  }

  @Test func capHeightIsWithinAHalfPixelOfTheCapture() {
    // measurements.md §5: flat cap height 24.28 px for 17 pt @2x.
    let metrics = TextLine("R", style: TextStyle(font: .navigationTitle)).metrics
    #expect(abs(metrics.capHeight * 2 - 24.28) < 0.5, "cap height \(metrics.capHeight * 2) px")
  }
}
