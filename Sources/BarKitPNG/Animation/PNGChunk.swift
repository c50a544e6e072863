#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One chunk of a PNG stream: a four-letter type and its data (PNG spec §5.3).
struct PNGChunk: Sendable {
  /// The chunk type, four ASCII letters ("IHDR", "fcTL").
  let type: String
  /// The chunk data, without length, type or CRC.
  let data: [UInt8]

  /// The eight bytes every PNG starts with (PNG spec §5.2).
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The chunk as stored: big-endian length, type, data, and the CRC over type and data.
  var serialized: [UInt8] {
    let typeBytes = Array(type.utf8)
    return UInt32(data.count).bigEndianBytes + typeBytes + data + Deflate.crc32(typeBytes, data).bigEndianBytes
  }

  /// Splits a PNG stream that the writer produced into its chunks, checking the signature, each
  /// length and each CRC; a failure names the byte offset.
  static func chunks(of png: Data) throws(PNGError) -> [PNGChunk] {
    let bytes = [UInt8](png)
    guard bytes.starts(with: signature) else {
      throw PNGError(kind: .corrupt, message: "encoded frame has no PNG signature", byteOffset: 0)
    }
    var chunks: [PNGChunk] = []
    var offset = signature.count
    while offset < bytes.count {
      guard offset + 12 <= bytes.count else {
        throw PNGError(kind: .truncated, message: "encoded frame ends inside a chunk header", byteOffset: offset)
      }
      let length = Int(UInt32(bigEndianBytes: bytes[offset..<offset + 4]))
      guard length <= bytes.count - offset - 12 else {
        throw PNGError(kind: .truncated, message: "encoded frame chunk of \(length) bytes overruns", byteOffset: offset)
      }
      let type = Array(bytes[offset + 4..<offset + 8])
      let data = Array(bytes[offset + 8..<offset + 8 + length])
      let stored = UInt32(bigEndianBytes: bytes[offset + 8 + length..<offset + 12 + length])
      guard stored == Deflate.crc32(type, data) else {
        throw PNGError(kind: .corrupt, message: "encoded frame chunk has a bad CRC", byteOffset: offset)
      }
      chunks.append(PNGChunk(type: String(decoding: type, as: UTF8.self), data: data))
      offset += 12 + length
    }
    return chunks
  }
}

extension UInt32 {
  /// The value as four big-endian bytes (PNG integers are network byte order, spec §7.1).
  var bigEndianBytes: [UInt8] {
    [UInt8(self >> 24), UInt8((self >> 16) & 0xFF), UInt8((self >> 8) & 0xFF), UInt8(self & 0xFF)]
  }

  /// Reads four big-endian bytes.
  init(bigEndianBytes bytes: ArraySlice<UInt8>) {
    self = bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }
}

extension UInt16 {
  /// The value as two big-endian bytes.
  var bigEndianBytes: [UInt8] { [UInt8(self >> 8), UInt8(self & 0xFF)] }
}
