import BarKitGeometry
import Testing

@testable import BarKitRaster

@Suite struct ResizableImageTests {
  /// A 6×6 image whose every pixel is distinct.
  static let source: Pixmap = {
    var p = Pixmap(width: 6, height: 6)!
    for y in 0..<6 { for x in 0..<6 { p[x, y] = RGBA8(r: UInt8(x * 40), g: UInt8(y * 40), b: 99).premultiplied } }
    return p
  }()

  @Test(arguments: ResizableImage.ResizingMode.allCases, [1, 2])
  func cornersAreUnscaled(mode: ResizableImage.ResizingMode, scale: Int) {
    let s = DisplayScale(scale)!
    let image = ResizableImage(
      image: Self.source, scale: s,
      capInsets: EdgeInsets(
        top: 2 / Double(scale), left: 2 / Double(scale),
        bottom: 2 / Double(scale), right: 2 / Double(scale)), resizingMode: mode)
    var canvas = Canvas(size: Size(width: 11, height: 7), scale: s)!
    canvas.draw(image, in: Rect(x: 0, y: 0, width: 11, height: 7))
    let (w, h) = (canvas.pixmap.width, canvas.pixmap.height)
    for dy in 0..<2 {
      for dx in 0..<2 {
        #expect(canvas.pixmap[dx, dy] == Self.source[dx, dy])
        #expect(canvas.pixmap[w - 2 + dx, dy] == Self.source[4 + dx, dy])
        #expect(canvas.pixmap[dx, h - 2 + dy] == Self.source[dx, 4 + dy])
        #expect(canvas.pixmap[w - 2 + dx, h - 2 + dy] == Self.source[4 + dx, 4 + dy])
      }
    }
  }

  @Test func tiledMiddleRepeatsAtNaturalSize() {
    let image = ResizableImage(image: Self.source, capInsets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    var canvas = Canvas(size: Size(width: 12, height: 6))!
    canvas.draw(image, in: Rect(x: 0, y: 0, width: 12, height: 6))
    // The 2-pixel-wide middle columns (source x 2, 3) repeat from x = 2 to 9.
    for x in 2..<10 { #expect(canvas.pixmap[x, 3] == Self.source[2 + (x - 2) % 2, 3]) }
  }

  @Test func stretchedMiddleScales() {
    let image = ResizableImage(
      image: Self.source, capInsets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2), resizingMode: .stretch)
    var canvas = Canvas(size: Size(width: 10, height: 6))!
    canvas.draw(image, in: Rect(x: 0, y: 0, width: 10, height: 6), interpolation: .nearest)
    // Middle source columns 2, 3 stretch over 6 pixels: 3 each.
    #expect((2..<8).map { canvas.pixmap[$0, 2].r } == [80, 80, 80, 120, 120, 120])
  }

  @Test func capsShrinkWhenTheyDoNotFit() {
    let image = ResizableImage(image: Self.source, capInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
    let slices = image.slices(in: Rect(x: 0, y: 0, width: 3, height: 6))
    #expect(slices.allSatisfy { $0.destination.width <= 1.5 + 1e-12 })
    var canvas = Canvas(size: Size(width: 3, height: 6))!
    canvas.draw(image, in: Rect(x: 0, y: 0, width: 3, height: 6))  // no crash
    canvas.draw(image, in: Rect(x: 0, y: 0, width: 0, height: 0))
  }
}
