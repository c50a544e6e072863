import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Draws a stretchy header image as TOHeaderImageView does (research/tonavigationbar.md §2):
/// at a positive offset it scrolls away with the content; pulled down (a negative offset) its
/// top stays on the screen's top edge and it grows, the aspect-filled picture zooming about
/// its centre. The optional shadow is pinned to the screen's top edge and clipped to the image.
struct HeaderPainter {
  let header: Header
  /// The scroll view's `contentOffset.y`.
  let contentOffset: Double

  /// The image view's frame on screen: the header scrolled, or stretched to fill the pull.
  func imageFrame(width: Double) -> Rect {
    let y = contentOffset
    if y < 0 { return Rect(x: 0, y: 0, width: width, height: header.height - y) }
    return Rect(x: 0, y: -y, width: width, height: header.height)
  }

  func draw(on canvas: inout Canvas, width: Double, images: ImageStore) throws(RenderError) {
    let frame = imageFrame(width: width)
    let picture = try self.picture(width: width, scale: canvas.scale, images: images)
    let k = Double(canvas.scale.factor)
    let size = Size(width: Double(picture.width) / k, height: Double(picture.height) / k)
    canvas.withClip(frame) { canvas in
      // The view's background is black, seen only if the picture has transparent parts.
      canvas.fill(frame, with: .color(.black))
      let placed = ContentPainter.placement(of: size, in: frame.size, mode: .scaleAspectFill)
      canvas.draw(picture, in: placed.offsetBy(dx: frame.minX, dy: frame.minY))
      if !header.shadowHidden { drawShadow(on: &canvas, width: width) }
    }
  }

  /// The shadow: black at `shadowAlpha` fading to clear over `shadowHeight`, its top at the
  /// screen's top edge (content y = the offset) whatever the offset.
  private func drawShadow(on canvas: inout Canvas, width: Double) {
    let h = header.shadowHeight
    guard
      let gradient = LinearGradient(
        start: Point(x: 0, y: 0), end: Point(x: 0, y: h),
        colors: [RGBA8.black.withAlphaComponent(header.shadowAlpha), RGBA8.black.withAlphaComponent(0)])
    else { return }
    canvas.fill(Rect(x: 0, y: 0, width: width, height: h), with: Paint(shader: .linearGradient(gradient)))
  }

  /// The header's picture at its resting size for a sample (so it zooms like a bitmap when
  /// stretched), or the decoded file.
  private func picture(width: Double, scale: DisplayScale, images: ImageStore) throws(RenderError) -> Pixmap {
    switch header.picture {
    case .sample(let sample):
      return sample.render(
        width: Int(scale.pixels(width).rounded()), height: Int(scale.pixels(header.height).rounded()),
        scale: scale.factor)
    case .image(let path):
      guard case .bitmap(let pixmap, _) = try images.image(.file(path)) else {
        throw RenderError("\(path): not a bitmap")
      }
      return pixmap
    }
  }

}
