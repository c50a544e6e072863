#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 2-D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`
/// (the layout of Core Graphics' `CGAffineTransform` and SVG's `matrix(a b c d e f)`).
public struct AffineTransform: Hashable, Sendable {
  /// The linear part `[a c; b d]` and the translation `(tx, ty)`.
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  /// Creates a transform from its six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that leaves every point where it is.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

  /// A scale about the origin.
  public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

  /// A rotation about the origin by `angle` radians (positive turns x toward y).
  public init(rotation angle: Double) {
    let (s, k) = (sin(angle), cos(angle))
    self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
  }

  /// Returns the transform that applies `self` first, then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// Returns `self` followed by a translation.
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    concatenating(AffineTransform(translationX: x, y: y))
  }

  /// Returns `self` followed by a scale.
  public func scaledBy(x: Double, y: Double) -> AffineTransform {
    concatenating(AffineTransform(scaleX: x, y: y))
  }

  /// Applies the transform to a point.
  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The inverse transform, or `nil` when the transform is singular.
  public var inverted: AffineTransform? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
    return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// The factor by which the transform scales lengths at most (for flattening tolerances and
  /// stroke widths): the larger singular value of the linear part.
  public var maximumScale: Double {
    let p = a * a + b * b + c * c + d * d
    let q = a * d - b * c
    return ((p + (p * p - 4 * q * q).squareRoot()) / 2).squareRoot()
  }
}
