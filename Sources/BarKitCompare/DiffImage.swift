import BarKitGeometry
import BarKitRaster

/// How a diff image is drawn. The defaults follow pixelmatch (research note §3): unchanged
/// pixels are the expected image's luma faded toward white, differing pixels red, anti-aliased
/// ones yellow; a second color marks pixels that got darker (pixelmatch's `diffColorAlt`).
public struct DiffImageStyle: Hashable, Sendable {
  /// Differing pixels where the actual image is as light or lighter.
  public var differentColor: RGBA8
  /// Differing pixels where the actual image is darker.
  public var darkerColor: RGBA8
  /// Pixels excused as anti-aliasing.
  public var antiAliasedColor: RGBA8
  /// How much of the expected image's gray shows through in unchanged pixels, 0...255
  /// (pixelmatch's `alpha` 0.1 ≈ 26).
  public var unchangedOpacity: UInt8
  /// Draws only the differing pixels, on a transparent background (pixelmatch's `diffMask`).
  public var isMaskOnly: Bool
  /// On the union canvas of two images of different sizes, the pixels only one of them covers
  /// (``ImageComparisonResult/resizedDiffImage(expected:actual:options:style:)``): magenta, a
  /// color none of the other marks uses.
  public var sizeChangeColor: RGBA8
  /// When set, unchanged pixels are drawn with pixelmatch's own arithmetic at this opacity
  /// (its `alpha`, 0...1): `255 + (luma − 255) · alpha · a / 255` in doubles from the straight
  /// color, truncated to a byte as pixelmatch's `Uint8Array` does, so the diff image equals
  /// pixelmatch's byte for byte; ``unchangedOpacity`` is then unused.
  public var pixelmatchAlpha: Double?

  /// Creates a style; the defaults are pixelmatch's colors with blue for darker pixels.
  public init(
    differentColor: RGBA8 = RGBA8(r: 255, g: 0, b: 0), darkerColor: RGBA8 = RGBA8(r: 0, g: 96, b: 255),
    antiAliasedColor: RGBA8 = RGBA8(r: 255, g: 255, b: 0), unchangedOpacity: UInt8 = 26, isMaskOnly: Bool = false,
    sizeChangeColor: RGBA8 = RGBA8(r: 255, g: 0, b: 255)
  ) {
    self.differentColor = differentColor
    self.darkerColor = darkerColor
    self.antiAliasedColor = antiAliasedColor
    self.unchangedOpacity = unchangedOpacity
    self.isMaskOnly = isMaskOnly
    self.sizeChangeColor = sizeChangeColor
  }

  /// The mask-only variant: differing pixels on transparent.
  public static let mask = DiffImageStyle(isMaskOnly: true)

  /// pixelmatch's diff image with its options (`alpha`, `aaColor`, `diffColor`, `diffColorAlt`,
  /// `diffMask`) and its defaults; with ``AntiAliasingRule/pixelmatch`` it equals pixelmatch's
  /// output byte for byte. `darkerColor` `nil` draws darker pixels in `differentColor`, as
  /// pixelmatch does without `diffColorAlt`.
  public static func pixelmatch(
    alpha: Double = 0.1, antiAliasedColor: RGBA8 = RGBA8(r: 255, g: 255, b: 0),
    differentColor: RGBA8 = RGBA8(r: 255, g: 0, b: 0), darkerColor: RGBA8? = nil, isMaskOnly: Bool = false
  ) -> DiffImageStyle {
    var style = DiffImageStyle(
      differentColor: differentColor, darkerColor: darkerColor ?? differentColor, antiAliasedColor: antiAliasedColor,
      isMaskOnly: isMaskOnly)
    style.pixelmatchAlpha = alpha
    return style
  }
}

extension ImageComparisonResult {
  /// The diff image of this comparison over `expected`, or `nil` when the pixels were not
  /// compared (different sizes, invalid options) or `expected` has another size (for
  /// different sizes, ``resizedDiffImage(expected:actual:options:style:)`` draws the union
  /// canvas). Identical images give the faded image alone (or a transparent one for a mask).
  ///
  /// Ignored regions are drawn in a faded pink so a reader sees what was not compared.
  public func diffImage(expected: Pixmap, style: DiffImageStyle = DiffImageStyle()) -> Pixmap? {
    // Only a comparison that ran has something to draw (not a size mismatch or invalid options).
    guard isIdentical || classification != nil,
      expected.width == expectedSize.width, expected.height == expectedSize.height
    else { return nil }
    let width = expected.width, height = expected.height
    let palette = DiffPalette(style)
    let classes = classification?.classes
    // Every pixel is written below, so the storage starts uninitialized.
    let pixels = [PremultipliedRGBA8](unsafeUninitializedCapacity: width * height) { storage, count in
      storage.withMemoryRebound(to: UInt32.self) { out in
        expected.pixels.withUnsafeBufferPointer { e in
          e.withMemoryRebound(to: UInt32.self) { source in
            let buffers = DiffBuffers(
              expected: source.baseAddress!, stride: expected.stride, out: out.baseAddress!, width: width)
            guard let classes else {
              _ = RowBands.forEach(height: height) { _, rows in
                for y in rows { palette.drawUnchanged(buffers.row(y)) }
              }
              return
            }
            classes.withUnsafeBufferPointer { c in
              let marks = UnsafeSendablePointer(c.baseAddress!)
              _ = RowBands.forEach(height: height) { _, rows in
                for y in rows {
                  let row = buffers.row(y)
                  palette.drawUnchanged(row)
                  palette.drawMarked(row, classes: marks.pointer + y * width)
                }
              }
            }
          }
        }
      }
      count = width * height
    }
    return Pixmap(width: width, height: height, pixels: pixels)
  }
}

