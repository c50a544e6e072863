import BarKitGeometry
import BarKitRaster
import Testing

@testable import BarKitText

/// Bold Chinese and Japanese in WenQuanYi Micro Hei (one weight; the face Docs/Batch.md
/// recommends): synthesized upright, and at the half amount the CTA capture's Medium "憲一"
/// measured, not the Latin amount, which filled the counters (1.85 times Regular's ink).
@Suite(.enabled(if: FontLibrary.shared.hasFamily("WenQuanYi Micro Hei"), "fonts-wqy-microhei is not installed"))
struct CJKBoldTests {
  static func mask(_ text: String, _ weight: FontWeight) throws -> Mask {
    let style = TextStyle(font: FontDescriptor(family: "WenQuanYi Micro Hei", weight: weight, size: 34))
    return try #require(TextLine(text, style: style).renderMask(scale: .x2)).mask
  }

  static func ink(_ mask: Mask) -> Double { Double(mask.values.reduce(0) { $0 + Int($1) }) / 255 }

  /// The ink's mean column over the rows `rows` of `mask`.
  static func centroid(_ mask: Mask, rows: Range<Int>) -> Double {
    var sum = 0.0, weight = 0.0
    for y in rows {
      for x in 0..<mask.width {
        let v = Double(mask.values[y * mask.width + x])
        sum += v * Double(x)
        weight += v
      }
    }
    return sum / weight
  }

  @Test func boldHasAboutOneAndAHalfTimesTheInkOfRegular() throws {
    let text = "設定を変更する 操作栏"
    let ratio = Self.ink(try Self.mask(text, .bold)) / Self.ink(try Self.mask(text, .regular))
    // 1.44 as synthesized; 1.85 with the Latin amount.
    #expect(ratio > 1.3 && ratio < 1.55, "bold has \(ratio) times the ink")
  }

  @Test func boldIsUpright() throws {
    // "工": a vertical stem between two bars. Slanting would move the top's ink right of the
    // bottom's; emboldening keeps both where Regular has them.
    func lean(_ mask: Mask) -> Double {
      let third = mask.height / 3
      return Self.centroid(mask, rows: 0..<third) - Self.centroid(mask, rows: (mask.height - third)..<mask.height)
    }
    let regular = try Self.mask("工", .regular), bold = try Self.mask("工", .bold)
    #expect(abs(lean(bold) - lean(regular)) < 0.3, "lean \(lean(bold)) px against \(lean(regular)) px")
  }
}
