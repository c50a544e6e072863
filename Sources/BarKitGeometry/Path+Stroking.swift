extension Path {
  /// Returns the outline of the stroke of this path, to be filled with the non-zero rule.
  ///
  /// Placeholder until the stroker lands: returns an empty path.
  public func stroked(_ style: StrokeStyle, tolerance: Double = Path.defaultFlatteningTolerance) -> Path {
    Path()
  }
}
