/// Which implementation runs the PNG row filters: SIMD vectors (Swift's `SIMD` types, which
/// compile to the machine's vector unit or to plain code where there is none), byte-by-byte
/// loops written as the PNG spec states them (§9.2 to §9.4), or the same loops in C
/// (CBarKitPNG's `barkit_row_filter.h`). All give identical bytes (tested on random rows and real
/// screenshots); the scalar loops are the reference.
enum RowFilterKernel: Sendable, CaseIterable {
  case simd, scalar, c

  /// The SIMD kernel in optimized builds; the C one in debug builds, where Swift's generic SIMD
  /// code runs unoptimized through the runtime (a failing 640×1136 golden's three PNGs took about
  /// 1.4 s in a debug `swift test`) and C at -O0 does not (Docs/Performance.md). The bytes are
  /// the same either way.
  static var preferred: RowFilterKernel {
    #if DEBUG
      .c
    #else
      .simd
    #endif
  }
}

/// A PNG filter type, the byte that starts every filtered row (PNG spec §9.2).
enum RowFilterType: UInt8, Sendable, CaseIterable {
  case none = 0, sub, up, average, paeth
}

/// The filter-type pieces the SIMD kernels share.
enum FilterMath {
  /// ⌊(a + b) / 2⌋ without leaving 8 bits: the Average predictor (PNG spec §9.3).
  @inline(__always)
  static func average<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == UInt8 {
    (a & b) &+ ((a ^ b) &>> 1)
  }

  /// The Paeth predictor (PNG spec §9.4) lane by lane: of a (left), b (above) and c (above
  /// left), the one closest to a + b − c, ties going to a, then b. The differences need 9 bits.
  @inline(__always)
  static func paeth(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
    let a16 = SIMD16<Int16>(truncatingIfNeeded: a), b16 = SIMD16<Int16>(truncatingIfNeeded: b)
    let c16 = SIMD16<Int16>(truncatingIfNeeded: c)
    let p = b16 &- c16, q = a16 &- c16, r = p &+ q
    let pa = pointwiseMax(p, 0 &- p), pb = pointwiseMax(q, 0 &- q), pc = pointwiseMax(r, 0 &- r)
    let predicted = c16.replacing(with: b16, where: pb .<= pc).replacing(with: a16, where: (pa .<= pb) .& (pa .<= pc))
    return SIMD16<UInt8>(truncatingIfNeeded: predicted)
  }

  /// ``paeth(_:_:_:)`` for one pixel.
  @inline(__always)
  static func paeth(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>, _ c: SIMD4<UInt8>) -> SIMD4<UInt8> {
    let a16 = SIMD4<Int16>(truncatingIfNeeded: a), b16 = SIMD4<Int16>(truncatingIfNeeded: b)
    let c16 = SIMD4<Int16>(truncatingIfNeeded: c)
    let p = b16 &- c16, q = a16 &- c16, r = p &+ q
    let pa = pointwiseMax(p, 0 &- p), pb = pointwiseMax(q, 0 &- q), pc = pointwiseMax(r, 0 &- r)
    let predicted = c16.replacing(with: b16, where: pb .<= pc).replacing(with: a16, where: (pa .<= pb) .& (pa .<= pc))
    return SIMD4<UInt8>(truncatingIfNeeded: predicted)
  }

  /// The Paeth predictor of one byte, as PNG spec §9.4 writes it.
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}

extension UnsafeRawPointer {
  @inline(__always) func vector4(at offset: Int) -> SIMD4<UInt8> {
    loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self)
  }
  @inline(__always) func vector16(at offset: Int) -> SIMD16<UInt8> {
    loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
  }
}

extension UnsafeMutableRawPointer {
  @inline(__always) func store(_ v: SIMD4<UInt8>, at offset: Int) {
    storeBytes(of: v, toByteOffset: offset, as: SIMD4<UInt8>.self)
  }
  @inline(__always) func store(_ v: SIMD16<UInt8>, at offset: Int) {
    storeBytes(of: v, toByteOffset: offset, as: SIMD16<UInt8>.self)
  }
}
