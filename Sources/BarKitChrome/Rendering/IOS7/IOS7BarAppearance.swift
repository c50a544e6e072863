import BarKitEffects
import BarKitRaster
import BarKitScene

/// A bar's resolved look: its style, its colors and how its background is drawn, from the
/// UIKit rules in the seeds (Toolbars, "Translucency"; the transition guide's bar tables).
struct IOS7BarAppearance {
  /// How the background is painted.
  enum Background {
    /// The blurred, saturated and tinted content (the default).
    case translucent(BackdropStyle)
    /// A flat color: black, white or the barTintColor (`translucent: false`).
    case opaque(RGBA8)
    /// A custom image, with an opaque color under it (a translucent image on an opaque bar) and
    /// an opacity (an opaque image on a translucent bar).
    case image(BarImage, under: RGBA8?, opacity: Double)
    /// Nothing (a minimal search bar).
    case none
  }

  let isBlack: Bool
  /// What the bar's items are tinted with (`tintColor`, inherited from the window).
  let tint: RGBA8
  /// Titles and other non-interactive text: black, or white on a black bar.
  let textColor: RGBA8
  var background: Background
  /// The custom shadow image, only honored with a custom background image, as UIKit does
  /// (UINavigationBar and UIToolbar reference: "you must also set a custom background image").
  let shadowImage: BarImage?
  /// The bar's family and item title attributes.
  var text = BarText()

  /// The opacity an opaque custom background image gets on a translucent bar. UIKit "makes the
  /// image translucent" without documenting how much; 0.9 matches the most opaque tint of the
  /// calibrated backdrop (measurements.md §3a). Estimate, listed in Docs/Fidelity.md.
  static let forcedTranslucentImageOpacity = 0.9

  /// Resolves `props` for a bar laid out with `metrics`, which choose among its custom
  /// background images (falling back to the default metrics' image).
  init(_ props: BarProperties, windowTint: RGBA8, metrics wanted: BarMetrics, images: ImageStore)
    throws(RenderError)
  {
    isBlack = props.barStyle == .black
    tint = props.tintColor ?? windowTint
    textColor = isBlack ? .white : .black
    let custom =
      props.backgroundImage.first { $0.barMetrics == wanted }
      ?? props.backgroundImage.first { $0.barMetrics == .default }
    let opaqueColor = props.barTintColor ?? (isBlack ? IOS7Metrics.opaqueBlackBar : IOS7Metrics.opaqueLightBar)
    if let custom {
      let image = try images.image(custom.image)
      let translucent = props.translucent ?? !image.isOpaque
      let under: RGBA8? = !translucent && !image.isOpaque ? opaqueColor : nil
      let opacity = translucent && image.isOpaque ? Self.forcedTranslucentImageOpacity : 1
      background = .image(image, under: under, opacity: opacity)
      shadowImage = try props.shadowImage.map { reference throws(RenderError) in try images.image(reference) }
    } else {
      if props.translucent ?? true {
        background = .translucent(
          props.barTintColor.map { .tinted($0) } ?? (isBlack ? .blackBar : .bar))
      } else {
        background = .opaque(opaqueColor)
      }
      shadowImage = nil
    }
  }
}
