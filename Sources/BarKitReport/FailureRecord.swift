import BarKitCompare

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `<stem>.json` BarKitTesting writes beside a failure's images, as far as the report
/// reads it: every field optional, so an older or partial record still gives a page entry.
package struct FailureRecord: Decodable {
  /// The largest record read (`report`, `accept`): 1 MiB, far above a message and a scene's
  /// changed elements.
  package static let maximumByteCount = 1 << 20

  struct Bounds: Decodable {
    let x: Int, y: Int, width: Int, height: Int
  }
  struct Result: Decodable {
    let changedBounds: Bounds?
  }
  let message: String?
  let status: String?
  let result: Result?
  /// The elements holding the changed pixels, for a golden rendered from a scene.
  let changedElements: ElementChanges?
}
