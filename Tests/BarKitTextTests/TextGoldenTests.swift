import BarKitGeometry
import BarKitPNG
import BarKitRaster
import BarKitTesting
import Foundation
import TestSupport
import Testing

@testable import BarKitText

/// Goldens of a text sampler at 1x, 2x and 3x (Goldens/TextGoldenTests/). They depend on the installed
/// font files and FreeType (Docs/Text.md): set `BARKIT_RECORD=all` to rewrite them (the test then fails, as every recording does), and look at
/// the images before committing.
@Suite(
  .goldens(.repository("TextGoldenTests")), .eachKernelSet)
struct TextGoldenTests {
  /// Bar text roles on a white card, baselines 24 pt apart.
  static func sampler(scale: DisplayScale) -> Pixmap {
    let k = scale.factor
    var pixmap = Pixmap(width: 220 * k, height: 196 * k, filledWith: RGBA8.white.premultiplied)!
    let lines: [(String, TextStyle, Double?)] = [
      ("Root View Controller", TextStyle(font: .navigationTitle), nil),
      ("Back  Edit  Done", TextStyle(font: .barButtonItem, color: .systemBlue), nil),
      ("操作栏 工具栏 Inbox", TextStyle(font: .navigationTitle), nil),
      ("Countries of the World", TextStyle(font: .navigationTitle), 150),
      ("9:41 AM  Carrier  100%", TextStyle(font: .statusBarTime), nil),
      ("Favorites  Recents  Contacts", TextStyle(font: .tabBarItem, color: RGBA8(r: 0x92, g: 0x92, b: 0x92)), nil),
      ("AVATAR Wave fi é ñ", TextStyle(font: .barButtonItem, letterSpacing: 0.5), nil),
    ]
    for (i, (text, style, maxWidth)) in lines.enumerated() {
      let line = TextLine(text, style: style, maxWidth: maxWidth)
      line.draw(into: &pixmap, baselineOrigin: Point(x: 8.25, y: Double(20 + 24 * i)), scale: scale)
    }
    // The iOS 6 title: white bold 20 pt with a dark shadow one point up, on a gray bar.
    let bar = RGBA8(r: 112, g: 130, b: 156).premultiplied
    for y in (172 * k)..<(196 * k) { for x in 0..<pixmap.width { pixmap[x, y] = bar } }
    let ios6 = TextStyle(font: FontDescriptor(weight: .bold, size: 20), color: .white, shadow: .ios6Title)
    TextLine("Messages", style: ios6).draw(into: &pixmap, baselineOrigin: Point(x: 8, y: 191), scale: scale)
    return pixmap
  }

  @Test(arguments: [1, 2, 3])
  func sampler(scale: Int) throws {
    assertGolden(of: Self.sampler(scale: DisplayScale(scale)!), named: "text-sampler-\(scale)x")
  }
}
