import BarKitFiles
import BarKitRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decodes the PNGs BarKit reads and writes most, 8-bit RGB and RGBA without interlacing:
/// libdeflate inflates the IDAT payloads in one call, and each row is unfiltered with SIMD
/// (``RowUnfilter``) and turned into pixels while it is in cache; returns `nil` for anything
/// else, which libpng then decodes.
///
/// It takes only well-formed files, where the PNG spec fixes the pixels and libpng must agree
/// (tests and the PNG fuzz harness check that): signature; IHDR first with its CRC; only IHDR,
/// IDAT and IEND among critical chunks (a suggested PLTE goes to libpng); no `tRNS` (a color
/// key that makes alpha); consecutive IDATs with valid CRCs whose zlib stream inflates to
/// exactly the filtered rows and ends where they end; filter types 0 to 4; IEND with its CRC.
/// Ancillary chunks are skipped, as libpng skips or only records them, unless they are over
/// libpng's size limit for one chunk, which it treats as an error. Any doubt: `nil`, and
/// libpng's reading gives the pixels or the one-line error.
enum PNGFastDecoder {
  /// libpng 1.6's default limit on a non-IDAT chunk's length (PNG_USER_CHUNK_MALLOC_MAX,
  /// pnglibconf.h); longer chunks make it fail.
  static let maxAncillaryLength = 8_000_000

  /// Bytes the unfilter kernels may read past the last row (16 plus a pixel).
  static let slack = 32

