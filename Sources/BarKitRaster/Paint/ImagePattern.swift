import BarKitGeometry

/// How an image is sampled between its pixels.
public enum Interpolation: String, Sendable, CaseIterable {
  /// The pixel whose area contains the sample point (Core Graphics' `kCGInterpolationNone`):
  /// crisp, blocky enlargements.
  case nearest
  /// The four nearest pixel centers weighted by distance, with 8-bit fixed-point weights.
  case bilinear
}

/// What an image pattern shows outside the image.
public enum TileMode: String, Sendable, CaseIterable {
  /// The edge pixels continue (Skia's clamp).
  case clamp
  /// The image repeats (Skia's repeat, UIKit's `UIImageResizingModeTile`).
  case `repeat`
}

/// An image used as a shader: `transform` maps image pixel coordinates into user space.
public struct ImagePattern: Sendable {
  /// The image, premultiplied.
  public var image: Pixmap
  /// Maps image pixel coordinates (0...width, 0...height) to user space.
  public var transform: AffineTransform
  /// How the image is sampled.
  public var interpolation: Interpolation
  /// What lies outside the image.
  public var tileMode: TileMode

  /// Creates a pattern.
  public init(
    image: Pixmap, transform: AffineTransform = .identity, interpolation: Interpolation = .bilinear,
    tileMode: TileMode = .clamp
  ) {
    self.image = image
    self.transform = transform
    self.interpolation = interpolation
    self.tileMode = tileMode
  }

  /// Creates a pattern that stretches the whole image over `rect` (user space).
  public init(image: Pixmap, stretchedInto rect: Rect, interpolation: Interpolation = .bilinear) {
    let t = AffineTransform(scaleX: rect.width / Double(image.width), y: rect.height / Double(image.height))
      .translatedBy(x: rect.minX, y: rect.minY)
    self.init(image: image, transform: t, interpolation: interpolation, tileMode: .clamp)
  }
}

/// Samples a pixmap at device pixel centers through an inverse transform, in integer math.
///
/// Sample positions are computed in `Double` per pixel (not accumulated), then quantized:
/// nearest takes the pixel containing the point; bilinear rounds the point, relative to pixel
/// centers, to 1/256 of a pixel and blends the four neighbours with weights
/// `(256 − fx)(256 − fy)`, `fx(256 − fy)`, `(256 − fx)fy`, `fx·fy` (sum 65536), rounding once.
/// A sample exactly on a pixel center therefore returns that pixel unchanged.
struct PatternSampler: Sendable {
  let image: Pixmap
  /// Device space → image pixel space.
  let inverse: AffineTransform
  let interpolation: Interpolation
  let tileMode: TileMode

  /// Fills `out` with the samples for pixels `x..<x + out.count` of row `y`.
  func sample(y: Int, x: Int, into out: UnsafeMutableBufferPointer<PremultipliedRGBA8>) {
    let cy = Double(y) + 0.5
    // Image coordinates of the row's pixel centers are u = ua·px + uc, v = va·px + vc.
    let uc = inverse.c * cy + inverse.tx, vc = inverse.d * cy + inverse.ty
    image.pixels.withUnsafeBufferPointer { source in
      for i in 0..<out.count {
        let px = Double(x + i) + 0.5
        let u = inverse.a * px + uc, v = inverse.b * px + vc
        out[i] = interpolation == .nearest ? nearest(u, v, source) : bilinear(u, v, source)
      }
    }
  }

  @inline(__always)
  private func nearest(_ u: Double, _ v: Double, _ source: UnsafeBufferPointer<PremultipliedRGBA8>)
    -> PremultipliedRGBA8
  {
    guard let i = Self.index(u), let j = Self.index(v) else { return .transparent }
    return source[wrap(j, image.height) * image.stride + wrap(i, image.width)]
  }

  @inline(__always)
  private func bilinear(_ u: Double, _ v: Double, _ source: UnsafeBufferPointer<PremultipliedRGBA8>)
    -> PremultipliedRGBA8
  {
    guard let fu = Self.index((u - 0.5) * 256, rounding: .toNearestOrAwayFromZero),
      let fv = Self.index((v - 0.5) * 256, rounding: .toNearestOrAwayFromZero)
    else { return .transparent }
    let i = fu >> 8, j = fv >> 8
    let wx = UInt32(fu & 255), wy = UInt32(fv & 255)
    let x0 = wrap(i, image.width), x1 = wrap(i + 1, image.width)
    let r0 = wrap(j, image.height) * image.stride, r1 = wrap(j + 1, image.height) * image.stride
    let p00 = source[r0 + x0], p10 = source[r0 + x1], p01 = source[r1 + x0], p11 = source[r1 + x1]
    let w00 = (256 - wx) * (256 - wy), w10 = wx * (256 - wy), w01 = (256 - wx) * wy, w11 = wx * wy
    @inline(__always) func mix(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> UInt8 {
      let sum = UInt32(a) &* w00 &+ UInt32(b) &* w10 &+ UInt32(c) &* w01 &+ UInt32(d) &* w11
      return UInt8(truncatingIfNeeded: (sum &+ 32_768) &>> 16)
    }
    // Equal weights on every channel keep color ≤ alpha.
    return PremultipliedRGBA8(
      uncheckedR: mix(p00.r, p10.r, p01.r, p11.r), g: mix(p00.g, p10.g, p01.g, p11.g),
      b: mix(p00.b, p10.b, p01.b, p11.b), a: mix(p00.a, p10.a, p01.a, p11.a))
  }

  /// Maps a column or row index into the image by the tile mode.
  @inline(__always)
  private func wrap(_ i: Int, _ count: Int) -> Int {
    switch tileMode {
    case .clamp: return min(max(i, 0), count - 1)
    case .repeat:
      let r = i % count
      return r < 0 ? r + count : r
    }
  }

  /// `v` rounded by `rule` as an `Int`, or `nil` when it is not finite or absurdly large.
  @inline(__always)
  private static func index(_ v: Double, rounding rule: FloatingPointRoundingRule = .down) -> Int? {
    guard v.isFinite, abs(v) < 1e15 else { return nil }
    return Int(v.rounded(rule))
  }
}
