import BarKit
import Foundation
import FuzzSupport

/// libFuzzer entry: decodes the input as a batch manifest and expands its matrix into jobs
/// (both pure: no scene file is read).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  let directory = URL(fileURLWithPath: "/nonexistent-barkit-fuzz")
  guard let manifest = try? BatchManifest(decoding: data, file: "fuzz.json", directory: directory) else { return 0 }
  _ = try? manifest.jobs()
  return 0
}

/// The process entry SwiftPM links as `main`; see ``runFuzzer(argc:argv:target:)``.
@_cdecl("FuzzManifest_main")
public func fuzzManifestMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, target: fuzzManifest)
}
