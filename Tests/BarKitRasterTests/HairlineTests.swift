import BarKitGeometry
import Testing

@testable import BarKitRaster

@Suite struct HairlineTests {
  /// The rows of `canvas` that hold any opaque red.
  func redRows(_ canvas: Canvas) -> [Int] {
    (0..<canvas.pixmap.height).filter { y in (0..<canvas.pixmap.width).contains { canvas.pixmap[$0, y] == opaqueRed } }
  }

  @Test(arguments: [1, 2, 3])
  func horizontalHairlineIsOneDevicePixelRow(scale: Int) {
    var canvas = Canvas(size: Size(width: 20, height: 10), scale: DisplayScale(scale)!, background: .white)!
    canvas.drawHairline(from: Point(x: 0, y: 4), to: Point(x: 20, y: 4), with: .color(RGBA8(r: 255, g: 0, b: 0)))
    #expect(redRows(canvas) == [4 * scale])
    for x in 0..<canvas.pixmap.width { #expect(canvas.pixmap[x, 4 * scale] == opaqueRed) }
  }

  @Test(arguments: [1, 2, 3])
  func hairlineBetweenBoundariesTakesTheRowContainingIt(scale: Int) {
    var canvas = Canvas(size: Size(width: 8, height: 8), scale: DisplayScale(scale)!, background: .white)!
    // One third of a point below y = 5: inside row 5·s + s/3 at every scale.
    canvas.drawHairline(from: Point(x: 1, y: 5 + 1.0 / 3), to: Point(x: 7, y: 5 + 1.0 / 3), with: .color(.black))
    let dark = (0..<canvas.pixmap.height).filter { canvas.pixmap[4 * scale, $0].r < 255 }
    #expect(dark == [5 * scale + scale / 3])
    // The ends snap to pixel boundaries: columns s...7s−1, fully opaque.
    #expect(canvas.pixmap[scale - 1, dark[0]].r == 255)
    #expect(canvas.pixmap[scale, dark[0]] == RGBA8.black.premultiplied)
    #expect(canvas.pixmap[7 * scale - 1, dark[0]] == RGBA8.black.premultiplied)
    #expect(canvas.pixmap[7 * scale, dark[0]].r == 255)
  }

  @Test(arguments: [1, 2, 3])
  func verticalHairlineIsOneDevicePixelColumn(scale: Int) {
    var canvas = Canvas(size: Size(width: 10, height: 6), scale: DisplayScale(scale)!)!
    canvas.drawHairline(from: Point(x: 3, y: 6), to: Point(x: 3, y: 0), with: .color(RGBA8(r: 255, g: 0, b: 0)))
    let columns = (0..<canvas.pixmap.width).filter { x in canvas.pixmap[x, 0].a > 0 }
    #expect(columns == [3 * scale])
    #expect((0..<canvas.pixmap.height).allSatisfy { canvas.pixmap[3 * scale, $0] == opaqueRed })
  }

  @Test func diagonalHairlineIsAnAntialiasedBandOfOnePixelWidth() {
    var canvas = Canvas(size: Size(width: 20, height: 20), scale: .x1)!
    canvas.drawHairline(from: Point(x: 2, y: 2), to: Point(x: 18, y: 18), with: .color(.black))
    let area = canvas.pixmap.pixels.reduce(0.0) { $0 + Double($1.a) / 255 }
    // A 1-pixel-wide band along a 16·√2 long line.
    #expect(abs(area - 16 * 2.0.squareRoot()) < 0.3)
  }

  @Test func snappingRules() {
    #expect(
      Hairline.deviceRect(from: Point(x: 0.4, y: 7), to: Point(x: 5.6, y: 7))
        == IntRect(x: 0, y: 7, width: 6, height: 1))
    #expect(Hairline.deviceRect(from: Point(x: 1, y: 6.999_999_99), to: Point(x: 3, y: 6.999_999_99))?.y == 7)
    #expect(Hairline.deviceRect(from: Point(x: 1, y: 1), to: Point(x: 3, y: 2)) == nil)
    #expect(Hairline.deviceRect(from: Point(x: 1, y: 1), to: Point(x: 1.2, y: 1)) == nil)
    #expect(Hairline.deviceRect(from: Point(x: .nan, y: 1), to: Point(x: 3, y: 1)) == nil)
  }
}
