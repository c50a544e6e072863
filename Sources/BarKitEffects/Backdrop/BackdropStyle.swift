import BarKitGeometry
import BarKitRaster

/// What a translucent surface draws over the content behind it.
///
/// The bar styles are calibrated against real iOS 7 captures (measurements.md §3 and §12); the
/// `light`, `extraLight` and `dark` styles reproduce Apple's WWDC 2013 `UIImage+ImageEffects`
/// v1.0 recipe with its exact constants (research/blur.md §1), for users who want that
/// well-known look rather than the bars'.
public enum BackdropStyle: Hashable, Sendable {
  /// The default (light) translucent bar: blur σ ≈ 19.25 pt, saturation 1.8 kept unclamped,
  /// white 0.97 at an alpha adapted to the backdrop (0.80…0.90), and a 1.5 % sharp ghost of the
  /// content (measurements.md §12).
  case bar
  /// `UIBarStyleBlack` translucent: the same blur and saturation under gray 0.097 at alpha 0.72
  /// (measurements.md §3b, §12).
  case blackBar
  /// A translucent bar with `barTintColor`: the tint at 0.85 over white 0.97 at 0.5 over the
  /// saturated blur (the iOS 7.0.2+ layer recipe of research/blur.md §2). **Unverified**: no
  /// capture of a translucent tinted bar exists in the reference set (measurements.md §4).
  case tinted(RGBA8)
  /// `applyLightEffect`: blur 30 pt, white 1.0 at 0.30, saturation 1.8.
  case light
  /// `applyExtraLightEffect`: blur 20 pt, white 0.97 at 0.82, saturation 1.8.
  case extraLight
  /// `applyDarkEffect`: blur 20 pt, white 0.11 at 0.73, saturation 1.8.
  case dark

  /// The Gaussian sigma the style blurs with, in device pixels at `scale`.
  public func blurSigma(scale: DisplayScale) -> Double {
    switch self {
    case .bar, .blackBar, .tinted:
      // measurements.md §3a: 38.5 px fitted at @2x (19.25 pt); 21 px measured at @1x.
      scale.factor == 1 ? 21 : 19.25 * Double(scale.factor)
    case .light: 30 * Double(scale.factor)
    case .extraLight, .dark: 20 * Double(scale.factor)
    }
  }

  /// Whether the style follows UIImage+ImageEffects (clamped 8-bit saturation matrix, one
  /// source-over tint) rather than the calibrated bar model.
  public var isImageEffectsRecipe: Bool {
    switch self {
    case .light, .extraLight, .dark: true
    case .bar, .blackBar, .tinted: false
    }
  }

  /// The style's name as the CLI spells it (`bar`, `blackBar`, `tinted`, `light`, …).
  public var name: String {
    switch self {
    case .bar: "bar"
    case .blackBar: "blackBar"
    case .tinted: "tinted"
    case .light: "light"
    case .extraLight: "extraLight"
    case .dark: "dark"
    }
  }
}

/// How the blur is computed.
public enum BackdropMode: String, Hashable, Sendable, CaseIterable {
  /// At full device resolution: the model the captures were fitted with (the default).
  case exact
  /// Like UIKit's `_UIBackdropView`: content averaged down by `2·S` (S = the scale rounded up
  /// to even: 1/2 at @1x, 1/4 at @2x, 1/8 at @3x; research/blur.md §2), blurred there with the
  /// sigma scaled to match, and bilinearly upsampled. Softer and cheaper.
  case uikit

  /// The downsampling factor at `scale`: 1 in exact mode, else `2 · evenScale`.
  func reduction(scale: DisplayScale) -> Int {
    switch self {
    case .exact: 1
    case .uikit: 2 * (scale.factor == 1 ? 1 : (scale.factor + 1) / 2 * 2)
    }
  }
}
