import BarKitGeometry
import BarKitRaster

/// Small images built in code for the comparison tests.
enum TestImages {
  static let white = RGBA8.white.premultiplied
  static let black = RGBA8.black.premultiplied

  /// A `width × height` image filled with `color`.
  static func filled(_ width: Int, _ height: Int, _ color: PremultipliedRGBA8 = white) -> Pixmap {
    Pixmap(width: width, height: height, filledWith: color)!
  }

  /// A deterministic pseudo-random opaque image (xorshift), so tests cover varied colors.
  static func noise(_ width: Int, _ height: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> Pixmap {
    var state = seed
    var image = filled(width, height)
    for i in image.pixels.indices {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      image.pixels[i] = PremultipliedRGBA8(
        uncheckedR: UInt8(truncatingIfNeeded: state), g: UInt8(truncatingIfNeeded: state >> 8),
        b: UInt8(truncatingIfNeeded: state >> 16), a: 255)
    }
    return image
  }

  /// Black on the left of a slanted edge `x = offset + slope · y`, white on the right, each edge
  /// pixel's gray its coverage (16 × 16 supersampling): a typical anti-aliased edge.
  static func slantedEdge(_ width: Int, _ height: Int, offset: Double, slope: Double = 0.37) -> Pixmap {
    var image = filled(width, height)
    for y in 0..<height {
      for x in 0..<width {
        var covered = 0
        for sy in 0..<16 {
          for sx in 0..<16 {
            let px = Double(x) + (Double(sx) + 0.5) / 16, py = Double(y) + (Double(sy) + 0.5) / 16
            if px < offset + slope * py { covered += 1 }
          }
        }
        let gray = UInt8(255 - (covered * 255 + 128) / 256)
        image[x, y] = PremultipliedRGBA8(uncheckedR: gray, g: gray, b: gray, a: 255)
      }
    }
    return image
  }
}
