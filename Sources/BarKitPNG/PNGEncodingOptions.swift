/// How ``BarKitRaster/Pixmap/pngData(options:)`` compresses: the zlib level, the PNG row
/// filters, and whether opaque images drop their alpha channel.
public struct PNGEncodingOptions: Sendable, Hashable {
  /// The row filters libpng may use (PNG spec §9). With `.adaptive` libpng picks, per row,
  /// the filter whose output has the smallest sum of absolute values.
  public enum Filter: String, Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth, adaptive

    /// libpng's PNG_FILTER_* mask (png.h: NONE 0x08, SUB 0x10, UP 0x20, AVG 0x40, PAETH 0x80).
    var libpngMask: Int32 {
      switch self {
      case .none: 0x08
      case .sub: 0x10
      case .up: 0x20
      case .average: 0x40
      case .paeth: 0x80
      case .adaptive: 0xF8
      }
    }
  }

  /// The zlib compression level, 0 (store) ... 9 (smallest).
  public var compressionLevel: Int
  /// The row filter strategy.
  public var filter: Filter
  /// Whether a pixmap whose every pixel is opaque is written as 8-bit RGB instead of RGBA
  /// (a quarter less data to filter and compress; decodes to the same pixels).
  public var dropsOpaqueAlpha: Bool

  /// Creates options, or returns `nil` when `compressionLevel` is outside 0...9.
  public init?(compressionLevel: Int, filter: Filter, dropsOpaqueAlpha: Bool = true) {
    guard (0...9).contains(compressionLevel) else { return nil }
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.dropsOpaqueAlpha = dropsOpaqueAlpha
  }

  /// The measured default; see Docs/PNG.md for the comparison with Pillow.
  public static let `default` = PNGEncodingOptions(compressionLevel: 6, filter: .adaptive)!
}
