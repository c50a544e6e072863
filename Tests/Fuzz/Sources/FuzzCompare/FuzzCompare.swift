import BarKit
import Foundation
import FuzzSupport

/// libFuzzer entry: derives two small images and comparison options from the input bytes and
/// compares them. Layout: byte 0–1 width/height (1...16 each; a third byte may make the actual
/// image a different size), then option bytes, then pixels for both images (cycled when short).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompare(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, count >= 8 else { return 0 }
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: start, count: count))
  let width = Int(reader.next() % 16) + 1
  let height = Int(reader.next() % 16) + 1
  let sizeByte = reader.next()
  let actualWidth = sizeByte & 0x80 != 0 ? Int(sizeByte % 16) + 1 : width
  let flags = reader.next()
  let threshold = Double(Int8(bitPattern: reader.next())) / 100
  let tolerance: ColorTolerance = flags & 1 == 0 ? .yiq(threshold: threshold) : .deltaE94(maximum: threshold * 10)
  var options = ComparisonOptions(tolerance: tolerance, includesAntiAliasing: flags & 2 != 0)
  if flags & 4 != 0 { options.maxDiffPixels = Int(Int8(bitPattern: reader.next())) }
  if flags & 8 != 0 { options.maxDiffPixelRatio = Double(Int8(bitPattern: reader.next())) / 100 }
  if flags & 16 != 0 {
    options.density = DensityLimit(
      windowSize: Int(Int8(bitPattern: reader.next())), maxDiffPixels: Int(Int8(bitPattern: reader.next())))
  }
  if flags & 32 != 0,
    let rect = IntRect(
      x: Int(Int8(bitPattern: reader.next())), y: Int(Int8(bitPattern: reader.next())),
      width: Int(reader.next()), height: Int(reader.next()))
  {
    options.ignoredRegions = [rect]
  }
  guard let expected = reader.pixmap(width: width, height: height),
    let actual = reader.pixmap(width: actualWidth, height: height)
  else { return 0 }
  let result = ImageComparison.compare(expected: expected, actual: actual, options: options)
  if expected == actual && options.validationFailure == nil { precondition(result.passed) }
  _ = result.diffImage(expected: expected)
  _ = result.diffImage(expected: expected, style: .mask)
  return 0
}

/// Reads the fuzzer's bytes in order, cycling when they run out.
struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  mutating func next() -> UInt8 {
    defer { offset += 1 }
    return bytes[offset % bytes.count]
  }

  /// A pixmap of premultiplied pixels: each channel clamped to the alpha byte.
  mutating func pixmap(width: Int, height: Int) -> Pixmap? {
    var pixels: [PremultipliedRGBA8] = []
    for _ in 0..<(width * height) {
      let r = next(), g = next(), b = next(), a = next()
      pixels.append(PremultipliedRGBA8(uncheckedR: min(r, a), g: min(g, a), b: min(b, a), a: a))
    }
    return Pixmap(width: width, height: height, pixels: pixels)
  }
}

/// The process entry SwiftPM links as `main`; see ``runFuzzer(argc:argv:target:)``.
@_cdecl("FuzzCompare_main")
public func fuzzCompareMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, target: fuzzCompare)
}
