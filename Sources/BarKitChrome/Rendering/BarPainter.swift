import BarKitRaster

/// The one shape of a bar painter, in both looks (`IOS7…Painter`, `IOS6…Painter`): made with
/// what the bar shows and how it looks (the scene's bar, its resolved style, the scene's
/// images), it paints one bar where the layout put it, and notes in `elements` where each thing
/// it drew went.
protocol BarPainter {
  /// Paints the bar laid out as `bar` on `canvas`, adding its items to `elements`.
  func paint(_ bar: LaidOutBar, on canvas: inout Canvas, elements: inout ElementFrames) throws(RenderError)
}
