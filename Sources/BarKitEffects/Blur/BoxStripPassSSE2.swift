#if arch(x86_64)
  import _Builtin_intrinsics.intel

  /// The x86-64 box pass: 16-bit running sums and a 16-bit multiply-high, in SSE2 (part of the
  /// x86-64 baseline, so no build flag is needed).
  ///
  /// The portable pass (``BoxStripPass``) keeps 32-bit sums and needs a 32-bit lane multiply,
  /// which SSE2 lacks (LLVM emulates it with shuffles, and 16 sums spill registers). Here a sum of
  /// at most 255 pixels fits 16 bits, so 8 pixels' channels share one register and the division
  /// is `pmulhuw` plus a shift: about a third of the instructions. It applies when
  /// ``SSE2BoxMean`` finds a proven multiplier (every odd diameter 3...255) and computes the
  /// same bytes as the portable pass.
  enum BoxStripPassSSE2 {
    /// Averages `mean.diameter` positions around each position of `source` into `destination`
    /// with edge extension; the contract of ``BoxStripPass/run(from:to:length:mean:)``.
    @inline(__always)
    static func run(
      from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, length: Int, mean: SSE2BoxMean
    ) {
      // A 64-byte position is two independent halves of 8 pixels; each half's four running sums
      // (two registers of 8 × 16 bits per 16 bytes) stay in registers.
      for half in 0..<2 {
        runHalf(from: source + half * 32, to: destination + half * 32, length: length, mean: mean)
      }
    }

    @inline(__always)
    private static func runHalf(
      from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, length: Int, mean: SSE2BoxMean
    ) {
      let radius = mean.diameter / 2
      let last = length - 1
      let bytes = BoxStrip.positionBytes
      let zero = _mm_setzero_si128()

      @inline(__always) func load(_ position: Int, _ part: Int) -> __m128i {
        source.loadUnaligned(fromByteOffset: position &* bytes &+ part &* 16, as: __m128i.self)
      }

      // Widened channels of pixels 0-1 (lo) and 2-3 (hi) of the first and second 16 bytes. The
      // sums start at d/2, so they always hold `sum + d/2` (at most 65,535 by SSE2BoxMean's
      // guard) and the rounding costs nothing per position.
      let half = _mm_set1_epi16(Int16(bitPattern: mean.half))
      let edgeCount = _mm_set1_epi16(Int16(radius + 1))
      let first0 = load(0, 0), first1 = load(0, 1)
      var sum0 = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(first0, zero), edgeCount), half)
      var sum1 = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(first0, zero), edgeCount), half)
      var sum2 = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(first1, zero), edgeCount), half)
      var sum3 = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(first1, zero), edgeCount), half)
      if radius > 0 {
        for j in 1...radius {
          let p = min(j, last)
          let a = load(p, 0), b = load(p, 1)
          sum0 = _mm_add_epi16(sum0, _mm_unpacklo_epi8(a, zero))
          sum1 = _mm_add_epi16(sum1, _mm_unpackhi_epi8(a, zero))
          sum2 = _mm_add_epi16(sum2, _mm_unpacklo_epi8(b, zero))
          sum3 = _mm_add_epi16(sum3, _mm_unpackhi_epi8(b, zero))
        }
      }

      let multiplier = _mm_set1_epi16(Int16(bitPattern: mean.multiplier))
      let shift = _mm_cvtsi32_si128(Int32(mean.extraShift))
      @inline(__always) func quotient(_ sum: __m128i) -> __m128i {
        _mm_srl_epi16(_mm_mulhi_epu16(sum, multiplier), shift)
      }

      for i in 0..<length {
        let out0 = _mm_packus_epi16(quotient(sum0), quotient(sum1))
        let out1 = _mm_packus_epi16(quotient(sum2), quotient(sum3))
        destination.storeBytes(of: out0, toByteOffset: i &* bytes, as: __m128i.self)
        destination.storeBytes(of: out1, toByteOffset: i &* bytes &+ 16, as: __m128i.self)
        let incoming = min(i &+ radius &+ 1, last)
        let outgoing = max(i &- radius, 0)
        let in0 = load(incoming, 0), in1 = load(incoming, 1)
        let out0Old = load(outgoing, 0), out1Old = load(outgoing, 1)
        sum0 = _mm_sub_epi16(_mm_add_epi16(sum0, _mm_unpacklo_epi8(in0, zero)), _mm_unpacklo_epi8(out0Old, zero))
        sum1 = _mm_sub_epi16(_mm_add_epi16(sum1, _mm_unpackhi_epi8(in0, zero)), _mm_unpackhi_epi8(out0Old, zero))
        sum2 = _mm_sub_epi16(_mm_add_epi16(sum2, _mm_unpacklo_epi8(in1, zero)), _mm_unpacklo_epi8(out1Old, zero))
        sum3 = _mm_sub_epi16(_mm_add_epi16(sum3, _mm_unpackhi_epi8(in1, zero)), _mm_unpackhi_epi8(out1Old, zero))
      }
    }
  }

  /// The 16-bit division of ``BoxStripPassSSE2``: `((sum + d/2) · m) >> 16 >> extraShift`.
  struct SSE2BoxMean: BoxPassKernel {
    let diameter: Int
    let half: UInt16
    let multiplier: UInt16
    /// The shift beyond the 16 that `pmulhuw` applies.
    let extraShift: Int

    /// Returns `nil` unless every reachable `sum + d/2` fits 16 bits and a 16-bit multiplier
    /// with a shift of 16...31 is proven exact (``BoxDivider``'s argument).
    init?(diameter: Int) {
      guard diameter >= 3, 255 * diameter + diameter / 2 <= Int(UInt16.max),
        let divider = BoxDivider(diameter: diameter, productBits: 32, shifts: 16...31, multiplierLimit: 1 << 16)
      else { return nil }
      self.diameter = diameter
      half = UInt16(divider.half)
      multiplier = UInt16(divider.multiplier)
      extraShift = Int(divider.shift) - 16
    }

    @inline(__always)
    func pass(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, length: Int) {
      BoxStripPassSSE2.run(from: source, to: destination, length: length, mean: self)
    }
  }
#endif
