import BarKitGeometry
import BarKitRaster

/// What a store image is painted with behind the device and caption: one colour, or a linear
/// gradient through two or more colours from top to bottom, left to right or corner to corner.
public enum StoreBackground: Hashable, Sendable {
  case color(RGBA8)
  case gradient([RGBA8], GradientDirection)

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

  /// The default: a deep blue-grey on which white captions and every finish read.
  public static let standard = StoreBackground.color(RGBA8(r: 0x1F, g: 0x2A, b: 0x3C))

  /// Paints `rect` (output pixels) of `canvas`.
  func paint(_ rect: Rect, into canvas: inout Canvas) {
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
    }
  }

  /// The colour at the top of the image, which captions are measured against.
  var topColor: RGBA8 {
    switch self {
    case .color(let c): c
    case .gradient(let colors, _): colors[0]
    }
  }
}
