import BarKitConcurrency
import BarKitGeometry
import BarKitRaster
import Dispatch
import Foundation
import Synchronization

extension AnimatedPNG {
  /// Encodes the animation as APNG bytes.
  ///
  /// The PNG writer (the one `pngData(options:)` uses) compresses each stored frame as an
  /// ordinary PNG in memory; its `IDAT` payload, one zlib stream, is then rewrapped: the file is the
  /// signature, `IHDR` (the canvas), `acTL` (frame count, play count), `fcTL` + `IDAT` for the
  /// first frame (the default image), `fcTL` + `fdAT`s for each later frame, and `IEND`.
  /// `fcTL` and `fdAT` share one sequence counter from 0. No ancillary chunks are written, so
  /// equal frames and options give equal bytes.
  ///
  /// - Throws: `PNGError` (`.invalidOptions`) for no frames, frames of different sizes or a
  ///   negative play count; errors of the frame encoder.
  public func data() throws(PNGError) -> Data {
    try validate()
    var options = options
    options.dropsOpaqueAlpha = options.dropsOpaqueAlpha && frames.allSatisfy { $0.image.isOpaque() }
    let stored = storedFrames()
    let encoded = try compressedFrames(stored, options: options)
    var out = PNGChunk.signature
    var sequence: UInt32 = 0
    var colorType: UInt8?
    for (n, frame) in stored.enumerated() {
      let chunks = encoded[n]
      guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
        throw PNGError(kind: .corrupt, message: "APNG: encoded frame \(frame.source) does not start with IHDR")
      }
      // Bytes 8, 9, 12 of IHDR: bit depth, color type, interlace (PNG spec §11.2.2). Every
      // frame must match the file's IHDR.
      guard header.data[8] == 8, header.data[12] == 0, colorType == nil || colorType == header.data[9] else {
        throw PNGError(kind: .corrupt, message: "APNG: encoded frame \(frame.source) has a different pixel format")
      }
      colorType = header.data[9]
      if n == 0 {
        out += header.serialized
        out +=
          PNGChunk(type: "acTL", data: UInt32(stored.count).bigEndianBytes + UInt32(playCount).bigEndianBytes)
          .serialized
      }
      out += frameControl(frame, sequence: sequence).serialized
      sequence += 1
      for chunk in chunks where chunk.type == "IDAT" {
        if n == 0 {
          out += chunk.serialized
        } else {
          out += PNGChunk(type: "fdAT", data: sequence.bigEndianBytes + chunk.data).serialized
          sequence += 1
        }
      }
    }
    out += PNGChunk(type: "IEND", data: []).serialized
    return Data(out)
  }

  /// Each stored frame compressed as an ordinary PNG, split into chunks. Frames are
  /// independent, so they compress on every core at once; the output does not depend on the
  /// order they finish in.
  private func compressedFrames(_ stored: [StoredFrame], options: PNGEncodingOptions) throws(PNGError)
    -> [[PNGChunk]]
  {
    try Parallel.map(count: stored.count) { n throws(PNGError) in
      let frame = stored[n]
      let image = frames[frame.source].image
      let pixels = frame.region == image.bounds ? image : image.cropped(to: frame.region)!
      return try PNGChunk.chunks(of: pixels.pngData(options: options))
    }
  }

  /// The `fcTL` chunk (26 bytes): sequence number, region size and offset, delay, then
  /// `dispose_op` 0 (NONE: leave the canvas as it is) and `blend_op` 0 (SOURCE: replace).
  private func frameControl(_ frame: StoredFrame, sequence: UInt32) -> PNGChunk {
    let r = frame.region
    let fields = [sequence, UInt32(r.width), UInt32(r.height), UInt32(r.x), UInt32(r.y)].flatMap(\.bigEndianBytes)
    return PNGChunk(
      type: "fcTL",
      data: fields + frame.delay.numerator.bigEndianBytes + frame.delay.denominator.bigEndianBytes + [0, 0])
  }
}
