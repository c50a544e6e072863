/// A straight (non-premultiplied) sRGB color with 8 bits per channel, as PNG files and color
/// literals such as `#007AFF` store it.
///
/// Drawing happens in ``PremultipliedRGBA8``; convert with ``premultiplied``.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
  /// Red.
  public var r: UInt8
  /// Green.
  public var g: UInt8
  /// Blue.
  public var b: UInt8
  /// Alpha (opacity): 0 transparent, 255 opaque.
  public var a: UInt8

  /// Creates a color from its channels; `a` defaults to opaque.
  @inlinable
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// Creates a color from a gray level and alpha in 0...1, rounded to nearest
  /// (UIKit's `UIColor(white:alpha:)`).
  public init(white: Double, alpha: Double = 1) {
    let w = RGBA8.channel(white)
    self.init(r: w, g: w, b: w, a: RGBA8.channel(alpha))
  }

  /// Creates a color from components in 0...1, rounded to nearest and clamped
  /// (UIKit's `UIColor(red:green:blue:alpha:)`).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(r: RGBA8.channel(red), g: RGBA8.channel(green), b: RGBA8.channel(blue), a: RGBA8.channel(alpha))
  }

  private static func channel(_ v: Double) -> UInt8 {
    guard v.isFinite else { return v > 0 ? 255 : 0 }
    return UInt8(max(0, min(255, (v * 255).rounded())))
  }

  /// Transparent black.
  public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
  /// Opaque black.
  public static let black = RGBA8(r: 0, g: 0, b: 0)
  /// Opaque white.
  public static let white = RGBA8(r: 255, g: 255, b: 255)

  /// Whether the color is fully opaque.
  @inlinable public var isOpaque: Bool { a == 255 }

  /// Returns the same color with its alpha replaced by `alpha` (0...1, rounded to nearest), as
  /// UIKit's `colorWithAlphaComponent:` does.
  public func withAlphaComponent(_ alpha: Double) -> RGBA8 {
    var c = self
    c.a = RGBA8.channel(alpha)
    return c
  }

  /// The straight-alpha mix `self · (1 − amount) + other · amount` per channel, rounded to
  /// nearest; `amount` is clamped to 0...1. How an animation moves between two colors.
  public func mixed(with other: RGBA8, amount: Double) -> RGBA8 {
    let t = min(max(amount, 0), 1)
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
    return RGBA8(r: mix(r, other.r), g: mix(g, other.g), b: mix(b, other.b), a: mix(a, other.a))
  }

  /// The premultiplied form: each color channel becomes `round(c · a / 255)`.
  @inlinable
  public var premultiplied: PremultipliedRGBA8 {
    if a == 255 { return PremultipliedRGBA8(uncheckedR: r, g: g, b: b, a: 255) }
    return PremultipliedRGBA8(
      uncheckedR: Arithmetic8.multiply(r, a), g: Arithmetic8.multiply(g, a),
      b: Arithmetic8.multiply(b, a), a: a)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var description: String { hexString }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, upper-case.
  public var hexString: String {
    func hex(_ v: UInt8) -> String {
      let digits = Array("0123456789ABCDEF")
      return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
    }
    return "#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a))
  }
}
