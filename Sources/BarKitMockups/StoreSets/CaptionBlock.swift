import BarKitGeometry
import BarKitRaster
import BarKitText
import BarKitTypography

/// A caption laid out for one image: its lines shaped at the size that fits, measured, ready to
/// draw centred in a band. Bold runs are separate text lines set side by side; in a
/// right-to-left caption the first run is placed on the right, as the whole line reads.
struct CaptionBlock: Sendable {
  /// One line of the caption: its runs in reading order and the direction they are placed in.
  struct Line: Sendable {
    let runs: [TextLine]
    /// Whether each run is bold, for its colour.
    let bold: [Bool]
    let direction: TextDirection
    let ascent: Double
    let descent: Double
    var width: Double { runs.reduce(0) { $0 + $1.advance } }
  }

  /// Why a caption could not be laid out; the composer turns it into a JSON-path error.
  enum Failure: Error, Equatable {
    /// An unclosed `**` in a localized string.
    case unclosedBold
    /// Too wide at the smallest size: the line, its width there and the room, output pixels.
    case tooWide(line: String, width: Int, room: Int)
  }

  let title: [Line]
  let subtitle: [Line]
  /// The title's size, output pixels.
  let titleSize: Double
  let subtitleSize: Double
  let titleColor: RGBA8
  let subtitleColor: RGBA8
  /// The colour of bold runs in the title and the subtitle.
  let titleBoldColor: RGBA8
  let subtitleBoldColor: RGBA8
  /// Extra space between lines, a multiple of the size.
  let lineSpacing: Double

  /// Lays out `text` (already localized) for an image whose shorter side is `base` pixels (the
  /// sizes are fractions of it) and whose caption may be `room` pixels wide, in `family`.
  init(text: StoreCaptionText, caption: StoreCaption, family: String, base: Double, room: Double) throws(Failure) {
    guard let titleRuns = CaptionRuns(parsing: text.title) else { throw .unclosedBold }
    let subtitleRuns = try text.subtitle.map { s throws(Failure) -> CaptionRuns in
      guard let runs = CaptionRuns(parsing: s) else { throw .unclosedBold }
      return runs
    }
    let largest = caption.maximumSize * base, smallest = caption.minimumSize * base
    let lay = { (runs: CaptionRuns, size: Double) in
      Self.lines(runs, size: size, family: family, caption: caption)
    }
    let (fittedTitle, titleSize) = try Self.fit(
      titleRuns, largest: largest, smallest: smallest, room: room, lay: lay)
    self.titleSize = titleSize
    self.title = lay(fittedTitle, titleSize)
    if let subtitleRuns {
      // The subtitle is a little over half the title, and shrinks further only if it must.
      let (fitted, size) = try Self.fit(
        subtitleRuns, largest: titleSize * 0.56, smallest: smallest * 0.56, room: room, lay: lay)
      subtitleSize = size
      self.subtitle = lay(fitted, size)
    } else {
      subtitleSize = 0
      self.subtitle = []
    }
    titleColor = caption.color
    subtitleColor = caption.subtitleColor ?? caption.color.withAlphaComponent(Double(caption.color.a) / 255 * 0.8)
    titleBoldColor = caption.boldColor ?? titleColor
    subtitleBoldColor = caption.boldColor ?? subtitleColor
    lineSpacing = caption.lineSpacing
  }

  /// `runs` at the largest size that fits, down to `smallest`; when even that is too wide, the
  /// lines are broken where they may be (``CaptionRuns/wrapped(where:)``) and fitted again, so
  /// a long translation takes two lines rather than failing.
  private static func fit(
    _ runs: CaptionRuns, largest: Double, smallest: Double, room: Double, lay: (CaptionRuns, Double) -> [Line]
  ) throws(Failure) -> (CaptionRuns, Double) {
    do {
      return (runs, try fittingSize(runs, largest: largest, smallest: smallest, room: room, lay: lay))
    } catch {
      let wrapped = runs.wrapped { pieces in
        lay(CaptionRuns(lines: [pieces]), smallest).first.map { $0.width <= room } ?? true
      }
      guard wrapped != runs else { throw error }
      return (wrapped, try fittingSize(wrapped, largest: largest, smallest: smallest, room: room, lay: lay))
    }
  }

