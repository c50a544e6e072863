import BarKitGeometry

extension Rect {
  /// The y of a position §11 measures `measured` points below a portrait bar's top, in this
  /// bar's row: moved by half the difference in height, as a bar centres its content.
  func ios6Y(measured: Double) -> Double {
    minY + measured - (IOS6Metrics.measuredBarHeight - height) / 2
  }
}
