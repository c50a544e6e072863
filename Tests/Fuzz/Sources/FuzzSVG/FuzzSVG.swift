import BarKit
import Foundation
import FuzzSupport

/// libFuzzer entry: parses the input as SVG path data, then flattens and strokes what parsed
/// (what rendering an icon does) and round-trips it through `svgPathData`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  guard let path = try? Path(svgPathData: text) else { return 0 }
  _ = path.flattened()
  _ = path.stroked(StrokeStyle(lineWidth: 1)).flattened()
  _ = try? Path(svgPathData: path.svgPathData)
  return 0
}

/// The process entry SwiftPM links as `main`; see ``runFuzzer(argc:argv:target:)``.
@_cdecl("FuzzSVG_main")
public func fuzzSVGMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, target: fuzzSVG)
}
