import Testing

@testable import BarKitText

@Suite struct FallbackTests {
  let style = TextStyle(font: .navigationTitle)

  @Test func chineseRendersWithACJKFallback() {
    let line = TextLine("操作栏", style: style)
    #expect(line.warnings.isEmpty, "\(line.warnings)")
    #expect(line.glyphs.count == 3)
    for glyph in line.glyphs {
      #expect(glyph.face !== line.face)
      #expect(glyph.face.family.contains("WenQuanYi"), "fell back to \(glyph.face)")
      #expect(glyph.glyph != 0, "no .notdef box")
    }
    // Han characters are one em wide in the CJK face.
    #expect(abs(line.advance - 3 * 17) < 1)
  }

  @Test func chineseGlyphsHaveInkAndDiffer() {
    let masks = ["操", "作", "栏", "工", "具"].map { TextLine($0, style: style).renderMask(scale: .x2)! }
    for mask in masks {
      let covered = mask.mask.values.filter { $0 > 128 }.count
      #expect(covered > 60, "a Han glyph at 34 px covers many pixels")
    }
    for i in masks.indices {
      for j in masks.indices where j > i {
        #expect(masks[i].mask != masks[j].mask)
      }
    }
  }

  @Test func mixedScriptsKeepLatinInThePrimaryFace() {
    let line = TextLine("工具栏 Inbox", style: style)
    #expect(line.glyphs.filter { $0.face === line.face }.count == 6)
    #expect(line.glyphs.filter { $0.face !== line.face }.count == 3)
  }

  @Test func uncoveredCharacterWarns() {
    // U+10FFFD, a private-use code point of plane 16, which no installed font maps.
    let line = TextLine("A\u{10FFFD}", style: style)
    guard case .noFontCovers(let character, let searched)? = line.warnings.last else {
      Issue.record("expected noFontCovers, got \(line.warnings)")
      return
    }
    #expect(character == "\u{10FFFD}")
    #expect(searched > 0)
    #expect(line.warnings.last!.description.contains("U+10FFFD"))
  }

  @Test func hebrewIsShapedRightToLeft() {
    let line = TextLine("שלום", style: style)
    #expect(line.warnings.isEmpty, "\(line.warnings)")
    #expect(line.glyphs.count == 4)
    // HarfBuzz detects the script and direction: the leftmost glyph is the last letter, final mem.
    let face = line.glyphs[0].face
    #expect(line.glyphs[0].glyph == face.glyph(for: "ם"))
    #expect(line.glyphs[3].glyph == face.glyph(for: "ש"))
    #expect(zip(line.glyphs, line.glyphs.dropFirst()).allSatisfy { $0.x < $1.x })
  }

  @Test func combiningMarkSitsAboveItsBase() {
    let base = TextLine("e", style: style).renderMask(scale: .x2)!
    let accented = TextLine("e\u{0301}", style: style)
    #expect(accented.warnings.isEmpty)
    let mask = accented.renderMask(scale: .x2)!
    #expect(mask.top < base.top - 4, "the acute accent adds ink above the e")
    #expect(abs(accented.advance - TextLine("e", style: style).advance) < 1e-9)
  }
}
