/// The radius of each corner of a rounded rectangle (CSS `border-radius` with circular corners).
///
/// - Invariant: no radius is negative; the initializers clamp to zero.
public struct CornerRadii: Hashable, Sendable {
  /// The radius of the top-left corner; never negative.
  public let topLeft: Double
  /// The radius of the top-right corner; never negative.
  public let topRight: Double
  /// The radius of the bottom-right corner; never negative.
  public let bottomRight: Double
  /// The radius of the bottom-left corner; never negative.
  public let bottomLeft: Double

  /// Creates radii for each corner; negative values count as zero.
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = max(0, topLeft)
    self.topRight = max(0, topRight)
    self.bottomRight = max(0, bottomRight)
    self.bottomLeft = max(0, bottomLeft)
  }

  /// The same radius at every corner.
  public init(all radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// The radii scaled down, all by one factor, until adjacent corners fit along each side of a
  /// `size`-sized rectangle: the rule of CSS Backgrounds and Borders 3, §5.5 "Overlapping Curves".
  /// A uniform radius thus becomes at most half the shorter side (a capsule, as UIKit draws).
  public func fitted(to size: Size) -> CornerRadii {
    var factor = 1.0
    for (side, sum) in [
      (size.width, topLeft + topRight), (size.width, bottomLeft + bottomRight),
      (size.height, topLeft + bottomLeft), (size.height, topRight + bottomRight),
    ] where sum > side {
      factor = min(factor, side / sum)
    }
    guard factor < 1 else { return self }
    return CornerRadii(
      topLeft: topLeft * factor, topRight: topRight * factor,
      bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
  }
}
