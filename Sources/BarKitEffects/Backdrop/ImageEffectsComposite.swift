import BarKitRaster

/// The color math of UIImage+ImageEffects v1.0 (research/blur.md §1), in its own 8-bit terms.
///
/// Saturation is the sample's integer matrix: Apple rounds each float coefficient times 256
/// (s = 1.8 gives the rows below, including the 0.7873 typo that makes white map to G = 254 + 1
/// rounding) and `vImageMatrixMultiply_ARGB8888` divides by 256 and clamps to 0...255. The
/// division's rounding is not documented; this rounds half up. The result is then clamped to
/// alpha (the sample works on premultiplied data) and the tint is filled source-over.
struct ImageEffectsComposite: Sendable {
  /// Output channel = (Σ input channel · coefficient) / 256: rows are outputs (R, G, B), columns
  /// inputs (R, G, B). The sample's matrix for `saturationDeltaFactor` 1.8, transposed from its
  /// BGRA memory order.
  static let saturationMatrix: [(Int32, Int32, Int32)] = [
    (417, -146, -15),
    (-44, 314, -15),
    (-44, -146, 446),
  ]

  /// The tint, premultiplied, as the sample's `CGContextFillRect` draws it.
  let tint: PremultipliedRGBA8

  init(tint: RGBA8) { self.tint = tint.premultiplied }

  /// The tinted, saturated pixel over blurred `b`.
  func pixel(blurred b: PremultipliedRGBA8) -> PremultipliedRGBA8 {
    let input = (Int32(b.r), Int32(b.g), Int32(b.b))
    func saturated(_ row: (Int32, Int32, Int32)) -> UInt32 {
      let sum = row.0 * input.0 + row.1 * input.1 + row.2 * input.2
      return UInt32(min(Int32(b.a), max(0, (sum + 128) >> 8)))
    }
    let m = ImageEffectsComposite.saturationMatrix
    let keep = UInt32(255 - tint.a)
    func over(_ top: UInt8, _ bottom: UInt32) -> UInt8 {
      UInt8(UInt32(top) + Arithmetic8.divide255(bottom * keep))
    }
    return PremultipliedRGBA8(
      uncheckedR: over(tint.r, saturated(m[0])), g: over(tint.g, saturated(m[1])), b: over(tint.b, saturated(m[2])),
      a: over(tint.a, UInt32(b.a)))
  }
}
