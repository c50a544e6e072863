import BarKitRaster
import Synchronization

/// How far a decode went, for a thread that reads its rows while it runs: `barkit compare`
/// compares the rows of the file decoded first with those of the other as they are finished
/// (``Pixmap/init(pngFileData:limits:progress:)``).
///
/// Rows are published in order; a published row is final. The pixel storage's address is set
/// before the first row is published and never changes, and the storage lives as long as the
/// decoded pixmap. Readers take ``finishedRows()`` (an acquiring load) before reading rows, so
/// they see the rows it counts.
package final class DecodeProgress: @unchecked Sendable {
  /// Rows finished, or -1 once the decode failed.
  private let rows = Atomic<Int>(0)
  /// The premultiplied RGBA rows, `width` pixels apart; written before the first row is
  /// published, then only read.
  private var storage: UnsafePointer<UInt32>?

  package init() {}

  /// The rows finished so far, or `nil` once the decode failed.
  package func finishedRows() -> Int? {
    let count = rows.load(ordering: .acquiring)
    return count < 0 ? nil : count
  }

  /// The pixel storage; only valid once ``finishedRows()`` returned more than 0.
  package var pixels: UnsafePointer<UInt32> { storage! }

  /// The decoder starts writing rows into `pixels`.
  func start(_ pixels: UnsafeRawPointer) {
    storage = pixels.assumingMemoryBound(to: UInt32.self)
  }

  /// Rows `0..<count` are final.
  func publish(rows count: Int) {
    rows.store(count, ordering: .releasing)
  }

  /// The decode ended with `pixmap`; all its rows are published (a decode that did not publish
  /// them as it went, such as libpng's, publishes them here).
  package func finish(_ pixmap: Pixmap) {
    if rows.load(ordering: .relaxed) < pixmap.height {
      pixmap.withUnsafeBytes { start($0.baseAddress!) }
      publish(rows: pixmap.height)
    }
  }

  /// The decode failed: readers stop waiting.
  package func fail() {
    rows.store(-1, ordering: .releasing)
  }
}
