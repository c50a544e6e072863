import BarKitEffects
import BarKitGeometry
import BarKitRaster
import BarKitScene

/// Paints a bar's background over the content and its hairline: the stock ones, or a
/// TONavigationBar's own blur and separator.
struct IOS7BarBackgroundPainter {
  let appearance: IOS7BarAppearance
  /// A translucent background's pixels: the content under the bar's background rect blurred,
  /// saturated and tinted. Computed when the painter is made, so every bar blurs the screen
  /// before any bar, and the screen can then be drawn on in place.
  private let backdrop: (pixels: Pixmap, deviceRect: IntRect)?
  /// The state of a navigation bar that behaves as a TONavigationBar: the library's own
  /// background and separator replace the stock ones.
  var revealed: RevealedNavigationBar? = nil

  /// A painter for the bar laid out as `laidOut`, over `content` (the screen before any bar)
  /// at `scale`.
  init(
    appearance: IOS7BarAppearance, laidOut: LaidOutBar, content: Pixmap, scale: DisplayScale, mode: BackdropMode
  ) {
    self.appearance = appearance
    // Bar frames are whole points, so the background's device rect is exact.
    let k = Double(scale.factor), rect = laidOut.background
    if case .translucent(let style) = appearance.background,
      let pixels = IntRect(
        x: Int((rect.minX * k).rounded()), y: Int((rect.minY * k).rounded()),
        width: Int((rect.width * k).rounded()), height: Int((rect.height * k).rounded()))
    {
      backdrop = (Backdrop.render(content: content, rect: pixels, style: style, scale: scale, mode: mode), pixels)
    } else {
      backdrop = nil
    }
  }

  /// Paints the background over the bar's background rect.
  func paint(_ laidOut: LaidOutBar, on canvas: inout Canvas) {
    if let revealed, case .translucent = appearance.background {
      paintRevealed(revealed.state, laidOut: laidOut, on: &canvas)
      return
    }
    let rect = laidOut.background
    switch appearance.background {
    case .none:
      break
    case .opaque(let color):
      canvas.fill(rect, with: .color(color))
    case .translucent:
      paintBackdrop(in: rect, on: &canvas)
    case .image(let image, let under, let opacity):
      let target = Self.imageRect(for: image.size.height, laidOut: laidOut)
      if laidOut.backgroundExtendsAboveBar, target.minY > rect.minY {
        // Table 5-1: a 44-pt image leaves the status bar area black when top-attached.
        canvas.fill(
          Rect(x: rect.minX, y: rect.minY, width: rect.width, height: target.minY - rect.minY), with: .color(.black))
      }
      if let under { canvas.fill(target, with: .color(under)) }
      image.draw(in: target, on: &canvas, asTemplate: false, tint: .black, opacity: opacity)
    }
  }

  /// Paints a TONavigationBar's own background: the blur of the whole background rect, shown
  /// from `reveal.backgroundTop` down (a wipe) at `reveal.backgroundOpacity` (a crossfade).
  private func paintRevealed(
    _ reveal: NavigationBarReveal, laidOut: LaidOutBar, on canvas: inout Canvas
  ) {
    let rect = laidOut.background
    let top = max(rect.minY, reveal.backgroundTop)
    guard reveal.backgroundOpacity > 0, top < rect.maxY else { return }
    // The wipe's edge snaps to a device row, as the blur view's frame does on screen.
    let k = Double(canvas.scale.factor)
    let shown = Rect(left: rect.minX, top: (top * k).rounded() / k, right: rect.maxX, bottom: rect.maxY)
    canvas.withClip(shown) { canvas in
      paintBackdrop(in: rect, opacity: reveal.backgroundOpacity, on: &canvas)
    }
  }

  /// The backdrop over `rect` (the background rect it was computed for), at `opacity`.
  private func paintBackdrop(in rect: Rect, opacity: Double = 1, on canvas: inout Canvas) {
    guard let backdrop else { return }
    if opacity >= 1 {
      canvas.replacePixels(atDeviceX: backdrop.deviceRect.x, y: backdrop.deviceRect.y, with: backdrop.pixels)
    } else {
      canvas.draw(backdrop.pixels, in: rect, interpolation: .nearest, opacity: opacity)
    }
  }

  /// Where a custom background image goes, by its height: Table 5-1 of the transition guide
  /// for bars at the top, stretched over the background for bars at the bottom (the bar, and
  /// the home indicator's area below it on an all-screen device).
  ///
  /// At the top: an image as tall as the bar (44 pt) is resized only horizontally and covers
  /// the bar; a shorter one (1 pt included) is stretched over the whole background (64 pt
  /// top-attached, 44 at `top`); a taller one keeps its height with its bottom on the bar's
  /// bottom edge, growing into the status bar area, never below the bar.
  static func imageRect(for height: Double, laidOut: LaidOutBar) -> Rect {
    // The bar's rows across the background (the whole screen, past a landscape safe area).
    let bar = Rect(
      left: laidOut.background.minX, top: laidOut.bar.minY, right: laidOut.background.maxX, bottom: laidOut.bar.maxY)
    guard laidOut.contentEdge == .bottom else { return laidOut.background }
    if abs(height - bar.height) < 0.5 { return bar }
    if height < bar.height { return laidOut.background }
    return Rect(x: bar.minX, y: bar.maxY - height, width: bar.width, height: height)
  }

  /// Paints the hairline: one device pixel outside the bar's content-facing edge, black at
  /// α 0.302 for light bars and white at α 0.148 for black ones (measurements.md §2), or the
  /// custom shadow image at its own height; a TONavigationBar's separator instead: one device
  /// pixel of opaque gray along the bottom edge at the reveal's separator opacity. A bar with no
  /// background (a minimal search bar) has no hairline either.
  func paintHairline(_ laidOut: LaidOutBar, on canvas: inout Canvas) {
    if case .none = appearance.background { return }
    let pixel = canvas.scale.pixelInPoints
    let rect = laidOut.background
    if let revealed {
      let opacity = revealed.state.separatorOpacity
      guard opacity > 0 else { return }
      canvas.fill(
        Rect(x: 0, y: rect.maxY, width: rect.width, height: pixel),
        with: .color(revealed.separatorColor.withOpacity(opacity)))
      return
    }
    if let shadow = appearance.shadowImage {
      let h = shadow.size.height
      let y = laidOut.contentEdge == .bottom ? rect.maxY : rect.minY - h
      shadow.draw(in: Rect(x: 0, y: y, width: rect.width, height: h), on: &canvas, asTemplate: false, tint: .black)
      return
    }
    let y = laidOut.contentEdge == .bottom ? rect.maxY : rect.minY - pixel
    let color =
      appearance.isBlack
      ? RGBA8(r: 255, g: 255, b: 255, a: IOS7Metrics.blackHairlineAlpha)
      : RGBA8(r: 0, g: 0, b: 0, a: IOS7Metrics.lightHairlineAlpha)
    canvas.fill(Rect(x: 0, y: y, width: rect.width, height: pixel), with: .color(color))
  }
}
