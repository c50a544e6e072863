import BarKitRaster
import TestSupport

/// The obviously correct box blur the kernel must equal byte for byte: for every pixel and
/// channel, sum the `d` pixels of the window with clamped indices and divide, rounding half up;
/// `passes` times along x, then `passes` times along y. O(d) per pixel, no tricks.
enum ReferenceBoxBlur {
  static func blur(_ image: Pixmap, diameter d: Int, passes: Int) -> Pixmap {
    var channels = (0..<image.height).map { y in (0..<image.width).map { x in channelsOf(image[x, y]) } }
    let r = d / 2
    for _ in 0..<passes {
      channels = channels.map { row in
        row.indices.map { x in mean((-r...r).map { row[min(max(x + $0, 0), row.count - 1)] }, d) }
      }
    }
    for _ in 0..<passes {
      channels = channels.indices.map { y in
        channels[y].indices.map { x in
          mean((-r...r).map { channels[min(max(y + $0, 0), channels.count - 1)][x] }, d)
        }
      }
    }
    var out = Pixmap(width: image.width, height: image.height)!
    for y in 0..<image.height {
      for x in 0..<image.width {
        let c = channels[y][x]
        out[x, y] = PremultipliedRGBA8(r: UInt8(c[0]), g: UInt8(c[1]), b: UInt8(c[2]), a: UInt8(c[3]))!
      }
    }
    return out
  }

  private static func channelsOf(_ p: PremultipliedRGBA8) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }

  private static func mean(_ window: [[Int]], _ d: Int) -> [Int] {
    (0..<4).map { c in (window.reduce(0) { $0 + $1[c] } + d / 2) / d }
  }
}

/// Seeded test images, from TestSupport's SplitMix64, so they are the same on every run.
typealias SeededRandom = SplitMix64

extension SplitMix64 {
  /// A random premultiplied pixel: a quarter opaque, an eighth fully transparent, the rest of
  /// random alpha; each color channel is scaled to at most alpha.
  mutating func pixel() -> PremultipliedRGBA8 {
    let bits = next()
    let a: UInt8 =
      switch bits & 7 {
      case 0, 1: 255
      case 2: 0
      default: UInt8(truncatingIfNeeded: bits >> 8)
      }
    func channel(_ shift: UInt64) -> UInt8 {
      UInt8((UInt16(truncatingIfNeeded: bits >> shift) & 0xFF) * (UInt16(a) + 1) >> 8)
    }
    return PremultipliedRGBA8(r: channel(16), g: channel(24), b: channel(32), a: a)!
  }

  /// A `width` × `height` image of random pixels.
  mutating func image(width: Int, height: Int) -> Pixmap {
    var p = Pixmap(width: width, height: height)!
    for i in p.pixels.indices { p.pixels[i] = pixel() }
    return p
  }
}
