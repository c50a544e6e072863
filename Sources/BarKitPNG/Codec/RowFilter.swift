import CBarKitPNG

/// Filters rows for writing (PNG spec §9.2) and measures each filter's output to choose one
/// per row.
///
/// `row` and `previous` (zeros above the first row) hold `count` bytes, `bpp` per pixel, and
/// must be readable from 16 bytes before to 16 bytes after: the bytes before are zeros (the
/// spec's "left of the first pixel"). Nothing past `out + count` is written.
enum RowFilter {
  /// Each filter's output measured as the sum of its bytes read as signed residuals (|−3| = 3):
  /// the "minimum sum of absolute differences" heuristic of PNG spec §12.8, which libpng, Pillow
  /// and most fast encoders use to choose a filter per row. Indexed by filter type. 64-bit: a
  /// row may hold 2^33 bytes (2^31−1 RGBA pixels, PNG's widest), each costing up to 128.
  static func costs(
    row: UnsafeRawPointer, previous: UnsafeRawPointer, count: Int, bpp: Int, kernel: RowFilterKernel = .preferred
  ) -> [UInt64] {
    switch kernel {
    case .simd: simdCosts(row: row, previous: previous, count: count, bpp: bpp)
    case .c:
      [UInt64](unsafeUninitializedCapacity: 5) { costs, initialized in
        barkit_row_filter_costs(
          row.assumingMemoryBound(to: UInt8.self), previous.assumingMemoryBound(to: UInt8.self), count, bpp,
          costs.baseAddress!)
        initialized = 5
      }
    case .scalar:
      scalarCosts(
        row: row.assumingMemoryBound(to: UInt8.self), previous: previous.assumingMemoryBound(to: UInt8.self),
        count: count, bpp: bpp)
    }
  }

  /// The filter type with the smallest cost among `allowed` (the first of equals).
  static func cheapest(_ costs: [UInt64], allowed: [RowFilterType] = RowFilterType.allCases) -> RowFilterType {
    allowed.min { costs[Int($0.rawValue)] < costs[Int($1.rawValue)] } ?? .none
  }

  /// Writes `row` filtered with `type` to `out`.
  static func apply(
    _ type: RowFilterType, row: UnsafeRawPointer, previous: UnsafeRawPointer, count: Int, bpp: Int,
    out: UnsafeMutableRawPointer, kernel: RowFilterKernel = .preferred
  ) {
    switch kernel {
    case .simd: simdApply(type, row: row, previous: previous, count: count, bpp: bpp, out: out)
    case .c:
      barkit_row_filter_apply(
        type.rawValue, row.assumingMemoryBound(to: UInt8.self), previous.assumingMemoryBound(to: UInt8.self), count,
        bpp, out.assumingMemoryBound(to: UInt8.self))
    case .scalar:
      let x = row.assumingMemoryBound(to: UInt8.self), b = previous.assumingMemoryBound(to: UInt8.self)
      let o = out.assumingMemoryBound(to: UInt8.self)
      for i in 0..<count { o[i] = x[i] &- scalarPredictor(type, x, b, i, bpp) }
    }
  }

  /// The predictor of byte `i` under `type`, from the raw row `x` and the row above `b`.
  @inline(__always)
  private static func scalarPredictor(
    _ type: RowFilterType, _ x: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ i: Int, _ bpp: Int
  ) -> UInt8 {
    let a = i >= bpp ? x[i - bpp] : 0, c = i >= bpp ? b[i - bpp] : 0
    switch type {
    case .none: return 0
    case .sub: return a
    case .up: return b[i]
    case .average: return UInt8((Int(a) + Int(b[i])) / 2)
    case .paeth: return FilterMath.paeth(a, b[i], c)
    }
  }

