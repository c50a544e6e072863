import BarKitGeometry

/// Where a navigation bar puts an image title view.
enum TitleViewLayout {
  /// The box of an image of `size` in the bar's `row`: its own size, scaled down (keeping its
  /// aspect) to fit between `low` and `high` and within the row's height, centred vertically
  /// and on `center` horizontally, slid into the room as a title is.
  static func imageBox(size: Size, in row: Rect, center: Double, between low: Double, and high: Double) -> Rect {
    let k = min(1, max(0, high - low) / size.width, row.height / size.height)
    let (w, h) = (size.width * k, size.height * k)
    let x = BarButtonLayout.slide(center: center, width: w, between: low, and: high)
    return Rect(x: x, y: row.midY - h / 2, width: w, height: h)
  }
}
