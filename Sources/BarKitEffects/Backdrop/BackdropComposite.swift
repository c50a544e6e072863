import BarKitRaster

/// The per-pixel color math of the calibrated bar styles, in Q16 fixed point (integers scaled
/// by 65,536) so every machine computes the same bytes.
///
/// For each pixel, from the blurred backdrop `B` and the sharp content `C` (both premultiplied):
/// 1. saturation `S = L + s·(B − L)` with Rec.709 luma `L`, **not clamped**: red next to green
///    must keep a blue gradient under the bar (measurements.md §3a);
/// 2. each tint layer in order, source-over: `V = a·level + (1 − a)·V`;
/// 3. the ghost: `V = (1 − g)·V + g·C`;
/// 4. round half up and clamp to `0...alpha`.
/// Every intermediate stays below 2^42, far inside `Int64`.
struct BackdropComposite: Sendable {
  /// One source-over layer: a gray or color level per channel and its alpha, in Q16.
  struct Layer: Sendable {
    let red: Int64
    let green: Int64
    let blue: Int64
    let alpha: Int64

    /// A layer of straight color `levels` (0...255 each, fractional allowed) at `alpha`.
    init(red: Double, green: Double, blue: Double, alpha: Double) {
      self.red = BackdropComposite.q16(red)
      self.green = BackdropComposite.q16(green)
      self.blue = BackdropComposite.q16(blue)
      self.alpha = BackdropComposite.q16(alpha)
    }

    /// A gray layer of `level` (0...255) at `alpha`.
    init(gray level: Double, alpha: Double) { self.init(red: level, green: level, blue: level, alpha: alpha) }
  }

  static let one: Int64 = 1 << 16
  /// Rec.709 luma weights in Q16, summing to exactly 65,536 so grays stay gray.
  static let lumaWeights: (Int64, Int64, Int64) = (13_933, 46_871, 4_732)

  /// The saturation factor `s` in Q16.
  let saturation: Int64
  /// Source-over layers, bottom first.
  let layers: [Layer]
  /// The weight `g` of the sharp content copy, in Q16.
  let ghost: Int64

  init(saturation: Double, layers: [Layer], ghost: Double) {
    self.saturation = BackdropComposite.q16(saturation)
    self.layers = layers
    self.ghost = BackdropComposite.q16(ghost)
  }

  /// Rounds `value · 65,536` to the nearest integer (constants only, never per pixel).
  static func q16(_ value: Double) -> Int64 { Int64((value * 65_536).rounded()) }

  /// `(x + 1/2) >> 16`: Q32 → Q16 (or Q16 → integer), rounding half up; arithmetic shifts floor
  /// negative values the same way on every machine.
  @inline(__always)
  static func round16(_ x: Int64) -> Int64 { (x + (1 << 15)) >> 16 }

  /// The composited pixel over blurred `blurred` with sharp `content` at the same place.
  func pixel(blurred b: PremultipliedRGBA8, content c: PremultipliedRGBA8) -> PremultipliedRGBA8 {
    let one = BackdropComposite.one
    let (wr, wg, wb) = BackdropComposite.lumaWeights
    let luma = wr * Int64(b.r) + wg * Int64(b.g) + wb * Int64(b.b)
    func saturated(_ channel: UInt8) -> Int64 {
      luma + BackdropComposite.round16(saturation * ((Int64(channel) << 16) - luma))
    }
    var red = saturated(b.r)
    var green = saturated(b.g)
    var blue = saturated(b.b)
    var alpha = Int64(b.a) << 16
    for layer in layers {
      let keep = one - layer.alpha
      red = BackdropComposite.round16(layer.alpha * layer.red + keep * red)
      green = BackdropComposite.round16(layer.alpha * layer.green + keep * green)
      blue = BackdropComposite.round16(layer.alpha * layer.blue + keep * blue)
      alpha = BackdropComposite.round16(layer.alpha * (255 << 16) + keep * alpha)
    }
    let keep = one - ghost
    func ghosted(_ value: Int64, _ sharp: UInt8) -> Int64 {
      (keep * value + ghost * (Int64(sharp) << 16) + (1 << 31)) >> 32
    }
    let a = min(255, max(0, ghosted(alpha, c.a)))
    func channel(_ value: Int64, _ sharp: UInt8) -> UInt8 { UInt8(min(a, max(0, ghosted(value, sharp)))) }
    return PremultipliedRGBA8(
      uncheckedR: channel(red, c.r), g: channel(green, c.g), b: channel(blue, c.b), a: UInt8(a))
  }
}
