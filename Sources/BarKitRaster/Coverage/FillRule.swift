/// How the winding number of a point decides whether it is inside a filled path
/// (SVG `fill-rule`, Core Graphics' `CGPathFillRule`).
public enum FillRule: String, Sendable, CaseIterable {
  /// Inside where the winding number is not zero (SVG `nonzero`, the default everywhere).
  case nonZero = "nonzero"
  /// Inside where the winding number is odd (SVG `evenodd`).
  case evenOdd = "evenodd"

  /// Returns the coverage, 0...255, of a pixel whose accumulated winding-weighted area is
  /// `accumulated` (the integral of the winding number over the pixel, in pixel areas).
  ///
  /// Non-zero clamps `|a|` to 1; even-odd folds `|a|` into a triangle wave of period 2, so an
  /// area wound twice counts as uncovered. This is the rule FreeType's "gray" rasterizer
  /// applies per cell; it is exact wherever a pixel sees a single winding number and a close
  /// approximation where differently wound regions meet inside one pixel.
  @inlinable @inline(__always)
  public func coverage(accumulated: Float) -> UInt8 {
    var a = abs(accumulated)
    switch self {
    case .nonZero:
      a = min(a, 1)
    case .evenOdd:
      // a ≥ 0, so truncation is floor; beyond 2^24 windings the fraction is lost anyway.
      a = a < 16_777_216 ? a - 2 * Float(Int32(a * 0.5)) : 0
      if a > 1 { a = 2 - a }
    }
    // a is in 0...1 here; +0.5 rounds to nearest.
    return UInt8(truncatingIfNeeded: Int32(a * 255 + 0.5))
  }
}
