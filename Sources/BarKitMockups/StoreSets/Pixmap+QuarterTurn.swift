import BarKitRaster

extension Pixmap {
  /// The image turned a quarter turn clockwise (its left edge becomes its top), pixel for pixel.
  func turnedClockwise() -> Pixmap { turned(clockwise: true) }

  /// The image turned a quarter turn counter-clockwise (its top edge becomes its left).
  func turnedCounterClockwise() -> Pixmap { turned(clockwise: false) }

  private func turned(clockwise: Bool) -> Pixmap {
    let w = height, h = width
    var out = [PremultipliedRGBA8](repeating: .transparent, count: w * h)
    pixels.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { target in
        for y in 0..<h {
          for x in 0..<w {
            // Clockwise, output (x, y) shows source (y, height - 1 - x); counter-clockwise,
            // source (width - 1 - y, x).
            let (sx, sy) = clockwise ? (y, height - 1 - x) : (width - 1 - y, x)
            target[y * w + x] = source[sy * stride + sx]
          }
        }
      }
    }
    return Pixmap(width: w, height: h, pixels: out)!
  }
}
