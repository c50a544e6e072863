import BarKitGeometry
import Testing

@testable import BarKitRaster

@Suite struct ImageDrawingTests {
  static func gray(_ v: UInt8) -> PremultipliedRGBA8 { RGBA8(r: v, g: v, b: v).premultiplied }

  @Test func nearestEnlargementRepeatsPixels() {
    let checker = Pixmap(width: 2, height: 2, pixels: [Self.gray(0), Self.gray(255), Self.gray(255), Self.gray(0)])!
    var canvas = Canvas(size: Size(width: 6, height: 6))!
    canvas.draw(checker, in: Rect(x: 1, y: 1, width: 4, height: 4), interpolation: .nearest)
    for y in 1..<5 {
      for x in 1..<5 { #expect(canvas.pixmap[x, y] == checker[(x - 1) / 2, (y - 1) / 2]) }
    }
    #expect(canvas.pixmap[0, 0] == .transparent && canvas.pixmap[5, 5] == .transparent)
  }

  @Test func bilinearEnlargementUsesIntegerWeights() {
    let ramp = Pixmap(width: 2, height: 1, pixels: [Self.gray(0), Self.gray(255)])!
    var canvas = Canvas(size: Size(width: 4, height: 1))!
    canvas.draw(ramp, in: Rect(x: 0, y: 0, width: 4, height: 1), interpolation: .bilinear)
    // Samples at 0.25, 0.75, 1.25, 1.75 image pixels: edges clamp, inner ones weigh 64/256 and 192/256.
    #expect(canvas.pixmap.pixels.map(\.r) == [0, 64, 191, 255])
  }

  @Test func sameSizeDrawIsAnExactCopy() {
    var generator = SeededGenerator(seed: 3)
    let pixels = (0..<35).map { _ in BlendModeTests.randomPixel(&generator) }
    let image = Pixmap(width: 7, height: 5, pixels: pixels)!
    for interpolation in Interpolation.allCases {
      var canvas = Canvas(size: Size(width: 3.5, height: 2.5), scale: .x2)!
      canvas.draw(image, in: Rect(x: 0, y: 0, width: 3.5, height: 2.5), interpolation: interpolation)
      #expect(canvas.pixmap == image)
    }
  }

  @Test func halvingWithBilinearAveragesPairs() {
    let image = Pixmap(width: 4, height: 1, pixels: [Self.gray(0), Self.gray(100), Self.gray(200), Self.gray(255)])!
    var canvas = Canvas(size: Size(width: 2, height: 1))!
    canvas.draw(image, in: Rect(x: 0, y: 0, width: 2, height: 1))
    #expect(canvas.pixmap.pixels.map(\.r) == [50, 228])
  }

  @Test func templateFillsTheTintThroughAlpha() {
    let icon = Pixmap(
      width: 3, height: 1,
      pixels: [RGBA8(r: 10, g: 200, b: 30).premultiplied, .transparent, RGBA8(r: 90, g: 0, b: 0, a: 128).premultiplied])!
    var template = Canvas(size: Size(width: 3, height: 1), background: .white)!
    template.drawTemplate(icon, in: Rect(x: 0, y: 0, width: 3, height: 1), tint: .systemBlue)
    #expect(template.pixmap[0, 0] == RGBA8.systemBlue.premultiplied)
    #expect(template.pixmap[1, 0] == RGBA8.white.premultiplied)
    #expect(
      template.pixmap[2, 0]
        == SourceOver.blend(RGBA8.systemBlue.premultiplied, coverage: 128, over: RGBA8.white.premultiplied))

    var original = Canvas(size: Size(width: 3, height: 1), background: .white)!
    original.draw(icon, in: Rect(x: 0, y: 0, width: 3, height: 1), renderingMode: .alwaysOriginal, tint: .systemBlue)
    #expect(original.pixmap[0, 0] == icon[0, 0])
    var automatic = Canvas(size: Size(width: 3, height: 1), background: .white)!
    automatic.draw(
      icon, in: Rect(x: 0, y: 0, width: 3, height: 1), renderingMode: .automatic, tint: .systemBlue, isInBar: true)
    #expect(automatic.pixmap == template.pixmap)
  }

  @Test func maskAtAPointIsPixelExactAndClipped() {
    let mask = Mask(width: 2, height: 2, values: [255, 128, 0, 64])!
    var canvas = Canvas(size: Size(width: 4, height: 4), scale: .x1)!
    canvas.draw(mask, at: Point(x: 1, y: 2), with: .color(RGBA8(r: 255, g: 0, b: 0)))
    #expect(canvas.pixmap[1, 2] == opaqueRed)
    #expect(canvas.pixmap[2, 2] == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
    #expect(canvas.pixmap[1, 3] == .transparent)
    #expect(canvas.pixmap[2, 3] == PremultipliedRGBA8(r: 64, g: 0, b: 0, a: 64))
    canvas.draw(mask, at: Point(x: -1, y: 3), with: .color(.black))  // mostly outside: no crash
    canvas.draw(mask, at: Point(x: 1e300, y: .nan), with: .color(.black))
    #expect(canvas.pixmap[0, 3] == SourceOver.blend(RGBA8.black.premultiplied, coverage: 128, over: .transparent))
  }

  @Test func maskScaledIntoARect() {
    let mask = Mask(width: 1, height: 1, values: [128])!
    var canvas = Canvas(size: Size(width: 2, height: 2), scale: .x2)!
    canvas.draw(mask, in: Rect(x: 0.5, y: 0.5, width: 1, height: 1), with: .color(.black))
    #expect(canvas.pixmap[0, 0] == .transparent)
    #expect(canvas.pixmap[1, 1] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 128))
    #expect(canvas.pixmap[2, 2] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 128))
    #expect(canvas.pixmap[3, 3] == .transparent)
  }
}
