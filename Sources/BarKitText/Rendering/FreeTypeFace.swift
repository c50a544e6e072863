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

  /// Whether the face has colour glyphs (FreeType's `FT_HAS_COLOR`: `FT_FACE_FLAG_COLOR`, bit 14
  /// of the face flags, a macro Swift does not import).
  var hasColor: Bool { face.pointee.face_flags & (1 << 14) != 0 }

  /// Renders colour `glyph` at `pixelsPerEm`: FreeType loads the bitmap of the face's strike
  /// nearest above the size (`FT_LOAD_COLOR` gives premultiplied BGRA), which is scaled to the
  /// size by ``AreaResampler``. Colour glyphs are not moved by subpixel phases: a bitmap would
  /// only blur. Returns an empty bitmap when the glyph has no colour bitmap.
  func renderColor(glyph: UInt32, pixelsPerEm: Double) -> GlyphBitmap {
    let strikes = (0..<Int(face.pointee.num_fixed_sizes)).map { Double(face.pointee.available_sizes[$0].y_ppem) / 64 }
    guard !strikes.isEmpty else { return .empty }
    let strike =
      strikes.indices.filter { strikes[$0] >= pixelsPerEm }.min { strikes[$0] < strikes[$1] }
      ?? strikes.indices.max { strikes[$0] < strikes[$1] }!
    // The next outline render sets its size again.
    currentSize = 0
    guard FT_Select_Size(face, Int32(strike)) == 0, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0,
      let slot = face.pointee.glyph, slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
    else { return .empty }
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
    guard width > 0, rows > 0, let buffer = bitmap.buffer, var image = Pixmap(width: width, height: rows) else {
      return .empty
    }
    for y in 0..<rows {
      let rowStart = pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch
      for x in 0..<width {
        let p = rowStart + x * 4
        // BGRA, premultiplied (FreeType's FT_PIXEL_MODE_BGRA).
        image.pixels[y * image.stride + x] = PremultipliedRGBA8(
          uncheckedR: buffer[p + 2], g: buffer[p + 1], b: buffer[p], a: buffer[p + 3])
      }
    }
    let scale = pixelsPerEm / strikes[strike]
    let left = Int((Double(slot.pointee.bitmap_left) * scale).rounded())
    let top = Int((Double(slot.pointee.bitmap_top) * scale).rounded())
    let right = Int((Double(Int(slot.pointee.bitmap_left) + width) * scale).rounded())
    let bottom = Int((Double(Int(slot.pointee.bitmap_top) - rows) * scale).rounded())
    guard let scaled = AreaResampler.resample(image, width: max(1, right - left), height: max(1, top - bottom)) else {
      return .empty
    }
    return GlyphBitmap(mask: nil, color: scaled, left: left, top: top)
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
