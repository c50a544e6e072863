/// Turns inflated rows into premultiplied pixels (``PNGFastDecoder``): each row is unfiltered
/// in place (``RowUnfilter``), then converted into its pixel row while it is in cache.
///
/// Rows go in order; each reads the one above it, already reconstructed (zeros above the
/// first). `filtered` holds the rows, each a filter-type byte and its bytes, with
/// ``PNGFastDecoder/slack`` bytes of room past the last.
struct RowReconstruction {
  /// The next row to reconstruct.
  private(set) var next = 0
  private let width: Int, bpp: Int
  private let filtered: UnsafeMutableRawPointer, pixels: UnsafeMutableRawPointer
  private let zeros: UnsafeMutableRawBufferPointer
  private var previous: UnsafeRawPointer

  init(layout: PNGFastDecoder.Layout, filtered: UnsafeMutableRawPointer, pixels: UnsafeMutableRawPointer) {
    (width, bpp) = (layout.width, layout.bpp)
    (self.filtered, self.pixels) = (filtered, pixels)
    zeros = .allocate(byteCount: layout.width * layout.bpp + 32, alignment: 16)
    zeros.initializeMemory(as: UInt8.self, repeating: 0)
    previous = UnsafeRawPointer(zeros.baseAddress!)
  }

  func deallocate() { zeros.deallocate() }

  /// Reconstructs rows up to `end`; `false` at a row whose filter type is not one of the PNG
  /// spec's five (§9.2), where the decode fails.
  mutating func advance(to end: Int) -> Bool {
    let rowCount = width * bpp
    while next < end {
      let start = filtered + next * (rowCount + 1)
      guard let type = RowFilterType(rawValue: start.load(as: UInt8.self)) else { return false }
      let row = start + 1
      let pixelRow = pixels + next * width * 4
      // The fused SIMD path is the optimized builds' (``RowFilterKernel/preferred``).
      if RowFilterKernel.preferred == .simd, RowUnfilter.fusesExpansion(type, bpp: bpp) {
        RowUnfilter.simd(type, row: row, previous: previous, count: rowCount, bpp: bpp, opaquePixels: pixelRow)
      } else if bpp == 3 {
        RowUnfilter.apply(type, row: row, previous: previous, count: rowCount, bpp: bpp)
        PNGFastDecoder.opaqueRow(from: row, count: width, to: pixelRow)
      } else {
        RowUnfilter.apply(type, row: row, previous: previous, count: rowCount, bpp: bpp)
        PNGFastDecoder.premultipliedRow(from: row, count: width, to: pixelRow)
      }
      previous = UnsafeRawPointer(row)
      next += 1
    }
    return true
  }
}
