import BarKitGeometry
import BarKitRaster

/// Reading the content behind a bar: the bar's rectangle plus the margin the blur reaches,
/// with coordinates outside the content clamped to its edge (the edge rule the captures fit
/// best, measurements.md §3a), optionally averaged down; and bilinear upsampling back.
enum BackdropSampler {
  /// The pixels of `content` over `rect` grown by `margin` on every side, each `factor` ×
  /// `factor` block averaged into one pixel (rounded half up). `rect` and `margin` are in
  /// content pixels; `margin` must be a multiple of `factor`, and the sampled size is rounded up
  /// to whole blocks.
  static func sample(_ content: Pixmap, rect: IntRect, margin: Int, factor: Int) -> Pixmap {
    if factor == 1 { return copyClamped(content, rect: rect, margin: margin) }
    let width = (rect.width + 2 * margin + factor - 1) / factor
    let height = (rect.height + 2 * margin + factor - 1) / factor
    var out = Pixmap(width: width, height: height)!
    let originX = rect.x - margin
    let originY = rect.y - margin
    let area = UInt32(factor * factor)
    // Clamped source columns, computed once rather than per pixel.
    let columns = (0..<width * factor).map { min(max(originX + $0, 0), content.width - 1) }
    content.withUnsafeBytes { raw in
      let pixels = raw.bindMemory(to: PremultipliedRGBA8.self)
      for j in 0..<height {
        for i in 0..<width {
          var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
          for dy in 0..<factor {
            let row = min(max(originY + j * factor + dy, 0), content.height - 1) * content.stride
            for dx in 0..<factor {
              let p = pixels[row + columns[i * factor + dx]]
              r += UInt32(p.r)
              g += UInt32(p.g)
              b += UInt32(p.b)
              a += UInt32(p.a)
            }
          }
          func mean(_ sum: UInt32) -> UInt8 { UInt8((sum + area / 2) / area) }
          out.pixels[j * width + i] = PremultipliedRGBA8(uncheckedR: mean(r), g: mean(g), b: mean(b), a: mean(a))
        }
      }
    }
    return out
  }

  /// The full-resolution case of ``sample(_:rect:margin:factor:)``: whole row copies, with the
  /// edge pixels repeated outside the content (a third of a render's time went to the
  /// per-pixel loop before).
  private static func copyClamped(_ content: Pixmap, rect: IntRect, margin: Int) -> Pixmap {
    let width = rect.width + 2 * margin, height = rect.height + 2 * margin
    let originX = rect.x - margin, originY = rect.y - margin
    // The columns that fall inside the content; those left and right repeat its edge pixels.
    let first = min(max(-originX, 0), width), last = max(min(content.width - originX, width), first)
    // Every pixel is written below, so the storage starts uninitialized (no zero fill first).
    let pixels = [PremultipliedRGBA8](unsafeUninitializedCapacity: width * height) { target, count in
      content.pixels.withUnsafeBufferPointer { source in
        for j in 0..<height {
          let row = min(max(originY + j, 0), content.height - 1) * content.stride
          let into = j * width
          let left = source[row], right = source[row + content.width - 1]
          for i in 0..<first { target[into + i] = left }
          if last > first {
            let from = row + originX + first
            for i in 0..<(last - first) { target[into + first + i] = source[from + i] }
          }
          for i in last..<width { target[into + i] = right }
        }
      }
      count = width * height
    }
    return Pixmap(width: width, height: height, pixels: pixels)!
  }

  /// The `width` × `height` full-resolution pixels starting `offset` full pixels into the area
  /// that `small` covers at 1/`factor` scale, bilinearly interpolated between low-resolution
  /// pixel centers (edges clamped), in integers: weights are multiples of 1/(2·factor) per
  /// axis, rounded half up once at the end.
  static func upsample(_ small: Pixmap, factor: Int, offset: Int, width: Int, height: Int) -> Pixmap {
    guard factor > 1 else { return small.cropped(to: IntRect(x: offset, y: offset, width: width, height: height)!)! }
    let span = 2 * factor
    // A full pixel x sits at low-resolution coordinate (x + 1/2)/factor − 1/2 = (2x + 1 − factor)/span.
    func taps(_ count: Int, _ limit: Int) -> [(Int, Int, UInt32)] {
      (0..<count).map { x in
        let numerator = 2 * (x + offset) + 1 - factor
        let base = numerator >= 0 ? numerator / span : -((-numerator + span - 1) / span)
        let fraction = UInt32(numerator - base * span)
        return (min(max(base, 0), limit - 1), min(max(base + 1, 0), limit - 1), fraction)
      }
    }
    let xs = taps(width, small.width)
    let ys = taps(height, small.height)
    let total = UInt32(span * span)
    var out = Pixmap(width: width, height: height)!
    for (j, (y0, y1, fy)) in ys.enumerated() {
      for (i, (x0, x1, fx)) in xs.enumerated() {
        let w00 = (UInt32(span) - fx) * (UInt32(span) - fy), w10 = fx * (UInt32(span) - fy)
        let w01 = (UInt32(span) - fx) * fy, w11 = fx * fy
        let p00 = small[x0, y0], p10 = small[x1, y0], p01 = small[x0, y1], p11 = small[x1, y1]
        func mix(_ k: KeyPath<PremultipliedRGBA8, UInt8>) -> UInt8 {
          let sum =
            w00 * UInt32(p00[keyPath: k]) + w10 * UInt32(p10[keyPath: k]) + w01 * UInt32(p01[keyPath: k])
            + w11 * UInt32(p11[keyPath: k])
          return UInt8((sum + total / 2) / total)
        }
        out.pixels[j * width + i] = PremultipliedRGBA8(uncheckedR: mix(\.r), g: mix(\.g), b: mix(\.b), a: mix(\.a))
      }
    }
    return out
  }
}
