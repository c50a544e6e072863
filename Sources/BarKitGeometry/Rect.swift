/// An axis-aligned rectangle with `Double` coordinates (points, or device pixels in raster code).
///
/// - Invariant: `size.width` and `size.height` are never negative; the initializers standardize.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height; never negative.
  public var size: Size

  /// Creates a rectangle from its left, top, width and height. A negative size is flipped.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: min(x, x + width), y: min(y, y + height))
    size = Size(width: abs(width), height: abs(height))
  }

  /// Creates a rectangle from its left, top, right and bottom edges.
  public init(left: Double, top: Double, right: Double, bottom: Double) {
    self.init(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal center.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical center.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// Whether the rectangle has no area.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// `(x, y, width, height)`.
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }

  /// Returns the rectangle with each edge moved inward by the insets (outward if negative).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// Returns the rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// Returns the overlap of two rectangles, or `nil` when they do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let l = max(minX, other.minX)
    let t = max(minY, other.minY)
    let r = min(maxX, other.maxX)
    let b = min(maxY, other.maxY)
    return r > l && b > t ? Rect(left: l, top: t, right: r, bottom: b) : nil
  }

  /// Whether the point lies inside (left and top edges inclusive, right and bottom exclusive).
  public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }
}

/// Distances by which the edges of a rectangle move inward (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  /// How far the top edge moves down.
  public var top: Double
  /// How far the left edge moves right.
  public var left: Double
  /// How far the bottom edge moves up.
  public var bottom: Double
  /// How far the right edge moves left.
  public var right: Double

  /// Creates insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()
}
