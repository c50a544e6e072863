import BarKitFiles
import BarKitRaster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Pixmap {
  /// Encodes the pixmap as an 8-bit PNG with straight (unpremultiplied) alpha: RGBA, or RGB
  /// when every pixel is opaque and `options.dropsOpaqueAlpha` is set. No ancillary chunks are
  /// written but `options.text`, so equal pixels and options give equal bytes.
  ///
  /// Decoding the result gives back exactly these pixels: unpremultiplying then premultiplying
  /// a premultiplied pixel is exact.
  public func pngData(options: PNGEncodingOptions = .default) throws(PNGError) -> Data {
    if options.dropsOpaqueAlpha, isOpaque() {
      // Opaque premultiplied pixels are already straight: the encoder packs them to RGB as is.
      return try withUnsafeBytes { raw in
        Result { () throws(PNGError) in
          try PNGWriter.encode(
            raw.baseAddress!, width: width, height: height, rowBytes: stride * 4, dropAlpha: true, options: options)
        }
      }.get()
    }
    return try straightBytes().withUnsafeBytes { raw in
      Result { () throws(PNGError) in
        try PNGWriter.encode(
          raw.baseAddress!, width: width, height: height, rowBytes: width * 4, dropAlpha: false, options: options)
      }
    }.get()
  }

  /// Encodes the pixmap (see ``pngData(options:)``) and writes it to `url` atomically: a reader
  /// sees the old file or the complete new one.
  public func writePNG(to url: URL, options: PNGEncodingOptions = .default) throws(PNGError) {
    let data = try pngData(options: options)
    do {
      try AtomicFile.write(data, to: url)
    } catch {
      throw PNGError(kind: .fileSystem, message: "cannot write: \(error.reason)", path: url.path)
    }
  }

  /// The pixels as straight RGBA bytes, rows packed `width · 4` bytes apart.
  ///
  /// Unpremultiplying costs three divisions per translucent pixel; bar chrome repeats the same
  /// pixel along runs, so the previous result is reused when the pixel repeats.
  private func straightBytes() -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
      pixels.withUnsafeBufferPointer { source in
        var previous = PremultipliedRGBA8.transparent
        var straight = RGBA8.clear
        var out = 0
        for y in 0..<height {
          for pixel in source[y * stride..<y * stride + width] {
            if pixel != previous {
              previous = pixel
              straight = pixel.unpremultiplied
            }
            buffer[out] = straight.r
            buffer[out + 1] = straight.g
            buffer[out + 2] = straight.b
            buffer[out + 3] = straight.a
            out += 4
          }
        }
        initialized = out
      }
    }
  }
}
