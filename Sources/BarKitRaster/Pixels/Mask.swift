import BarKitGeometry

/// An 8-bit coverage (alpha-only, "A8") raster: 0 is uncovered, 255 fully covered.
///
/// Glyphs, template icons and rasterized paths become masks; a mask is painted through
/// a color or an image with the canvas.
///
/// - Invariant: `width` and `height` are positive and `values.count == width · height`.
public struct Mask: Hashable, Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// Coverage values, row-major, `width` per row.
  public var values: [UInt8]

  /// Creates an empty (all zero) mask, or returns `nil` when a dimension is not positive.
  public init?(width: Int, height: Int) {
    guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false else { return nil }
    self.width = width
    self.height = height
    self.values = Array(repeating: 0, count: width * height)
  }

  /// Creates a mask over existing values, or returns `nil` when the count does not match.
  public init?(width: Int, height: Int, values: [UInt8]) {
    guard width > 0, height > 0, values.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.values = values
  }

  /// The coverage at column `x`, row `y`.
  @inlinable
  public subscript(x: Int, y: Int) -> UInt8 {
    get { values[y * width + x] }
    set { values[y * width + x] = newValue }
  }

  /// The whole mask as an integer rectangle.
  public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height)! }
}
