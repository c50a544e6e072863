import Testing

@testable import BarKitRaster

/// `Pixmap.isOpaque()` scans two pixels per word in blocks: every position of a translucent
/// pixel (first, inside a block, across a block edge, the odd last one) must be seen.
@Suite struct PixmapOpacityTests {
  @Test(arguments: [(1, 1), (3, 1), (4099, 1), (5, 1639)])
  func everyTranslucentPixelIsSeen(width: Int, height: Int) {
    let opaque = Pixmap(width: width, height: height, filledWith: RGBA8(r: 9, g: 8, b: 7).premultiplied)!
    #expect(opaque.isOpaque())
    let count = width * height
    for index in Set([0, count / 2, min(4095, count - 1), min(4096, count - 1), count - 2, count - 1]) where index >= 0
    {
      var p = opaque
      p.pixels[index] = PremultipliedRGBA8(r: 9, g: 8, b: 7, a: 254)!
      #expect(!p.isOpaque(), "\(width) × \(height), pixel \(index)")
    }
  }
}
