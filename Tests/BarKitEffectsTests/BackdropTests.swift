import BarKitGeometry
import BarKitRaster
import Testing

@testable import BarKitEffects

/// The calibrated bar styles against the uniform-content rows of measurements.md §3a, and the
/// saturation and composite rules.
@Suite struct BackdropTests {
  static func uniform(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int = 96, height: Int = 160) -> Pixmap {
    Pixmap(width: width, height: height, filledWith: RGBA8(r: r, g: g, b: b).premultiplied)!
  }

  /// (content, bar color measured over it): purple cells (P), pink view (PK), grouped gray
  /// (SET), white (BK, MAP, ...).
  static let sheetRows: [((UInt8, UInt8, UInt8), (Int, Int, Int))] = [
    ((128, 0, 128), (242, 217, 242)),
    ((223, 144, 164), (252, 227, 233)),
    ((239, 239, 244), (247, 247, 248)),
    ((255, 255, 255), (248, 248, 248)),
  ]

  @Test(arguments: sheetRows.indices, BackdropMode.allCases)
  func lightBarReproducesTheUniformRowsOfTheSheet(_ index: Int, _ mode: BackdropMode) {
    let ((r, g, b), expected) = Self.sheetRows[index]
    let content = Self.uniform(r, g, b)
    let bar = Backdrop.render(
      content: content, rect: IntRect(x: 0, y: 0, width: 96, height: 64)!, style: .bar, scale: .x2, mode: mode)
    #expect(bar.width == 96 && bar.height == 64)
    for p in [bar[0, 0], bar[50, 30], bar[95, 63]] {
      #expect(p.a == 255)
      #expect(
        abs(Int(p.r) - expected.0) <= 2 && abs(Int(p.g) - expected.1) <= 2 && abs(Int(p.b) - expected.2) <= 2,
        "over \((r, g, b)): got \(p), expected \(expected)")
    }
  }

  @Test func adaptiveAlphaFollowsTheFittedRule() {
    #expect(AdaptiveTintAlpha.alpha(forMeanColor: RGBA8(r: 128, g: 0, b: 128)) == 0.90)
    #expect(abs(AdaptiveTintAlpha.alpha(forMeanColor: RGBA8(r: 223, g: 144, b: 164)) - 0.8345) < 0.001)
    #expect(AdaptiveTintAlpha.alpha(forMeanColor: .white) == 0.90)
    #expect(abs(AdaptiveTintAlpha.alpha(forMeanColor: RGBA8(r: 45, g: 45, b: 45)) - 0.8235) < 0.001)
    #expect(AdaptiveTintAlpha.alpha(forMeanColor: RGBA8(r: 120, g: 100, b: 90)) == 0.80)
  }

  /// Saturation leaves grays (and white) unchanged: the luma weights sum to exactly one.
  @Test func saturationKeepsGraysGray() {
    let composite = BackdropComposite(saturation: 1.8, layers: [], ghost: 0)
    for v in stride(from: 0, through: 255, by: 15) {
      let gray = PremultipliedRGBA8(r: UInt8(v), g: UInt8(v), b: UInt8(v), a: 255)!
      #expect(composite.pixel(blurred: gray, content: gray) == gray)
    }
  }

  /// No clamping before the composite: red's negative green and blue survive the tint, so a
  /// red backdrop gives a lower blue than a green one would if both were clamped to zero.
  @Test func saturationIsNotClampedBeforeTheTint() {
    let composite = BackdropComposite(saturation: 1.8, layers: [.init(gray: 247.35, alpha: 0.9)], ghost: 0)
    let red = composite.pixel(blurred: RGBA8(r: 255, g: 25, b: 25).premultiplied, content: .transparent)
    let green = composite.pixel(blurred: RGBA8(r: 25, g: 255, b: 25).premultiplied, content: .transparent)
    // Unclamped: over red L = 73.9 and S_b = L + 1.8 (25 − L) = −14.1, so 0.9·247.35 + 0.1·(−14.1)
    // = 221.2; over green L = 189.5, S_b = −106.6 gives 212.0. Clamping S first gives 222.6 for both.
    #expect(red.b == 221)
    #expect(green.b == 212)
    #expect(red.r == 255)
  }

  /// The black bar over black content: 0.72 · 24.6 = 17.7.
  @Test func blackBarOverBlack() {
    let bar = Backdrop.render(
      content: Self.uniform(0, 0, 0), rect: IntRect(x: 0, y: 0, width: 96, height: 64)!, style: .blackBar, scale: .x2)
    #expect(bar[10, 10] == RGBA8(r: 18, g: 18, b: 18).premultiplied)
  }

  /// The red/green stripes of RG (measurements.md §3a): green above row 52, red below, 200 px
  /// each. The sheet reads (213,250,209) at row 0 and (255,218,217) at row 127 of the nav bar;
  /// the model's own residual there is up to 2.2 levels, so allow 4.
  @Test(arguments: BackdropMode.allCases)
  func lightBarOverRedGreenStripesMatchesTheCapture(_ mode: BackdropMode) {
    var content = Pixmap(width: 8, height: 960)!
    for y in 0..<960 {
      let red = ((y - 52 + 400) % 400) < 200
      let color = red ? RGBA8(r: 255, g: 25, b: 25) : RGBA8(r: 25, g: 255, b: 25)
      for x in 0..<8 { content[x, y] = color.premultiplied }
    }
    let bar = Backdrop.render(
      content: content, rect: IntRect(x: 0, y: 0, width: 8, height: 128)!, style: .bar, scale: .x2, mode: mode)
    for (row, expected) in [(0, (213, 250, 209)), (127, (255, 218, 217))] {
      let p = bar[4, row]
      #expect(
        abs(Int(p.r) - expected.0) <= 4 && abs(Int(p.g) - expected.1) <= 4 && abs(Int(p.b) - expected.2) <= 4,
        "\(mode) row \(row): got \(p), capture \(expected)")
    }
  }

  /// ImageEffects extraLight over white: saturation maps white to (255, 254, 255) (the 0.7873
  /// typo), then 0.97 white at alpha 0.82 (209) over it.
  @Test func imageEffectsExtraLightOverWhite() {
    let bar = Backdrop.render(
      content: Self.uniform(255, 255, 255), rect: IntRect(x: 0, y: 0, width: 40, height: 20)!, style: .extraLight,
      scale: .x1)
    let tint = RGBA8(white: 0.97, alpha: 0.82).premultiplied
    let expected = { (under: UInt32) in UInt8(UInt32(tint.r) + Arithmetic8.divide255(under * UInt32(255 - tint.a))) }
    #expect(bar[5, 5] == PremultipliedRGBA8(r: expected(255), g: expected(254), b: expected(255), a: 255))
  }

  /// A bar wider than the content and hanging off its top edge samples the clamped edges.
  @Test func rectOutsideTheContentIsClamped() {
    let content = Self.uniform(223, 144, 164, width: 20, height: 20)
    let inside = Backdrop.render(
      content: content, rect: IntRect(x: 0, y: 0, width: 20, height: 20)!, style: .bar, scale: .x1)
    let outside = Backdrop.render(
      content: content, rect: IntRect(x: -30, y: -10, width: 20, height: 20)!, style: .bar, scale: .x1)
    #expect(inside == outside)
  }

  /// Three passes of d = 73 (σ 38.5 px at @2x) reach 3 · 36 = 108 px; UIKit mode blurs
  /// d = 19 at 1/4 scale: (3 · 9 + 1) · 4 = 112 px.
  @Test func reachCoversThreeBoxRadii() {
    #expect(Backdrop.reach(style: .bar, scale: .x2) == 108)
    #expect(Backdrop.reach(style: .bar, scale: .x2, mode: .uikit) == 112)
    #expect(Backdrop.reach(style: .light, scale: .x2, mode: .uikit) == 3 * 56)
  }

  @Test func uikitReductionFollowsTheScale() {
    #expect(BackdropMode.uikit.reduction(scale: .x1) == 2)
    #expect(BackdropMode.uikit.reduction(scale: .x2) == 4)
    #expect(BackdropMode.uikit.reduction(scale: .x3) == 8)
    #expect(BackdropMode.exact.reduction(scale: .x3) == 1)
  }
}
