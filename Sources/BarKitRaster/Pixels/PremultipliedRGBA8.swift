/// A premultiplied-alpha sRGB pixel with 8 bits per channel: the form every kernel reads and
/// writes.
///
/// - Invariant: `r`, `g` and `b` are each at most `a`. The public initializer checks it; the
///   `unchecked` one is for kernels that guarantee it by construction.
@frozen
public struct PremultipliedRGBA8: Hashable, Sendable, CustomStringConvertible {
  /// Red, already multiplied by alpha.
  public let r: UInt8
  /// Green, already multiplied by alpha.
  public let g: UInt8
  /// Blue, already multiplied by alpha.
  public let b: UInt8
  /// Alpha (opacity): 0 transparent, 255 opaque.
  public let a: UInt8

  /// Creates a pixel, or returns `nil` when a color channel exceeds alpha.
  @inlinable
  public init?(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    guard r <= a, g <= a, b <= a else { return nil }
    self.init(uncheckedR: r, g: g, b: b, a: a)
  }

  /// Creates a pixel whose invariant the caller guarantees.
  @inlinable @inline(__always)
  public init(uncheckedR r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// Fully transparent: every channel zero.
  public static let transparent = PremultipliedRGBA8(uncheckedR: 0, g: 0, b: 0, a: 0)

  /// The straight form: each color channel becomes `round(c · 255 / a)` (0 when `a` is 0).
  ///
  /// Every straight color survives `premultiplied` then `unpremultiplied` only when `a == 255`;
  /// every premultiplied pixel survives `unpremultiplied` then `premultiplied` exactly (tested
  /// over all 65,536 (value, alpha) pairs).
  @inlinable
  public var unpremultiplied: RGBA8 {
    switch a {
    case 255: return RGBA8(r: r, g: g, b: b, a: 255)
    case 0: return RGBA8.clear
    default:
      let alpha = UInt32(a)
      let half = alpha / 2
      @inline(__always) func straight(_ c: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: min(255, (UInt32(c) * 255 + half) / alpha))
      }
      return RGBA8(r: straight(r), g: straight(g), b: straight(b), a: a)
    }
  }

  /// `premultiplied(r, g, b, a)`.
  public var description: String { "premultiplied(\(r), \(g), \(b), \(a))" }
}
