/// The width and height of an image, in pixels.
public struct ImageDimensions: Hashable, Sendable, CustomStringConvertible {
  public let width: Int
  public let height: Int

  /// Creates dimensions from a width and a height.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `WIDTHxHEIGHT`, e.g. `1170x2532`.
  public var description: String { "\(width)x\(height)" }
}
