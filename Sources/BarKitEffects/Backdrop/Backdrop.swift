import BarKitConcurrency
import BarKitGeometry
import BarKitRaster

/// Renders what a translucent bar shows: the content behind it, blurred, saturated and tinted.
///
/// Steps (measurements.md §12, research/blur.md §1–2): sample the content under `rect` plus the
/// margin three box passes reach (edges clamped); blur with ``BoxBlur`` at the style's sigma
/// (at full resolution, or UIKit-like at reduced resolution, see ``BackdropMode``); then per
/// pixel saturate, tint and add the ghost (``BackdropStyle``). The result is the bar's own
/// pixels; drawing a hairline or items on top is the caller's job.
public enum Backdrop {
  /// The bar's pixels: a pixmap of `rect`'s size, showing `content` behind `rect` (content
  /// pixel coordinates; the rectangle may extend past the content, whose edges then repeat).
  public static func render(
    content: Pixmap, rect: IntRect, style: BackdropStyle, scale: DisplayScale, mode: BackdropMode = .exact,
    threads: Int? = nil
  ) -> Pixmap {
    let (blur, factor, margin) = plan(style: style, scale: scale, mode: mode)
    var sample = BackdropSampler.sample(content, rect: rect, margin: margin, factor: factor)
    sample.boxBlur(blur, threads: threads)
    let blurred = BackdropSampler.upsample(
      sample, factor: factor, offset: margin, width: rect.width, height: rect.height)
    let sharp = BackdropSampler.sample(content, rect: rect, margin: 0, factor: 1)
    var out = blurred
    let workers = threads ?? BoxBlur.defaultThreads(width: rect.width, height: rect.height)
    switch style {
    case .light, .extraLight, .dark:
      let composite = ImageEffectsComposite(tint: imageEffectsTint(style))
      out.composite(with: sharp, workers: workers) { blurred, _ in composite.pixel(blurred: blurred) }
    case .bar, .blackBar, .tinted:
      let composite = barComposite(style, meanColor: AdaptiveTintAlpha.meanColor(of: sharp, in: sharp.bounds))
      out.composite(with: sharp, workers: workers) { composite.pixel(blurred: $0, content: $1) }
    }
    return out
  }

  /// How far beyond the bar's edges the content influences the bar, in content pixels: the
  /// margin a caller should have real content for (past it, edges repeat).
  public static func reach(style: BackdropStyle, scale: DisplayScale, mode: BackdropMode = .exact) -> Int {
    plan(style: style, scale: scale, mode: mode).margin
  }

  /// The blur at the working resolution, the reduction factor, and the sampled margin.
  static func plan(
    style: BackdropStyle, scale: DisplayScale, mode: BackdropMode
  ) -> (blur: BoxBlur, factor: Int, margin: Int) {
    // UIImage+ImageEffects always blurs at full resolution.
    let factor = style.isImageEffectsRecipe ? 1 : mode.reduction(scale: scale)
    // Style sigmas are at most 90 px, far inside BoxBlur's range.
    let blur = BoxBlur(sigma: style.blurSigma(scale: scale) / Double(factor))!
    // Three passes of radius r reach 3r; one more low-resolution pixel feeds the upsampling.
    let reach = blur.passes * (blur.diameter / 2) + (factor > 1 ? 1 : 0)
    return (blur, factor, reach * factor)
  }

  /// White 0.97 (measurements.md §12: 247.35 = 0.97 · 255), the light bars' tint level.
  static let lightTintLevel = 0.97 * 255
  /// The ghost weight of the light bars (measurements.md §3a: 0.011–0.015; 0.015 with W fixed).
  static let ghost = 0.015

  /// The calibrated composite of a bar style over a backdrop of mean color `meanColor`.
  static func barComposite(_ style: BackdropStyle, meanColor: RGBA8) -> BackdropComposite {
    switch style {
    case .blackBar:
      // measurements.md §3b/§12: gray 24.6 (0.097) at 0.72, no ghost term in the fit.
      return BackdropComposite(saturation: 1.8, layers: [.init(gray: 24.6, alpha: 0.72)], ghost: 0)
    case .tinted(let tint):
      // research/blur.md §2 (iOS 8 layer inspection, assumed for 7.0.2+): white 0.97 at 0.5,
      // then the tint color at 0.85 (its own alpha ignored, QA1808). Unverified.
      return BackdropComposite(
        saturation: 1.8,
        layers: [
          .init(gray: lightTintLevel, alpha: 0.5),
          .init(red: Double(tint.r), green: Double(tint.g), blue: Double(tint.b), alpha: 0.85),
        ], ghost: ghost)
    default:
      let alpha = AdaptiveTintAlpha.alpha(forMeanColor: meanColor)
      return BackdropComposite(saturation: 1.8, layers: [.init(gray: lightTintLevel, alpha: alpha)], ghost: ghost)
    }
  }

  /// The tint of an ImageEffects style, as `UIColor(white:alpha:)` (research/blur.md §1).
  static func imageEffectsTint(_ style: BackdropStyle) -> RGBA8 {
    switch style {
    case .light: RGBA8(white: 1.0, alpha: 0.30)
    case .dark: RGBA8(white: 0.11, alpha: 0.73)
    default: RGBA8(white: 0.97, alpha: 0.82)
    }
  }
}

extension Pixmap {
  /// Replaces each pixel with `pixel(itself, the same pixel of sharp)`, the rows split into
  /// bands on `workers` workers (each band writes only its own rows, so the result does not
  /// depend on `workers`). `sharp` has this pixmap's size.
  fileprivate mutating func composite(
    with sharp: Pixmap, workers: Int,
    _ pixel: (PremultipliedRGBA8, PremultipliedRGBA8) -> PremultipliedRGBA8
  ) {
    let (width, height, bands) = (width, height, max(1, min(workers, height)))
    pixels.withUnsafeMutableBufferPointer { out in
      sharp.pixels.withUnsafeBufferPointer { sharp in
        nonisolated(unsafe) let (out, sharp) = (out, sharp)
        Parallel.forEach(count: bands) { band in
          for i in band * height / bands * width..<(band + 1) * height / bands * width {
            out[i] = pixel(out[i], sharp[i])
          }
        }
      }
    }
  }
}
