import BarKitGeometry

extension TextLine {
  /// The widest line BarKit draws, in device pixels: 16,384, the side limit of `barkit path`.
  /// A line's mask is as wide as the line, so a long string at a large size (60,000 characters
  /// at 200 pt) would otherwise ask for gigabytes; callers check ``maskWidthBound(scale:)``
  /// against it after layout, before anything is drawn (Docs/Security.md, "Limits").
  public static let maximumPixelWidth = 16_384

  /// An upper bound of the width of the line's mask at `scale`, in device pixels: the advance
  /// plus one em for ink beyond the pen's path (overhangs, marks).
  public func maskWidthBound(scale: DisplayScale) -> Double {
    (abs(advance) + style.font.size) * Double(scale.factor)
  }

  /// Whether the line is within ``maximumPixelWidth`` at `scale`.
  public func fitsWidthLimit(scale: DisplayScale) -> Bool {
    maskWidthBound(scale: scale) <= Double(Self.maximumPixelWidth)
  }
}
