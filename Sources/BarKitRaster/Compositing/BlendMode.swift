/// How a source color combines with the destination pixel: the Porter-Duff operators BarKit
/// needs, in premultiplied 8-bit arithmetic.
///
/// Each operator is one line of ``factors(sourceAlpha:)``: the result is
/// `source · Fa + destination · Fb` (Porter & Duff, "Compositing Digital Images", 1984; the
/// same table is W3C Compositing and Blending Level 1, §9.1 "Porter Duff compositing
/// operators"). To add a mode, add a case and its line.
public enum BlendMode: String, Sendable, CaseIterable {
  /// The source over the destination (the default: W3C `source-over`).
  case sourceOver
  /// Keeps the destination where the source is opaque (W3C `destination-in`): masking.
  case destinationIn
  /// Keeps the destination where the source is transparent (W3C `destination-out`): erasing.
  case destinationOut
  /// Replaces the destination with the source (W3C `copy`).
  case copy
  /// Clears the destination (W3C `clear`).
  case clear

  /// The Porter-Duff factors `(Fa, Fb)` scaled to 0...255, for a source of alpha `sa`.
  // swift-format-ignore
  @inlinable @inline(__always)
  public func factors(sourceAlpha sa: UInt8) -> (source: UInt8, destination: UInt8) {
    switch self {
    case .sourceOver:     return (255, 255 - sa)
    case .destinationIn:  return (0,   sa)
    case .destinationOut: return (0,   255 - sa)
    case .copy:           return (255, 0)
    case .clear:          return (0,   0)
    }
  }

  /// Returns `source` composited onto `destination` with coverage `c`.
  ///
  /// Coverage interpolates between the untouched destination and the full result:
  /// `out = c · (s·Fa + d·Fb) + (1 − c) · d`, so the factors become `c·Fa` and `c·Fb + (1 − c)`,
  /// each rounded to nearest in 8 bits, and each channel is rounded once more at the end.
  /// Source-over uses ``SourceOver/blend(_:coverage:over:)``, the same operator written with
  /// the source pre-scaled by coverage (algebraically equal), so every source-over path in
  /// BarKit produces identical bytes.
  @inlinable @inline(__always)
  public func blend(
    _ source: PremultipliedRGBA8, onto destination: PremultipliedRGBA8, coverage c: UInt8
  ) -> PremultipliedRGBA8 {
    if self == .sourceOver { return SourceOver.blend(source, coverage: c, over: destination) }
    let (fa, fb) = factors(sourceAlpha: source.a)
    // For these modes Fa + Fb ≤ 255, so every sum below stays within divide255's exact range.
    let sf = UInt32(Arithmetic8.multiply(fa, c))
    let df = UInt32(Arithmetic8.multiply(fb, c)) + UInt32(255 - c)
    @inline(__always) func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
      UInt8(truncatingIfNeeded: Arithmetic8.divide255(UInt32(s) &* sf &+ UInt32(d) &* df))
    }
    // The same factors scale every channel, so color ≤ alpha still holds.
    return PremultipliedRGBA8(
      uncheckedR: mix(source.r, destination.r), g: mix(source.g, destination.g),
      b: mix(source.b, destination.b), a: mix(source.a, destination.a))
  }
}
