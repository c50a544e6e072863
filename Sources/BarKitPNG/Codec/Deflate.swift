import CLibDeflate

/// The zlib streams and checksums of PNG (RFC 1950/1951, PNG spec §10), through libdeflate:
/// whole-buffer compression and decompression, which need no streaming state and run faster
/// than zlib on the same rows (Docs/PNG.md).
enum Deflate {
  /// The CRC-32 of PNG chunks (PNG spec §5.5), `libdeflate_crc32`, which presets and
  /// complements the register itself. Chain calls by passing the previous result.
  static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    bytes.isEmpty ? crc : libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
  }

  /// The CRC-32 of the concatenation of `parts`.
  static func crc32(_ parts: [UInt8]...) -> UInt32 {
    parts.reduce(0) { crc, part in part.withUnsafeBytes { crc32($0, continuing: crc) } }
  }

  /// Compresses `input` into a zlib stream at libdeflate `level` (0 stores, 1 ... 12), written
  /// to `output`, which must hold ``bound(_:level:)`` bytes; returns the stream's length.
  static func compress(_ input: UnsafeRawBufferPointer, level: Int, into output: UnsafeMutableRawBufferPointer) -> Int?
  {
    guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { return nil }
    defer { libdeflate_free_compressor(compressor) }
    let written = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
    return written > 0 ? written : nil
  }

  /// The most bytes a zlib stream of `count` input bytes can take at any level.
  static func bound(_ count: Int) -> Int {
    // With a NULL compressor libdeflate returns the bound over every level.
    libdeflate_zlib_compress_bound(nil, count)
  }

  /// Inflates the zlib stream `input` into `output`, which it must fill exactly, with no byte of
  /// `input` left over; `false` otherwise (a corrupt, short, long or trailing stream), where the
  /// caller leaves the file to libpng and its errors.
  static func decompress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Bool {
    guard let decompressor = libdeflate_alloc_decompressor() else { return false }
    defer { libdeflate_free_decompressor(decompressor) }
    var consumed = 0
    let result = libdeflate_zlib_decompress_ex(
      decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &consumed, nil)
    return result == LIBDEFLATE_SUCCESS && consumed == input.count
  }
}
