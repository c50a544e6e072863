import BarKitConcurrency
import CLibDeflate
import CZlib

/// One zlib stream compressed on two cores: the input is cut into parts, each part is
/// compressed on its own core as a raw DEFLATE stream (by libdeflate, or by
/// ``RunLengthDeflate`` at the `fast` level: a ``PartCompressor``), and the streams are joined
/// as pigz joins its blocks.
///
/// Each part but the last must end with a non-final block. ``RunLengthDeflate`` writes its
/// blocks so; libdeflate ends every stream with a final block (BFINAL 1) padded to a byte, so
/// zlib's raw inflate with `Z_BLOCK` (which stops at every block boundary and reports the bit
/// position there) finds where that block starts and its BFINAL bit is cleared. Then one join
/// for both: an empty stored block after the last end-of-block code (BFINAL 0, BTYPE 00,
/// padded to a byte, LEN 0, NLEN 0xFFFF: zlib's `Z_SYNC_FLUSH` marker) brings the stream to a
/// byte boundary, where the next part's stream follows. A part does not refer back into the
/// one before it (libdeflate 1.14 takes no dictionary), which costs a few hundred bytes per
/// cut. The Adler-32 of each part is taken on its core and the sums combined (zlib's
/// `adler32_combine`).
///
/// The parts are chosen by the caller, never from the number of cores, so the bytes are the
/// same on every machine and with any number of threads.
enum ChunkedDeflate {
  /// The most bytes ``compress(_:parts:compressor:into:preparing:)`` writes for `parts`.
  static func bound(_ parts: [Range<Int>], compressor: PartCompressor) -> Int {
    let count = parts.last?.upperBound ?? 0
    return 2 + 4 + max(parts.reduce(0) { $0 + compressor.bound($1.count) }, compressor.bound(count))
  }

  /// Compresses `input` into a zlib stream with `compressor`, its `parts` (consecutive ranges
  /// covering `input`) each on a core of its own; `prepare(i)` runs on that core first (it may
  /// fill part `i` of `input`, which is then compressed and checksummed while in cache).
  /// Returns the stream's length in `output`, which must hold ``bound(_:compressor:)`` bytes,
  /// or `nil` when libdeflate cannot allocate its compressor. Should zlib not find a part's
  /// final block (never seen), the whole input is compressed again in one piece.
  static func compress(
    _ input: UnsafeRawBufferPointer, parts: [Range<Int>], compressor: PartCompressor,
    into output: UnsafeMutableRawBufferPointer, preparing prepare: (Int) -> Void = { _ in }
  ) -> Int? {
    // Each part writes to its own slot of `output`, the first right after the zlib header;
    // the others then move up behind it.
    var slots = [2]
    for part in parts { slots.append(slots.last! + compressor.bound(part.count)) }
    let compressed = Parallel.map(count: parts.count) { i -> (length: Int, adler: UInt32)? in
      prepare(i)
      let part = UnsafeRawBufferPointer(rebasing: input[parts[i]])
      let slot = UnsafeMutableRawBufferPointer(rebasing: output[slots[i]..<slots[i + 1]])
      guard let length = compressPart(part, compressor: compressor, isLast: i == parts.count - 1, into: slot)
      else { return nil }
      return (length, adler32(part))
    }
    let out = output.baseAddress!
    out.storeBytes(of: 0x78, as: UInt8.self)
    out.storeBytes(of: compressor.headerFlags, toByteOffset: 1, as: UInt8.self)
    var length = 2
    var adler: UInt32 = 1
    if compressed.contains(where: { $0 == nil }) {
      let whole = UnsafeMutableRawBufferPointer(rebasing: output[2..<2 + compressor.bound(input.count)])
      guard let count = compressPart(input, compressor: compressor, isLast: true, into: whole) else { return nil }
      length += count
      adler = adler32(input)
    } else {
      for (i, part) in compressed.enumerated() {
        (out + length).copyMemory(from: out + slots[i], byteCount: part!.length)
        length += part!.length
        adler = UInt32(adler32_combine(UInt(adler), UInt(part!.adler), Int(parts[i].count)))
      }
    }
    out.storeBytes(of: adler.bigEndian, toByteOffset: length, as: UInt32.self)
    return length + 4
  }

  /// The Adler-32 checksum (RFC 1950 §8) of `input`, which ends a zlib stream.
  static func adler32(_ input: UnsafeRawBufferPointer) -> UInt32 {
    input.isEmpty ? 1 : libdeflate_adler32(1, input.baseAddress, input.count)
  }

  /// The raw DEFLATE stream of one part in `output` (``PartCompressor/bound(_:)`` bytes), ready
  /// to be followed by the next part's unless `isLast`; returns its length, `nil` on failure.
  static func compressPart(
    _ input: UnsafeRawBufferPointer, compressor: PartCompressor, isLast: Bool,
    into output: UnsafeMutableRawBufferPointer
  ) -> Int? {
    guard let end = compressor.compress(input, isLast: isLast, into: output) else { return nil }
    return isLast ? (end + 7) / 8 : appendEmptyStoredBlock(output, end: end)
  }

  /// The join, for every compressor: after a stream whose last (non-final) block ends at bit
  /// `end` of `buffer`, an empty stored block (BFINAL 0, BTYPE 00, padded to a byte, LEN 0,
  /// NLEN 0xFFFF: zlib's `Z_SYNC_FLUSH` marker) brings the stream to a byte boundary, where the
  /// next part's stream follows. Returns the new length in bytes.
  static func appendEmptyStoredBlock(_ buffer: UnsafeMutableRawBufferPointer, end: Int) -> Int {
    // Clear the padding after the end-of-block code; three zero bits there are the stored
    // block's header, which pads to the next byte boundary.
    if end % 8 != 0 { buffer[end / 8] &= UInt8(1 << (end % 8) - 1) }
    let headerEnd = (end + 3 + 7) / 8
    for i in (end + 7) / 8..<headerEnd { buffer[i] = 0 }
    for (i, byte) in [UInt8(0), 0, 0xFF, 0xFF].enumerated() { buffer[headerEnd + i] = byte }
    return headerEnd + 4
  }

  /// Makes the final block of the libdeflate stream in `buffer` non-final (libdeflate ends every
  /// stream with BFINAL 1, padded to a byte); returns the bit offset where that block ends, or
  /// `nil` when the stream does not look as expected.
  static func clearFinal(_ buffer: UnsafeMutableRawBufferPointer) -> Int? {
    guard let (finalBlock, end) = finalBlockBits(UnsafeRawBufferPointer(buffer)),
      (end + 7) / 8 == buffer.count, finalBlock < end, buffer[finalBlock / 8] >> (finalBlock % 8) & 1 == 1
    else { return nil }
    buffer[finalBlock / 8] &= ~(1 << UInt8(finalBlock % 8))
    return end
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
}
