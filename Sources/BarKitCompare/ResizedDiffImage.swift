import BarKitGeometry
import BarKitRaster

extension ImageComparisonResult {
  /// Whether the two images have different sizes (the comparison then stopped there).
  public var isResized: Bool { expectedSize != actualSize }

  /// The diff image of two images of different sizes, on their union canvas: the larger width
  /// by the larger height, both images placed at the top-left corner (Docs/Testing.md, "Size
  /// changes"). The area both cover is compared under `options` and drawn as
  /// ``diffImage(expected:style:)`` draws it; the pixels only one image covers are
  /// `style.sizeChangeColor`; the pixels neither covers (the far corner when one image is
  /// wider and the other taller) are transparent. `nil` when the sizes are equal or the
  /// options are unusable.
  public static func resizedDiffImage(
    expected: Pixmap, actual: Pixmap, options: ComparisonOptions = ComparisonOptions(),
    style: DiffImageStyle = DiffImageStyle()
  ) -> Pixmap? {
    guard expected.width != actual.width || expected.height != actual.height,
      let common = IntRect(
        x: 0, y: 0, width: min(expected.width, actual.width), height: min(expected.height, actual.height)),
      let e = expected.cropped(to: common), let a = actual.cropped(to: common),
      let overlap = ImageComparison.compare(expected: e, actual: a, options: options).diffImage(
        expected: e, style: style),
      var canvas = Pixmap(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
    else { return nil }
    let only = style.sizeChangeColor.premultiplied
    for y in 0..<canvas.height {
      // Columns either image covers on this row; the overlap's own columns come first.
      let covered = max(y < expected.height ? expected.width : 0, y < actual.height ? actual.width : 0)
      let shared = y < common.height ? common.width : 0
      for x in 0..<shared { canvas[x, y] = overlap[x, y] }
      for x in shared..<covered { canvas[x, y] = only }
    }
    return canvas
  }
}
