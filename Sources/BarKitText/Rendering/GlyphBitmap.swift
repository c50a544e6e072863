import BarKitRaster

/// A rasterized glyph: its coverage and where it sits relative to the pen on the baseline.
struct GlyphBitmap: Sendable {
  /// The coverage, or `nil` for a glyph without ink (a space).
  let mask: Mask?
  /// Pixels from the pen position to the mask's left edge.
  let left: Int
  /// Pixels from the baseline up to the mask's top edge.
  let top: Int

  static let empty = GlyphBitmap(mask: nil, left: 0, top: 0)

  /// Bytes the glyph holds, for the cache's memory bound.
  var byteCount: Int { (mask?.values.count ?? 0) + 64 }
}
