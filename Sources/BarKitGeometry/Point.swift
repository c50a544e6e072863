/// A location in a two-dimensional coordinate space.
///
/// BarKit's public drawing API measures in **points**, as UIKit does; a ``DisplayScale``
/// converts points to device pixels. Raster code works in device-pixel space and uses the same
/// type, but never mixes the two: conversion happens once, through an ``AffineTransform``.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downward in BarKit's spaces.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }

  /// The componentwise sum.
  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  /// The componentwise difference.
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  /// Both coordinates multiplied by `k`.
  public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }

  /// Linear interpolation: `self` at `t == 0`, `other` at `t == 1`.
  public func interpolated(to other: Point, at t: Double) -> Point {
    Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }
}
