import BarKitChrome
import BarKitPNG
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// A real iOS 7 capture re-dressed at the crop Docs/Mockups.md documents (its bars' own rows,
/// 20 + 44 pt = 128 at @2x) comes back with its bar and hairline: no double hairline, no
/// grayer bar. PK (Fidelity.md, "The captures"): a light translucent bar over a flat pink view,
/// so what the new bar blurs is what the old one did.
@Suite struct CaptureRedressTests {
  static let capture = "ios7-navbar-backbutton-translucent-over-pink-640x960-iOS7-day-by-day.png"

  static func mean(_ p: Pixmap, rows: Range<Int>, columns: Range<Int>) -> [Double] {
    var sum = [0.0, 0.0, 0.0]
    for y in rows {
      for x in columns {
        let c = p.color(x, y)
        sum[0] += Double(c.r)
        sum[1] += Double(c.g)
        sum[2] += Double(c.b)
      }
    }
    return sum.map { $0 / Double(rows.count * columns.count) }
  }

  @Test(.requiresShared("reference/screens")) func redressedCaptureKeepsItsBarAndHairlineWithinOneLevel() throws {
    let file = SharedFixtures.directory("reference/screens").appendingPathComponent(Self.capture)
    let json = """
      {"canvas": {"device": "iphone-4s"},
       "content": {"image": "\(file.path)", "crop": {"top": 128}, "contentMode": "top", "edgesForExtendedLayout": "none"},
       "navigationBar": {"title": "Second VC", "backItem": {"title": "First VC"}}}
      """
    let out = try SceneRenderer().render(try Scene(decoding: Data(json.utf8), file: "test")).pixmap
    let original = try Pixmap(contentsOfPNGFile: file)
    // Right of the title, clear of every item: the bar's rows, the hairline, the content below.
    let columns = 470..<560
    for (name, rows) in [("bar", 100..<126), ("hairline", 128..<129), ("content", 129..<140)] {
      let rendered = Self.mean(out, rows: rows, columns: columns)
      let captured = Self.mean(original, rows: rows, columns: columns)
      for channel in 0..<3 {
        #expect(abs(rendered[channel] - captured[channel]) <= 1, "\(name): \(rendered) against \(captured)")
      }
    }
  }
}
