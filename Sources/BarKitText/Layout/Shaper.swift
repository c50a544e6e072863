import CHarfBuzz

/// A glyph placed on the line, in points from the line's pen origin on the baseline.
struct PositionedGlyph: Sendable {
  let face: FontFace
  let glyph: UInt32
  /// Pen position plus HarfBuzz's offset, points to the right of the line start.
  let x: Double
  /// Offset above the baseline in points (combining marks are raised by HarfBuzz).
  let y: Double
  /// The UTF-8 offset, in the line's text, of the character the glyph belongs to (HarfBuzz's
  /// cluster): which glyph drew which character, whatever order they are drawn in.
  let cluster: Int
}

/// The shaped form of a string: glyphs, total advance and the warnings font choice raised.
struct ShapedText: Sendable {
  var glyphs: [PositionedGlyph] = []
  /// The pen's travel, points.
  var advance: Double = 0
  var warnings: [TextWarning] = []
}

/// Splits a string into runs of one face (the primary, or a per-character fallback) and one
/// direction (``BidiParagraph``, ICU's bidi algorithm), shapes each run with HarfBuzz in its direction (kerning,
/// ligatures, joining, combining mark placement, the script HarfBuzz guesses), and places the
/// runs in visual order: a right-to-left line's first word on the right.
enum Shaper {
  /// Shapes `text` in a paragraph reading `direction`; `proportionalFigures` asks for the font's
  /// proportional digits (OpenType `pnum`, or the stand-in's narrower "1").
  static func shape(
    _ text: String, primary: ResolvedFont, size: Double, letterSpacing: Double, proportionalFigures: Bool = false,
    direction: TextDirection = .leftToRight, library: FontLibrary
  ) -> ShapedText {
    var shaped = ShapedText()
    let characters = Array(text)
    guard !characters.isEmpty else { return shaped }
    // Byte offset of each character in the UTF-8 text, HarfBuzz's cluster values.
    var offsets: [Int] = []
    var byte = 0
    for character in characters {
      offsets.append(byte)
      byte += character.utf8.count
    }
    offsets.append(byte)
    var faces: [FontFace] = []
    for character in characters {
      // An emoji comes from a colour font wherever one covers it, as iOS draws every emoji from
      // Apple Color Emoji whatever the text's font; without one it falls back as text does.
      if character.isEmojiPresentation, !primary.face.isColor {
        if let color = library.colorFace(for: character) {
          faces.append(color)
          continue
        }
        let warning = TextWarning.noColorFont(character: character)
        if !shaped.warnings.contains(warning) { shaped.warnings.append(warning) }
      }
      if primary.face.covers(character) {
        faces.append(primary.face)
      } else if let fallback = library.fallbackFace(for: character, after: primary) {
        faces.append(fallback)
      } else {
        let warning = TextWarning.noFontCovers(character: character, searched: library.fallbackCount(after: primary))
        if !shaped.warnings.contains(warning) { shaped.warnings.append(warning) }
        faces.append(primary.face)
      }
    }
    // The stand-in's letters are respaced to Helvetica Neue's widths, looked up by cluster (the
    // UTF-8 offset of a character).
    var characterAt: [UInt32: Character] = [:]
    for (index, character) in characters.enumerated() where faces[index].hasStandInSpacing {
      characterAt[UInt32(offsets[index])] = character
    }
    let room = { (cluster: UInt32) -> (before: Double, advance: Double) in
      guard let character = characterAt[cluster] else { return (0, 0) }
      let em = StandInSpacing.adjustment(for: character, proportionalFigures: proportionalFigures)
      return (em.before * size, em.advance * size)
    }
    let levels = BidiParagraph(text, direction: direction).levels(of: characters)
    // Runs in logical order: (first character, end, level).
    var runs: [(start: Int, end: Int, level: UInt8)] = []
    var start = 0
    while start < characters.count {
      var end = start + 1
      while end < characters.count, faces[end] === faces[start], levels[end] == levels[start] { end += 1 }
      runs.append((start, end, levels[start]))
      start = end
    }
    var pieces: [ShapedText] = []
    text.withCString { utf8 in
      for run in runs {
        var piece = ShapedText()
        shapeRun(
          utf8, byteCount: byte, from: offsets[run.start], to: offsets[run.end], face: faces[run.start], size: size,
          letterSpacing: letterSpacing, proportionalFigures: proportionalFigures, rightToLeft: run.level % 2 == 1,
          room: room, into: &piece)
        pieces.append(piece)
      }
    }
    for index in BidiParagraph.visualOrder(levels: runs.map(\.level)) {
      let piece = pieces[index]
      shaped.glyphs += piece.glyphs.map {
        PositionedGlyph(face: $0.face, glyph: $0.glyph, x: $0.x + shaped.advance, y: $0.y, cluster: $0.cluster)
      }
      shaped.advance += piece.advance
    }
    return shaped
  }

  /// Shapes one run, the whole text given as context so joining scripts see their neighbours.
  private static func shapeRun(
    _ utf8: UnsafePointer<CChar>, byteCount: Int, from: Int, to: Int, face: FontFace, size: Double,
    letterSpacing: Double, proportionalFigures: Bool, rightToLeft: Bool,
    room: (UInt32) -> (before: Double, advance: Double), into shaped: inout ShapedText
  ) {
    guard let buffer = hb_buffer_create() else { return }
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf8(buffer, utf8, Int32(byteCount), UInt32(from), Int32(to - from))
    hb_buffer_guess_segment_properties(buffer)
    // The direction the paragraph's levels gave the run, not HarfBuzz's guess from its script:
    // a space or digit run inside Arabic reads as its neighbours do.
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    // Core Text turns ligatures off when a kern (letter spacing) attribute is set; do the same so
    // "fi" spaces like "f" and "i".
    var features = (letterSpacing == 0 ? [] : ["liga=0", "clig=0"]).map(feature)
    if proportionalFigures { features.append(feature("pnum")) }
    hb_shape(face.harfBuzzFont, buffer, &features, UInt32(features.count))
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return }
    let unit = size / Double(face.unitsPerEm)
    for i in 0..<Int(count) {
      let position = positions[i]
      let starts = i == 0 || infos[i - 1].cluster != infos[i].cluster
      let (before, extra) = room(infos[i].cluster)
      if starts { shaped.advance += before }
      shaped.glyphs.append(
        PositionedGlyph(
          face: face, glyph: infos[i].codepoint, x: shaped.advance + Double(position.x_offset) * unit,
          y: Double(position.y_offset) * unit, cluster: Int(infos[i].cluster)))
      shaped.advance += Double(position.x_advance) * unit
      // Letter spacing follows each character (cluster), the last one included, as NSKern does;
      // so does the room a synthesized weight's wider letters take (a mark adds none).
      if i + 1 == Int(count) || infos[i + 1].cluster != infos[i].cluster {
        shaped.advance += letterSpacing + face.syntheticAdvance(size: size) + extra - before
      }
    }
  }

  private static func feature(_ text: String) -> hb_feature_t {
    var feature = hb_feature_t()
    _ = hb_feature_from_string(text, Int32(text.utf8.count), &feature)
    return feature
  }
}
