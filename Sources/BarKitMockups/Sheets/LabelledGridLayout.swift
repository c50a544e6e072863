import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// Where everything of a ``LabelledGrid`` goes, in device pixels of the composed sheet.
public struct LabelledGridLayout: Sendable {
  /// The sheet's width in pixels.
  public let width: Int
  /// The sheet's height in pixels.
  public let height: Int
  /// How many times every image is halved to fit ``LabelledGrid/maxWidth`` (0: full size).
  public let halvings: Int
  /// Each cell's image, in cell order.
  public let imageFrames: [IntRect]
  /// Each cell's caption band (its column's width, the row's caption height), `nil` without a
  /// caption: the caption's ink stays inside it.
  public let captionFrames: [IntRect?]
  /// Each column header's band, left to right.
  public let columnHeaderFrames: [IntRect]
  /// Each row label's band, top to bottom.
  public let rowLabelFrames: [IntRect]
  /// The text to draw: a line and its pen origin on the baseline, in points.
  let texts: [(line: TextLine, origin: Point)]
}

extension LabelledGrid {
  /// Lays the grid out: column widths, row heights, text bands.
  public func layout() throws(SheetError) -> LabelledGridLayout {
    try validate()
    let k = scale.factor
    func px(_ points: Double) -> Int { Int((points * Double(k)).rounded()) }
    let pad = px(style.padding), gap = px(style.spacing), textGap = px(style.textGap)
    let caption = TextBand(font: style.captionFont, color: style.captionColor, scale: scale)
    let header = TextBand(font: style.headerFont, color: style.labelColor, scale: scale)
    let label = TextBand(font: style.rowLabelFont, color: style.labelColor, scale: scale)
    let hasCaptions = cells.contains { $0.caption?.isEmpty == false }
    let captionHeight = hasCaptions ? textGap + caption.height : 0
    let headerHeight = columnHeaders.isEmpty ? 0 : header.height + textGap
    let labelLines = rowLabels.map { label.line($0) }
    let labelWidth = labelLines.map { Int(($0.advance * Double(k)).rounded(.up)) }.max() ?? 0
    let labelColumn = labelWidth > 0 ? labelWidth + gap : 0

    // Halve until the images fit maxWidth (text and spacing keep their size).
    var halvings = 0
    var sizes = cells.map { (w: $0.image.width, h: $0.image.height) }
    func columnWidths() -> [Int] {
      (0..<columns).map { c in stride(from: c, to: sizes.count, by: columns).map { sizes[$0].w }.max() ?? 1 }
    }
    func sheetWidth() -> Int { 2 * pad + labelColumn + columnWidths().reduce(0, +) + gap * (columns - 1) }
    if let maxWidth {
      while sheetWidth() > maxWidth, sizes.contains(where: { $0.w > 1 }) {
        sizes = sizes.map { (($0.w + 1) / 2, ($0.h + 1) / 2) }
        halvings += 1
      }
    }
    let widths = columnWidths()
    // A row is as tall as its tallest image, or its label's line when that is taller.
    let rowHeights = (0..<rows).map { r in
      max(
        sizes[r * columns..<min(sizes.count, (r + 1) * columns)].map(\.h).max()!, r < rowLabels.count ? label.height : 0
      )
    }
    let width = sheetWidth()
    let height = 2 * pad + headerHeight + rowHeights.reduce(0, +) + rows * captionHeight + gap * (rows - 1)
    guard width <= 100_000, height <= 100_000 else { throw .tooLarge(width: width, height: height) }

    var columnX: [Int] = []
    var x = pad + labelColumn
    for w in widths {
      columnX.append(x)
      x += w + gap
    }
    var rowY: [Int] = []
    var y = pad + headerHeight
    for h in rowHeights {
      rowY.append(y)
      y += h + captionHeight + gap
    }

    var texts: [(line: TextLine, origin: Point)] = []
    var imageFrames: [IntRect] = [], captionFrames: [IntRect?] = []
    for (i, size) in sizes.enumerated() {
      let (r, c) = (i / columns, i % columns)
      imageFrames.append(IntRect(x: columnX[c] + (widths[c] - size.w) / 2, y: rowY[r], width: size.w, height: size.h)!)
      guard let text = cells[i].caption, !text.isEmpty else {
        captionFrames.append(nil)
        continue
      }
      let band = IntRect(x: columnX[c], y: rowY[r] + rowHeights[r] + textGap, width: widths[c], height: caption.height)!
      captionFrames.append(band)
      texts.append(caption.centred(text, in: band))
    }
    let headerFrames = columnHeaders.indices.map { c in
      IntRect(x: columnX[c], y: pad, width: widths[c], height: header.height)!
    }
    texts += zip(columnHeaders, headerFrames).map { header.centred($0, in: $1) }
    var labelFrames: [IntRect] = []
    for (r, line) in labelLines.enumerated() {
      // The line box centred on the row's images (for Inter the capitals' middle is within a
      // hundredth of an em of the line box's middle, so this also centres the capitals).
      let band = IntRect(
        x: pad, y: rowY[r] + (rowHeights[r] - label.height) / 2, width: max(labelWidth, 1), height: label.height)!
      labelFrames.append(band)
      texts.append((line, Point(x: Double(band.x) / Double(k), y: Double(band.y + label.ascent) / Double(k))))
    }
    return LabelledGridLayout(
      width: width, height: height, halvings: halvings, imageFrames: imageFrames, captionFrames: captionFrames,
      columnHeaderFrames: headerFrames, rowLabelFrames: labelFrames, texts: texts)
  }
}

/// One kind of text line of the grid: its style and its band height in device pixels.
private struct TextBand {
  let style: TextStyle
  let scale: DisplayScale
  /// Ascent plus descent, rounded up to whole pixels.
  let height: Int
  /// Pixels from the band's top to the baseline.
  let ascent: Int

  init(font: FontDescriptor, color: RGBA8, scale: DisplayScale) {
    style = TextStyle(font: font, color: color)
    self.scale = scale
    let metrics = TextLine("H", style: style).metrics
    let k = Double(scale.factor)
    ascent = Int((metrics.ascent * k).rounded(.up))
    height = ascent + Int((metrics.descent * k).rounded(.up))
  }

  func line(_ text: String, maxWidth: Double? = nil) -> TextLine { TextLine(text, style: style, maxWidth: maxWidth) }

  /// `text` truncated to `band`'s width and centred in it, on the band's baseline.
  func centred(_ text: String, in band: IntRect) -> (line: TextLine, origin: Point) {
    let k = Double(scale.factor)
    let line = line(text, maxWidth: Double(band.width) / k)
    let x = Double(band.x) / k + line.penX(for: .center, inWidth: Double(band.width) / k)
    return (line, Point(x: x, y: Double(band.y + ascent) / k))
  }
}
