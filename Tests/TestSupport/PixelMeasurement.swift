import BarKit

/// Measuring rendered pixels: colors, where ink is, closeness within a tolerance.
extension Pixmap {
  /// The straight color at (x, y).
  public func color(_ x: Int, _ y: Int) -> RGBA8 { self[x, y].unpremultiplied }

  /// The bounding box of the pixels in `region` whose color differs from `background` by more
  /// than `threshold` in some channel: where ink is.
  public func inkBounds(in region: IntRect, background: RGBA8, threshold: Int = 40) -> IntRect? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in region.y..<min(region.maxY, height) {
      for x in region.x..<min(region.maxX, width) {
        let c = color(x, y)
        let d = max(
          abs(Int(c.r) - Int(background.r)), abs(Int(c.g) - Int(background.g)), abs(Int(c.b) - Int(background.b)))
        if d > threshold {
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = max(maxY, y)
        }
      }
    }
    return minX == Int.max ? nil : IntRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}

/// Whether two colors are within `tolerance` levels in every channel.
public func isClose(_ a: RGBA8, _ b: RGBA8, within tolerance: Int) -> Bool {
  abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
    && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}
