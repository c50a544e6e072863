import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Renders what fills the screen behind the bars: a color, an image placed per its content
/// mode, or a built-in sample picture; under a header image and scrolled, when the scene has a
/// header or a scrolled target scroll view; in `frame` (the whole screen, or between the bars
/// on edges the content does not extend under), the window's color around it.
enum ContentPainter {
  /// The screen's content for `scene`, laid out in `frame` (points).
  static func render(
    _ scene: Scene, canvas spec: ResolvedCanvas, in frame: Rect, images: ImageStore
  ) throws(RenderError) -> Pixmap {
    let full = Rect(x: 0, y: 0, width: spec.pointSize.width, height: spec.pointSize.height)
    guard frame != full else { return try renderPage(scene, canvas: spec, images: images) }
    // The bars' heights are whole points, so the frame is whole device pixels at every scale.
    var inner = spec
    inner.pointSize = frame.size
    inner.pixelWidth = Int(spec.scale.pixels(frame.width).rounded())
    inner.pixelHeight = Int(spec.scale.pixels(frame.height).rounded())
    var canvas = Canvas(
      pixmap: Pixmap(
        width: spec.pixelWidth, height: spec.pixelHeight, filledWith: scene.content.windowColor.premultiplied)!,
      scale: spec.scale)
    // Bars taller than the screen leave no room: the window alone shows.
    guard inner.pixelHeight > 0 else { return canvas.pixmap }
    canvas.replacePixels(
      atDeviceX: Int(spec.scale.pixels(frame.minX).rounded()), y: Int(spec.scale.pixels(frame.minY).rounded()),
      with: try renderPage(scene, canvas: inner, images: images))
    return canvas.pixmap
  }

  /// The content alone, or the scrolled document of the header followed by the content, filling `spec`.
  private static func renderPage(_ scene: Scene, canvas spec: ResolvedCanvas, images: ImageStore) throws(RenderError)
    -> Pixmap
  {
    let content = try render(scene.content, canvas: spec, images: images)
    let offset = scene.contentOffset
    guard scene.header != nil || offset != 0 else { return content }
    // The content is a screen-sized page placed under the header and moved by the offset; the
    // window's background (white, or the content's color) shows where it does not reach.
    var canvas = Canvas(
      pixmap: Pixmap(
        width: spec.pixelWidth, height: spec.pixelHeight, filledWith: scene.content.windowColor.premultiplied)!,
      scale: spec.scale)
    let top = (scene.header?.height ?? 0) - offset
    canvas.replacePixels(atDeviceX: 0, y: Int(spec.scale.pixels(top).rounded()), with: content)
    if let header = scene.header {
      try HeaderPainter(header: header, contentOffset: offset).draw(
        on: &canvas, width: spec.pointSize.width, images: images)
    }
    return canvas.pixmap
  }

  static func render(_ content: Content, canvas spec: ResolvedCanvas, images: ImageStore) throws(RenderError) -> Pixmap
  {
    let (w, h) = (spec.pixelWidth, spec.pixelHeight)
    switch content.fill {
    case .color(let color):
      return Pixmap(width: w, height: h, filledWith: color.withAlphaComponent(1).premultiplied)!
    case .sample(let sample):
      return sample.render(width: w, height: h, scale: spec.scale.factor)
    case .image(let path, let mode, let crop):
      // A screenshot's pixels are the screen's: the image is measured at the canvas's scale.
      // Taken from the store, so that the screen drawn on it below is its only holder.
      guard case .bitmap(let file, _) = try images.take(.file(path)) else {
        throw RenderError("\(path): not a bitmap")
      }
      guard let kept = crop.remainder(ofWidth: file.width, height: file.height), let pixmap = file.cropped(to: kept)
      else { throw RenderError("content.crop: \(crop.emptinessReason(width: file.width, height: file.height))") }
      let k = Double(spec.scale.factor)
      let size = Size(width: Double(pixmap.width) / k, height: Double(pixmap.height) / k)
      let placed = placement(of: size, in: spec.pointSize, mode: mode)
      func whiteScreen() -> Canvas {
        Canvas(pixmap: Pixmap(width: w, height: h, filledWith: RGBA8.white.premultiplied)!, scale: spec.scale)
      }
      guard pixmap.isOpaque(), let x = wholePixels(placed.minX * k), let y = wholePixels(placed.minY * k),
        wholePixels(placed.width * k) == pixmap.width, wholePixels(placed.height * k) == pixmap.height
      else {
        var screen = whiteScreen()
        screen.draw(pixmap, in: placed)
        return screen.pixmap
      }
      // A screenshot lands pixel on pixel: bilinear sampling at pixel centers gives back each
      // pixel, so its rows are copied, or, when it fills the screen (the common mockup), its
      // pixels are the screen's.
      if x == 0, y == 0, pixmap.width == w, pixmap.height == h { return pixmap }
      var screen = whiteScreen()
      screen.replacePixels(atDeviceX: x, y: y, with: pixmap)
      return screen.pixmap
    }
  }

  /// `value` as an integer when it is one (to within rounding error), else `nil`.
  private static func wholePixels(_ value: Double) -> Int? {
    let rounded = value.rounded()
    return abs(value - rounded) < 1e-9 && abs(rounded) < 1e9 ? Int(rounded) : nil
  }

  /// Where an image of `size` goes on a screen of `screen` points (UIViewContentMode).
  static func placement(of size: Size, in screen: Size, mode: ContentMode) -> Rect {
    switch mode {
    case .scaleToFill:
      return Rect(x: 0, y: 0, width: screen.width, height: screen.height)
    case .scaleAspectFit, .scaleAspectFill:
      let sx = screen.width / size.width, sy = screen.height / size.height
      let k = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let w = size.width * k, h = size.height * k
      return Rect(x: (screen.width - w) / 2, y: (screen.height - h) / 2, width: w, height: h)
    case .center:
      return Rect(
        x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2, width: size.width,
        height: size.height)
    }
  }
}
