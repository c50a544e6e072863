import BarKitGeometry

/// The drawing surface: a ``Pixmap`` addressed in points, with a current transform and clip.
///
/// Every drawing method takes user-space coordinates (points, as UIKit) and converts them once,
/// through ``transform``, to device pixels; the initial transform is the display scale. The
/// pipeline behind each call is path → flatten → ``CoverageRasterizer`` → ``PaintBlitter`` →
/// ``BlendMode`` → pixels (see `Docs/Raster.md`).
///
/// Drawing never fails: degenerate geometry, a singular transform or an empty clip draw
/// nothing.
public struct Canvas: Sendable {
  /// The pixels drawn so far.
  public private(set) var pixmap: Pixmap
  /// Device pixels per point.
  public let scale: DisplayScale
  /// Maps user space to device pixels; starts as the display scale.
  public var transform: AffineTransform
  /// The device pixels drawing may touch, or `nil` when the clip is empty.
  public private(set) var clipBounds: IntRect?
  /// Saved (transform, clip) pairs, for ``save()`` and ``restore()``.
  private var savedStates: [(AffineTransform, IntRect?)] = []
  /// Scratch buffers reused by every fill.
  var rasterizer = CoverageRasterizer()

  /// Creates a canvas over `pixmap` (device pixels) at `scale`.
  public init(pixmap: Pixmap, scale: DisplayScale = .x1) {
    self.pixmap = pixmap
    self.scale = scale
    self.transform = scale.transform
    self.clipBounds = pixmap.bounds
  }

  /// Creates a canvas `size` points large at `scale` (its pixel size rounded up), filled with
  /// `background`, or returns `nil` when the size is empty or too large.
  public init?(size: Size, scale: DisplayScale = .x1, background: RGBA8 = .clear) {
    let w = scale.pixels(size.width).rounded(.up), h = scale.pixels(size.height).rounded(.up)
    guard w >= 1, h >= 1, w < 1e5, h < 1e5,
      let pixmap = Pixmap(width: Int(w), height: Int(h), filledWith: background.premultiplied)
    else { return nil }
    self.init(pixmap: pixmap, scale: scale)
  }

  /// Pushes the current transform and clip.
  public mutating func save() { savedStates.append((transform, clipBounds)) }

  /// Pops the transform and clip last pushed by ``save()``; does nothing when none is saved.
  public mutating func restore() {
    guard let (t, clip) = savedStates.popLast() else { return }
    transform = t
    clipBounds = clip
  }

  /// Narrows the clip to `rect` (user space). The rectangle's device-space bounds are rounded
  /// to the nearest pixel boundaries, so clips are pixel-aligned (as UIKit's view bounds are).
  public mutating func clip(to rect: Rect) {
    guard let current = clipBounds, let device = pixelAlignedDeviceBounds(of: rect) else {
      clipBounds = nil
      return
    }
    clipBounds = current.intersection(device)
  }

  /// Appends `t` to the current transform: later coordinates go through `t` first.
  public mutating func concatenate(_ t: AffineTransform) { transform = t.concatenating(transform) }

  /// Draws in `body` with the clip narrowed to `rect`, then restores the clip and transform.
  public mutating func withClip(_ rect: Rect, _ body: (inout Canvas) throws -> Void) rethrows {
    save()
    defer { restore() }
    clip(to: rect)
    try body(&self)
  }

  /// Draws in `body` with `t` appended to the transform, then restores the clip and transform.
  public mutating func withTransform(_ t: AffineTransform, _ body: (inout Canvas) throws -> Void) rethrows {
    save()
    defer { restore() }
    concatenate(t)
    try body(&self)
  }

  /// The device-pixel box of `rect`'s transformed corners with each edge rounded to the
  /// nearest pixel boundary, or `nil` when empty or not finite.
  func pixelAlignedDeviceBounds(of rect: Rect) -> IntRect? {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].map(transform.apply)
    let xs = corners.map(\.x), ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    // Clamped in floating point so no huge value reaches an Int conversion.
    let limit = 1e9
    let l = max(minX.rounded(), -limit), r = min(maxX.rounded(), limit)
    let t = max(minY.rounded(), -limit), b = min(maxY.rounded(), limit)
    guard l.isFinite, r.isFinite, t.isFinite, b.isFinite, r > l, b > t else { return nil }
    return IntRect(x: Int(l), y: Int(t), width: Int(r - l), height: Int(b - t))
  }

  /// Runs `body` with a blitter painting `paint` into the pixmap, the current clip and the
  /// rasterizer; does nothing when the clip is empty or the transform singular.
  mutating func drawing(
    with paint: Paint, _ body: (inout PaintBlitter, IntRect, inout CoverageRasterizer) -> Void
  ) {
    guard let clip = clipBounds else { return }
    var rasterizer = self.rasterizer
    self.rasterizer = CoverageRasterizer()
    defer { self.rasterizer = rasterizer }
    _ = pixmap.withPaintBlitter(paint, transform: transform) { blitter in
      body(&blitter, clip, &rasterizer)
    }
  }
}

extension Canvas {
  /// Replaces the device pixels under `image`, placed with its top-left pixel at device pixel
  /// (`x`, `y`), with the image's pixels (the copy blend mode at full coverage), within the
  /// clip. Row copies, no resampling: for pixels computed at device resolution, such as a
  /// translucent bar's backdrop.
  public mutating func replacePixels(atDeviceX x: Int, y: Int, with image: Pixmap) {
    guard let clip = clipBounds, let placed = IntRect(x: x, y: y, width: image.width, height: image.height),
      let visible = placed.intersection(clip)
    else { return }
    let destinationStride = pixmap.stride
    image.pixels.withUnsafeBufferPointer { source in
      pixmap.pixels.withUnsafeMutableBufferPointer { target in
        for row in visible.y..<visible.maxY {
          let from = (row - y) * image.stride + (visible.x - x)
          let to = row * destinationStride + visible.x
          _ = UnsafeMutableBufferPointer(rebasing: target[to..<to + visible.width])
            .update(fromContentsOf: source[from..<from + visible.width])
        }
      }
    }
  }
}
