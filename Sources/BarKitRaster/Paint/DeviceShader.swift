import BarKitGeometry

/// A ``Shader`` resolved for one drawing operation: mapped into device space, with the paint's
/// opacity folded in, ready to produce a row of premultiplied colors.
struct DeviceShader: Sendable {
  enum Kind: Sendable {
    case solid(PremultipliedRGBA8)
    /// `t = ta·px + tb·py + tc` at device pixel center (px, py).
    case linearGradient(GradientRamp, ta: Double, tb: Double, tc: Double)
    case pattern(PatternSampler)
  }

  let kind: Kind
  /// The paint's opacity, applied to every color a gradient or pattern produces (a solid
  /// color has it folded in; it is then ignored).
  let opacity: UInt8

  /// Resolves `shader` for user space mapped to device pixels by `transform`; returns `nil`
  /// when the transform is singular (nothing can be drawn).
  init?(_ shader: Shader, transform: AffineTransform, opacity: UInt8) {
    switch shader {
    case .solid(let color):
      kind = .solid(Self.scale(color.premultiplied, by: opacity))
    case .linearGradient(let gradient):
      guard let inverse = transform.inverted else { return nil }
      let dx = gradient.end.x - gradient.start.x, dy = gradient.end.y - gradient.start.y
      let length2 = dx * dx + dy * dy
      let ramp = GradientRamp(gradient)
      // A zero-length gradient has no direction: it shows its last color (as Skia does).
      if !(length2 > 0 && length2.isFinite) {
        kind = .solid(Self.scale(ramp.colors[ramp.colors.count - 1], by: opacity))
      } else {
        // t = ((u − start) · d) / |d|², with u = inverse(p) affine in p.
        kind = .linearGradient(
          ramp, ta: (inverse.a * dx + inverse.b * dy) / length2, tb: (inverse.c * dx + inverse.d * dy) / length2,
          tc: ((inverse.tx - gradient.start.x) * dx + (inverse.ty - gradient.start.y) * dy) / length2)
      }
    case .pattern(let pattern):
      guard let inverse = pattern.transform.concatenating(transform).inverted else { return nil }
      kind = .pattern(
        PatternSampler(
          image: pattern.image, inverse: inverse, interpolation: pattern.interpolation, tileMode: pattern.tileMode))
    }
    self.opacity = opacity
  }

  /// Fills `out` with the colors of pixels `x..<x + out.count` of row `y`.
  func shade(y: Int, x: Int, into out: UnsafeMutableBufferPointer<PremultipliedRGBA8>) {
    switch kind {
    case .solid(let c):
      out.update(repeating: c)
      return
    case .linearGradient(let ramp, let ta, let tb, let tc):
      ramp.fill(out, from: ta * (Double(x) + 0.5) + tb * (Double(y) + 0.5) + tc, step: ta)
    case .pattern(let sampler):
      sampler.sample(y: y, x: x, into: out)
    }
    guard opacity != 255 else { return }
    for i in 0..<out.count { out[i] = Self.scale(out[i], by: opacity) }
  }

  /// Returns `c` with every channel multiplied by `k / 255`, rounded to nearest.
  @inline(__always)
  static func scale(_ c: PremultipliedRGBA8, by k: UInt8) -> PremultipliedRGBA8 {
    guard k != 255 else { return c }
    return PremultipliedRGBA8(
      uncheckedR: Arithmetic8.multiply(c.r, k), g: Arithmetic8.multiply(c.g, k), b: Arithmetic8.multiply(c.b, k),
      a: Arithmetic8.multiply(c.a, k))
  }
}
