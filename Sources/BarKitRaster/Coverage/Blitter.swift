import BarKitGeometry

/// The single seam between coverage and paint: receives horizontal spans of 8-bit coverage.
///
/// Rasterizers (``CoverageRasterizer``, ``Hairline``) only produce spans and never see colors;
/// a blitter (``PaintBlitter`` paints a ``Paint`` into pixels, ``MaskBlitter`` records
/// coverage into a ``Mask``) never sees paths. Spans arrive in any order, never overlap within
/// one drawing operation, and lie inside the clip the rasterizer was given.
public protocol Blitter {
  /// Consumes `coverage.count` pixels of row `y` starting at column `x`; coverage 255 is full.
  mutating func blitSpan(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>)

  /// Consumes a rectangle of uniform coverage. The default implementation calls
  /// ``blitSpan(y:x:coverage:)`` once per row; blitters override it with a faster fill.
  mutating func blitRect(_ rect: IntRect, coverage: UInt8)
}

extension Blitter {
  /// Calls ``blitSpan(y:x:coverage:)`` once per row of `rect`.
  public mutating func blitRect(_ rect: IntRect, coverage: UInt8) {
    let row = [UInt8](repeating: coverage, count: rect.width)
    row.withUnsafeBufferPointer { span in
      for y in rect.y..<rect.maxY { blitSpan(y: y, x: rect.x, coverage: span) }
    }
  }
}

/// A blitter that stores coverage into a ``Mask``: the A8 output for glyph caches, template
/// icons and tests that measure coverage.
public struct MaskBlitter: Blitter {
  /// The mask being written; spans outside it are clipped.
  public var mask: Mask

  /// Creates a blitter writing into `mask`.
  public init(mask: Mask) { self.mask = mask }

  /// Stores the span's coverage, replacing what was there (spans of one operation never
  /// overlap).
  public mutating func blitSpan(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
    guard y >= 0, y < mask.height else { return }
    let x0 = max(x, 0), x1 = min(x + coverage.count, mask.width)
    guard x0 < x1 else { return }
    let width = mask.width
    mask.values.withUnsafeMutableBufferPointer { values in
      for px in x0..<x1 { values[y * width + px] = coverage[px - x] }
    }
  }
}
