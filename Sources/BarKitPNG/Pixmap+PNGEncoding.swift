import BarKitRaster
import CBarKitPNG
import Foundation

extension Pixmap {
  /// Encodes the pixmap as an 8-bit PNG with straight (unpremultiplied) alpha: RGBA, or RGB
  /// when every pixel is opaque and `options.dropsOpaqueAlpha` is set. No ancillary chunks are
  /// written, so equal pixels and options give equal bytes.
  ///
  /// Decoding the result gives back exactly these pixels: unpremultiplying then premultiplying
  /// a premultiplied pixel is exact.
  public func pngData(options: PNGEncodingOptions = .default) throws(PNGError) -> Data {
    guard (0...9).contains(options.compressionLevel) else {
      throw PNGError(kind: .invalidOptions, message: "compression level \(options.compressionLevel) is outside 0...9")
    }
    var encoded = BarKitPNGEncoded()
    let status: BarKitPNGStatus
    if options.dropsOpaqueAlpha, isOpaque() {
      // Opaque premultiplied pixels are already straight: hand libpng the storage as is.
      status = withUnsafeBytes { raw in
        encode(raw, rowBytes: stride * 4, dropAlpha: true, options: options, into: &encoded)
      }
    } else {
      let straight = straightBytes()
      status = straight.withUnsafeBytes { raw in
        encode(raw, rowBytes: width * 4, dropAlpha: false, options: options, into: &encoded)
      }
    }
    defer { barkit_png_free(encoded.bytes) }
    guard status == BARKIT_PNG_OK, let bytes = encoded.bytes else {
      let kind: PNGError.Kind = status == BARKIT_PNG_OUT_OF_MEMORY ? .outOfMemory : .invalidOptions
      throw PNGError(kind: kind, message: "cannot encode PNG: \(shimMessage(encoded.message))")
    }
    return Data(bytes: bytes, count: encoded.size)
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

  private func encode(
    _ raw: UnsafeRawBufferPointer, rowBytes: Int, dropAlpha: Bool, options: PNGEncodingOptions,
    into encoded: inout BarKitPNGEncoded
  ) -> BarKitPNGStatus {
    barkit_png_encode(
      raw.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(width), UInt32(height), rowBytes,
      dropAlpha ? 1 : 0, Int32(options.compressionLevel), options.filter.libpngMask, &encoded)
  }
}
