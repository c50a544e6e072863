#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The package's one way to spread independent work over the cores.
///
/// Every helper returns only after all work finished, and results never depend on which worker
/// ran which item or in what order they finished: the same input gives the same bytes whatever
/// the core count (Docs/Architecture.md, "Concurrency").
package enum Parallel {
  /// Online processors, at least 1.
  package static let processorCount: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

  /// `transform(i)` for every `i` in `0..<count`, computed on every core, in index order. When
  /// several items throw, the error of the lowest index is rethrown (as a loop would).
  package static func map<T, E: Error>(
    count: Int, _ transform: (Int) throws(E) -> T
  ) throws(E) -> [T] {
    guard count > 0 else { return [] }
    let slots = UnsafeMutableBufferPointer<Result<T, E>?>.allocate(capacity: count)
    slots.initialize(repeating: nil)
    defer {
      slots.deinitialize()
      slots.deallocate()
    }
    // Each iteration writes only its own slot, so no lock is needed; `run` returns after
    // every iteration finished. The compiler cannot see either, hence `unsafe`.
    nonisolated(unsafe) let results = slots
    nonisolated(unsafe) let work = transform
    WorkerPool.shared.run(count: count) { i in
      results[i] = Result { () throws(E) -> T in try work(i) }
    }
    var values: [T] = []
    values.reserveCapacity(count)
    for slot in slots { values.append(try slot!.get()) }
    return values
  }

  /// Starts the worker threads ahead of a first call that should not wait for them.
  package static func startWorkers() { WorkerPool.shared.startHelpers() }

  /// Calls `body(i)` for every `i` in `0..<count` on every core. `body` must touch only what
  /// item `i` owns (its own rows, its own output slot).
  package static func forEach(count: Int, _ body: (Int) -> Void) {
    guard count > 0 else { return }
    nonisolated(unsafe) let work = body
    WorkerPool.shared.run(count: count) { i in work(i) }
  }

  /// Runs items `0..<count` on up to `workers` workers, each with its own scratch state made by
  /// `makeState`. Workers take the next item from a shared counter rather than a fixed share,
  /// so a worker the OS preempts (the machine may be busy) does not hold the others back.
  package static func drain<State: ~Copyable>(
    count: Int, workers: Int, makeState: () -> State, _ body: (inout State, Int) -> Void
  ) {
    let workers = max(1, min(workers, count))
    if workers == 1 {
      var state = makeState()
      for item in 0..<count { body(&state, item) }
      return
    }
    let counter = WorkCounter(count: count)
    nonisolated(unsafe) let work = body
    nonisolated(unsafe) let make = makeState
    WorkerPool.shared.run(count: workers) { _ in
      var state = make()
      while let item = counter.next() { work(&state, item) }
    }
  }
}