  /// Decodes `bytes`, a whole PNG file, or returns `nil` for libpng to decode it.
  static func decode(_ bytes: UnsafeRawBufferPointer, limits: PNGDecodingLimits) -> Pixmap? {
    guard let layout = Layout(bytes, maxPixelCount: min(limits.maxPixelCount, Int(Int32.max))),
      layout.idat.allSatisfy({ Layout.crcIsValid(bytes, at: $0.lowerBound - 8, length: $0.count) })
    else { return nil }
    let filteredCount = layout.height * (layout.width * layout.bpp + 1)
    let filtered = UnsafeMutableRawBufferPointer.allocate(byteCount: filteredCount + slack, alignment: 16)
    defer { filtered.deallocate() }
    HugePageAdvice.advise(filtered)
    filtered.baseAddress!.advanced(by: filteredCount).initializeMemory(as: UInt8.self, repeating: 0, count: slack)
    let rows = UnsafeMutableRawBufferPointer(rebasing: filtered[0..<filteredCount])
    guard inflate(layout.idat.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) }, into: rows) else { return nil }
    var valid = false
    let pixels = [PremultipliedRGBA8](unsafeUninitializedCapacity: layout.width * layout.height) {
      buffer, initialized in
      HugePageAdvice.advise(buffer)
      var reconstruction = RowReconstruction(
        layout: layout, filtered: filtered.baseAddress!, pixels: UnsafeMutableRawPointer(buffer.baseAddress!))
      defer { reconstruction.deallocate() }
      valid = reconstruction.advance(to: layout.height)
      initialized = valid ? layout.width * layout.height : 0
    }
    return valid ? Pixmap(width: layout.width, height: layout.height, pixels: pixels) : nil
  }

  /// Inflates the zlib stream split over `pieces` (the IDAT payloads) into `output`, which it
  /// must fill exactly. Several pieces are joined first: libdeflate takes one buffer.
  static func inflate(_ pieces: [UnsafeRawBufferPointer], into output: UnsafeMutableRawBufferPointer) -> Bool {
    if pieces.count == 1 { return Deflate.decompress(pieces[0], into: output) }
    let joined = UnsafeMutableRawBufferPointer.allocate(byteCount: pieces.reduce(0) { $0 + $1.count }, alignment: 16)
    defer { joined.deallocate() }
    HugePageAdvice.advise(joined)
    var offset = 0
    for piece in pieces {
      (joined.baseAddress! + offset).copyMemory(from: piece.baseAddress!, byteCount: piece.count)
      offset += piece.count
    }
    return Deflate.decompress(UnsafeRawBufferPointer(joined), into: output)
  }

  /// RGB → opaque RGBA. Loads read up to 4 bytes past the row: the rows have room.
  /// Four pixels go at a time (one 16-byte load, one shuffle), the rest one at a time.
  static func opaqueRow(from row: UnsafeRawPointer, count: Int, to out: UnsafeMutableRawPointer) {
    var x = 0
    while x + 4 <= count {
      let v = row.vector16(at: 3 * x)
      let pixels = SIMD16<UInt8>(
        v[0], v[1], v[2], 255, v[3], v[4], v[5], 255, v[6], v[7], v[8], 255, v[9], v[10], v[11], 255)
      out.storeBytes(of: pixels, toByteOffset: 4 * x, as: SIMD16<UInt8>.self)
      x += 4
    }
    let alpha = SIMD4<UInt8>(0, 0, 0, 255), mask = SIMD4<UInt8>(255, 255, 255, 0)
    while x < count {
      out.store((row.vector4(at: 3 * x) & mask) | alpha, at: 4 * x)
      x += 1
    }
  }

  /// Straight RGBA → premultiplied; opaque pixels copy through.
  static func premultipliedRow(from row: UnsafeRawPointer, count: Int, to out: UnsafeMutableRawPointer) {
    for x in 0..<count {
      let p = row.vector4(at: 4 * x)
      if p[3] == 255 {
        out.store(p, at: 4 * x)
      } else {
        let straight = RGBA8(r: p[0], g: p[1], b: p[2], a: p[3]).premultiplied
        out.store(SIMD4(straight.r, straight.g, straight.b, straight.a), at: 4 * x)
      }
    }
  }

  /// Where a well-formed file's image data lies, read from its chunks.
  struct Layout {
    let width: Int, height: Int, bpp: Int
    /// The byte ranges of the IDAT payloads, in order.
    var idat: [Range<Int>] = []

    init?(_ bytes: UnsafeRawBufferPointer, maxPixelCount: Int) {
      guard bytes.count >= 8 + 25, bytes.starts(with: PNGChunk.signature) else { return nil }
      // IHDR (PNG spec §11.2.2): 8-bit (byte 8), RGB or RGBA (byte 9: 2 or 6), compression,
      // filter method and interlace (bytes 10 to 12) all 0.
      guard Self.u32(bytes, 8) == 13, Self.u32(bytes, 12) == 0x4948_4452, Self.crcIsValid(bytes, at: 8, length: 13)
      else { return nil }
      let w = Int(Self.u32(bytes, 16)), h = Int(Self.u32(bytes, 20))
      guard (1...Int(Int32.max)).contains(w), (1...Int(Int32.max)).contains(h), w * h <= maxPixelCount, bytes[24] == 8,
        bytes[25] == 2 || bytes[25] == 6, bytes[26] == 0, bytes[27] == 0, bytes[28] == 0
      else { return nil }
      width = w
      height = h
      bpp = bytes[25] == 6 ? 4 : 3
      var offset = 33
      var idatEnded = false
      while true {
        guard offset + 12 <= bytes.count else { return nil }
        let length = Int(Self.u32(bytes, offset)), type = Self.u32(bytes, offset + 4)
        guard length <= Int(Int32.max), length <= bytes.count - offset - 12, Self.isChunkType(bytes, at: offset + 4)
        else { return nil }
        let critical = bytes[offset + 4] & 0x20 == 0
        switch type {
        case 0x4944_4154:  // IDAT
          // Its CRC is checked before it is inflated (``decode(_:limits:)``).
          guard !idatEnded, length <= (w * bpp + 1) * h else { return nil }
          idat.append(offset + 8..<offset + 8 + length)
        case 0x4945_4E44:  // IEND
          guard !idat.isEmpty, length == 0, Self.crcIsValid(bytes, at: offset, length: 0) else { return nil }
          return
        case 0x7452_4E53:  // tRNS
          return nil
        default:
          guard !critical, length <= PNGFastDecoder.maxAncillaryLength else { return nil }
          if !idat.isEmpty { idatEnded = true }
        }
        offset += 12 + length
      }
    }

    static func u32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
      UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// Whether the chunk at `offset` (its length field) has a valid CRC over type and data.
    static func crcIsValid(_ bytes: UnsafeRawBufferPointer, at offset: Int, length: Int) -> Bool {
      Deflate.crc32(UnsafeRawBufferPointer(rebasing: bytes[offset + 4..<offset + 8 + length]))
        == u32(bytes, offset + 8 + length)
    }

    /// Chunk types are four ASCII letters (PNG spec §5.3); libpng fails on anything else.
    static func isChunkType(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
      (offset..<offset + 4).allSatisfy { (65...90).contains(bytes[$0]) || (97...122).contains(bytes[$0]) }
    }
  }
}
