import BarKitGeometry
import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitText

/// Goldens of a text sampler at 1x, 2x and 3x (Goldens/Text/). They depend on the installed
/// font files and FreeType (Docs/Text.md): set `BARKIT_RECORD=all` to rewrite them, and look at
/// the images before committing.
@Suite struct TextGoldenTests {
  static let directory = SharedFixtures.repositoryRoot.appendingPathComponent("Goldens/Text")

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
    let rendered = Self.sampler(scale: DisplayScale(scale)!)
    let url = Self.directory.appendingPathComponent("text-sampler@\(scale)x.png")
    if ProcessInfo.processInfo.environment["BARKIT_RECORD"] == "all" {
      try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
      try rendered.writePNG(to: url)
      return
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      Issue.record("missing golden \(url.path): run with BARKIT_RECORD=all and look at it")
      return
    }
    let golden = try Pixmap(contentsOfPNGFile: url)
    let differing = zip(golden.pixels, rendered.pixels).filter { $0 != $1 }.count
    #expect(golden.width == rendered.width && golden.height == rendered.height)
    #expect(
      differing == 0, "\(differing) pixels differ from \(url.lastPathComponent) (font or FreeType version changed?)")
  }
}
