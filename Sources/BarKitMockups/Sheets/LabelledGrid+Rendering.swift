import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

extension LabelledGrid {
  /// Composes the sheet: the background, every image source-over at its frame (halved as the
  /// layout says), then the text. Deterministic: integer compositing, text from BarKitText.
  public func render() throws(SheetError) -> Pixmap {
    let layout = try layout()
    guard var sheet = Pixmap(width: layout.width, height: layout.height, filledWith: style.background.premultiplied)
    else { throw .tooLarge(width: layout.width, height: layout.height) }
    for (cell, frame) in zip(cells, layout.imageFrames) {
      var image = cell.image
      for _ in 0..<layout.halvings { image = image.boxHalved() }
      sheet.composite(image, atX: frame.x, y: frame.y)
    }
    for text in layout.texts {
      text.line.draw(into: &sheet, baselineOrigin: text.origin, scale: scale)
    }
    return sheet
  }
}

extension Pixmap {
  /// Draws `image` source-over with its top-left pixel at (`x`, `y`), clipped to the bounds.
  fileprivate mutating func composite(_ image: Pixmap, atX x: Int, y: Int) {
    for row in max(0, -y)..<min(image.height, height - y) {
      for column in max(0, -x)..<min(image.width, width - x) {
        let source = image[column, row]
        self[x + column, y + row] =
          source.a == 255 ? source : BlendMode.sourceOver.blend(source, onto: self[x + column, y + row], coverage: 255)
      }
    }
  }
}
