import BarKitGeometry

/// Where things go on a store image: the caption's band and the box the device is fitted in.
/// Proportions of the image, so every size of a set looks alike: a margin of 6 % of the width
/// at the sides, 5 % of the height at the top and bottom, and 4 % between caption and device.
struct StoreLayout: Hashable, Sendable {
  /// The whole image, output pixels.
  let image: Rect
  /// The caption's band (empty without a caption).
  let caption: Rect
  /// The box the device (buttons included) is fitted into, centred.
  let device: Rect

  /// The caption's width, for a canvas `width` pixels wide.
  static func captionRoom(width: Double) -> Double { width * (1 - 2 * sideMargin) }

  private static let sideMargin = 0.06
  private static let endMargin = 0.05
  private static let gap = 0.04

  /// Lays out an image `width` × `height` pixels with a caption block `captionHeight` pixels
  /// high (0 for none) at `position`.
  init(width: Double, height: Double, captionHeight: Double, position: StoreCaption.Position) {
    image = Rect(x: 0, y: 0, width: width, height: height)
    let side = width * Self.sideMargin, end = height * Self.endMargin
    let gap = captionHeight > 0 ? height * Self.gap : 0
    let inner = Rect(left: side, top: end, right: width - side, bottom: height - end)
    switch position {
    case .above:
      caption = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: captionHeight)
      device = Rect(left: inner.minX, top: caption.maxY + gap, right: inner.maxX, bottom: inner.maxY)
    case .below:
      caption = Rect(x: inner.minX, y: inner.maxY - captionHeight, width: inner.width, height: captionHeight)
      device = Rect(left: inner.minX, top: inner.minY, right: inner.maxX, bottom: caption.minY - gap)
    }
  }
}
