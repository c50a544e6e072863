/// The number of device pixels per point: 1 (non-Retina), 2 (Retina) or 3 (Retina HD).
///
/// - Invariant: the factor is 1, 2 or 3, the scales iOS devices have shipped with.
public struct DisplayScale: Hashable, Sendable, CustomStringConvertible {
  /// Device pixels per point: 1, 2 or 3.
  public let factor: Int

  /// Creates a scale, or returns `nil` unless `factor` is 1, 2 or 3.
  public init?(_ factor: Int) {
    guard (1...3).contains(factor) else { return nil }
    self.factor = factor
  }

  /// Non-Retina: one pixel per point.
  public static let x1 = DisplayScale(1)!
  /// Retina: two pixels per point (iPhone 4 through 6).
  public static let x2 = DisplayScale(2)!
  /// Retina HD: three pixels per point (iPhone 6 Plus).
  public static let x3 = DisplayScale(3)!

  /// `@1x`, `@2x` or `@3x`, as in image file names.
  public var description: String { "@\(factor)x" }

  /// The size of one device pixel in points (a hairline's thickness).
  public var pixelInPoints: Double { 1 / Double(factor) }

  /// Converts a length in points to device pixels.
  public func pixels(_ points: Double) -> Double { points * Double(factor) }

  /// Converts a rectangle in points to device pixels.
  public func pixels(_ rect: Rect) -> Rect {
    let k = Double(factor)
    return Rect(x: rect.minX * k, y: rect.minY * k, width: rect.width * k, height: rect.height * k)
  }

  /// The transform that maps points to device pixels.
  public var transform: AffineTransform { AffineTransform(scaleX: Double(factor), y: Double(factor)) }
}
