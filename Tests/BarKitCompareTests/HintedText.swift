import BarKitRaster
import BarKitText
import CFreeType

/// Text drawn straight with FreeType, hinted or not: BarKitText renders unhinted (iOS 7 does
/// not hint) and has no switch, so the pairs "hinting on against off" are drawn here.
///
/// Both renderings place each glyph at the same whole pixel, from the unhinted advances, so
/// they differ only in the outlines the hinter moved to the pixel grid.
enum HintedText {
  /// FreeType's hinters: none (BarKit's), the font's own, and FreeType's auto-hinter.
  enum Hinting: CaseIterable {
    case none, native, automatic

    var loadFlags: Int32 {
      switch self {
      case .none: Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
      case .native: Int32(FT_LOAD_NO_BITMAP)
      case .automatic: Int32(FT_LOAD_FORCE_AUTOHINT | FT_LOAD_NO_BITMAP)
      }
    }
  }

  /// `string` in the system font (BarKitText's face at Regular) at `pixelSize`, `foreground` on
  /// `background`, the baseline at row `pixelSize + 4`.
  static func render(
    _ string: String, pixelSize: Int, hinting: Hinting, foreground: RGBA8, background: RGBA8
  ) -> Pixmap {
    let face = FontLibrary.shared.resolve(family: FontDescriptor.systemFamily, weight: .regular).face
    var image = Pixmap(
      width: pixelSize * string.count + 8, height: pixelSize * 3 / 2 + 8, filledWith: background.premultiplied)!
    var library: FT_Library?
    var ftFace: FT_Face?
    guard FT_Init_FreeType(&library) == 0 else { return image }
    defer { FT_Done_FreeType(library) }
    guard FT_New_Face(library, face.path, FT_Long(face.index), &ftFace) == 0, let ftFace else { return image }
    defer { FT_Done_Face(ftFace) }
    FT_Set_Pixel_Sizes(ftFace, 0, FT_UInt(pixelSize))
    let baseline = pixelSize + 4
    var pen = 4.0
    for scalar in string.unicodeScalars {
      let glyph = FT_Get_Char_Index(ftFace, FT_ULong(scalar.value))
      guard FT_Load_Glyph(ftFace, glyph, Hinting.none.loadFlags) == 0, let slot = ftFace.pointee.glyph else { continue }
      let advance = Double(slot.pointee.advance.x) / 64
      guard FT_Load_Glyph(ftFace, glyph, hinting.loadFlags) == 0, FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0
      else { continue }
      let bitmap = slot.pointee.bitmap
      let left = Int(pen.rounded()) + Int(slot.pointee.bitmap_left), top = baseline - Int(slot.pointee.bitmap_top)
      if let buffer = bitmap.buffer {
        for y in 0..<Int(bitmap.rows) {
          for x in 0..<Int(bitmap.width) {
            let px = left + x, py = top + y
            guard px >= 0, py >= 0, px < image.width, py < image.height else { continue }
            let coverage = Int(buffer[y * Int(bitmap.pitch) + x])
            @inline(__always) func mix(_ f: UInt8, _ b: UInt8) -> UInt8 {
              UInt8((Int(b) * (255 - coverage) + Int(f) * coverage + 127) / 255)
            }
            image[px, py] =
              RGBA8(
                r: mix(foreground.r, background.r), g: mix(foreground.g, background.g),
                b: mix(foreground.b, background.b)
              ).premultiplied
          }
        }
      }
      pen += advance
    }
    return image
  }
}
