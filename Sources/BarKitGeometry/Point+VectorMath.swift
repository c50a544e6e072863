#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Point {
  /// The distance from the origin, treating the point as a vector.
  public var length: Double { hypot(x, y) }

  /// The Euclidean distance to another point.
  public func distance(to other: Point) -> Double { (other - self).length }

  /// The dot product, treating both points as vectors.
  func dot(_ other: Point) -> Double { x * other.x + y * other.y }

  /// The z component of the cross product: positive when `other` lies on the side `self`
  /// turns toward when rotated from +x to +y.
  func cross(_ other: Point) -> Double { x * other.y - y * other.x }

  /// The vector rotated a quarter turn from +x toward +y.
  var perpendicular: Point { Point(x: -y, y: x) }

  /// Whether both coordinates are finite.
  var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point on the unit circle at `angle` radians from +x toward +y.
  static func unit(angle: Double) -> Point { Point(x: cos(angle), y: sin(angle)) }
}
