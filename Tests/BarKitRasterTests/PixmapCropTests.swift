import BarKitGeometry
import Testing

@testable import BarKitRaster

@Suite struct PixmapCropTests {
  /// Every pixel different: (x, y, x ^ y, 255).
  static let numbered: Pixmap = {
    var p = Pixmap(width: 7, height: 5)!
    for y in 0..<5 {
      for x in 0..<7 { p[x, y] = RGBA8(r: UInt8(x), g: UInt8(y), b: UInt8(x ^ y)).premultiplied }
    }
    return p
  }()

  @Test func aCropHoldsThePixelsOfItsRect() throws {
    let crop = try #require(Self.numbered.cropped(to: IntRect(x: 2, y: 1, width: 4, height: 3)!))
    #expect((crop.width, crop.height, crop.stride) == (4, 3, 4))
    for y in 0..<3 {
      for x in 0..<4 { #expect(crop[x, y] == Self.numbered[x + 2, y + 1]) }
    }
  }

  @Test func aCropIsClippedToTheBoundsAndNilOutside() throws {
    let crop = try #require(Self.numbered.cropped(to: IntRect(x: 5, y: -2, width: 10, height: 4)!))
    #expect((crop.width, crop.height) == (2, 2))
    #expect(crop[0, 0] == Self.numbered[5, 0] && crop[1, 1] == Self.numbered[6, 1])
    #expect(Self.numbered.cropped(to: IntRect(x: 7, y: 0, width: 3, height: 3)!) == nil)
  }

  @Test func aCropOfTheWholePixmapSharesItsStorage() throws {
    let whole = try #require(Self.numbered.cropped(to: IntRect(x: -1, y: -1, width: 20, height: 20)!))
    #expect(whole == Self.numbered)
    Self.numbered.pixels.withUnsafeBufferPointer { original in
      whole.pixels.withUnsafeBufferPointer { #expect($0.baseAddress == original.baseAddress) }
    }
  }
}
