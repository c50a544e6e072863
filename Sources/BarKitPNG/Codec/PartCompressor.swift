import CLibDeflate

/// What compresses each part of a ``ChunkedDeflate`` stream: libdeflate at a level, or
/// ``RunLengthDeflate`` (the `fast` level). Either writes a raw DEFLATE stream; a part that is
/// not the last ends with a non-final block, which ``ChunkedDeflate`` brings to a byte boundary
/// for the next part.
enum PartCompressor: Equatable {
  /// libdeflate at `level` (1 ... 12).
  case libdeflate(level: Int)
  /// Runs at `distance` (the bytes per pixel) and Huffman codes (``RunLengthDeflate``).
  case runLength(distance: Int)

  /// The zlib header's second byte (RFC 1950 §2.2): FLEVEL from the level as libdeflate writes
  /// it, so a one-part stream's header is libdeflate's own, and "fastest" for run-length
  /// coding; FCHECK makes the header a multiple of 31.
  var headerFlags: UInt8 {
    switch self {
    case .runLength: 0x01
    case .libdeflate(let level):
      switch level {
      case ..<2: 0x01
      case ..<6: 0x5E
      case 6: 0x9C
      default: 0xDA
      }
    }
  }

  /// The most bytes ``compress(_:isLast:into:)`` writes for `count` input bytes, with the
  /// five the join may add.
  func bound(_ count: Int) -> Int {
    switch self {
    case .libdeflate: libdeflate_deflate_compress_bound(nil, count) + 5
    case .runLength: RunLengthDeflate.bound(count) + 5
    }
  }

  /// Writes the raw DEFLATE stream of `input` to `output` (``bound(_:)`` bytes). When
  /// `isLast`, its last block is final and the byte count is returned as `end` in bits; else
  /// every block is non-final and `end` is the bit offset where the last one ends. `nil` when
  /// libdeflate cannot allocate its compressor or zlib does not find its final block.
  func compress(_ input: UnsafeRawBufferPointer, isLast: Bool, into output: UnsafeMutableRawBufferPointer) -> Int? {
    switch self {
    case .runLength(let distance):
      return RunLengthDeflate.compress(input, distance: distance, final: isLast, into: output.baseAddress!)
    case .libdeflate(let level):
      guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { return nil }
      defer { libdeflate_free_compressor(compressor) }
      let written = libdeflate_deflate_compress(
        compressor, input.baseAddress, input.count, output.baseAddress, output.count)
      guard written > 0 else { return nil }
      if isLast { return written * 8 }
      return ChunkedDeflate.clearFinal(UnsafeMutableRawBufferPointer(rebasing: output[..<written]))
    }
  }
}
