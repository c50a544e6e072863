import BarKitGeometry
import Testing

@testable import BarKitText

@Suite struct MetricsTests {
  let regular17 = TextStyle(font: FontDescriptor(weight: .regular, size: 17))

  @Test func inboxAdvanceAt17Points() {
    let line = TextLine("Inbox", style: regular17)
    // Five letters of a sans-serif UI face average 0.42–0.56 em each: 36–48 pt at 17 pt.
    #expect(line.advance > 36 && line.advance < 48, "advance \(line.advance)")
    // Unhinted layout scales linearly with the size.
    let double = TextLine("Inbox", style: TextStyle(font: FontDescriptor(size: 34)))
    #expect(abs(double.advance - 2 * line.advance) < 1e-9)
    // Its ink spans the advance less the side bearings, at each scale.
    for scale in [1, 2, 3] {
      let mask = line.renderMask(scale: .init(scale)!)!
      let expected = line.advance * Double(scale)
      #expect(Double(mask.mask.width) > expected - 4 * Double(scale) && Double(mask.mask.width) <= expected + 2)
    }
  }

  @Test func heightIsCloseToTheSize() {
    let metrics = TextLine("Inbox", style: regular17).metrics
    // The line (ascent + descent + line gap) is taller than the size; Nimbus Sans puts 0.2 em
    // of it in the gap, Helvetica Neue and Inter in the ascent.
    let line = metrics.height + metrics.leading
    #expect(line > 17 && line < 17 * 1.35, "\(metrics)")
    // Helvetica Neue: cap height 0.714 em, x-height 0.517 em (measurements.md §5).
    #expect(metrics.capHeight / 17 > 0.69 && metrics.capHeight / 17 < 0.75)
    #expect(metrics.xHeight / 17 > 0.50 && metrics.xHeight / 17 < 0.56)
    #expect(metrics.ascent > metrics.capHeight && metrics.descent > 0)
  }

  @Test(arguments: [1, 2, 3])
  func capHeightMatchesTheInkOfH(scale: Int) {
    let line = TextLine("H", style: regular17)
    let mask = line.renderMask(scale: DisplayScale(scale)!)!
    let capPixels = line.metrics.capHeight * Double(scale)
    // The flat top and bottom of "H" cover at most one partial row each.
    #expect(Double(mask.mask.height) >= capPixels && Double(mask.mask.height) <= capPixels + 2)
    #expect(mask.top == -Int(capPixels.rounded(.up)))
  }

  @Test func kerningTightensAV() {
    let pair = TextLine("AV", style: regular17).advance
    let apart = TextLine("A", style: regular17).advance + TextLine("V", style: regular17).advance
    #expect(pair < apart - 0.3, "AV \(pair) vs A+V \(apart)")
  }

  @Test func letterSpacingFollowsEveryCharacter() {
    let plain = TextLine("Tabs", style: regular17)
    var spaced = regular17
    spaced.letterSpacing = 0.5
    #expect(abs(TextLine("Tabs", style: spaced).advance - plain.advance - 4 * 0.5) < 1e-9)
  }

  @Test func alignmentPlacesTheAdvance() {
    let line = TextLine("Edit", style: regular17)
    #expect(line.penX(for: .left, inWidth: 100) == 0)
    #expect(abs(line.penX(for: .center, inWidth: 100) - (100 - line.advance) / 2) < 1e-12)
    #expect(abs(line.penX(for: .right, inWidth: 100) + line.advance - 100) < 1e-12)
  }

  @Test func controlCharactersBecomeSpaces() {
    let line = TextLine("Tab\tNew\nLine", style: regular17)
    #expect(line.string == "Tab New Line")
    #expect(line.warnings.isEmpty)
    #expect(abs(line.advance - TextLine("Tab New Line", style: regular17).advance) < 1e-9)
  }

  @Test func emptyTextHasNoInk() {
    let line = TextLine("", style: regular17)
    #expect(line.advance == 0)
    #expect(line.renderMask(scale: .x2) == nil)
    #expect(TextLine("   ", style: regular17).renderMask(scale: .x2) == nil)
  }
}
