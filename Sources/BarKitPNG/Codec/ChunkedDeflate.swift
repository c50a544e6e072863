import BarKitConcurrency
import CLibDeflate
import CZlib

/// One zlib stream compressed by libdeflate on two cores: the input is cut into parts, each
/// part is compressed on its own core as a raw DEFLATE stream, and the streams are joined as
/// pigz joins its blocks.
///
/// libdeflate ends every stream with a final block (BFINAL 1) padded to a byte. For each part
/// but the last, zlib's raw inflate with `Z_BLOCK` (which stops at every block boundary and
/// reports the bit position there) finds where that final block starts; its BFINAL bit is
/// cleared, and an empty stored block after its end-of-block code (BFINAL 0, BTYPE 00, padded
/// to a byte, LEN 0, NLEN 0xFFFF: zlib's `Z_SYNC_FLUSH` marker) brings the stream to a byte
/// boundary, where the next part's stream follows. A part does not refer back into the one
/// before it (libdeflate 1.14 takes no dictionary), which costs a few hundred bytes per cut.
///
/// The parts are chosen by the caller, never from the number of cores, so the bytes are the
/// same on every machine and with any number of threads.
enum ChunkedDeflate {
  /// The most bytes ``compress(_:parts:level:into:preparing:)`` writes for `parts`.
  static func bound(_ parts: [Range<Int>]) -> Int {
    max(parts.reduce(2 + 4) { $0 + partBound($1.count) }, Deflate.bound(parts.last?.upperBound ?? 0))
  }

  /// Compresses `input` into a zlib stream at libdeflate `level` (1 ... 12), its `parts`
  /// (consecutive ranges covering `input`) each on a core of its own; `prepare(i)` runs on
  /// that core first (it may fill part `i` of `input`). Returns the stream's length in
  /// `output`, which must hold ``bound(_:)`` bytes, or `nil` when libdeflate cannot allocate
  /// its compressor. Should zlib not find a part's final block (never seen), the whole input
  /// is compressed again in one piece.
  static func compress(
    _ input: UnsafeRawBufferPointer, parts: [Range<Int>], level: Int, into output: UnsafeMutableRawBufferPointer,
    preparing prepare: (Int) -> Void = { _ in }
  ) -> Int? {
    let compressed = Parallel.map(count: parts.count) { i in
      prepare(i)
      return compressPart(
        UnsafeRawBufferPointer(rebasing: input[parts[i]]), level: level, isLast: i == parts.count - 1)
    }
    defer { for part in compressed { part?.deallocate() } }
    let out = output.baseAddress!
    out.storeBytes(of: 0x78, as: UInt8.self)
    out.storeBytes(of: headerFlags(level: level), toByteOffset: 1, as: UInt8.self)
    var length = 2
    if compressed.contains(where: { $0 == nil }) {
      return Deflate.compress(input, level: level, into: output)
    }
    for case let part? in compressed {
      (out + length).copyMemory(from: part.baseAddress!, byteCount: part.count)
      length += part.count
    }
    out.storeBytes(of: adler32(input).bigEndian, toByteOffset: length, as: UInt32.self)
    return length + 4
  }

  /// The Adler-32 checksum (RFC 1950 §8) of `input`, which ends a zlib stream.
  static func adler32(_ input: UnsafeRawBufferPointer) -> UInt32 {
    input.isEmpty ? 1 : libdeflate_adler32(1, input.baseAddress, input.count)
  }

  /// The zlib header's second byte as libdeflate writes it (FLEVEL from the level, RFC 1950
  /// §2.2, FCHECK making the header a multiple of 31), so a one-part stream's header is
  /// libdeflate's own.
  static func headerFlags(level: Int) -> UInt8 {
    switch level {
    case ..<2: 0x01
    case ..<6: 0x5E
    case 6: 0x9C
    default: 0xDA
    }
  }

  /// The raw DEFLATE stream of one part, ready to be followed by the next part's unless
  /// `isLast`; `nil` on failure. The caller deallocates the buffer.
  static func compressPart(_ input: UnsafeRawBufferPointer, level: Int, isLast: Bool) -> UnsafeMutableRawBufferPointer?
  {
    guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { return nil }
    defer { libdeflate_free_compressor(compressor) }
    let capacity = partBound(input.count)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
    let written = libdeflate_deflate_compress(compressor, input.baseAddress, input.count, buffer.baseAddress, capacity)
    guard written > 0, let count = isLast ? written : joinable(buffer, count: written) else {
      buffer.deallocate()
      return nil
    }
    return UnsafeMutableRawBufferPointer(rebasing: buffer[..<count])
  }

  /// Rewrites the raw stream in the first `count` bytes of `buffer` so that another stream
  /// can follow it: its final block made non-final, then an empty stored block. Returns the
  /// new length (at most `count + 5`), or `nil` when the stream does not look as expected.
  private static func joinable(_ buffer: UnsafeMutableRawBufferPointer, count: Int) -> Int? {
    guard let (finalBlock, end) = finalBlockBits(UnsafeRawBufferPointer(rebasing: buffer[..<count])),
      (end + 7) / 8 == count, finalBlock < end, buffer[finalBlock / 8] >> (finalBlock % 8) & 1 == 1
    else { return nil }
    buffer[finalBlock / 8] &= ~(1 << UInt8(finalBlock % 8))
    // Clear the padding after the end-of-block code; three zero bits there are the stored
    // block's header (BFINAL 0, BTYPE 00), which pads to the next byte boundary.
    if end % 8 != 0 { buffer[end / 8] &= UInt8(1 << (end % 8) - 1) }
    let headerEnd = (end + 3 + 7) / 8
    for i in count..<headerEnd { buffer[i] = 0 }
    for (i, byte) in [UInt8(0), 0, 0xFF, 0xFF].enumerated() { buffer[headerEnd + i] = byte }
    return headerEnd + 4
  }

  /// The bit offsets, from the start of the raw DEFLATE stream `stream`, of its final block's
  /// header and of the end of that block's end-of-block code; `nil` if zlib finds the stream
  /// invalid.
  static func finalBlockBits(_ stream: UnsafeRawBufferPointer) -> (finalBlock: Int, end: Int)? {
    var z = z_stream()
    guard barkit_inflate_init_raw(&z) == Z_OK else { return nil }
    defer { inflateEnd(&z) }
    // Inflated bytes are not needed: zlib keeps its own window, so a small buffer is reused.
    let scratchSize = 1 << 16
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: scratchSize)
    defer { scratch.deallocate() }
    z.next_in = UnsafeMutablePointer(mutating: stream.baseAddress!.assumingMemoryBound(to: UInt8.self))
    z.avail_in = UInt32(stream.count)
    var blockStart = 0
    while true {
      if z.avail_out == 0 {
        z.next_out = scratch
        z.avail_out = UInt32(scratchSize)
      }
      let result = inflate(&z, Z_BLOCK)
      guard result == Z_OK else { return nil }
      // data_type: the bits zlib holds but has not used (below 64), plus 64 once the final
      // block began, plus 128 when stopped at a block boundary (zlib.h, `inflate`). After the
      // final block zlib stops there once more before it skips the padding.
      guard z.data_type & 128 != 0 else { continue }
      let position = Int(z.total_in) * 8 - Int(z.data_type & 63)
      if z.data_type & 64 != 0 { return (blockStart, position) }
      blockStart = position
    }
  }

  /// Room for one part: libdeflate's bound, and the five bytes the join may add.
  private static func partBound(_ count: Int) -> Int {
    libdeflate_deflate_compress_bound(nil, count) + 5
  }
}
