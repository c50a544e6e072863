import BarKitGeometry
import BarKitPNG
import BarKitRaster
import BarKitTesting
import Foundation
import TestSupport
import Testing

@testable import BarKitEffects

/// Each style over a fixed colorful picture, compared byte for byte with PNG files in
/// Goldens/BackdropGoldenTests/. `BARKIT_RECORD=missing|all` records them through BarKitTesting (and fails the test) (look at them before committing);
/// otherwise a missing golden fails.
@Suite(
  .goldens(.repository("BackdropGoldenTests")), .eachKernelSet)
struct BackdropGoldenTests {
  static let styles: [BackdropStyle] = [
    .bar, .blackBar, .tinted(RGBA8(r: 0x50, g: 0x6D, b: 0xA8)), .light, .extraLight, .dark,
  ]

  /// 160 × 240 @2x: color bands under the top 128 rows (a 64 pt navigation bar) so the blur
  /// mixes them, a white disc and a dark block for edges, a gray ramp at the bottom.
  static let content: Pixmap = {
    var image = Pixmap(width: 160, height: 240)!
    let bands: [RGBA8] = [
      RGBA8(r: 0x00, g: 0x7A, b: 0xFF), RGBA8(r: 255, g: 25, b: 25), RGBA8(r: 25, g: 255, b: 25),
      RGBA8(r: 0xFF, g: 0xCC, b: 0x00), RGBA8(r: 128, g: 0, b: 128), RGBA8(r: 223, g: 144, b: 164),
    ]
    for y in 0..<240 {
      for x in 0..<160 {
        var color = bands[(y / 24 + x / 80) % bands.count]
        let dx = x - 110, dy = y - 60
        if dx * dx + dy * dy < 22 * 22 { color = .white }
        if (20..<50).contains(x) && (70..<140).contains(y) { color = RGBA8(r: 30, g: 30, b: 36) }
        if y >= 200 { color = RGBA8(r: UInt8(x * 255 / 159), g: UInt8(x * 255 / 159), b: UInt8(x * 255 / 159)) }
        image[x, y] = color.premultiplied
      }
    }
    return image
  }()

  @Test(arguments: styles, BackdropMode.allCases)
  func styleMatchesGolden(_ style: BackdropStyle, _ mode: BackdropMode) throws {
    if style.isImageEffectsRecipe && mode == .uikit { return }  // ImageEffects ignores the mode.
    let bar = Backdrop.render(
      content: Self.content, rect: IntRect(x: 0, y: 0, width: 160, height: 128)!, style: style, scale: .x2, mode: mode)
    assertGolden(of: bar, named: "\(style.name)-\(mode.rawValue)")
  }

  /// The content itself, recorded beside the goldens so they can be read side by side.
  @Test func contentIsRecordedBesideTheGoldens() {
    assertGolden(of: Self.content, named: "content")
  }
}
