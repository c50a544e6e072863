/// How ``BarKitRaster/Pixmap/pngData(options:)`` compresses: the compression level, the PNG
/// row filters, and whether opaque images drop their alpha channel.
public struct PNGEncodingOptions: Sendable, Hashable {
  /// The row filters (PNG spec §9). With `.adaptive` the encoder picks, per row, the filter
  /// whose output has the smallest sum of absolute values (spec §12.8).
  public enum Filter: String, Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth, adaptive
  }

  /// How hard to compress.
  public var compressionLevel: PNGCompressionLevel
  /// The row filter strategy.
  public var filter: Filter
  /// Whether a pixmap whose every pixel is opaque is written as 8-bit RGB instead of RGBA
  /// (a quarter less data to filter and compress; decodes to the same pixels).
  public var dropsOpaqueAlpha: Bool
  /// One text entry written after IHDR (goldens carry their provenance in one), `nil` for none.
  public var text: PNGText?

  /// Creates options.
  public init(
    compressionLevel: PNGCompressionLevel = .default, filter: Filter = .adaptive, dropsOpaqueAlpha: Bool = true,
    text: PNGText? = nil
  ) {
    self.text = text
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.dropsOpaqueAlpha = dropsOpaqueAlpha
  }

  /// Creates options with a numeric libdeflate level, or returns `nil` when
  /// `compressionLevel` is outside ``PNGCompressionLevel/deflateLevels``.
  public init?(compressionLevel: Int, filter: Filter, dropsOpaqueAlpha: Bool = true) {
    guard PNGCompressionLevel.deflateLevels.contains(compressionLevel) else { return nil }
    self.init(compressionLevel: .deflate(compressionLevel), filter: filter, dropsOpaqueAlpha: dropsOpaqueAlpha)
  }

  /// The measured default; see Docs/PNG.md for the comparison with Pillow.
  public static let `default` = PNGEncodingOptions()
}