  /// The largest size from `largest` down to `smallest` at which every line fits `room`.
  /// Unhinted advances grow in proportion to the size (Docs/Text.md), so one measurement gives
  /// the size and a pass or two take off what kerning's rounding left over. Whatever the passes
  /// give, the size returned has been measured to fit; failing that, `smallest` is measured
  /// itself, as the wrapping measured the lines, so a line the wrapping let through is never
  /// refused (a 659-pixel line in a 660-pixel room was, by a safety factor).
  private static func fittingSize(
    _ runs: CaptionRuns, largest: Double, smallest: Double, room: Double, lay: (CaptionRuns, Double) -> [Line]
  ) throws(Failure) -> Double {
    var size = largest
    for _ in 0..<4 {
      let widest = lay(runs, size).map(\.width).max() ?? 0
      if widest <= room { return size }
      let next = size * room / widest * 0.995
      guard next > smallest else { break }
      size = next
    }
    let lines = lay(runs, smallest)
    let widest = lines.max { $0.width < $1.width }!
    guard widest.width > room else { return smallest }
    throw .tooWide(
      line: widest.runs.map(\.string).joined(), width: Int(widest.width.rounded(.up)), room: Int(room.rounded(.down)))
  }

  /// Every line of `runs` shaped at `size`.
  private static func lines(_ runs: CaptionRuns, size: Double, family: String, caption: StoreCaption) -> [Line] {
    let direction = TextDirection(firstStrongIn: runs.plainText)
    return runs.lines.map { line in
      let shaped = line.map { run in
        TextLine(
          run.text,
          style: TextStyle(
            font: FontDescriptor(family: family, weight: run.isBold ? caption.boldWeight : caption.weight, size: size)),
          direction: direction)
      }
      let metrics = shaped.first?.metrics
      return Line(
        runs: shaped, bold: line.map(\.isBold), direction: direction, ascent: metrics?.ascent ?? size * 0.8,
        descent: metrics?.descent ?? size * 0.2)
    }
  }

  /// The distance from one baseline to the next within a title or subtitle, for `size`.
  private func lineAdvance(_ line: Line, size: Double) -> Double {
    max(line.ascent + line.descent, size * 1.18) + lineSpacing * size
  }

  /// The gap between the title and the subtitle.
  private var gap: Double { subtitle.isEmpty ? 0 : titleSize * 0.45 }

  /// The block's height, output pixels: first ascent to last descent.
  var height: Double {
    func total(_ lines: [Line], _ size: Double) -> Double {
      guard let first = lines.first, let last = lines.last else { return 0 }
      return first.ascent + Double(lines.count - 1) * lineAdvance(first, size: size) + last.descent
    }
    return total(title, titleSize) + gap + total(subtitle, subtitleSize)
  }

  /// Draws the block with its top at `top`, each line centred on `centerX`.
  func draw(top: Double, centerX: Double, into canvas: inout Canvas) {
    var y = top
    for (lines, size, color, boldColor) in [
      (title, titleSize, titleColor, titleBoldColor), (subtitle, subtitleSize, subtitleColor, subtitleBoldColor),
    ] {
      guard let first = lines.first else { continue }
      if y > top { y += gap }
      var baseline = y + first.ascent
      for line in lines {
        var x = centerX - line.width / 2
        let runs = Array(zip(line.runs, line.bold))
        for (run, isBold) in line.direction == .rightToLeft ? runs.reversed() : runs {
          canvas.draw(run, at: Point(x: x, y: baseline), color: isBold ? boldColor : color)
          x += run.advance
        }
        baseline += lineAdvance(first, size: size)
      }
      y = baseline - lineAdvance(first, size: size) + lines.last!.descent
    }
  }
}
