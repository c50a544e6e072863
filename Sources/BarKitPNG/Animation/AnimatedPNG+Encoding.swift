#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension AnimatedPNG {
  /// Encodes the animation as APNG bytes: ``Builder`` given every frame at once, so both write
  /// the same bytes.
  ///
  /// The PNG writer (the one `pngData(options:)` uses) compresses each stored frame as an
  /// ordinary PNG in memory; its `IDAT` payload, one zlib stream, is then rewrapped: the file is the
  /// signature, `IHDR` (the canvas), `acTL` (frame count, play count), `fcTL` + `IDAT` for the
  /// first frame (the default image), `fcTL` + `fdAT`s for each later frame, and `IEND`.
  /// `fcTL` and `fdAT` share one sequence counter from 0. No ancillary chunks are written, so
  /// equal frames and options give equal bytes.
  ///
  /// The first frame is the whole canvas. With ``storesChangedRegions``, a later frame stores
  /// only the rectangle around the pixels that differ from the frame before it: with
  /// `dispose_op` NONE the canvas still holds the previous frame, and `blend_op` SOURCE
  /// replaces the rectangle (alpha too), so the canvas then equals this frame exactly. A frame
  /// identical to the one before extends that frame's delay when the sum is exact (same
  /// denominator, fits 16 bits); otherwise it is stored as a 1 × 1 rectangle of unchanged
  /// pixels, so its delay still plays.
  ///
  /// - Throws: `PNGError` (`.invalidOptions`) for no frames, frames of different sizes or a
  ///   negative play count; errors of the frame encoder.
  public func data() throws(PNGError) -> Data {
    var builder = Builder(playCount: playCount, options: options, storesChangedRegions: storesChangedRegions)
    try builder.append(contentsOf: frames)
    return try builder.finish()
  }
}
