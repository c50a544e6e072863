import Foundation

/// Builds and reads PNG files byte by byte, independently of libpng, so tests can forge headers
/// and inspect what the encoder wrote.
enum PNGBytes {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// One chunk: length, type, data, CRC-32 over type and data (PNG spec §5.3).
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
  }

  /// An IHDR chunk's data.
  static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8) -> [UInt8] {
    bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0]
  }

  /// A complete 8-bit PNG of `colorType` whose scanlines (each starting with its filter byte)
  /// are stored in an uncompressed zlib stream (RFC 1950/1951 stored blocks).
  static func storedPNG(width: UInt32, height: UInt32, colorType: UInt8, scanlines: [UInt8]) -> [UInt8] {
    var zlib: [UInt8] = [0x78, 0x01]
    var rest = scanlines[...]
    repeat {
      let block = rest.prefix(65_535)
      rest = rest.dropFirst(block.count)
      let length = UInt16(block.count)
      zlib += [
        rest.isEmpty ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8),
      ]
      zlib += block
    } while !rest.isEmpty
    zlib += bigEndian(adler32(scanlines))
    return signature + chunk("IHDR", ihdr(width: width, height: height, colorType: colorType))
      + chunk("IDAT", zlib) + chunk("IEND", [])
  }

  /// The chunk types of a PNG file, in order.
  static func chunkTypes(_ data: Data) -> [String] {
    let bytes = [UInt8](data)
    var types: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = Int(readBigEndian(bytes, at: offset))
      types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  /// (width, height, bit depth, color type) from the IHDR at its fixed place (bytes 16...28).
  static func header(_ data: Data) -> (width: Int, height: Int, bitDepth: UInt8, colorType: UInt8) {
    let bytes = [UInt8](data.prefix(29))
    return (Int(readBigEndian(bytes, at: 16)), Int(readBigEndian(bytes, at: 20)), bytes[24], bytes[25])
  }

  static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// CRC-32 (ISO 3309, polynomial 0xEDB88320 reflected), bit by bit.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// Adler-32 (RFC 1950 §8.2).
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
