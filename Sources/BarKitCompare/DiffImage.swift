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

  /// Creates a style; the defaults are pixelmatch's colors with blue for darker pixels.
  public init(
    differentColor: RGBA8 = RGBA8(r: 255, g: 0, b: 0), darkerColor: RGBA8 = RGBA8(r: 0, g: 96, b: 255),
    antiAliasedColor: RGBA8 = RGBA8(r: 255, g: 255, b: 0), unchangedOpacity: UInt8 = 26, isMaskOnly: Bool = false
  ) {
    self.differentColor = differentColor
    self.darkerColor = darkerColor
    self.antiAliasedColor = antiAliasedColor
    self.unchangedOpacity = unchangedOpacity
    self.isMaskOnly = isMaskOnly
  }

  /// The mask-only variant: differing pixels on transparent.
  public static let mask = DiffImageStyle(isMaskOnly: true)
}

extension ImageComparisonResult {
  /// The diff image of this comparison over `expected`, or `nil` when the sizes differ or
  /// `expected` is not the image compared. Identical images give the faded image alone (or a
  /// transparent one for a mask).
  ///
  /// Ignored regions are drawn in a faded pink so a reader sees what was not compared.
  public func diffImage(expected: Pixmap, style: DiffImageStyle = DiffImageStyle()) -> Pixmap? {
    guard failures.allSatisfy({ if case .sizeMismatch = $0 { false } else { true } }),
      expected.width == expectedSize.width, expected.height == expectedSize.height,
      var out = Pixmap(width: expected.width, height: expected.height)
    else { return nil }
    let classes = classification?.classes ?? [UInt8](repeating: 0, count: expected.width * expected.height)
    let palette = DiffPalette(style)
    let width = expected.width
    expected.pixels.withUnsafeBufferPointer { e in
      out.pixels.withUnsafeMutableBufferPointer { o in
        classes.withUnsafeBufferPointer { c in
          let shared = DiffBuffers(
            expected: e.baseAddress!, stride: expected.stride, out: o.baseAddress!, classes: c.baseAddress!)
          _ = RowBands.forEach(height: expected.height) { _, rows in
            for y in rows {
              for x in 0..<width {
                shared.out[y * width + x] = palette.color(
                  PixelClass(rawValue: shared.classes[y * width + x]) ?? .unchanged,
                  over: shared.expected[y * shared.stride + x])
              }
            }
          }
        }
      }
    }
    return out
  }
}

/// Raw views for the parallel diff drawing. `@unchecked Sendable`: bands only read `expected`
/// and `classes` and write disjoint rows of `out`, and all three outlive the parallel loop.
private struct DiffBuffers: @unchecked Sendable {
  let expected: UnsafePointer<PremultipliedRGBA8>
  let stride: Int
  let out: UnsafeMutablePointer<PremultipliedRGBA8>
  let classes: UnsafePointer<UInt8>
}

/// The resolved colors of a ``DiffImageStyle``.
private struct DiffPalette: Sendable {
  let different: PremultipliedRGBA8
  let darker: PremultipliedRGBA8
  let antiAliased: PremultipliedRGBA8
  let opacity: Int
  let maskOnly: Bool

  init(_ style: DiffImageStyle) {
    different = style.differentColor.premultiplied
    darker = style.darkerColor.premultiplied
    antiAliased = style.antiAliasedColor.premultiplied
    opacity = Int(style.unchangedOpacity)
    maskOnly = style.isMaskOnly
  }

  @inline(__always)
  func color(_ kind: PixelClass, over pixel: PremultipliedRGBA8) -> PremultipliedRGBA8 {
    switch kind {
    case .differentLighter: return different
    case .differentDarker: return darker
    case .antiAliased where !maskOnly: return antiAliased
    case _ where maskOnly: return .transparent
    case .ignored:
      // A pink tint of the faded gray.
      let g = fadedGray(pixel)
      return PremultipliedRGBA8(uncheckedR: g, g: UInt8(Int(g) * 3 / 4), b: g, a: 255)
    default:
      let g = fadedGray(pixel)
      return PremultipliedRGBA8(uncheckedR: g, g: g, b: g, a: 255)
    }
  }

  /// The pixel's luma over white, faded toward white: `255 − (255 − Y)·opacity/255`.
  @inline(__always) private func fadedGray(_ p: PremultipliedRGBA8) -> UInt8 {
    let raw = UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    let luma = (YIQ.luma(raw) + 8192) >> 14
    return UInt8(255 - Int(Arithmetic8.divide255(UInt32((255 - luma) * opacity))))
  }
}
