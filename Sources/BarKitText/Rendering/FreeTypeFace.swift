import BarKitRaster
import CFreeType

/// A FreeType library and face, used by one thread at a time (``FontFace`` holds it locked).
final class FreeTypeFace {
  private var library: FT_Library?
  private let face: FT_Face
  private var currentSize: FT_F26Dot6 = 0

  /// Load flags: no hinting, as iOS 7 does not hint (Docs/Text.md: the measured cap tops sit at
  /// fractional rows, measurements.md §5, which hinting would snap to whole pixels), and
  /// outlines only, ignoring embedded bitmaps so every scale gets the same shapes.
  static let loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)

  init?(path: String, index: Int) {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0 else { return nil }
    var face: FT_Face?
    guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else {
      FT_Done_FreeType(library)
      return nil
    }
    self.library = library
    self.face = face
  }

  deinit {
    FT_Done_Face(face)
    FT_Done_FreeType(library)
  }

  /// Renders `glyph` at `pixelsPerEm`, its outline scaled vertically by `verticalScale`,
  /// emboldened by `synthesis` and moved right by `shift`/64 pixel first. Returns an empty bitmap
  /// when the glyph cannot be loaded (drawn as nothing, never a crash).
  func render(
    glyph: UInt32, pixelsPerEm: Double, shift: Int, synthesis: WeightSynthesis?, verticalScale: Double
  ) -> GlyphBitmap {
    let size = FT_F26Dot6((pixelsPerEm * 64).rounded())
    if size != currentSize {
      // 72 dpi makes one point one pixel, so the char size is the pixels per em.
      guard FT_Set_Char_Size(face, 0, size, 72, 72) == 0 else { return .empty }
      currentSize = size
    }
    guard FT_Load_Glyph(face, glyph, FreeTypeFace.loadFlags) == 0, let slot = face.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return .empty }
    if verticalScale != 1 {
      var matrix = FT_Matrix(xx: 0x10000, xy: 0, yx: 0, yy: FT_Fixed((verticalScale * 65536).rounded()))
      FT_Outline_Transform(&slot.pointee.outline, &matrix)
    }
    var dx = FT_Pos(shift), dy: FT_Pos = 0
    if let synthesis {
      // EmboldenXY grows the outline by half the strength on each side. Moving it right by half
      // the extra advance the shaper added keeps the ink centred in its advance (the side bearings
      // shrink alike), and up by half the vertical strength keeps the foot on the baseline.
      let x = FT_Pos((synthesis.horizontal * pixelsPerEm * 64).rounded())
      let y = FT_Pos((synthesis.vertical * pixelsPerEm * 64).rounded())
      FT_Outline_EmboldenXY(&slot.pointee.outline, x, y)
      dx += FT_Pos((synthesis.advance * pixelsPerEm * 32).rounded())
      dy += y / 2
    }
    FT_Outline_Translate(&slot.pointee.outline, dx, dy)
    guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
    guard width > 0, rows > 0, let buffer = bitmap.buffer, var mask = Mask(width: width, height: rows) else {
      return .empty
    }
    for y in 0..<rows {
      // A negative pitch means the rows are stored bottom-up.
      let rowStart = pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch
      for x in 0..<width { mask.values[y * width + x] = buffer[rowStart + x] }
    }
    return GlyphBitmap(mask: mask, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
  }
}
