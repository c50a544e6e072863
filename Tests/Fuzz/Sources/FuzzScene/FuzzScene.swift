import BarKit
import Foundation
import FuzzSupport

/// libFuzzer entry: decodes the input as a scene, encodes it back and decodes that again, which
/// must give the same scene.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  guard let scene = try? Scene(decoding: data, file: "fuzz.json") else { return 0 }
  _ = try? scene.resolvedCanvas()
  _ = scene.fileReferences
  // What the encoder writes must decode to the same scene.
  let again = try! Scene(decoding: Data(scene.jsonText.utf8), file: "fuzz-reencoded.json")
  precondition(again == scene, "the re-encoded scene differs:\n\(scene.jsonText)")
  return 0
}

/// The process entry SwiftPM links as `main`; see ``runFuzzer(argc:argv:target:)``.
@_cdecl("FuzzScene_main")
public func fuzzSceneMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, target: fuzzScene)
}
