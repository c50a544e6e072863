import BarKit
import Foundation
import FuzzSupport

/// libFuzzer entry: decodes the input as a PNG under a small pixel limit (so a forged header
/// exercises the limit instead of exhausting the fuzzer's memory), then re-encodes what decoded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  guard let pixmap = try? Pixmap(pngData: data, limits: PNGDecodingLimits(maxPixelCount: 1 << 20)) else { return 0 }
  precondition(pixmap.width > 0 && pixmap.height > 0 && pixmap.width * pixmap.height <= 1 << 20)
  _ = try? pixmap.pngData()
  return 0
}

/// The process entry SwiftPM links as `main`; see ``runFuzzer(argc:argv:target:)``.
@_cdecl("FuzzPNG_main")
public func fuzzPNGMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, target: fuzzPNG)
}
