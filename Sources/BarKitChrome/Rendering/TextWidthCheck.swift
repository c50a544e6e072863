import BarKitGeometry
import BarKitScene
import BarKitText

/// The width limit of scene text (``BarKitText/TextLine/maximumPixelWidth``, as `barkit text`
/// has), checked when a bar button is measured, before anything is drawn: a bar button's title
/// or custom label is never truncated, so its length alone decides the mask's width.
enum TextWidthCheck {
  /// Throws unless `line`, the text `item` shows, fits the limit at `scale`; `itemPath` is the
  /// item's JSON path (`toolbar.items[2]`), which the error extends to the text's.
  static func check(_ line: TextLine, of item: BarButtonItem, scale: DisplayScale, itemPath: String)
    throws(RenderError)
  {
    guard !line.fitsWidthLimit(scale: scale) else { return }
    let key = if case .customView = item.content { ".customView.label.text" } else { ".title" }
    throw RenderError(
      "\(itemPath)\(key): the text is \(Int(line.maskWidthBound(scale: scale))) pixels wide at \(scale); "
        + "expected at most \(TextLine.maximumPixelWidth)")
  }
}
