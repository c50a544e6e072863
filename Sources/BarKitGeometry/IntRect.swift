/// An axis-aligned rectangle on the integer device-pixel grid.
///
/// - Invariant: `width` and `height` are positive; use the failable initializer.
public struct IntRect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge, in pixels.
  public let x: Int
  /// The top edge, in pixels.
  public let y: Int
  /// The width in pixels; positive.
  public let width: Int
  /// The height in pixels; positive.
  public let height: Int

  /// Creates a rectangle, or returns `nil` when the size is not positive.
  public init?(x: Int, y: Int, width: Int, height: Int) {
    guard width > 0, height > 0 else { return nil }
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge (exclusive).
  public var maxX: Int { x + width }
  /// The bottom edge (exclusive).
  public var maxY: Int { y + height }

  /// `x,y,width,height`.
  public var description: String { "\(x),\(y),\(width),\(height)" }

  /// Returns the overlap of two rectangles, or `nil` when they do not overlap.
  public func intersection(_ other: IntRect) -> IntRect? {
    let l = max(x, other.x)
    let t = max(y, other.y)
    return IntRect(x: l, y: t, width: min(maxX, other.maxX) - l, height: min(maxY, other.maxY) - t)
  }

  /// Whether the pixel at (`px`, `py`) lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// The same rectangle with `Double` coordinates.
  public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}
