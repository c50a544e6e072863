/// What to draw with: a ``Shader`` giving a color per pixel, a ``BlendMode`` and an opacity
/// (tiny-skia's and Skia's `Paint`).
public struct Paint: Sendable {
  /// The source colors.
  public var shader: Shader
  /// How the source combines with the pixels already there.
  public var blendMode: BlendMode
  /// A factor in 0...1 applied to the source alpha (and, premultiplied, its colors); values
  /// outside are clamped.
  public var opacity: Double

  /// Creates a paint.
  public init(shader: Shader, blendMode: BlendMode = .sourceOver, opacity: Double = 1) {
    self.shader = shader
    self.blendMode = blendMode
    self.opacity = opacity
  }

  /// Creates a paint of one straight color.
  public init(color: RGBA8, blendMode: BlendMode = .sourceOver, opacity: Double = 1) {
    self.init(shader: .solid(color), blendMode: blendMode, opacity: opacity)
  }

  /// A source-over paint of one straight color.
  public static func color(_ color: RGBA8) -> Paint { Paint(color: color) }

  /// The opacity as an 8-bit factor, rounded to nearest.
  var opacity8: UInt8 {
    guard opacity.isFinite else { return opacity > 0 ? 255 : 0 }
    return UInt8(min(255, max(0, (opacity * 255).rounded())))
  }
}

/// The source of a paint's colors, defined in the canvas's user space (points).
public enum Shader: Sendable {
  /// One straight color everywhere.
  case solid(RGBA8)
  /// A linear gradient.
  case linearGradient(LinearGradient)
  /// An image, placed by a transform and optionally repeated.
  case pattern(ImagePattern)
}
