/// Exact 8-bit fixed-point helpers shared by every kernel.
///
/// Each is exhaustively tested against a `Double` reference in `Tests/BarKitRasterTests`.
public enum Arithmetic8 {
  /// Returns `x / 255` rounded to nearest (ties cannot occur: 255 is odd), for `x` in 0...65_025.
  ///
  /// The classic identity `(t + (t >> 8)) >> 8` with `t = x + 128` is exact over that range
  /// (Jim Blinn, "Three Wrongs Make a Right", IEEE CG&A 1995), and needs no division.
  @inlinable @inline(__always)
  public static func divide255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
  }

  /// Returns `a · b / 255` rounded to nearest, for 8-bit `a` and `b`.
  @inlinable @inline(__always)
  public static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(truncatingIfNeeded: divide255(UInt32(a) &* UInt32(b)))
  }
}
