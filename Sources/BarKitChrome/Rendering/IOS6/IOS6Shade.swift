import BarKitGeometry
import BarKitRaster
import BarKitScene
import BarKitText

/// One measured color of the default iOS 6 bar, re-expressed so that another tint can take the
/// default tint's place: `color ≈ multiplier · tint + white · 255`, the least-squares fit over
/// the three channels. iOS 6 derives every shade of a tinted bar from `tintColor`; how exactly
/// is undocumented, and this model reproduces the measured default colors to within one level
/// (the fit's worst residual over §11's colors is 0.65).
struct IOS6Shade: Hashable, Sendable {
  let multiplier: Double
  let white: Double

  /// Fits `measured` against `base` (the tint it was drawn with).
  init(_ measured: RGBA8, base: RGBA8 = IOS6Metrics.defaultBarTint) {
    let t = [Double(base.r), Double(base.g), Double(base.b)]
    let c = [Double(measured.r), Double(measured.g), Double(measured.b)]
    // Normal equations of the 3 × 2 system [t | 255] · (m, w) = c.
    let stt = t.reduce(0) { $0 + $1 * $1 }, st = t.reduce(0, +) * 255, s11 = 3 * 255.0 * 255
    let stc = zip(t, c).reduce(0) { $0 + $1.0 * $1.1 }, sc = c.reduce(0, +) * 255
    let det = stt * s11 - st * st
    guard abs(det) > 1e-9 else {
      multiplier = 0
      white = c.reduce(0, +) / 3 / 255
      return
    }
    multiplier = (stc * s11 - st * sc) / det
    white = (stt * sc - st * stc) / det
  }

  /// The shade for `tint`, clamped to 0…255, opaque.
  func applied(to tint: RGBA8) -> RGBA8 {
    func channel(_ v: UInt8) -> UInt8 {
      UInt8(max(0, min(255, (multiplier * Double(v) + white * 255).rounded())))
    }
    return RGBA8(r: channel(tint.r), g: channel(tint.g), b: channel(tint.b))
  }
}

/// How an iOS 6 bar is colored: the default blue-gray or a tint, or black.
enum IOS6BarStyle: Hashable, Sendable {
  /// Shades derived from a tint (the default bar is ``IOS6Metrics/defaultBarTint``).
  case tinted(RGBA8)
  case black
  /// The iPad's default bar: silver, with a gray embossed title (§11, IPAD6).
  case silver

  /// The scene's bar mapped to iOS 6: `barTintColor` (the iOS 7 name for the background
  /// tint) wins, then the bar's own `tintColor` (which tints the background in iOS 6, as the
  /// transition guide's tables say); black bars stay black unless tinted. The scene-wide
  /// `tintColor` is the iOS 7 item color and does not color iOS 6 bars.
  /// On iPad the default bar is silver instead of blue-gray.
  init(_ props: BarProperties, isPad: Bool = false) {
    if let tint = props.barTintColor ?? props.tintColor {
      self = .tinted(tint.withAlphaComponent(1))
    } else if props.barStyle == .black {
      self = .black
    } else {
      self = isPad ? .silver : .tinted(IOS6Metrics.defaultBarTint)
    }
  }

  /// The title's color and its emboss: white with a dark shadow above, or on the silver bar
  /// gray (113,120,128) with a white shadow below (IPAD6).
  var title: (color: RGBA8, shadow: TextShadow) {
    switch self {
    case .silver: (IOS6Metrics.silverTitle, TextShadow(color: .white, offset: Point(x: 0, y: 1)))
    case .tinted, .black: (.white, .ios6Title)
    }
  }

  /// `color`, measured on the default bar, for this style (black bars turn it gray by its
  /// luminance, darkened to the black bar's range).
  func shade(_ measured: RGBA8) -> RGBA8 {
    switch self {
    case .tinted(let tint): return IOS6Shade(measured).applied(to: tint)
    case .silver: return IOS6Shade(measured).applied(to: IOS6Metrics.silverButtonTint)
    case .black:
      let luma = (2126 * Int(measured.r) + 7152 * Int(measured.g) + 722 * Int(measured.b)) / 10_000
      return RGBA8(gray: UInt8(luma * 2 / 5))
    }
  }
}

extension RGBA8 {
  /// An opaque gray.
  init(gray: UInt8) { self.init(r: gray, g: gray, b: gray) }
}
