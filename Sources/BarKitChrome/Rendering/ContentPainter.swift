import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Renders what fills the screen behind the bars: a color, an image placed per its content
/// mode, or a built-in sample picture; under a header image and scrolled, when the scene has a
/// header or a scrolled target scroll view; in `frame` (the whole screen, or between the bars
/// on edges the content does not extend under), the window's color around it.
enum ContentPainter {
  /// The screen's content for `scene`, laid out in `frame` (points); what shows outside the
  /// frame, under the bars, follows `content.underBars`. Appends what a designer should know
  /// about the screenshot's fit to `warnings`.
  static func render(
    _ scene: Scene, canvas spec: ResolvedCanvas, in frame: Rect, images: ImageStore, warnings: inout [RenderWarning]
  ) throws(RenderError) -> Pixmap {
    let full = Rect(x: 0, y: 0, width: spec.pointSize.width, height: spec.pointSize.height)
    guard frame != full else { return try renderPage(scene, canvas: spec, images: images, warnings: &warnings) }
    let inner = canvas(spec, inside: frame)
    var canvas = Canvas(
      pixmap: Pixmap(
        width: spec.pixelWidth, height: spec.pixelHeight, filledWith: scene.content.windowColor.premultiplied)!,
      scale: spec.scale)
    // Bars taller than the screen leave no room: the window alone shows.
    guard inner.pixelHeight > 0 else { return canvas.pixmap }
    if scene.content.underBars == .croppedRows {
      try drawCroppedRows(scene, in: frame, canvas: &canvas, inner: inner, images: images)
    }
    let top = Int(spec.scale.pixels(frame.minY).rounded())
    canvas.replacePixels(
      atDeviceX: Int(spec.scale.pixels(frame.minX).rounded()), y: top,
      with: try renderPage(scene, canvas: inner, images: images, warnings: &warnings))
    var screen = canvas.pixmap
    let bottom = top + inner.pixelHeight - 1
    if case .image(_, _, let crop, _) = scene.content.fill, bottom > top {
      // A capture cut at its bars keeps their hairlines, one device pixel outside each bar, as
      // its first and last rows: where the new bars' hairlines go. Those rows are the old
      // bars', not content (drawn over again they would darken twice, and extended under the
      // new bars they would gray them), so the row beside each stands in for it
      // (Docs/Mockups.md, "Cut the old bars away").
      if crop.top > 0, frame.minY > 0 { screen.copyRow(top + 1, to: top) }
      if crop.bottom > 0, frame.maxY < spec.pointSize.height { screen.copyRow(bottom - 1, to: bottom) }
    }
    if scene.content.underBars == .extendedEdges {
      screen.extendRows(from: top, through: bottom)
    }
    return screen
  }

  /// `spec` cut down to `frame` (points): the canvas the content is laid out on between bars.
  /// The bars' heights are whole points, so the frame is whole device pixels at every scale.
  static func canvas(_ spec: ResolvedCanvas, inside frame: Rect) -> ResolvedCanvas {
    var inner = spec
    inner.pointSize = frame.size
    inner.pixelWidth = Int(spec.scale.pixels(frame.width).rounded())
    inner.pixelHeight = Int(spec.scale.pixels(frame.height).rounded())
    return inner
  }

  /// Draws the whole image file, crop included, where the kept part lands in `frame`: the rows
  /// `crop` cut away come back outside the frame, under the bars.
  private static func drawCroppedRows(
    _ scene: Scene, in frame: Rect, canvas: inout Canvas, inner: ResolvedCanvas, images: ImageStore
  ) throws(RenderError) {
    guard case .image(let path, let mode, let crop, let scale) = scene.content.fill,
      case .bitmap(let file, _) = try images.image(.file(path))
    else { return }
    guard let kept = crop.remainder(ofWidth: file.width, height: file.height) else { return }
    let k = Double(scale ?? inner.scale.factor)
    let placed = placement(
      of: Size(width: Double(kept.width) / k, height: Double(kept.height) / k), in: inner.pointSize, mode: mode)
    // Points per file pixel along each axis, and the page's shift by a header and the offset.
    let sx = placed.width / Double(kept.width), sy = placed.height / Double(kept.height)
    let shift = (scene.header?.height ?? 0) - scene.contentOffset
    canvas.draw(
      file,
      in: Rect(
        x: frame.minX + placed.minX - Double(crop.left) * sx,
        y: frame.minY + shift + placed.minY - Double(crop.top) * sy,
        width: Double(file.width) * sx, height: Double(file.height) * sy))
  }

