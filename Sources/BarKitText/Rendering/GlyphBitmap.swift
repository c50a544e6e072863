import BarKitRaster

/// A rasterized glyph: its coverage (or its colours, for an emoji) and where it sits relative to
/// the pen on the baseline.
struct GlyphBitmap: Sendable {
  /// The coverage, or `nil` for a glyph without ink (a space) or a colour glyph.
  let mask: Mask?
  /// A colour glyph's premultiplied pixels (an emoji's bitmap), drawn as they are: the text
  /// colour does not tint them.
  var color: Pixmap? = nil
  /// Pixels from the pen position to the bitmap's left edge.
  let left: Int
  /// Pixels from the baseline up to the bitmap's top edge.
  let top: Int

  static let empty = GlyphBitmap(mask: nil, left: 0, top: 0)

  /// Bytes the glyph holds, for the cache's memory bound.
  var byteCount: Int { (mask?.values.count ?? 0) + (color?.pixels.count ?? 0) * 4 + 64 }
}
