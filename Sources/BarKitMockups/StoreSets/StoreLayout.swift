import BarKitGeometry

/// Where things go on a store image: the caption's band and the box the device is fitted in.
/// Proportions of the image, so every size of a set looks alike: by default a margin of 6 % of
/// the width at the sides, 5 % of the height at the top and bottom, and 4 % of the height
/// between caption and device (``Padding``).
struct StoreLayout: Hashable, Sendable {
  /// The margins, each a fraction of the image: `sides` of its width, the others of its height.
  struct Padding: Hashable, Sendable {
    var sides = 0.06
    var top = 0.05
    var bottom = 0.05
    /// Between the caption's band and the device.
    var gap = 0.04
  }

  /// The whole image, output pixels.
  let image: Rect
  /// The caption's band (empty without a caption).
  let caption: Rect
  /// The box the device (buttons included) is fitted into, centred.
  let device: Rect

  /// The caption's width, for a canvas `width` pixels wide.
  static func captionRoom(width: Double, padding: Padding = Padding()) -> Double { width * (1 - 2 * padding.sides) }

  /// Lays out an image `width` × `height` pixels with a caption band `captionHeight` pixels
  /// high (0 for none) at `position`.
  init(
    width: Double, height: Double, captionHeight: Double, position: StoreCaption.Position,
    padding: Padding = Padding()
  ) {
    image = Rect(x: 0, y: 0, width: width, height: height)
    let side = width * padding.sides
    let gap = captionHeight > 0 ? height * padding.gap : 0
    let inner = Rect(left: side, top: height * padding.top, right: width - side, bottom: height * (1 - padding.bottom))
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
