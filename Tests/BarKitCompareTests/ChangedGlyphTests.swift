import BarKitGeometry
import BarKitRaster
import BarKitText
import Testing

@testable import BarKitCompare

/// A changed glyph must fail, though most of its changed pixels look like anti-aliasing: the
/// cluster rule (``ChangeClusters``) counts the edge pixels of a cluster that also holds a
/// non-edge change. Text is rendered with BarKitText, as bars draw it, at @1x, @2x and @3x.
@Suite struct ChangedGlyphTests {
  /// A badge (white 13-point digits on red, as the tab bar draws a badge value) and black
  /// 17-point letters on white, drawn at `scale`.
  static func text(_ string: String, badge: Bool, scale: DisplayScale) -> Pixmap {
    let s = scale.factor
    let background = badge ? RGBA8(r: 255, g: 59, b: 48) : RGBA8.white
    var image = Pixmap(width: 40 * s, height: 30 * s, filledWith: background.premultiplied)!
    let style = TextStyle(
      font: FontDescriptor(weight: .regular, size: badge ? 13 : 17), color: badge ? .white : .black)
    TextLine(string, style: style).draw(into: &image, baselineOrigin: Point(x: 8, y: 21), scale: scale)
    return image
  }

  static let changes: [(from: String, to: String, badge: Bool)] = [
    ("2", "3", true), ("1", "7", true), ("5", "6", true), ("8", "9", false), ("e", "c", false), ("i", "l", false),
  ]

  /// pixelmatch's own rule, without clusters: every over-threshold pixel that looks
  /// anti-aliased in either image is excused.
  static func pixelmatchCounts(_ expected: Pixmap, _ actual: Pixmap) -> (differing: Int, antiAliased: Int) {
    let all = ImageComparison.compare(expected: expected, actual: actual, options: .init(includesAntiAliasing: true))
    guard let classes = all.classification else { return (0, 0) }
    let detector = AntiAliasingDetector(width: expected.width, height: expected.height)
    var differing = 0, antiAliased = 0
    expected.withUnsafeBytes { e in
      actual.withUnsafeBytes { a in
        let e32 = e.assumingMemoryBound(to: UInt32.self).baseAddress!
        let a32 = a.assumingMemoryBound(to: UInt32.self).baseAddress!
        for y in 0..<expected.height {
          for x in 0..<expected.width where classes[x, y].isDifferent {
            if detector.isAntiAliased(e32, expected.stride, a32, actual.stride, x: x, y: y)
              || detector.isAntiAliased(a32, actual.stride, e32, expected.stride, x: x, y: y)
            {
              antiAliased += 1
            } else {
              differing += 1
            }
          }
        }
      }
    }
    return (differing, antiAliased)
  }

  @Test(arguments: [DisplayScale.x1, .x2, .x3])
  func aChangedGlyphCountsItsEdges(scale: DisplayScale) {
    for change in Self.changes {
      let expected = Self.text(change.from, badge: change.badge, scale: scale)
      let actual = Self.text(change.to, badge: change.badge, scale: scale)
      let result = ImageComparison.compare(expected: expected, actual: actual)
      let all = ImageComparison.compare(expected: expected, actual: actual, options: .init(includesAntiAliasing: true))
      let pixelmatch = Self.pixelmatchCounts(expected, actual)
      let label =
        "\(change.from)→\(change.to) at \(scale): pixelmatch \(pixelmatch), clusters \(result.differingPixelCount)+\(result.antiAliasedPixelCount) AA, all \(all.differingPixelCount)"
      #expect(pixelmatch.differing + pixelmatch.antiAliased == all.differingPixelCount, "\(label)")
      // The clusters count at least two thirds of the changed pixels (pixelmatch's rule: from a
      // ninth to a half), never fewer than pixelmatch's rule, and a limit of half the changed
      // pixels fails. What stays excused are edge pixels that touch no other change.
      #expect(result.differingPixelCount >= pixelmatch.differing, "\(label)")
      #expect(3 * result.differingPixelCount >= 2 * all.differingPixelCount, "\(label)")
      let half = ImageComparison.compare(
        expected: expected, actual: actual, options: .init(maxDiffPixels: all.differingPixelCount / 2))
      #expect(!half.passed, "\(label)")
    }
  }

  @Test func anEdgeThatMovesStaysExcused() {
    // A subpixel shift changes only edge pixels: no cluster holds a non-edge change.
    let expected = TestImages.slantedEdge(40, 24, offset: 12)
    let actual = TestImages.slantedEdge(40, 24, offset: 12.3)
    let result = ImageComparison.compare(expected: expected, actual: actual)
    #expect(result.differingPixelCount == 0)
    #expect(result.antiAliasedPixelCount > 20)
  }

  @Test func anEdgeNextToAChangeIsCounted() {
    // The same moved edge with a dark dot touching it: the dot's cluster includes the edge.
    let expected = TestImages.slantedEdge(40, 24, offset: 12)
    var actual = TestImages.slantedEdge(40, 24, offset: 12.3)
    let edgeOnly = ImageComparison.compare(expected: expected, actual: actual)
    actual[18, 12] = TestImages.black
    actual[19, 12] = TestImages.black
    let result = ImageComparison.compare(expected: expected, actual: actual)
    #expect(result.differingPixelCount > 2)
    #expect(result.antiAliasedPixelCount < edgeOnly.antiAliasedPixelCount)
  }
}
