import Synchronization

/// A shared "next item" counter: each call claims one item of `0..<count`, once.
package final class WorkCounter: Sendable {
  private let claimed = Atomic<Int>(0)
  private let count: Int

  package init(count: Int) { self.count = count }

  /// Claims the next item, or returns `nil` when all are claimed.
  package func next() -> Int? {
    let item = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
    return item < count ? item : nil
  }
}