  private static func scalarCosts(row x: UnsafePointer<UInt8>, previous b: UnsafePointer<UInt8>, count: Int, bpp: Int)
    -> [UInt64]
  {
    RowFilterType.allCases.map { type in
      var sum: UInt64 = 0
      for i in 0..<count {
        let residual = Int8(bitPattern: x[i] &- scalarPredictor(type, x, b, i, bpp))
        sum += UInt64(residual.magnitude)
      }
      return sum
    }
  }

  /// The five residuals of 16 bytes at once, from the vectors of the bytes (x), their left
  /// neighbors (a), the bytes above (b) and above left (c).
  @inline(__always)
  private static func residuals(_ x: SIMD16<UInt8>, _ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>)
    -> (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)
  {
    (x, x &- a, x &- b, x &- FilterMath.average(a, b), x &- FilterMath.paeth(a, b, c))
  }

  /// |r| of residuals read as signed bytes: min(r, −r) modulo 256 (128 stays 128).
  @inline(__always)
  private static func magnitude(_ r: SIMD16<UInt8>) -> SIMD16<UInt16> {
    SIMD16<UInt16>(truncatingIfNeeded: pointwiseMin(r, 0 &- r))
  }

  @inline(__always)
  private static func total(_ sums: SIMD16<UInt16>) -> UInt64 {
    // At most 16 lanes of 255 · 128: the 32-bit sum is exact.
    UInt64(SIMD16<UInt32>(truncatingIfNeeded: sums).wrappedSum())
  }

  private static func simdCosts(row: UnsafeRawPointer, previous: UnsafeRawPointer, count: Int, bpp: Int) -> [UInt64] {
    var totals = [UInt64](repeating: 0, count: 5)
    // 16-bit lane sums hold 255 vectors of residuals up to 128 before they must be flushed.
    var sums = (SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>())
    func flush() {
      totals[0] += total(sums.0)
      totals[1] += total(sums.1)
      totals[2] += total(sums.2)
      totals[3] += total(sums.3)
      totals[4] += total(sums.4)
      sums = (SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>())
    }
    let lanes = SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    var i = 0
    var vectors = 0
    while i < count {
      let r = residuals(
        row.vector16(at: i), row.vector16(at: i - bpp), previous.vector16(at: i), previous.vector16(at: i - bpp))
      // Lanes past the row's end count nothing.
      let valid =
        count - i >= 16
        ? SIMD16<UInt8>(repeating: 0xFF)
        : SIMD16<UInt8>(repeating: 0xFF).replacing(with: 0, where: lanes .>= UInt8(count - i))
      sums.0 &+= magnitude(r.0 & valid)
      sums.1 &+= magnitude(r.1 & valid)
      sums.2 &+= magnitude(r.2 & valid)
      sums.3 &+= magnitude(r.3 & valid)
      sums.4 &+= magnitude(r.4 & valid)
      vectors += 1
      if vectors == 255 {
        flush()
        vectors = 0
      }
      i += 16
    }
    flush()
    return totals
  }

  private static func simdApply(
    _ type: RowFilterType, row: UnsafeRawPointer, previous: UnsafeRawPointer, count: Int, bpp: Int,
    out: UnsafeMutableRawPointer
  ) {
    var i = 0
    while i + 16 <= count {
      let x = row.vector16(at: i), a = row.vector16(at: i - bpp), b = previous.vector16(at: i)
      let residual: SIMD16<UInt8>
      switch type {
      case .none: residual = x
      case .sub: residual = x &- a
      case .up: residual = x &- b
      case .average: residual = x &- FilterMath.average(a, b)
      case .paeth: residual = x &- FilterMath.paeth(a, b, previous.vector16(at: i - bpp))
      }
      out.store(residual, at: i)
      i += 16
    }
    // The tail byte by byte, so nothing past the row is written (rows filter on two cores).
    let x = row.assumingMemoryBound(to: UInt8.self), b = previous.assumingMemoryBound(to: UInt8.self)
    let o = out.assumingMemoryBound(to: UInt8.self)
    while i < count {
      o[i] = x[i] &- scalarPredictor(type, x, b, i, bpp)
      i += 1
    }
  }
}