/// Raw views for the parallel diff drawing. `@unchecked Sendable`: bands only read `expected`
/// and write disjoint rows of `out`, and both outlive the parallel loop.
private struct DiffBuffers: @unchecked Sendable {
  let expected: UnsafePointer<UInt32>
  let stride: Int
  let out: UnsafeMutablePointer<UInt32>
  let width: Int

  func row(_ y: Int) -> (source: UnsafePointer<UInt32>, out: UnsafeMutablePointer<UInt32>, width: Int) {
    (expected + y * stride, out + y * width, width)
  }
}

/// A read-only pointer shared by the bands (`@unchecked Sendable`: nothing writes through it).
private struct UnsafeSendablePointer<T>: @unchecked Sendable {
  let pointer: UnsafePointer<T>
  init(_ pointer: UnsafePointer<T>) { self.pointer = pointer }
}

/// The resolved colors of a ``DiffImageStyle``, as raw little-endian RGBA words.
private struct DiffPalette: Sendable {
  let different: UInt32
  let darker: UInt32
  let antiAliased: UInt32
  let opacity: UInt32
  let pixelmatchAlpha: Double?
  let maskOnly: Bool

  init(_ style: DiffImageStyle) {
    func word(_ c: RGBA8) -> UInt32 {
      let p = c.premultiplied
      return UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }
    different = word(style.differentColor)
    darker = word(style.darkerColor)
    antiAliased = word(style.antiAliasedColor)
    opacity = UInt32(style.unchangedOpacity)
    pixelmatchAlpha = style.pixelmatchAlpha
    maskOnly = style.isMaskOnly
  }

  /// Writes every pixel of a row as unchanged: transparent for a mask, else the source's luma
  /// over white faded toward white, `255 − (255 − Y)·opacity/255`. Straight-line wrapping
  /// integer code, so the compiler vectorizes it.
  @inline(__always)
  func drawUnchanged(_ row: (source: UnsafePointer<UInt32>, out: UnsafeMutablePointer<UInt32>, width: Int)) {
    if maskOnly {
      row.out.update(repeating: 0, count: row.width)
      return
    }
    if let alpha = pixelmatchAlpha {
      for x in 0..<row.width {
        let p = StraightPixel(row.source[x])
        let value = 255 + (PixelmatchYIQMetric.y(p.r, p.g, p.b) - 255) * alpha * p.a / 255
        // JavaScript's conversion to a Uint8Array element: truncation modulo 256, NaN as 0.
        let wrapped = value.isFinite ? value.truncatingRemainder(dividingBy: 256) : 0
        let gray = UInt32(truncatingIfNeeded: Int(wrapped)) & 0xFF
        row.out[x] = gray | gray &<< 8 | gray &<< 16 | 0xFF00_0000
      }
      return
    }
    let opacity = self.opacity
    for x in 0..<row.width {
      let p = row.source[x]
      // Over white: c + 255 − a, which stays within 0...255 because c ≤ a.
      let lift = 255 &- (p &>> 24)
      let r = (p & 0xFF) &+ lift, g = ((p &>> 8) & 0xFF) &+ lift, b = ((p &>> 16) & 0xFF) &+ lift
      let luma = (4897 &* r &+ 9611 &* g &+ 1876 &* b &+ 8192) &>> 14
      let t = (255 &- luma) &* opacity &+ 128
      let gray = 255 &- ((t &+ (t &>> 8)) &>> 8)
      row.out[x] = gray | gray &<< 8 | gray &<< 16 | 0xFF00_0000
    }
  }

  /// Overwrites the row's classified pixels (differing, anti-aliased, ignored), skipping runs
  /// of unchanged pixels eight class bytes at a time.
  @inline(__always)
  func drawMarked(
    _ row: (source: UnsafePointer<UInt32>, out: UnsafeMutablePointer<UInt32>, width: Int), classes: UnsafePointer<UInt8>
  ) {
    var x = 0
    while x < row.width {
      if x + 8 <= row.width, UnsafeRawPointer(classes + x).loadUnaligned(as: UInt64.self) == 0 {
        x += 8
        continue
      }
      let end = min(x + 8, row.width)
      for i in x..<end where classes[i] != 0 { row.out[i] = marked(classes[i], unchanged: row.out[i]) }
      x = end
    }
  }

  @inline(__always)
  private func marked(_ raw: UInt8, unchanged: UInt32) -> UInt32 {
    switch PixelClass(rawValue: raw) {
    case .differentLighter: different
    case .differentDarker: darker
    case .antiAliased: maskOnly ? 0 : antiAliased
    case .ignored:
      // A pink tint of the faded gray: green at three quarters.
      maskOnly ? 0 : (unchanged & 0xFFFF_00FF) | (((unchanged &>> 8) & 0xFF) &* 3 / 4) &<< 8
    case .unchanged, nil: unchanged
    }
  }
}
