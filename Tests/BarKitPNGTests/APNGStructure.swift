import Foundation

/// A test-only reader of an APNG's structure: its chunks (every CRC checked bit by bit with
/// ``PNGBytes/crc32(_:)``, independently of the writer's table) and the fields of acTL and fcTL.
struct APNGStructure {
  struct Chunk {
    let type: String
    let data: [UInt8]
    let crcIsValid: Bool
  }

  /// An fcTL chunk's fields (APNG spec, "fcTL").
  struct FrameControl: Equatable {
    let sequence: UInt32
    let width: Int, height: Int, x: Int, y: Int
    let delayNumerator: Int, delayDenominator: Int
    let dispose: UInt8, blend: UInt8
  }

  let chunks: [Chunk]

  init(_ data: Data) {
    let bytes = [UInt8](data)
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = Int(PNGBytes.readBigEndian(bytes, at: offset))
      guard offset + 12 + length <= bytes.count else { break }
      let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
      let crc = PNGBytes.readBigEndian(bytes, at: offset + 8 + length)
      chunks.append(
        Chunk(
          type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4)),
          crcIsValid: crc == PNGBytes.crc32(typeAndData)))
      offset += 12 + length
    }
    self.chunks = chunks
  }

  var types: [String] { chunks.map(\.type) }

  /// (num_frames, num_plays) of the acTL chunk.
  var animationControl: (frames: Int, plays: Int)? {
    chunks.first { $0.type == "acTL" }.map { (Int(Self.u32($0.data, 0)), Int(Self.u32($0.data, 4))) }
  }

  var frameControls: [FrameControl] {
    chunks.filter { $0.type == "fcTL" }.map { c in
      let d = c.data
      return FrameControl(
        sequence: Self.u32(d, 0), width: Int(Self.u32(d, 4)), height: Int(Self.u32(d, 8)), x: Int(Self.u32(d, 12)),
        y: Int(Self.u32(d, 16)), delayNumerator: Int(d[20]) << 8 | Int(d[21]),
        delayDenominator: Int(d[22]) << 8 | Int(d[23]), dispose: d[24], blend: d[25])
    }
  }

  /// The sequence numbers of fcTL and fdAT chunks, in file order.
  var sequenceNumbers: [UInt32] {
    chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.u32($0.data, 0) }
  }

  private static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 { PNGBytes.readBigEndian(bytes, at: offset) }
}
