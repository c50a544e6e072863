#if arch(x86_64)
  import _Builtin_intrinsics.intel
#endif

/// Moving 16 rows into a strip and back, transposed: position `x` of the strip holds pixel `x`
/// of each row, so a horizontal pass runs with lanes across rows.
///
/// With the SSE2 kernels (``KernelSet/native`` on x86-64), 4 × 4 pixel tiles are transposed in
/// registers (SSE2 unpacks, four 16-byte loads and stores per tile); otherwise, and for the
/// ragged right edge, pixel by pixel.
extension BoxStrip {
  /// Copies `count` rows starting at row `y`, `length` pixels each, transposed into the strip;
  /// `sse2` selects the register transposes.
  func loadRows(from image: UnsafeRawPointer, stride: Int, y: Int, count: Int, length: Int, sse2: Bool) {
    var x = 0
    #if arch(x86_64)
      if sse2 && count == BoxStrip.lanePixels {
        while x + 4 <= length {
          for k in Swift.stride(from: 0, to: count, by: 4) {
            let row = image + ((y + k) * stride + x) * 4
            let rowBytes = stride * 4
            let (t0, t1, t2, t3) = BoxStrip.transpose(
              row.loadUnaligned(as: __m128i.self), (row + rowBytes).loadUnaligned(as: __m128i.self),
              (row + 2 * rowBytes).loadUnaligned(as: __m128i.self), (row + 3 * rowBytes).loadUnaligned(as: __m128i.self)
            )
            let target = strip + (x * BoxStrip.lanePixels + k) * 4
            target.storeBytes(of: t0, as: __m128i.self)
            (target + BoxStrip.positionBytes).storeBytes(of: t1, as: __m128i.self)
            (target + 2 * BoxStrip.positionBytes).storeBytes(of: t2, as: __m128i.self)
            (target + 3 * BoxStrip.positionBytes).storeBytes(of: t3, as: __m128i.self)
          }
          x += 4
        }
      }
    #endif
    let pixels = strip.assumingMemoryBound(to: UInt32.self)
    for k in 0..<count {
      let row = image.advanced(by: (y + k) * stride * 4)
      for column in x..<length {
        pixels[column &* BoxStrip.lanePixels &+ k] = row.loadUnaligned(fromByteOffset: column &* 4, as: UInt32.self)
      }
    }
  }

  /// The inverse of ``loadRows(from:stride:y:count:length:sse2:)``.
  func storeRows(to image: UnsafeMutableRawPointer, stride: Int, y: Int, count: Int, length: Int, sse2: Bool) {
    var x = 0
    #if arch(x86_64)
      if sse2 && count == BoxStrip.lanePixels {
        while x + 4 <= length {
          for k in Swift.stride(from: 0, to: count, by: 4) {
            let source = strip + (x * BoxStrip.lanePixels + k) * 4
            let (t0, t1, t2, t3) = BoxStrip.transpose(
              source.load(as: __m128i.self), (source + BoxStrip.positionBytes).load(as: __m128i.self),
              (source + 2 * BoxStrip.positionBytes).load(as: __m128i.self),
              (source + 3 * BoxStrip.positionBytes).load(as: __m128i.self))
            let row = image + ((y + k) * stride + x) * 4
            let rowBytes = stride * 4
            row.storeBytes(of: t0, as: __m128i.self)
            (row + rowBytes).storeBytes(of: t1, as: __m128i.self)
            (row + 2 * rowBytes).storeBytes(of: t2, as: __m128i.self)
            (row + 3 * rowBytes).storeBytes(of: t3, as: __m128i.self)
          }
          x += 4
        }
      }
    #endif
    let pixels = strip.assumingMemoryBound(to: UInt32.self)
    for k in 0..<count {
      let row = image.advanced(by: (y + k) * stride * 4)
      for column in x..<length {
        row.storeBytes(of: pixels[column &* BoxStrip.lanePixels &+ k], toByteOffset: column &* 4, as: UInt32.self)
      }
    }
  }

  #if arch(x86_64)
    /// Transposes a 4 × 4 tile of 32-bit pixels held as four rows.
    @inline(__always)
    private static func transpose(
      _ a: __m128i, _ b: __m128i, _ c: __m128i, _ d: __m128i
    ) -> (__m128i, __m128i, __m128i, __m128i) {
      let ab0 = _mm_unpacklo_epi32(a, b), ab1 = _mm_unpackhi_epi32(a, b)
      let cd0 = _mm_unpacklo_epi32(c, d), cd1 = _mm_unpackhi_epi32(c, d)
      return (
        _mm_unpacklo_epi64(ab0, cd0), _mm_unpackhi_epi64(ab0, cd0), _mm_unpacklo_epi64(ab1, cd1),
        _mm_unpackhi_epi64(ab1, cd1)
      )
    }
  #endif
}
