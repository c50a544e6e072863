import BarKitGeometry

extension Canvas {
  /// Draws `image` resized to `rect` (user space) as nine slices: corners at natural size,
  /// edges and center stretched or tiled by its resizing mode.
  ///
  /// Each slice is sampled on its own (clamped at its borders), so bilinear filtering never
  /// bleeds a cap into the middle. When the canvas and image scales match and `rect` is
  /// pixel-aligned, the corners are exact copies of the image's pixels.
  public mutating func draw(_ image: ResizableImage, in rect: Rect, interpolation: Interpolation = .bilinear) {
    let pointsPerPixel = 1 / Double(image.scale.factor)
    for slice in image.slices(in: rect) {
      guard let patch = image.image.cropped(to: slice.source) else { continue }
      let destination = slice.destination
      if slice.isResized && image.resizingMode == .tile {
        let placement = AffineTransform(scaleX: pointsPerPixel, y: pointsPerPixel)
          .translatedBy(x: destination.minX, y: destination.minY)
        let pattern = ImagePattern(image: patch, transform: placement, interpolation: interpolation, tileMode: .repeat)
        fill(destination, with: Paint(shader: .pattern(pattern)))
      } else {
        draw(patch, in: destination, interpolation: interpolation)
      }
    }
  }
}
