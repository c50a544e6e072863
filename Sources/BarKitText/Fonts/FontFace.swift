import BarKitRaster
import CFreeType
import CHarfBuzz
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One font file, opened for shaping (HarfBuzz) and for rasterization (FreeType).
///
/// The HarfBuzz font is made immutable after set-up, which makes it safe to shape with from any
/// thread. A FreeType face is not thread-safe (FreeType's documentation: a face must not be used
/// from two threads at once), so each ``FontFace`` owns its own `FT_Library` and `FT_Face` behind
/// a lock: threads rendering different faces never wait for each other.
///
/// Faces are created and kept by ``FontLibrary``; their number is bounded by the installed fonts.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
  /// The font file.
  public let path: String
  /// The face index inside the file (collections such as `.ttc` hold several).
  public let index: Int
  /// The first family name fontconfig reports for the face.
  public let family: String
  /// The style name (`"Medium"`, `"Bold"`).
  public let style: String
  /// The weight made from this file's lighter outlines, `nil` for the font as designed.
  let synthesis: WeightSynthesis?
  /// How much outlines are scaled vertically: 1 for the font as designed; the system face's
  /// stand-in is fitted to Helvetica Neue's cap height (``TypefacePolicy/capHeight``).
  let verticalScale: Double
  /// Whether glyphs get the stand-in's extra spacing, fitted to iOS 7's per size
  /// (``TypefacePolicy/tracking(size:)``).
  let isTracked: Bool
  /// Whether letters are respaced to Helvetica Neue's widths (``StandInSpacing``): the fitted
  /// stand-in only, not another family pinned as the system face.
  var hasStandInSpacing: Bool { isTracked && family == TypefacePolicy.standInFamily }
  /// Whether the face draws colour glyphs (an emoji font): they are drawn as they are, in their
  /// own colours, not as coverage.
  let isColor: Bool
  /// A process-unique number, part of every glyph cache key.
  let id: Int
  /// Design units per em: positions from HarfBuzz are in these units.
  let unitsPerEm: Int
  /// Metrics for a 1 pt size (multiply by the size in points).
  let unitMetrics: FontMetrics
  /// Immutable, shared by every thread.
  let harfBuzzFont: OpaquePointer
  private let rasterizer: Mutex<FreeTypeFace>

  private static let nextID = Mutex(0)

  /// Opens the face at `index` in `path`, or returns `nil` when FreeType or HarfBuzz cannot.
  init?(
    path: String, index: Int, family: String, style: String, synthesis: WeightSynthesis? = nil,
    verticalScale: Double = 1, isTracked: Bool = false
  ) {
    guard let freeType = FreeTypeFace(path: path, index: index) else { return nil }
    guard let blob = hb_blob_create_from_file(path) else { return nil }
    defer { hb_blob_destroy(blob) }
    guard hb_blob_get_length(blob) > 0, let hbFace = hb_face_create(blob, UInt32(index)) else { return nil }
    defer { hb_face_destroy(hbFace) }
    guard hb_face_get_glyph_count(hbFace) > 0, let font = hb_font_create(hbFace) else { return nil }
    let upem = Int(hb_face_get_upem(hbFace))
    // Positions in font units: layout is resolution-independent because glyphs are not hinted.
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    hb_font_make_immutable(font)
    self.path = path
    self.index = index
    self.family = family
    self.style = style
    self.synthesis = synthesis
    self.verticalScale = verticalScale
    self.isTracked = isTracked
    self.unitsPerEm = upem
    self.harfBuzzFont = font
    self.isColor = freeType.hasColor
    self.rasterizer = Mutex(freeType)
    var metrics = FontFace.readMetrics(font, unitsPerEm: upem)
    // Ink heights follow the outlines: scaled, then raised by emboldening (the foot stays on the
    // baseline). The line box (ascent, descent) is the font's.
    metrics.capHeight = metrics.capHeight * verticalScale + (synthesis?.vertical ?? 0)
    metrics.xHeight = metrics.xHeight * verticalScale + (synthesis?.vertical ?? 0)
    self.unitMetrics = metrics
    self.id = FontFace.nextID.withLock { n in
      n += 1
      return n
    }
  }

  deinit { hb_font_destroy(harfBuzzFont) }

  /// Family, style and file, for warnings and logs ("Nimbus Sans Regular, emboldened to medium
  /// (/usr/share/…)" for a synthesized weight).
  public var description: String {
    "\(family) \(style)\(synthesis.map { ", emboldened by \($0.horizontal) em" } ?? "") (\(path))"
  }

  /// Extra advance per glyph in points at `size`, from a synthesized weight and fitted spacing.
  /// A synthesized weight's advance already includes the spacing it was fitted with.
  func syntheticAdvance(size: Double) -> Double {
    (synthesis?.advance ?? (isTracked ? TypefacePolicy.tracking(size: size) : 0)) * size
  }

  /// The metrics at `size` points.
  public func metrics(size: Double) -> FontMetrics { unitMetrics.scaled(by: size) }

  /// The glyph for a Unicode scalar, or `nil` when the font's cmap lacks it.
  func glyph(for scalar: Unicode.Scalar) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(harfBuzzFont, scalar.value, &glyph) != 0 ? glyph : nil
  }

  /// Whether the font maps every scalar of `character`, as given or composed (NFC): a font with
  /// "é" draws "e\u{301}", which HarfBuzz composes.
  func covers(_ character: Character) -> Bool {
    func maps(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
      scalars.allSatisfy { glyph(for: $0) != nil || $0.properties.isDefaultIgnorableCodePoint }
    }
    return maps(character.unicodeScalars)
      || maps(CanonicalMapping.composed(character))
  }

  /// Rasterizes `glyph` at `pixelsPerEm`, shifted right by `shift` 1/64 pixel (subpixel
  /// positioning), as grayscale coverage. Serialized per face.
  func rasterize(glyph: UInt32, pixelsPerEm: Double, shift: Int) -> GlyphBitmap {
    rasterizer.withLock {
      if isColor { return $0.renderColor(glyph: glyph, pixelsPerEm: pixelsPerEm) }
      return $0.render(
        glyph: glyph, pixelsPerEm: pixelsPerEm, shift: shift, synthesis: synthesis, verticalScale: verticalScale)
    }
  }

  /// Reads vertical metrics in units of the em (1.0 = the size): ascent, descent and line gap
  /// from hhea (OS/2 with USE_TYPO_METRICS) through HarfBuzz; cap height and x-height as the ink
  /// tops of "H" and "x", which is what measurements.md §5 measures on the captures ("flat cap
  /// height") and needs no OS/2 table access.
  private static func readMetrics(_ font: OpaquePointer, unitsPerEm: Int) -> FontMetrics {
    let em = Double(unitsPerEm)
    func inkTop(_ scalar: Unicode.Scalar) -> Double {
      var glyph: hb_codepoint_t = 0
      var extents = hb_glyph_extents_t()
      guard hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0,
        hb_font_get_glyph_extents(font, glyph, &extents) != 0
      else { return 0 }
      return Double(extents.y_bearing) / em
    }
    var extents = hb_font_extents_t()
    hb_font_get_h_extents(font, &extents)
    return FontMetrics(
      ascent: Double(extents.ascender) / em, descent: -Double(extents.descender) / em,
      leading: Double(extents.line_gap) / em, capHeight: inkTop("H"), xHeight: inkTop("x"))
  }
}
