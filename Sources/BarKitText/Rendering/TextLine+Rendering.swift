import BarKitGeometry
import BarKitRaster

/// A line's coverage at a display scale, and where it sits relative to the pen origin.
public struct TextMask: Sendable {
  /// Grayscale coverage of every outline glyph, overlaps added and clamped to 255; drawn in the
  /// text colour.
  public let mask: Mask
  /// The colour glyphs (emoji), premultiplied, in the same box as ``mask``, drawn over it in
  /// their own colours; `nil` when the line has none.
  public let color: Pixmap?
  /// Device pixels from the pen origin on the baseline to the mask's left column.
  public let left: Int
  /// Device pixels from the baseline to the mask's top row, y down (negative: above the
  /// baseline).
  public let top: Int
}

extension TextLine {
  /// The line's coverage at `scale`, its pen origin on a pixel corner; `nil` when the line has
  /// no ink (empty, or only spaces).
  public func renderMask(scale: DisplayScale, cache: GlyphCache = .shared) -> TextMask? {
    rasterize(penX: 0, scale: scale, cache: cache)
  }

  /// The line alone at `scale`, as `barkit text` writes it: its ink box, transparent around
  /// the glyphs, outlines in the style's colour and colour glyphs over them; `nil` when the line
  /// has no ink.
  public func image(scale: DisplayScale, cache: GlyphCache = .shared) -> Pixmap? {
    guard let rendered = renderMask(scale: scale, cache: cache),
      var pixmap = Pixmap(width: rendered.mask.width, height: rendered.mask.height)
    else { return nil }
    pixmap.draw(rendered.mask, at: 0, 0, color: style.color.premultiplied)
    if let emoji = rendered.color { pixmap.composite(emoji, at: 0, 0) }
    return pixmap
  }

  /// Draws the line (its shadow first, when the style has one) source-over into `pixmap`, the
  /// pen starting at `baselineOrigin`, in points.
  ///
  /// The baseline is rounded to a whole device pixel, as iOS places text (the measured
  /// baselines sit on row edges: measurements.md §5); along the baseline the pen keeps its
  /// fraction, rounded to a quarter pixel.
  public func draw(
    into pixmap: inout Pixmap, baselineOrigin: Point, scale: DisplayScale, cache: GlyphCache = .shared
  ) {
    if let shadow = style.shadow {
      paint(
        into: &pixmap, at: baselineOrigin + shadow.offset, scale: scale, color: shadow.color, withColorGlyphs: false,
        cache: cache)
    }
    paint(into: &pixmap, at: baselineOrigin, scale: scale, color: style.color, withColorGlyphs: true, cache: cache)
  }

  /// Paints the coverage in `color`, then the colour glyphs over it unless `withColorGlyphs` is
  /// false (a shadow is the outline glyphs' only).
  private func paint(
    into pixmap: inout Pixmap, at origin: Point, scale: DisplayScale, color: RGBA8, withColorGlyphs: Bool,
    cache: GlyphCache
  ) {
    let k = Double(scale.factor)
    let x = origin.x * k
    let whole = x.rounded(.down)
    guard let placed = rasterize(penX: x - whole, scale: scale, cache: cache) else { return }
    let baseline = Int((origin.y * k).rounded())
    pixmap.draw(placed.mask, at: Int(whole) + placed.left, baseline + placed.top, color: color.premultiplied)
    if withColorGlyphs, let layer = placed.color {
      pixmap.composite(layer, at: Int(whole) + placed.left, baseline + placed.top)
    }
  }

  /// Renders every glyph (pen starting `penX` pixels right of the origin, 0 ≤ penX < 1) into one
  /// mask, so overlapping glyphs are composited once.
  func rasterize(penX: Double, scale: DisplayScale, cache: GlyphCache) -> TextMask? {
    let k = Double(scale.factor)
    let pixelsPerEm = style.font.size * k
    let phases = GlyphCache.subpixelPhases
    var pieces: [(mask: Mask, x: Int, y: Int)] = []
    var colored: [(image: Pixmap, x: Int, y: Int)] = []
    for glyph in glyphs {
      let x = penX + glyph.x * k
      var whole = Int(x.rounded(.down))
      var phase = Int(((x - Double(whole)) * Double(phases)).rounded())
      if phase == phases {
        whole += 1
        phase = 0
      }
      let bitmap = cache.bitmap(face: glyph.face, glyph: glyph.glyph, pixelsPerEm: pixelsPerEm, phase: phase)
      // Vertical offsets (marks) snap to whole pixels, like the baseline.
      let rise = Int((glyph.y * k).rounded())
      if let image = bitmap.color { colored.append((image, whole + bitmap.left, -rise - bitmap.top)) }
      guard let mask = bitmap.mask else { continue }
      pieces.append((mask, whole + bitmap.left, -rise - bitmap.top))
    }
    let boxes =
      pieces.map { (x: $0.x, y: $0.y, width: $0.mask.width, height: $0.mask.height) }
      + colored.map { (x: $0.x, y: $0.y, width: $0.image.width, height: $0.image.height) }
    guard let first = boxes.first else { return nil }
    var left = first.x, top = first.y, right = first.x + first.width, bottom = first.y + first.height
    for box in boxes.dropFirst() {
      left = min(left, box.x)
      top = min(top, box.y)
      right = max(right, box.x + box.width)
      bottom = max(bottom, box.y + box.height)
    }
    guard var out = Mask(width: right - left, height: bottom - top) else { return nil }
    for piece in pieces {
      for row in 0..<piece.mask.height {
        let source = row * piece.mask.width
        let target = (piece.y - top + row) * out.width + piece.x - left
        for column in 0..<piece.mask.width {
          // Adding coverage is exact where two glyphs share a pixel column without overlapping
          // ink, the common case at glyph edges; real overlaps saturate.
          let sum = Int(out.values[target + column]) + Int(piece.mask.values[source + column])
          out.values[target + column] = UInt8(min(255, sum))
        }
      }
    }
    var layer: Pixmap?
    if !colored.isEmpty, var image = Pixmap(width: out.width, height: out.height) {
      for piece in colored { image.composite(piece.image, at: piece.x - left, piece.y - top) }
      layer = image
    }
    return TextMask(mask: out, color: layer, left: left, top: top)
  }
}
