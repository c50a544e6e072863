import Testing

@testable import BarKitText

@Suite struct TruncationTests {
  let style = TextStyle(font: FontDescriptor(weight: .semibold, size: 17))

  @Test(arguments: [30.0, 60.0, 100.0, 150.0])
  func truncatedTextFitsAndEndsInAnEllipsis(maxWidth: Double) {
    let full = "Countries of the World"
    let line = TextLine(full, style: style, maxWidth: maxWidth)
    #expect(line.isTruncated)
    #expect(line.advance <= maxWidth)
    #expect(line.string.hasSuffix("…"))
    let kept = String(line.string.dropLast())
    #expect(full.hasPrefix(kept))
    #expect(kept.last?.isWhitespace != true)
    // The longest prefix was kept: one more character does not fit.
    let longer = String(full.prefix(kept.count + 1)).trimmingTrailingSpaces + "…"
    if kept.count + 1 < full.count, longer != line.string {
      #expect(TextLine(longer, style: style).advance > maxWidth)
    }
  }

  @Test func textThatFitsIsKept() {
    let line = TextLine("Done", style: style, maxWidth: 200)
    #expect(!line.isTruncated)
    #expect(line.string == "Done")
  }

  @Test func nothingFitsGivesAnEmptyLine() {
    let line = TextLine("Settings", style: style, maxWidth: 2)
    #expect(line.isTruncated)
    #expect(line.string.isEmpty)
    #expect(line.advance == 0)
  }

  @Test func chineseTruncatesByCharacter() {
    let line = TextLine("操作栏工具栏操作栏", style: style, maxWidth: 60)
    #expect(line.advance <= 60)
    #expect(line.string.hasSuffix("…"))
    #expect(line.string.count >= 2)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var s = self
    while s.last?.isWhitespace == true { s.removeLast() }
    return s
  }
}
