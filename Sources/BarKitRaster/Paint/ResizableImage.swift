import BarKitGeometry

/// An image with fixed caps and a resizable middle, drawn as nine slices (UIKit's
/// `-[UIImage resizableImageWithCapInsets:resizingMode:]`).
///
/// The four corners keep their size; the top and bottom edges resize horizontally, the left and
/// right edges vertically, and the center both ways, by stretching or tiling.
public struct ResizableImage: Sendable {
  /// How the edges and center fill the space between the caps.
  public enum ResizingMode: String, Sendable, CaseIterable {
    /// Repeated at natural size (`UIImageResizingModeTile`, UIKit's default).
    case tile
    /// Scaled to fit (`UIImageResizingModeStretch`).
    case stretch
  }

  /// The image, in pixels.
  public var image: Pixmap
  /// Image pixels per point (a `@2x` image has scale 2).
  public var scale: DisplayScale
  /// The fixed caps, in points.
  public var capInsets: EdgeInsets
  /// How the middle parts resize.
  public var resizingMode: ResizingMode

  /// Creates a resizable image.
  public init(image: Pixmap, scale: DisplayScale = .x1, capInsets: EdgeInsets, resizingMode: ResizingMode = .tile) {
    self.image = image
    self.scale = scale
    self.capInsets = capInsets
    self.resizingMode = resizingMode
  }

  /// The image's size in points.
  public var size: Size {
    Size(width: Double(image.width) / Double(scale.factor), height: Double(image.height) / Double(scale.factor))
  }

  /// One slice of the nine: where it comes from (image pixels) and where it goes (points).
  struct Slice {
    let source: IntRect
    let destination: Rect
    /// Whether the slice is an edge or the center (resized by the mode), not a corner.
    let isResized: Bool
  }

  /// The non-empty slices for drawing into `rect` (points).
  func slices(in rect: Rect) -> [Slice] {
    let columns = Self.bands(
      pixels: image.width, capStart: capInsets.left, capEnd: capInsets.right, scale: scale,
      origin: rect.minX, length: rect.width)
    let rows = Self.bands(
      pixels: image.height, capStart: capInsets.top, capEnd: capInsets.bottom, scale: scale,
      origin: rect.minY, length: rect.height)
    var result: [Slice] = []
    for (j, row) in rows.enumerated() {
      for (i, column) in columns.enumerated() {
        guard
          let source = IntRect(
            x: column.source.lowerBound, y: row.source.lowerBound, width: column.source.count,
            height: row.source.count),
          column.length > 0, row.length > 0
        else { continue }
        result.append(
          Slice(
            source: source,
            destination: Rect(x: column.start, y: row.start, width: column.length, height: row.length),
            isResized: i == 1 || j == 1))
      }
    }
    return result
  }

  /// The three bands (start cap, middle, end cap) along one axis: their source pixel ranges and
  /// destination start and length in points. Caps that do not fit shrink in proportion.
  private static func bands(
    pixels: Int, capStart: Double, capEnd: Double, scale: DisplayScale, origin: Double, length: Double
  ) -> [(source: Range<Int>, start: Double, length: Double)] {
    let k = Double(scale.factor)
    let startPixels = min(pixels, max(0, Int((capStart * k).rounded())))
    let endPixels = min(pixels - startPixels, max(0, Int((capEnd * k).rounded())))
    var startLength = Double(startPixels) / k, endLength = Double(endPixels) / k
    if startLength + endLength > length {
      let shrink = startLength + endLength > 0 ? length / (startLength + endLength) : 0
      startLength *= shrink
      endLength *= shrink
    }
    let middleLength = length - startLength - endLength
    return [
      (0..<startPixels, origin, startLength),
      (startPixels..<(pixels - endPixels), origin + startLength, middleLength),
      ((pixels - endPixels)..<pixels, origin + length - endLength, endLength),
    ]
  }
}
