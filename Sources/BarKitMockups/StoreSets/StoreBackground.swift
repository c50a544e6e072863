import BarKitGeometry
import BarKitRaster
import BarKitScene

/// What a store image is painted with behind the device and caption: one colour, a linear
/// gradient through two or more colours from top to bottom, left to right or corner to corner,
/// or a picture (one per image, or one panorama across the set's screens).
public enum StoreBackground: Sendable {
  case color(RGBA8)
  case gradient([RGBA8], GradientDirection)
  case image(StoreBackgroundImage)

  /// Which way a background gradient runs.
  public enum GradientDirection: String, CaseIterable, Hashable, Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
    /// Top left to bottom right.
    case diagonal
  }

  /// The most colours a background gradient takes: each pixel looks its colour up among them,
  /// so the count bounds the work per pixel (a gradient of 100,000 colours took 25 s per
  /// image); 256 is far beyond what a background shows.
  public static let maximumColorCount = 256

  /// The default colour: a deep blue-grey on which white captions and every finish read.
  static let standardColor = RGBA8(r: 0x1F, g: 0x2A, b: 0x3C)

  /// The default background.
  public static let standard = StoreBackground.color(standardColor)

  /// Paints `rect` (output pixels) of `canvas`, the `index`-th of `count` screens of the set
  /// (a panorama is cut there).
  func paint(_ rect: Rect, index: Int = 0, of count: Int = 1, into canvas: inout Canvas) throws(SceneError) {
    switch self {
    case .color(let color):
      canvas.fill(rect, with: .color(color))
    case .gradient(let colors, let direction):
      let end: Point =
        switch direction {
        case .vertical: Point(x: rect.minX, y: rect.maxY)
        case .horizontal: Point(x: rect.maxX, y: rect.minY)
        case .diagonal: Point(x: rect.maxX, y: rect.maxY)
        }
      guard let gradient = LinearGradient(start: rect.origin, end: end, colors: colors) else { return }
      canvas.fill(rect, with: Paint(shader: .linearGradient(gradient)))
    case .image(let picture):
      try picture.paint(rect, index: index, of: count, into: &canvas)
    }
  }
}
