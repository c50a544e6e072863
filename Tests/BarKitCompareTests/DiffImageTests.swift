import BarKitGeometry
import BarKitRaster
import Testing

@testable import BarKitCompare

@Suite struct DiffImageTests {
  @Test func diffImageFadesUnchangedAndColorsChanges() throws {
    let expected = TestImages.filled(8, 4, RGBA8(r: 0, g: 0, b: 0).premultiplied)
    var actual = expected
    actual[2, 1] = TestImages.white
    var darker = TestImages.filled(8, 4)
    darker[5, 2] = TestImages.black
    let result = ImageComparison.compare(expected: expected, actual: actual)
    let diff = try #require(result.diffImage(expected: expected))
    #expect(diff[2, 1] == RGBA8(r: 255, g: 0, b: 0).premultiplied)
    // Black faded to 10 %: 255 − 255 · 26/255 = 229.
    #expect(diff[0, 0] == RGBA8(r: 229, g: 229, b: 229).premultiplied)
    let darkResult = ImageComparison.compare(expected: TestImages.filled(8, 4), actual: darker)
    let darkDiff = try #require(darkResult.diffImage(expected: TestImages.filled(8, 4)))
    #expect(darkDiff[5, 2] == RGBA8(r: 0, g: 96, b: 255).premultiplied)
    #expect(darkDiff[0, 0] == TestImages.white)
  }

  @Test func maskOnlyDrawsOnlyDifferences() throws {
    let expected = TestImages.slantedEdge(40, 24, offset: 12)
    var actual = TestImages.slantedEdge(40, 24, offset: 12.3)
    actual[35, 3] = TestImages.black
    let result = ImageComparison.compare(expected: expected, actual: actual)
    let full = try #require(result.diffImage(expected: expected))
    let mask = try #require(result.diffImage(expected: expected, style: .mask))
    #expect(full.pixels.contains(RGBA8(r: 255, g: 255, b: 0).premultiplied))
    #expect(mask.pixels.filter { $0 != .transparent }.count == 1)
    #expect(mask[35, 3] == RGBA8(r: 0, g: 96, b: 255).premultiplied)
  }

  @Test func ignoredRegionsAreTinted() throws {
    let image = TestImages.filled(10, 10)
    var actual = image
    actual[1, 1] = TestImages.black
    let options = ComparisonOptions(ignoredRegions: [IntRect(x: 0, y: 0, width: 3, height: 3)!])
    let result = ImageComparison.compare(expected: image, actual: actual, options: options)
    let diff = try #require(result.diffImage(expected: image))
    #expect(diff[1, 1] == PremultipliedRGBA8(uncheckedR: 255, g: 191, b: 255, a: 255))
    #expect(diff[5, 5] == TestImages.white)
  }

  /// Different sizes: the union canvas, the shared area diffed, magenta where only one image
  /// reaches, transparent where neither does.
  @Test func resizedImagesAreDiffedOnTheUnionCanvas() throws {
    let white = RGBA8.white.premultiplied
    let expected = Pixmap(width: 6, height: 4, filledWith: white)!
    var actual = Pixmap(width: 4, height: 7, filledWith: white)!
    actual[1, 1] = RGBA8.black.premultiplied
    let diff = try #require(ImageComparisonResult.resizedDiffImage(expected: expected, actual: actual))
    let magenta = RGBA8(r: 255, g: 0, b: 255).premultiplied
    #expect(diff.width == 6 && diff.height == 7)
    #expect(diff[1, 1] == DiffImageStyle().darkerColor.premultiplied, "the shared area is compared")
    #expect(diff[5, 1] == magenta, "only in the expected image")
    #expect(diff[1, 6] == magenta, "only in the actual image")
    #expect(diff[5, 6] == .transparent, "in neither")
    #expect(ImageComparisonResult.resizedDiffImage(expected: expected, actual: expected) == nil)
  }
}
