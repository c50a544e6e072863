import BarKitGeometry
import BarKitRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Pixmap {
  /// The smallest rectangle containing every pixel that differs from `previous` (same size),
  /// or `nil` when the two are identical. Rows are compared with `memcmp`, then only changed
  /// rows are scanned for the leftmost and rightmost difference.
  func changedRegion(since previous: Pixmap) -> IntRect? {
    precondition(width == previous.width && height == previous.height, "sizes differ")
    return withUnsafeBytes { current in
      previous.withUnsafeBytes { before in
        let now = current.bindMemory(to: UInt32.self), then = before.bindMemory(to: UInt32.self)
        var top = -1, bottom = -1, left = width, right = -1
        for y in 0..<height {
          let a = y * stride, b = y * previous.stride
          guard memcmp(now.baseAddress! + a, then.baseAddress! + b, width * 4) != 0 else { continue }
          if top < 0 { top = y }
          bottom = y
          var x = 0
          while x < left, now[a + x] == then[b + x] { x += 1 }
          left = min(left, x)
          x = width - 1
          while x > right, now[a + x] == then[b + x] { x -= 1 }
          right = max(right, x)
        }
        guard top >= 0 else { return nil }
        return IntRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }
}
