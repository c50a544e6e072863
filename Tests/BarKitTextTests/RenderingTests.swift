import BarKitGeometry
import BarKitRaster
import Testing

@testable import BarKitText

@Suite struct RenderingTests {
  let style = TextStyle(font: FontDescriptor(weight: .regular, size: 17), color: .systemBlue)

  @Test func drawMatchesTheMaskThroughTheColor() {
    let line = TextLine("Back", style: style)
    let text = line.renderMask(scale: .x2)!
    var pixmap = Pixmap(width: 120, height: 50, filledWith: RGBA8.white.premultiplied)!
    line.draw(into: &pixmap, baselineOrigin: Point(x: 8, y: 20), scale: .x2)
    var expected = Pixmap(width: 120, height: 50, filledWith: RGBA8.white.premultiplied)!
    expected.draw(text.mask, at: 16 + text.left, 40 + text.top, color: RGBA8.systemBlue.premultiplied)
    #expect(pixmap == expected)
  }

  @Test func baselineSitsOnARowEdge() {
    let line = TextLine("H", style: style)
    var pixmap = Pixmap(width: 40, height: 40)!
    line.draw(into: &pixmap, baselineOrigin: Point(x: 2, y: 28.2), scale: .x1)
    // Baseline 28.2 pt rounds to row edge 28: row 27 is inked, row 28 is not.
    #expect((0..<40).contains { pixmap[$0, 27].a > 200 })
    #expect((0..<40).allSatisfy { pixmap[$0, 28].a == 0 })
  }

  @Test func subpixelPositionsChangeCoverage() {
    let line = TextLine("l", style: style)
    let masks = (0..<4).map { line.rasterize(penX: Double($0) / 4, scale: .x1, cache: .shared)! }
    #expect(Set(masks.map(\.mask.values)).count == 4, "four quarter-pixel phases give four renderings")
    // Ink is conserved as the glyph slides along the baseline.
    let sums = masks.map { $0.mask.values.reduce(0) { $0 + Int($1) } }
    #expect(sums.max()! - sums.min()! < 255 / 4)
  }

  @Test func shadowIsDrawnUnderAndOffset() {
    let white = TextStyle(
      font: FontDescriptor(weight: .bold, size: 20), color: .white,
      shadow: TextShadow(color: .black, offset: Point(x: 0, y: -1)))
    let line = TextLine("I", style: white)
    var pixmap = Pixmap(width: 30, height: 40, filledWith: RGBA8(r: 128, g: 128, b: 128).premultiplied)!
    line.draw(into: &pixmap, baselineOrigin: Point(x: 5, y: 30), scale: .x1)
    let column = (0..<30).first { pixmap[$0, 20] == RGBA8.white.premultiplied }!
    let gray = RGBA8(r: 128, g: 128, b: 128).premultiplied
    let top = (0..<40).first { pixmap[column, $0] != gray }!
    // The topmost ink in the stem's column is the shadow, one point above the white text.
    #expect(pixmap[column, top].r < 100)
    #expect(pixmap[column, top + 2] == RGBA8.white.premultiplied)
    // Below the glyph, the shadow is hidden by the text itself: no black under the baseline.
    #expect(pixmap[column, 30] == RGBA8(r: 128, g: 128, b: 128).premultiplied)
  }

  @Test func scalesRenderProportionally() {
    let line = TextLine("Edit", style: style)
    let widths = [1, 2, 3].map { Self.inkWidth(line.renderMask(scale: DisplayScale($0)!)!.mask) }
    // Sub-pixel ink edges (the partly covered end columns count by their coverage) scale with the
    // display scale to within a pixel; whole-column widths would differ by the fringe.
    #expect(abs(widths[1] - 2 * widths[0]) <= 1, "\(widths)")
    #expect(abs(widths[2] - 3 * widths[0]) <= 1, "\(widths)")
  }

  /// The ink's width in pixels with sub-pixel ends: from the first inked column, less its peak
  /// coverage, to the last, plus its peak coverage.
  static func inkWidth(_ mask: Mask) -> Double {
    let peaks = (0..<mask.width).map { x in Double((0..<mask.height).map { mask[x, $0] }.max()!) / 255 }
    let inked = peaks.indices.filter { peaks[$0] > 0 }
    return Double(inked.last!) + peaks[inked.last!] - (Double(inked.first!) + 1 - peaks[inked.first!])
  }
}
