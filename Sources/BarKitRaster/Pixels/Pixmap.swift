import BarKitGeometry

/// A premultiplied RGBA8 sRGB raster: `height` rows of `width` pixels, `stride` pixels apart.
///
/// Pixels are stored row-major with the first row at the top, channels in the order R, G, B, A.
/// A new pixmap is transparent black.
///
/// - Invariant: `width` and `height` are positive, `stride >= width`, and the storage holds
///   `stride · height` pixels.
public struct Pixmap: Hashable, Sendable {
  /// The number of columns, in pixels.
  public let width: Int
  /// The number of rows, in pixels.
  public let height: Int
  /// The distance between the starts of two consecutive rows, in pixels.
  public let stride: Int
  /// The pixels, `stride · height` of them.
  public var pixels: [PremultipliedRGBA8]

  /// Creates a transparent pixmap, or returns `nil` when a dimension is not positive or the
  /// pixel count overflows.
  public init?(width: Int, height: Int, filledWith fill: PremultipliedRGBA8 = .transparent) {
    guard width > 0, height > 0 else { return nil }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, count <= Int32.max else { return nil }
    self.width = width
    self.height = height
    self.stride = width
    self.pixels = Array(repeating: fill, count: count)
  }

  /// Creates a pixmap over existing pixels, or returns `nil` when the count does not match.
  public init?(width: Int, height: Int, pixels: [PremultipliedRGBA8]) {
    guard width > 0, height > 0, pixels.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.stride = width
    self.pixels = pixels
  }

  /// The whole pixmap as an integer rectangle.
  public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height)! }

  /// The pixel at column `x`, row `y`.
  @inlinable
  public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
    get { pixels[y * stride + x] }
    set { pixels[y * stride + x] = newValue }
  }

  /// Whether every pixel is opaque. O(width · height): the alpha bytes of two pixels at a time
  /// are ANDed over blocks of 4,096 pixels (which the compiler vectorizes), the first
  /// translucent block ending the scan.
  public func isOpaque() -> Bool {
    pixels.withUnsafeBytes { raw in
      let words = raw.count / 8
      let alphas: UInt64 = 0xFF00_0000_FF00_0000
      var start = 0
      while start < words {
        let end = min(start + 2048, words)
        var all = alphas
        for i in start..<end { all &= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self)) }
        if all & alphas != alphas { return false }
        start = end
      }
      // An odd pixel count leaves one pixel after the last word.
      return raw.count % 8 == 0 || raw[raw.count - 1] == 255
    }
  }

  /// Calls `body` with the raw bytes (R, G, B, A per pixel, rows `stride · 4` bytes apart).
  @inlinable
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try pixels.withUnsafeBytes(body)
  }

  /// Calls `body` with the mutable raw bytes.
  @inlinable
  public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
    try pixels.withUnsafeMutableBytes(body)
  }

  /// Returns the pixels inside `rect` (clipped to the bounds), or `nil` when they do not
  /// overlap. A rect that covers the whole pixmap returns it as it is, sharing its storage
  /// (copy-on-write): a screenshot used uncropped costs no copy.
  public func cropped(to rect: IntRect) -> Pixmap? {
    guard let r = rect.intersection(bounds) else { return nil }
    if r == bounds && stride == width { return self }
    let pixels = [PremultipliedRGBA8](unsafeUninitializedCapacity: r.width * r.height) { out, count in
      self.pixels.withUnsafeBufferPointer { source in
        for row in 0..<r.height {
          let start = (r.y + row) * stride + r.x
          _ = UnsafeMutableBufferPointer(rebasing: out[row * r.width..<(row + 1) * r.width])
            .initialize(from: source[start..<start + r.width])
        }
      }
      count = r.width * r.height
    }
    return Pixmap(width: r.width, height: r.height, pixels: pixels)
  }
}
