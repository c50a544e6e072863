/// Bounds the decoder checks against a PNG's header before allocating pixel memory, so a
/// hostile or broken file cannot make it allocate gigabytes.
public struct PNGDecodingLimits: Sendable, Hashable {
  /// The largest `width · height` accepted. Checked from the IHDR chunk, before allocating.
  public var maxPixelCount: Int
  /// The largest PNG file read from disk, in bytes; checked before reading
  /// (``Pixmap/init(contentsOfPNGFile:limits:)``).
  public var maxFileByteCount: Int

  /// Creates limits; a count below 1 is raised to 1.
  public init(maxPixelCount: Int, maxFileByteCount: Int = Self.defaultMaxFileByteCount) {
    self.maxPixelCount = max(1, maxPixelCount)
    self.maxFileByteCount = max(1, maxFileByteCount)
  }

  /// 512 MiB: above the largest file the default pixel limit allows in practice (100 megapixels
  /// of noise compress to about 400 MB), so only a file that cannot decode anyway is refused.
  public static let defaultMaxFileByteCount = 512 << 20

  /// 100 megapixels: about 400 MB of RGBA8, far above any bar chrome (an iPad Retina screen is
  /// 3.1 megapixels) yet small enough to fail fast on a forged header.
  public static let `default` = PNGDecodingLimits(maxPixelCount: 100_000_000)
}
