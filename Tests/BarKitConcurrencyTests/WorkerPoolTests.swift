import Dispatch
import Synchronization
import Testing

@testable import BarKitConcurrency

/// The pool under `Parallel`: every item runs once, on several threads when there are several
/// cores, and calls made while another runs (nested, or from other threads) still finish.
@Suite struct WorkerPoolTests {
  struct Failure: Error, Equatable { let item: Int }

  /// Runs `items` items through `Parallel.forEach` and returns how often each ran.
  static func runCounts(_ items: Int) -> [Int] {
    let counts = Mutex([Int](repeating: 0, count: items))
    Parallel.forEach(count: items) { item in counts.withLock { $0[item] += 1 } }
    return counts.withLock { $0 }
  }

  @Test(arguments: [0, 1, 2, 3, 17, 1000])
  func everyItemRunsExactlyOnce(_ items: Int) {
    #expect(Self.runCounts(items) == [Int](repeating: 1, count: items))
  }

  /// Each of two items waits (up to 2 s, so a broken pool fails instead of hanging) for the
  /// other to start: they can only both see each other if they run at the same time. A pool of
  /// the test's own, with one helper, since other tests may hold the shared one (whose calls
  /// then run on the caller alone). The helper parks between calls: it must wake for each.
  @Test func twoItemsRunAtTheSameTime() {
    let pool = WorkerPool(helperLimit: 1)
    for _ in 0..<5 {
      let started = Atomic<Int>(0), together = Atomic<Int>(0)
      pool.run(count: 2) { _ in
        started.wrappingAdd(1, ordering: .acquiringAndReleasing)
        let deadline = DispatchTime.now().uptimeNanoseconds + 2_000_000_000
        while started.load(ordering: .acquiring) < 2 {
          if DispatchTime.now().uptimeNanoseconds > deadline { return }
        }
        together.wrappingAdd(1, ordering: .relaxed)
      }
      #expect(together.load(ordering: .relaxed) == 2)
    }
  }

  @Test func nestedCallsFinish() {
    let total = Atomic<Int>(0)
    Parallel.forEach(count: 8) { _ in
      let inner = Parallel.map(count: 50) { $0 }
      total.wrappingAdd(inner.reduce(0, +), ordering: .relaxed)
    }
    #expect(total.load(ordering: .relaxed) == 8 * (0..<50).reduce(0, +))
  }

  /// Calls from several threads at once: one gets the pool, the others run on their own
  /// threads; all give the same results.
  @Test func callsFromSeveralThreadsFinish() {
    let rounds = 200
    let sums = Mutex([Int](repeating: 0, count: 4))
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for _ in 0..<rounds {
        let sum = Parallel.map(count: 3) { $0 + 1 }.reduce(0, +)
        sums.withLock { $0[thread] += sum }
      }
    }
    #expect(sums.withLock { $0 } == [Int](repeating: rounds * 6, count: 4))
  }

  @Test func mapKeepsIndexOrderAndRethrowsTheLowestIndexError() {
    #expect(Parallel.map(count: 100) { $0 * $0 } == (0..<100).map { $0 * $0 })
    #expect(throws: Failure(item: 3)) {
      try Parallel.map(count: 40) { i throws(Failure) -> Int in
        if i == 3 || i == 30 { throw Failure(item: i) }
        return i
      }
    }
  }

  @Test func drainGivesEveryItemToOneWorker() {
    let seen = Mutex([Int](repeating: 0, count: 500))
    Parallel.drain(count: 500, workers: 4, makeState: { 0 }) { ran, item in
      ran += 1
      seen.withLock { $0[item] += 1 }
    }
    #expect(seen.withLock { $0 } == [Int](repeating: 1, count: 500))
  }
}
