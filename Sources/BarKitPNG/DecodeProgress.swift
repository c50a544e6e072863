import BarKitRaster
import Synchronization

/// How far a decode went, for a thread that reads its rows while it runs: `barkit compare`
/// compares the rows of the file decoded first with those of the other as they are finished
/// (``Pixmap/init(pngData:limits:progress:)``).
///
/// Rows are published in order; a published row is final. The pixel storage's address is set
/// before the first row is published and never changes, and the storage lives as long as the
/// decoded pixmap, or, when the decode fails after publishing rows (a stream found malformed
/// further on), as long as this object. Readers take ``finishedRows()`` (an acquiring load)
/// before reading rows, so they see the rows it counts; once it says the decode failed, it
/// never says otherwise.
package final class DecodeProgress: @unchecked Sendable {
  /// Rows finished, or -1 once the decode failed.
  private let rows = Atomic<Int>(0)
  /// The premultiplied RGBA rows, `width` pixels apart; written before the first row is
  /// published, then only read.
  private var storage: UnsafePointer<UInt32>?
  /// The storage of a decode that failed after publishing rows, kept for readers still in it.
  private(set) var keptPixels: [PremultipliedRGBA8] = []

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
  /// them as it went, such as libpng's, publishes them here), unless the decode was already
  /// said to fail: readers that read its rows may have stopped.
  package func finish(_ pixmap: Pixmap) {
    let published = rows.load(ordering: .relaxed)
    if published >= 0 && published < pixmap.height {
      pixmap.withUnsafeBytes { start($0.baseAddress!) }
      publish(rows: pixmap.height)
    }
  }

  /// The decode failed: readers stop waiting.
  package func fail() {
    rows.store(-1, ordering: .releasing)
  }

  /// The decode failed after publishing rows of `pixels`, which stay allocated while readers
  /// may still read them, until this object goes.
  func fail(keeping pixels: [PremultipliedRGBA8]) {
    keptPixels = pixels
    fail()
  }
}
