import BarKitGeometry
import Testing

@testable import BarKitText

/// Numbers inside Hebrew and Arabic read left to right with their separators, as on iOS:
/// before ICU's bidi algorithm replaced a hand-written reduction, "4.5" was drawn "5.4", "9:41"
/// "41:9" and "1,299" "299,1" (the separator rules W4–W6 were missing).
@Suite struct RightToLeftNumberTests {
  /// DejaVu Sans has Hebrew, Arabic, Latin and digits in one face, with nothing added per
  /// character (no fitted spacing), so a line and its visual-order twin draw the same pixels.
  static let style = TextStyle(font: FontDescriptor(family: "DejaVu Sans", size: 17))

  /// The line's digits and separators left to right as drawn: the characters of its glyphs'
  /// clusters, ordered by x.
  static func drawnNumbers(_ line: TextLine) -> String {
    var byOffset: [Int: Character] = [:]
    var offset = 0
    for character in line.string {
      byOffset[offset] = character
      offset += character.utf8.count
    }
    return String(
      line.glyphs.sorted { $0.x < $1.x }.compactMap { byOffset[$0.cluster] }
        .filter { $0.isNumber || ".,:/%+-$€₪٫".contains($0) })
  }

  @Test(arguments: [
    ("גרסה 4.5 בשעה 9:41 מחיר 1,299", "1,2999:414.5"),
    ("מחיר 10,000", "10,000"),
    ("السعر 10,000", "10,000"),
    ("הנחה 25% עד 1/12", "1/1225%"),
    ("יתרה -3.50", "3.50-"),
    ("العدد ١٢٣٫٥", "١٢٣٫٥"),
  ])
  func numbersReadLeftToRight(text: String, drawn: String) {
    let line = TextLine(text, style: Self.style)
    #expect(line.isRightToLeft)
    #expect(line.warnings.isEmpty, "\(line.warnings)")
    #expect(Self.drawnNumbers(line) == drawn)
  }

  /// The same pixels as the text typed in visual order inside a left-to-right override
  /// (U+202D … U+202C): the order iOS draws, independent of how levels are computed.
  @Test(arguments: [
    ("גרסה 4.5 בשעה 9:41 מחיר 1,299", "1,299 ריחמ 9:41 העשב 4.5 הסרג"),
    ("מחיר 10,000", "10,000 ריחמ"),
  ])
  func pixelsMatchTheVisualOrder(text: String, visual: String) throws {
    let line = try #require(TextLine(text, style: Self.style).renderMask(scale: .x2))
    let twin = try #require(TextLine("\u{202D}\(visual)\u{202C}", style: Self.style).renderMask(scale: .x2))
    #expect(line.mask == twin.mask)
    #expect(line.left == twin.left && line.top == twin.top)
  }
}
