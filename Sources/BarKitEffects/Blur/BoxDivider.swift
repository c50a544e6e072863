/// Division by a box diameter as a multiply and a shift, proven exact for every sum a box pass
/// can produce.
///
/// A pass outputs `(sum + d/2) / d` (round half up). With `x = sum + d/2`, `m = ceil(2^s / d)`
/// and the excess `e = m·d − 2^s` (0 ≤ e < d), `x·m / 2^s = x/d + x·e / (d·2^s)`. Writing
/// `x = q·d + r` with `r ≤ d − 1`, the floor stays `q` whenever `x·e < 2^s`, because then the
/// extra term adds less than `(d − r)/d`. The initializer picks the largest shift for which both
/// `xMax·e < 2^s` (exactness) and `xMax·m < 2^bits` (no overflow in the product) hold, where
/// `xMax = 255·d + d/2` is the largest reachable `x`. OpenCV's box filter uses the same idea
/// with a fixed shift of 23 (research/blur.md §4); here the shift is chosen and checked per `d`.
struct BoxDivider: Sendable {
  /// The diameter divided by.
  let diameter: Int
  /// `d / 2`, added before the multiply so the quotient rounds half up.
  let half: UInt32
  let multiplier: UInt64
  let shift: UInt64

  /// Returns `nil` when no shift in `shifts` makes the product exact within `productBits`
  /// (32 or 64) with a multiplier below `multiplierLimit`.
  init?(diameter d: Int, productBits: Int, shifts: ClosedRange<Int>? = nil, multiplierLimit: UInt64 = .max) {
    guard d >= 1, d <= Int(UInt32.max / 256), productBits == 32 || productBits == 64 else { return nil }
    let xMax = UInt64(255 * d + d / 2)
    let shifts = shifts ?? 0...(productBits - 1)
    for s in shifts.reversed() {
      let power = UInt64(1) << UInt64(s)
      let m = (power + UInt64(d) - 1) / UInt64(d)
      let excess = m * UInt64(d) - power
      let product = xMax.multipliedFullWidth(by: m)
      let fits = product.high == 0 && (productBits == 64 || product.low < (UInt64(1) << 32))
      let exact = xMax.multipliedFullWidth(by: excess).high == 0 && xMax * excess < power
      if fits && exact && m < multiplierLimit {
        diameter = d
        half = UInt32(d / 2)
        multiplier = m
        shift = UInt64(s)
        return
      }
    }
    return nil
  }

  /// `(sum + d/2) / d` for one sum, in 64-bit arithmetic.
  @inline(__always)
  func quotient(_ sum: UInt32) -> UInt32 {
    UInt32(truncatingIfNeeded: ((UInt64(sum) &+ UInt64(half)) &* multiplier) &>> shift)
  }
}

/// One box pass over a strip, for one diameter: the portable pass with its division
/// (``NarrowBoxMean``, ``WideBoxMean``) or the SSE2 pass.
protocol BoxPassKernel: Sendable {
  /// Averages `length` positions of `source` into `destination` (see ``BoxStripPass``).
  func pass(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, length: Int)
}

/// The per-position division of the portable box pass: 16 sums in, 16 rounded means out.
protocol BoxMean: BoxPassKernel {
  var divider: BoxDivider { get }
  func callAsFunction(_ sums: SIMD16<UInt32>) -> SIMD16<UInt32>
}

extension BoxMean {
  @inline(__always)
  func pass(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, length: Int) {
    BoxStripPass.run(from: source, to: destination, length: length, mean: self)
  }
}

/// The fast division: the whole product fits 32-bit lanes (every diameter up to about 250).
struct NarrowBoxMean: BoxMean {
  let divider: BoxDivider
  let half: SIMD16<UInt32>
  let multiplier: SIMD16<UInt32>
  let shift: SIMD16<UInt32>

  init?(diameter: Int) {
    guard let divider = BoxDivider(diameter: diameter, productBits: 32) else { return nil }
    self.divider = divider
    half = SIMD16(repeating: divider.half)
    multiplier = SIMD16(repeating: UInt32(divider.multiplier))
    shift = SIMD16(repeating: UInt32(divider.shift))
  }

  @inline(__always)
  func callAsFunction(_ sums: SIMD16<UInt32>) -> SIMD16<UInt32> { ((sums &+ half) &* multiplier) &>> shift }
}

/// The fallback for huge diameters: a 64-bit product per lane, slower but still exact.
struct WideBoxMean: BoxMean {
  let divider: BoxDivider

  init?(diameter: Int) {
    guard let divider = BoxDivider(diameter: diameter, productBits: 64) else { return nil }
    self.divider = divider
  }

  @inline(__always)
  func callAsFunction(_ sums: SIMD16<UInt32>) -> SIMD16<UInt32> {
    var out = SIMD16<UInt32>()
    for lane in 0..<16 { out[lane] = divider.quotient(sums[lane]) }
    return out
  }
}
