import BarKitFiles
import BarKitRaster
import CBarKitPNG

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Pixmap {
  /// Decodes a PNG of any color type, bit depth and interlacing into a premultiplied pixmap.
  ///
  /// 8-bit RGB and RGBA files without interlacing or `tRNS`, the ones BarKit writes and most
  /// screenshots, take a fast path (libdeflate's inflater and SIMD unfiltering,
  /// ``PNGFastDecoder``); libpng reads every other file and any the fast path doubts, and is
  /// the reference both are tested against.
  ///
  /// Every pixel becomes 8-bit straight RGBA first (palette and gray expanded, `tRNS` turned
  /// into alpha, 16-bit samples reduced to their high byte), then premultiplied. Gamma (`gAMA`,
  /// `cHRM`, `sRGB`, `iCCP`) is ignored: stored values are kept, as browsers without color
  /// management and Pillow do, so a file's bytes map to the same pixels everywhere.
  ///
  /// - Throws: ``PNGError`` with kind `.tooLarge` when the IHDR's pixel count exceeds
  ///   `limits` (checked before any pixel memory is allocated), `.truncated` or `.corrupt`
  ///   for bad data.
  public init(pngData data: Data, limits: PNGDecodingLimits = .default) throws(PNGError) {
    if let fast = data.withUnsafeBytes({ PNGFastDecoder.decode($0, limits: limits) }) {
      self = fast
    } else {
      try self.init(libpngData: data, limits: limits)
    }
  }

  /// Decodes with libpng alone, as ``init(pngData:limits:)`` does every file its fast path
  /// leaves: the reference that path is tested (and fuzzed) against.
  public init(libpngData data: Data, limits: PNGDecodingLimits = .default) throws(PNGError) {
    guard !data.isEmpty else {
      throw PNGError(kind: .corrupt, message: "empty file (0 bytes), not a PNG", byteOffset: 0)
    }
    // Pixmap stores at most Int32.max pixels.
    let maxPixels = UInt64(min(limits.maxPixelCount, Int(Int32.max)))
    var decoded = BarKitPNGDecoded()
    let status = data.withUnsafeBytes { raw in
      barkit_png_decode(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, maxPixels, &decoded)
    }
    defer { barkit_png_free(decoded.rgba) }
    guard status == BARKIT_PNG_OK, let rgba = decoded.rgba else {
      throw PNGError(decoded: decoded, status: status)
    }
    let width = Int(decoded.width)
    let height = Int(decoded.height)
    let count = width * height
    let pixels = [PremultipliedRGBA8](unsafeUninitializedCapacity: count) { buffer, initialized in
      for i in 0..<count {
        let p = rgba + 4 * i
        buffer[i] = RGBA8(r: p[0], g: p[1], b: p[2], a: p[3]).premultiplied
      }
      initialized = count
    }
    self.init(width: width, height: height, pixels: pixels)!
  }

  /// Reads and decodes a PNG file; see ``init(pngData:limits:)``. Errors name the file. The path
  /// must be a regular file of at most `limits.maxFileByteCount` bytes (``InputFile``).
  public init(contentsOfPNGFile url: URL, limits: PNGDecodingLimits = .default) throws(PNGError) {
    let data: Data
    do {
      data = try InputFile.read(url, maxByteCount: limits.maxFileByteCount)
    } catch {
      throw PNGError(kind: .fileSystem, message: "cannot read: \(error.reason)", path: url.path)
    }
    do {
      try self.init(pngData: data, limits: limits)
    } catch {
      throw error.inFile(url.path)
    }
  }
}

extension PNGError {
  /// Builds the error the shim described.
  init(decoded: BarKitPNGDecoded, status: BarKitPNGStatus) {
    let text = shimMessage(decoded.message)
    let offset = Int(decoded.error_offset)
    switch status {
    case BARKIT_PNG_TRUNCATED:
      self.init(kind: .truncated, message: "truncated PNG: \(text)", byteOffset: offset)
    case BARKIT_PNG_TOO_LARGE:
      self.init(kind: .tooLarge, message: "image too large: \(text) (PNGDecodingLimits.maxPixelCount)", byteOffset: 16)
    case BARKIT_PNG_OUT_OF_MEMORY:
      self.init(kind: .outOfMemory, message: text)
    default:
      let prefix = text.hasPrefix("not a PNG") || text.hasPrefix("empty") ? "" : "corrupt PNG: "
      let at = text.contains("at byte") ? "" : " (detected at byte \(offset))"
      self.init(kind: .corrupt, message: prefix + text + at, byteOffset: offset)
    }
  }
}