  /// The content alone, or the scrolled document of the header followed by the content, filling `spec`.
  private static func renderPage(
    _ scene: Scene, canvas spec: ResolvedCanvas, images: ImageStore, warnings: inout [RenderWarning]
  ) throws(RenderError) -> Pixmap {
    let content = try render(scene.content, canvas: spec, images: images, warnings: &warnings)
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

  /// The content image's pixels, taken from the store, so that the screen drawn on them is
  /// their only holder.
  private static func bitmap(_ path: String, images: ImageStore) throws(RenderError) -> Pixmap {
    guard case .bitmap(let file, _) = try images.take(.file(path)) else { throw RenderError("\(path): not a bitmap") }
    return file
  }

  static func render(
    _ content: Content, canvas spec: ResolvedCanvas, images: ImageStore, warnings: inout [RenderWarning]
  ) throws(RenderError) -> Pixmap {
    let (w, h) = (spec.pixelWidth, spec.pixelHeight)
    switch content.fill {
    case .color(let color):
      return Pixmap(width: w, height: h, filledWith: color.withAlphaComponent(1).premultiplied)!
    case .sample(let sample):
      return sample.render(width: w, height: h, scale: spec.scale.factor)
    case .image(let path, let mode, let crop, let scale):
      // A screenshot's pixels are the screen's: the image is measured at the canvas's scale
      // unless the scene gives its own.
      let file = try bitmap(path, images: images)
      guard let kept = crop.remainder(ofWidth: file.width, height: file.height), let pixmap = file.cropped(to: kept)
      else { throw RenderError("content.crop: \(crop.emptinessReason(width: file.width, height: file.height))") }
      let k = Double(spec.scale.factor)
      let placed = placement(ofKept: (pixmap.width, pixmap.height), scale: scale, mode: mode, canvas: spec)
      warnings +=
        ContentFit(
          file: (file.width, file.height), kept: (pixmap.width, pixmap.height),
          placed: (placed.width * k, placed.height * k), frame: (w, h), mode: mode
        ).warnings
      func windowScreen() -> Canvas {
        Canvas(pixmap: Pixmap(width: w, height: h, filledWith: content.windowColor.premultiplied)!, scale: spec.scale)
      }
      guard pixmap.isOpaque(), let x = wholePixels(placed.minX * k), let y = wholePixels(placed.minY * k),
        wholePixels(placed.width * k) == pixmap.width, wholePixels(placed.height * k) == pixmap.height
      else {
        var screen = windowScreen()
        screen.draw(pixmap, in: placed)
        return screen.pixmap
      }
      // A screenshot lands pixel on pixel: bilinear sampling at pixel centers gives back each
      // pixel, so its rows are copied, or, when it fills the screen (the common mockup), its
      // pixels are the screen's.
      if x == 0, y == 0, pixmap.width == w, pixmap.height == h { return pixmap }
      var screen = windowScreen()
      screen.replacePixels(atDeviceX: x, y: y, with: pixmap)
      return screen.pixmap
    }
  }

  /// `value` as an integer when it is one (to within rounding error), else `nil`.
  private static func wholePixels(_ value: Double) -> Int? {
    let rounded = value.rounded()
    return abs(value - rounded) < 1e-9 && abs(rounded) < 1e9 ? Int(rounded) : nil
  }

  /// Where the kept part of a content image (`kept` pixels, at `scale` or the canvas's) goes
  /// on `spec`, in points.
  static func placement(
    ofKept kept: (width: Int, height: Int), scale: Int?, mode: ContentMode, canvas spec: ResolvedCanvas
  ) -> Rect {
    let imageScale = Double(scale ?? spec.scale.factor)
    let size = Size(width: Double(kept.width) / imageScale, height: Double(kept.height) / imageScale)
    return placement(of: size, in: spec.pointSize, mode: mode)
  }

  /// Where an image of `size` goes on a screen of `screen` points (UIViewContentMode).
  static func placement(of size: Size, in screen: Size, mode: ContentMode) -> Rect {
    if let alignment = mode.alignment {
      return Rect(
        x: (screen.width - size.width) * alignment.x, y: (screen.height - size.height) * alignment.y,
        width: size.width, height: size.height)
    }
    switch mode {
    case .scaleToFill:
      return Rect(x: 0, y: 0, width: screen.width, height: screen.height)
    default:
      let sx = screen.width / size.width, sy = screen.height / size.height
      let k = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let w = size.width * k, h = size.height * k
      return Rect(x: (screen.width - w) / 2, y: (screen.height - h) / 2, width: w, height: h)
    }
  }
}
