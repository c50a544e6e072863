import BarKitConcurrency

/// A sample of an image's rows (the first 16 of every 128), which the writer filters and
/// compresses before the whole image, to choose how to encode it: whether the content is
/// photographic, and whether one filter for every row beats the filter chosen per row.
struct ContentSample {
  let source: UnsafeRawPointer
  let width: Int
  let height: Int
  let rowBytes: Int
  let bpp: Int
  /// The sampled bands of rows.
  let bands: [Range<Int>]

  init(_ source: UnsafeRawPointer, width: Int, height: Int, rowBytes: Int, bpp: Int) {
    (self.source, self.width, self.height, self.rowBytes, self.bpp) = (source, width, height, rowBytes, bpp)
    bands = Swift.stride(from: 0, to: height, by: 128).map { $0..<min($0 + 16, height) }
  }

  /// The bytes the sample's bands filter to (`bands` alone, else all of them).
  func filteredCount(of bands: ArraySlice<Range<Int>>? = nil) -> Int {
    (bands ?? self.bands[...]).reduce(0) { $0 + $1.count } * (width * bpp + 1)
  }

  /// The compressed size of `bands` (all of them when `nil`), filtered as `plan` says and
  /// compressed at libdeflate `level` in one piece; `Int.max` when libdeflate cannot allocate.
  func compressedSize(plan: PNGWriter.Plan, level: Int, bands: ArraySlice<Range<Int>>? = nil) -> Int {
    let bands = bands ?? self.bands[...]
    let count = filteredCount(of: bands)
    let sample = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
    let out = UnsafeMutableRawBufferPointer.allocate(byteCount: Deflate.bound(count), alignment: 16)
    defer {
      sample.deallocate()
      out.deallocate()
    }
    var offset = 0
    for band in bands {
      PNGWriter.filter(
        source, width: width, rows: band, rowBytes: rowBytes, bpp: bpp, plan: plan, into: sample.baseAddress! + offset,
        kernel: .preferred)
      offset += band.count * (width * bpp + 1)
    }
    return Deflate.compress(UnsafeRawBufferPointer(sample), level: level, into: out) ?? Int.max
  }

  /// Whether the content is photographic: the first 4 rows of each band, filtered per row,
  /// compress at libdeflate level 1 to more than a fifth of their size (each half of them on a
  /// core: a thirty-second of the image at the fastest level, a few percent of an encode).
  ///
  /// Measured on screenshots and mockups (Docs/PNG.md, "Photographs"): photographs and screens
  /// full of them compress to 0.22–0.47 of their size, drawn interfaces to 0.002–0.14. On
  /// photographs matches are few and short, so a slower match search buys 0.4–2.4 %; on drawn
  /// content it buys 5–20 %.
  func isPhotographic(plan: PNGWriter.Plan) -> Bool {
    let rows = bands.map { $0.lowerBound..<min($0.lowerBound + 4, $0.upperBound) }
    let half = rows.count / 2
    let halves = [rows[..<half], rows[half...]]
    let sizes = Parallel.map(count: 2) { compressedSize(plan: plan, level: 1, bands: halves[$0]) }
    return Double(sizes[0] + sizes[1]) > 0.2 * Double(filteredCount(of: rows[...]))
  }

  /// One filter for every row (Up or None) when it compresses better than the per-row choice
  /// of `plan`, judged on the sample filtered each way and compressed at libdeflate level
  /// `sampleLevel` (the three samples on the cores); `nil` when the per-row choice is best.
  ///
  /// The per-row measure (sum of residuals) sees neither repeats along a row nor rows that
  /// repeat, which LZ77 codes cheaply: on drawn content such as Docs/Examples/full-screen.json
  /// (a synthetic landscape, its waves repeating) it picks Paeth and Average and the file is
  /// 10 % larger than with Up on every row, and the demo's full-screen renders are 30 % smaller
  /// unfiltered than with Up. Photographs keep the per-row choice (Docs/PNG.md).
  func betterUniformFilter(than plan: PNGWriter.Plan, sampleLevel: Int) -> RowFilterType? {
    let candidates: [RowFilterType] = [.up, .none]
    let sizes = Parallel.map(count: 1 + candidates.count) { n in
      compressedSize(
        plan: n == 0 ? plan : PNGWriter.Plan(deflateLevel: sampleLevel, filters: [candidates[n - 1]]),
        level: sampleLevel)
    }
    let best = sizes.indices.min { sizes[$0] < sizes[$1] }!
    return best == 0 ? nil : candidates[best - 1]
  }
}
