import Dispatch
import Foundation

/// Writes 8-bit RGB or RGBA PNG files: rows filtered in SIMD (a filter chosen per row), the
/// whole filtered image compressed at once by libdeflate into one IDAT, checksums by
/// libdeflate. No ancillary chunks, so equal pixels and options give equal bytes.
enum PNGWriter {
  /// What a compression level does: the libdeflate level and the filters a row may choose from.
  struct Plan: Equatable {
    /// A libdeflate level, or `nil` for ``RunLengthDeflate``.
    let deflateLevel: Int?
    let filters: [RowFilterType]

    init(_ options: PNGEncodingOptions) {
      let adaptive: [RowFilterType]
      switch options.compressionLevel {
      case .fast:
        deflateLevel = nil
        adaptive = [.up]
      case .default:
        deflateLevel = 5
        adaptive = RowFilterType.allCases
      case .smallest:
        deflateLevel = 12
        adaptive = RowFilterType.allCases
      case .deflate(let n):
        deflateLevel = n
        adaptive = RowFilterType.allCases
      }
      switch options.filter {
      case .adaptive: filters = adaptive
      case .none: filters = [.none]
      case .sub: filters = [.sub]
      case .up: filters = [.up]
      case .average: filters = [.average]
      case .paeth: filters = [.paeth]
      }
    }
  }

  /// Encodes `height` rows of straight RGBA8 pixels, `rowBytes` apart; with `dropAlpha` (every
  /// alpha is 255) as color type RGB.
  static func encode(
    _ source: UnsafeRawPointer, width: Int, height: Int, rowBytes: Int, dropAlpha: Bool, options: PNGEncodingOptions,
    kernel: RowFilterKernel = .simd
  ) throws(PNGError) -> Data {
    let plan = Plan(options)
    if let level = plan.deflateLevel, !PNGCompressionLevel.deflateLevels.contains(level) {
      throw PNGError(
        kind: .invalidOptions,
        message: "compression level \(options.compressionLevel) is outside \(PNGCompressionLevel.parsingExpectation)")
    }
    let bpp = dropAlpha ? 3 : 4, count = width * bpp, filteredCount = height * (count + 1)
    let filtered = UnsafeMutableRawBufferPointer.allocate(byteCount: filteredCount, alignment: 16)
    defer { filtered.deallocate() }
    // Each row's filter depends only on pixels, so the two halves filter on two cores.
    let halves = [0..<height / 2, height / 2..<height]
    let shared = UncheckedSendable((source, filtered.baseAddress!))
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      filter(
        shared.value.0, width: width, rows: halves[half], rowBytes: rowBytes, bpp: bpp, plan: plan,
        into: shared.value.1, kernel: kernel)
    }
    return try file(
      width: width, height: height, colorType: dropAlpha ? 2 : 6,
      filtered: UnsafeRawBufferPointer(rebasing: filtered[..<filteredCount]), level: plan.deflateLevel, bpp: bpp)
  }

  /// Filters `rows` into their place in `out`: each a filter-type byte, then its residuals.
  static func filter(
    _ source: UnsafeRawPointer, width: Int, rows: Range<Int>, rowBytes: Int, bpp: Int, plan: Plan,
    into out: UnsafeMutableRawPointer, kernel: RowFilterKernel
  ) {
    let count = width * bpp
    // Three row buffers (two alternating rows and the zeros above the first), each with 16
    // zero bytes before (the pixels left of the first) and 32 after (vector overreads).
    let span = count + 48
    let buffers = UnsafeMutableRawBufferPointer.allocate(byteCount: 3 * span, alignment: 16)
    defer { buffers.deallocate() }
    buffers.initializeMemory(as: UInt8.self, repeating: 0)
    let base = buffers.baseAddress! + 16
    func pack(_ y: Int, into row: UnsafeMutableRawPointer) {
      let pixels = source + y * rowBytes
      if bpp == 3 {
        // Each store writes a fourth byte, overwritten by the next pixel (the last lands in the slack).
        for x in 0..<width { row.store(pixels.vector4(at: 4 * x), at: 3 * x) }
      } else {
        row.copyMemory(from: pixels, byteCount: count)
      }
    }
    var previous = UnsafeRawPointer(base + 2 * span)
    if rows.lowerBound > 0 {
      pack(rows.lowerBound - 1, into: base + 2 * span)
    }
    for y in rows {
      // Alternate between the two buffers, never the one holding `previous`.
      let row = previous == UnsafeRawPointer(base) ? base + span : base
      pack(y, into: row)
      let type =
        plan.filters.count == 1
        ? plan.filters[0]
        : RowFilter.cheapest(
          RowFilter.costs(row: row, previous: previous, count: count, bpp: bpp, kernel: kernel), allowed: plan.filters)
      let start = out + y * (count + 1)
      start.storeBytes(of: type.rawValue, as: UInt8.self)
      RowFilter.apply(type, row: row, previous: previous, count: count, bpp: bpp, out: start + 1, kernel: kernel)
      previous = UnsafeRawPointer(row)
    }
  }

  /// The PNG file: signature, IHDR, one IDAT holding the zlib stream of `filtered`, IEND.
  private static func file(
    width: Int, height: Int, colorType: UInt8, filtered: UnsafeRawBufferPointer, level: Int?, bpp: Int
  ) throws(PNGError) -> Data {
    let bound = level == nil ? RunLengthDeflate.bound(filtered.count) : Deflate.bound(filtered.count)
    // signature 8, IHDR 25, IDAT 12 + stream, IEND 12.
    let capacity = 8 + 25 + 12 + bound + 12
    guard let memory = malloc(capacity) else {
      throw PNGError(kind: .outOfMemory, message: "cannot encode PNG: out of memory for \(capacity) bytes")
    }
    let out = UnsafeMutableRawBufferPointer(start: memory, count: capacity)
    var offset = 0
    func put(_ bytes: [UInt8]) {
      for byte in bytes {
        out[offset] = byte
        offset += 1
      }
    }
    put(PNGChunk.signature)
    let header =
      UInt32(width).bigEndianBytes + UInt32(height).bigEndianBytes + [8, colorType, 0, 0, 0]
    put(PNGChunk(type: "IHDR", data: header).serialized)
    let streamStart = offset + 8
    let stream = UnsafeMutableRawBufferPointer(rebasing: out[streamStart..<streamStart + bound])
    guard
      let length = level.map({ Deflate.compress(filtered, level: $0, into: stream) })
        ?? RunLengthDeflate.compress(filtered, distance: bpp, into: stream)
    else {
      free(memory)
      throw PNGError(kind: .outOfMemory, message: "cannot encode PNG: libdeflate could not allocate its compressor")
    }
    put(UInt32(length).bigEndianBytes + Array("IDAT".utf8))
    offset += length
    put(Deflate.crc32(UnsafeRawBufferPointer(rebasing: out[streamStart - 4..<offset])).bigEndianBytes)
    put(PNGChunk(type: "IEND", data: []).serialized)
    return Data(bytesNoCopy: memory, count: offset, deallocator: .free)
  }
}
