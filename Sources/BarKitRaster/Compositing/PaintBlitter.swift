import BarKitGeometry

/// A ``Blitter`` that paints a ``Paint`` into a pixmap's pixels: shades each span, then
/// composites it with the paint's blend mode, scaled by the span's coverage.
///
/// Obtain one with ``Pixmap/withPaintBlitter(_:transform:_:)``; it borrows the pixels for the
/// duration of the closure, so writing through it never copies the pixmap.
public struct PaintBlitter: Blitter {
  private let pixels: UnsafeMutableBufferPointer<PremultipliedRGBA8>
  private let width: Int
  private let height: Int
  private let stride: Int
  private let shader: DeviceShader
  private let blendMode: BlendMode
  /// One row of shaded colors, `width` long.
  private let row: UnsafeMutableBufferPointer<PremultipliedRGBA8>

  init(
    pixels: UnsafeMutableBufferPointer<PremultipliedRGBA8>, width: Int, height: Int, stride: Int,
    shader: DeviceShader, blendMode: BlendMode, row: UnsafeMutableBufferPointer<PremultipliedRGBA8>
  ) {
    (self.pixels, self.width, self.height, self.stride) = (pixels, width, height, stride)
    (self.shader, self.blendMode, self.row) = (shader, blendMode, row)
  }

  /// Composites the paint over `coverage.count` pixels of row `y` from column `x`; the parts
  /// outside the pixmap are skipped.
  public mutating func blitSpan(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
    guard y >= 0, y < height else { return }
    let x0 = max(x, 0), x1 = min(x + coverage.count, width)
    guard x0 < x1 else { return }
    let destination = UnsafeMutableBufferPointer(rebasing: pixels[(y * stride + x0)..<(y * stride + x1)])
    let coverage = UnsafeBufferPointer(rebasing: coverage[(x0 - x)..<(x1 - x)])
    if case .solid(let color) = shader.kind {
      Self.composite(color: color, mode: blendMode, coverage: coverage, onto: destination)
    } else {
      let colors = UnsafeMutableBufferPointer(rebasing: row[0..<(x1 - x0)])
      shader.shade(y: y, x: x0, into: colors)
      Self.composite(colors: UnsafeBufferPointer(colors), mode: blendMode, coverage: coverage, onto: destination)
    }
  }

  /// Composites one color: the hot path for solid fills. Runs of full coverage with an opaque
  /// source are stored directly; other full-coverage source-over pixels skip the coverage
  /// products.
  @inline(__always)
  private static func composite(
    color: PremultipliedRGBA8, mode: BlendMode, coverage: UnsafeBufferPointer<UInt8>,
    onto destination: UnsafeMutableBufferPointer<PremultipliedRGBA8>
  ) {
    let storesOpaque = mode == .copy || (mode == .sourceOver && color.a == 255)
    let count = destination.count
    var i = 0
    while i < count {
      let c = coverage[i]
      if c == 255 && storesOpaque {
        var end = i + 1
        while end < count && coverage[end] == 255 { end += 1 }
        UnsafeMutableBufferPointer(rebasing: destination[i..<end]).update(repeating: color)
        i = end
        continue
      }
      if c == 255 && mode == .sourceOver {
        destination[i] = SourceOver.blend(color, over: destination[i])
      } else if c != 0 {
        destination[i] = mode.blend(color, onto: destination[i], coverage: c)
      }
      i += 1
    }
  }

  @inline(__always)
  private static func composite(
    colors: UnsafeBufferPointer<PremultipliedRGBA8>, mode: BlendMode, coverage: UnsafeBufferPointer<UInt8>,
    onto destination: UnsafeMutableBufferPointer<PremultipliedRGBA8>
  ) {
    if mode == .sourceOver {
      for i in 0..<destination.count {
        let c = coverage[i], s = colors[i]
        if c == 255 {
          destination[i] = s.a == 255 ? s : SourceOver.blend(s, over: destination[i])
        } else if c != 0 {
          destination[i] = SourceOver.blend(s, coverage: c, over: destination[i])
        }
      }
      return
    }
    for i in 0..<destination.count where coverage[i] != 0 {
      destination[i] = mode.blend(colors[i], onto: destination[i], coverage: coverage[i])
    }
  }
}

extension Pixmap {
  /// Calls `body` with a blitter that paints `paint` into this pixmap; the paint's shader is
  /// in a user space that `transform` maps to pixels. Does nothing when the transform is
  /// singular.
  ///
  /// Use it to send coverage from your own rasterizer through BarKit's shading and blending.
  public mutating func withPaintBlitter<R>(
    _ paint: Paint, transform: AffineTransform = .identity, _ body: (inout PaintBlitter) throws -> R
  ) rethrows -> R? {
    guard let shader = DeviceShader(paint.shader, transform: transform, opacity: paint.opacity8) else { return nil }
    let (width, height, stride) = (self.width, self.height, self.stride)
    var row = [PremultipliedRGBA8](repeating: .transparent, count: width)
    return try row.withUnsafeMutableBufferPointer { rowBuffer in
      try pixels.withUnsafeMutableBufferPointer { buffer in
        var blitter = PaintBlitter(
          pixels: buffer, width: width, height: height, stride: stride, shader: shader, blendMode: paint.blendMode,
          row: rowBuffer)
        return try body(&blitter)
      }
    }
  }
}
