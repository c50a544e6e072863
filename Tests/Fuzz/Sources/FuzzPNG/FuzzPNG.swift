import BarKit
import Foundation
import FuzzSupport

/// libFuzzer entry: decodes the input as a PNG under a small pixel limit (so a forged header
/// exercises the limit instead of exhausting the fuzzer's memory) with BarKit's decoder (its own
/// inflater and SIMD unfiltering where they apply) and with libpng alone, which must agree: the
/// same pixels, or both an error. What decoded is re-encoded at each level and must decode back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  let limits = PNGDecodingLimits(maxPixelCount: 1 << 20)
  let decoded = try? Pixmap(pngData: data, limits: limits)
  let reference = try? Pixmap(libpngData: data, limits: limits)
  precondition(decoded == reference, "the fast decoder and libpng disagree")
  guard let pixmap = decoded else { return 0 }
  precondition(pixmap.width > 0 && pixmap.height > 0 && pixmap.width * pixmap.height <= 1 << 20)
  for level in [PNGCompressionLevel.fast, .default] {
    let encoded = try? pixmap.pngData(options: PNGEncodingOptions(compressionLevel: level))
    precondition(encoded.flatMap { try? Pixmap(pngData: $0) } == pixmap, "\(level) does not round-trip")
  }
  return 0
}

/// The process entry SwiftPM links as `main`; see ``runFuzzer(argc:argv:target:)``.
@_cdecl("FuzzPNG_main")
public func fuzzPNGMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, target: fuzzPNG)
}
