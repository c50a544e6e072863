import BarKitConcurrency

/// Helpers for splitting work into row bands and skipping equal pixels quickly.
enum RowBands {
  /// Runs `body(band, rows)` for each band of `height` rows, in parallel. A few bands per core
  /// balance uneven rows; bands of 16 rows at least keep the overhead small.
  static func forEach(height: Int, _ body: @Sendable (Int, Range<Int>) -> Void) -> Int {
    let count = bandCount(height: height)
    Parallel.forEach(count: count) { band in body(band, rows(of: band, count: count, height: height)) }
    return count
  }

  /// How many bands ``forEach(height:_:)`` uses for `height` rows.
  static func bandCount(height: Int) -> Int { max(1, min(height / 16, Parallel.processorCount * 4)) }

  /// The rows of band `index` when `height` rows are split into `count` nearly equal bands.
  static func rows(of index: Int, count: Int, height: Int) -> Range<Int> {
    (index * height / count)..<((index + 1) * height / count)
  }

  /// Calls `body` for each column of `columns` whose pixels may differ, comparing eight pixels
  /// at a time first so equal stretches cost one vector compare.
  @inline(__always)
  static func scan(
    _ columns: Range<Int>, _ e: UnsafePointer<UInt32>, _ a: UnsafePointer<UInt32>, _ body: (Int) -> Void
  ) {
    var x = columns.lowerBound
    let end = columns.upperBound
    while x + 8 <= end {
      let ve = UnsafeRawPointer(e + x).loadUnaligned(as: SIMD8<UInt32>.self)
      let va = UnsafeRawPointer(a + x).loadUnaligned(as: SIMD8<UInt32>.self)
      if any(ve .!= va) {
        for i in x..<x + 8 { body(i) }
      }
      x += 8
    }
    while x < end {
      body(x)
      x += 1
    }
  }
}
