/// The class of one compared pixel, as the diff image draws it.
public enum PixelClass: UInt8, Sendable {
  /// Equal, or within the color tolerance.
  case unchanged = 0
  /// Over the tolerance; the actual pixel is as light as the expected one or lighter.
  case differentLighter = 1
  /// Over the tolerance; the actual pixel is darker (pixelmatch's `diffColorAlt` case).
  case differentDarker = 2
  /// Over the tolerance but excused by the anti-aliasing heuristic.
  case antiAliased = 3
  /// Inside an ignored region (whether or not it differs).
  case ignored = 4

  /// Whether the pixel counts as differing.
  @inlinable public var isDifferent: Bool { self == .differentLighter || self == .differentDarker }
}

/// One ``PixelClass`` per pixel of a compared pair, row-major.
///
/// - Invariant: `classes.count == width · height`, every byte a ``PixelClass`` raw value.
public struct PixelClassification: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// Raw ``PixelClass`` values, `width` per row.
  public let classes: [UInt8]

  init(width: Int, height: Int, classes: [UInt8]) {
    precondition(classes.count == width * height, "classification size")
    self.width = width
    self.height = height
    self.classes = classes
  }

  /// The class of the pixel at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> PixelClass {
    PixelClass(rawValue: classes[y * width + x]) ?? .unchanged
  }
}
