import CBarKitPNG

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes 8-bit RGB or RGBA PNG files: rows filtered in SIMD (a filter chosen per row), the
/// whole filtered image compressed at once by libdeflate into one IDAT, checksums by
/// libdeflate. No ancillary chunks but the one text entry the options may carry, so equal
/// pixels and options give equal bytes.
enum PNGWriter {
  /// What a compression level does: the libdeflate level and the filters a row may choose from.
  struct Plan: Equatable {
    /// A libdeflate level, or `nil` for ``RunLengthDeflate``.
    let deflateLevel: Int?
    let filters: [RowFilterType]
    /// The libdeflate level for photographic content, when it differs from `deflateLevel`:
    /// the default level's lazy match search (libdeflate 5) buys 0.4–2.4 % on photographs for
    /// a fifth more time; level 4's greedy search keeps within 2 % of Pillow's size there
    /// (Docs/PNG.md, "Photographs").
    var photographicDeflateLevel: Int? = nil

    init(deflateLevel: Int?, filters: [RowFilterType]) {
      self.deflateLevel = deflateLevel
      self.filters = filters
    }

    init(_ options: PNGEncodingOptions) {
      let adaptive: [RowFilterType]
      switch options.compressionLevel {
      case .fast:
        deflateLevel = nil
        adaptive = [.up]
      case .default:
        deflateLevel = 5
        photographicDeflateLevel = 4
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
    kernel: RowFilterKernel = .preferred
  ) throws(PNGError) -> Data {
    var plan = Plan(options)
    if case .deflate(let level) = options.compressionLevel, !PNGCompressionLevel.deflateLevels.contains(level) {
      throw PNGError(
        kind: .invalidOptions,
        message: "compression level \(options.compressionLevel) is outside \(PNGCompressionLevel.parsingExpectation)")
    }
    let bpp = dropAlpha ? 3 : 4, count = width * bpp, filteredCount = height * (count + 1)
    // One IDAT chunk holds at most 2^31−1 bytes (PNG spec §5.3), which also keeps every size
    // below within zlib's and libdeflate's 32-bit lengths; an image whose rows could exceed it
    // is refused rather than split.
    guard Deflate.bound(filteredCount) <= Int(Int32.max) else {
      throw PNGError(
        kind: .tooLarge,
        message: "cannot encode PNG: \(width) × \(height) pixels may not fit one IDAT chunk of 2^31−1 bytes")
    }
    if let level = plan.deflateLevel, level > 0, plan.filters.count > 1 {
      let sample = ContentSample(source, width: width, height: height, rowBytes: rowBytes, bpp: bpp)
      if sample.isPhotographic(plan: plan) {
        plan = Plan(deflateLevel: plan.photographicDeflateLevel ?? level, filters: plan.filters)
      } else if let uniform = sample.betterUniformFilter(than: plan, sampleLevel: min(level, 3)) {
        plan = Plan(deflateLevel: level, filters: [uniform])
      }
    }
    let filtered = UnsafeMutableRawBufferPointer.allocate(byteCount: filteredCount, alignment: 16)
    defer { filtered.deallocate() }
    // Each row's filter depends only on pixels, so each core filters its part of the rows, then
    // compresses it while it is in cache (ChunkedDeflate).
    let parts = rowParts(height: height, rowCount: count + 1, level: plan.deflateLevel)
    func filterPart(_ part: Int) {
      filter(
        source, width: width, rows: parts[part], rowBytes: rowBytes, bpp: bpp, plan: plan,
        into: filtered.baseAddress! + parts[part].lowerBound * (count + 1), kernel: kernel)
    }
    return try file(
      width: width, height: height, colorType: dropAlpha ? 2 : 6,
      filtered: UnsafeRawBufferPointer(rebasing: filtered[..<filteredCount]),
      parts: parts.map { $0.lowerBound * (count + 1)..<$0.upperBound * (count + 1) }, level: plan.deflateLevel,
      bpp: bpp, text: options.text.map { PNGChunk(type: "iTXt", data: $0.chunkData).serialized } ?? [],
      preparing: filterPart)
  }

  /// The rows each core filters and compresses: one part for images under 256 KiB of filtered
  /// rows, where a second thread costs more than it saves; else two, at libdeflate levels the
  /// first a little shorter, as its core also looks for its stream's final block
  /// (ChunkedDeflate), halves for ``RunLengthDeflate``, which needs no search. Fixed by the
  /// image, never by the machine, so the bytes are too.
  static func rowParts(height: Int, rowCount: Int, level: Int?) -> [Range<Int>] {
    guard level != 0, height >= 2, height * rowCount >= 1 << 18 else { return [0..<height] }
    let cut = level == nil ? height / 2 : height * 15 / 32
    return [0..<cut, cut..<height]
  }

  /// Filters `rows` into `out`, row after row: each a filter-type byte, then its residuals.
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
      if bpp == 3, kernel == .c {
        barkit_pack_rgb(pixels.assumingMemoryBound(to: UInt8.self), width, row.assumingMemoryBound(to: UInt8.self))
      } else if bpp == 3 {
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
      let start = out + (y - rows.lowerBound) * (count + 1)
      start.storeBytes(of: type.rawValue, as: UInt8.self)
      RowFilter.apply(type, row: row, previous: previous, count: count, bpp: bpp, out: start + 1, kernel: kernel)
      previous = UnsafeRawPointer(row)
    }
  }

  /// The PNG file: signature, IHDR, the serialized `text` chunk (if any), one IDAT holding the
  /// zlib stream of `filtered`, IEND. `prepare(i)` fills `parts[i]` of `filtered` on the core
  /// that then compresses it.
  private static func file(
    width: Int, height: Int, colorType: UInt8, filtered: UnsafeRawBufferPointer, parts: [Range<Int>], level: Int?,
    bpp: Int, text: [UInt8], preparing prepare: (Int) -> Void
  ) throws(PNGError) -> Data {
    let compressor: PartCompressor? =
      switch level {
      case nil: .runLength(distance: bpp)
      case 0: nil
      case let level?: .libdeflate(level: level)
      }
    let bound = compressor.map { ChunkedDeflate.bound(parts, compressor: $0) } ?? Deflate.bound(filtered.count)
    // signature 8, IHDR 25, the text chunk, IDAT 12 + stream, IEND 12.
    let capacity = 8 + 25 + text.count + 12 + bound + 12
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
    put(text)
    let streamStart = offset + 8
    let stream = UnsafeMutableRawBufferPointer(rebasing: out[streamStart..<streamStart + bound])
    let length: Int?
    if let compressor {
      length = ChunkedDeflate.compress(filtered, parts: parts, compressor: compressor, into: stream, preparing: prepare)
    } else {
      prepare(0)
      length = Deflate.compress(filtered, level: 0, into: stream)
    }
    guard let length else {
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
