/// Bounds the decoder checks against a PNG's header before allocating pixel memory, so a
/// hostile or broken file cannot make it allocate gigabytes.
public struct PNGDecodingLimits: Sendable, Hashable {
  /// The largest `width · height` accepted. Checked from the IHDR chunk, before allocating.
  public var maxPixelCount: Int

  /// Creates limits; a pixel count below 1 is raised to 1.
  public init(maxPixelCount: Int) {
    self.maxPixelCount = max(1, maxPixelCount)
  }

  /// 100 megapixels: about 400 MB of RGBA8, far above any bar chrome (an iPad Retina screen is
  /// 3.1 megapixels) yet small enough to fail fast on a forged header.
  public static let `default` = PNGDecodingLimits(maxPixelCount: 100_000_000)
}
