import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The threads ``Parallel`` runs its items on: one fewer than the cores, started when first
/// needed, plus the calling thread, which always takes part.
///
/// Why not `DispatchQueue.concurrentPerform`: on Linux, Dispatch can hand the second item of a
/// call to a worker thread milliseconds late, and most of BarKit's parallel calls are one or two
/// large items in a short process: the two files `barkit compare` reads and decodes at once,
/// the halves of an image (Docs/Architecture.md, "Concurrency").
///
/// Idle helpers and a caller waiting for its helpers park on condition variables: a library
/// never spins in its users' processes.
///
/// One call runs at a time. A call made while another runs (from one of its items, or from
/// another thread) runs its items on its own thread, one after the other: the cores are busy
/// already, and no item may wait for another (``Parallel``'s contract).
final class WorkerPool: @unchecked Sendable {
  /// The pool every ``Parallel`` helper uses.
  static let shared = WorkerPool(helperLimit: Parallel.processorCount - 1)

  /// A call's items and how far they went. Items are claimed with an atomic counter; `wanted`
  /// and `joined` are read and written under the pool's lock. `body` is dropped when the call
  /// closes: it is the caller's closure and must not outlive the call.
  private final class Call: @unchecked Sendable {
    var body: ((Int) -> Void)?
    let count: Int
    let claimed = Atomic<Int>(0)
    /// Helpers still running items.
    let running = Atomic<Int>(0)
    /// Helpers wanted and helpers that joined.
    var wanted: Int, joined = 0

    init(body: @escaping (Int) -> Void, count: Int, wanted: Int) {
      self.body = body
      self.count = count
      self.wanted = wanted
    }

    /// Runs items until none is left, on a helper: `body` is read while the call is open (the
    /// helper has joined) and released when this returns, before the helper leaves the call.
    func workAsHelper() {
      work(body!)
    }

    /// Runs items until none is left.
    func work(_ body: (Int) -> Void) {
      while true {
        let item = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
        guard item < count else { return }
        body(item)
      }
    }
  }

  private let helperLimit: Int
  /// Guards `call`, `helperCount` and each call's `wanted` and `joined`; `wake` parks idle
  /// helpers, `finished` a caller until its helpers are done. Allocated once, never moved
  /// (pthread objects must not move).
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var call: Call?
  private var helperCount = 0
  /// Bumped each time a call opens: what parked helpers wait for.
  private let calls = Atomic<Int>(0)

  init(helperLimit: Int) {
    self.helperLimit = max(0, helperLimit)
    pthread_mutex_init(lock, nil)
    pthread_cond_init(wake, nil)
    pthread_cond_init(finished, nil)
  }

  /// Calls `body(i)` for every `i` in `0..<count`, on this thread and up to `count - 1` helpers,
  /// and returns when all calls returned.
  func run(count: Int, _ body: (Int) -> Void) {
    guard count > 1, helperLimit > 0 else {
      for i in 0..<count { body(i) }
      return
    }
    withoutActuallyEscaping(body) { body in
      pthread_mutex_lock(lock)
      guard self.call == nil else {
        pthread_mutex_unlock(lock)
        for i in 0..<count { body(i) }
        return
      }
      let call = Call(body: body, count: count, wanted: min(helperLimit, count - 1))
      self.call = call
      calls.wrappingAdd(1, ordering: .releasing)
      while helperCount < call.wanted, startHelper() { helperCount += 1 }
      pthread_cond_broadcast(wake)
      pthread_mutex_unlock(lock)

      call.work(body)

      // No helper may join once this call is closed: `body` does not outlive this function.
      pthread_mutex_lock(lock)
      call.wanted = call.joined
      pthread_mutex_unlock(lock)
      pthread_mutex_lock(lock)
      while call.running.load(ordering: .acquiring) > 0 { pthread_cond_wait(finished, lock) }
      pthread_mutex_unlock(lock)
      pthread_mutex_lock(lock)
      call.body = nil
      self.call = nil
      pthread_mutex_unlock(lock)
    }
  }

  /// Starts every helper now, so that the first calls do not wait for threads to start.
  func startHelpers() {
    pthread_mutex_lock(lock)
    while helperCount < helperLimit, startHelper() { helperCount += 1 }
    pthread_mutex_unlock(lock)
  }

  /// A helper's life: wait for a call that wants it, run items, wait again.
  private func helperLoop() {
    var seen = 0
    while true {
      pthread_mutex_lock(lock)
      while calls.load(ordering: .acquiring) == seen { pthread_cond_wait(wake, lock) }
      seen = calls.load(ordering: .acquiring)
      guard let call, call.joined < call.wanted else {
        pthread_mutex_unlock(lock)
        continue
      }
      call.joined += 1
      call.running.wrappingAdd(1, ordering: .relaxed)
      pthread_mutex_unlock(lock)
      call.workAsHelper()
      if call.running.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
        // Under the lock, so that a caller about to park cannot miss it.
        pthread_mutex_lock(lock)
        pthread_cond_signal(finished)
        pthread_mutex_unlock(lock)
      }
    }
  }

  /// A helper thread's entry point; `context` is the pool, retained for it.
  private static func enter(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<WorkerPool>.fromOpaque(context).takeRetainedValue().helperLoop()
    return nil
  }

  /// Starts one detached helper thread; `false` when the system refuses one (the calls then run
  /// with fewer helpers, or on the caller alone).
  private func startHelper() -> Bool {
    let context = Unmanaged.passRetained(self).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    #if canImport(Glibc)
      var thread = pthread_t()
      let status = pthread_create(&thread, &attributes, { WorkerPool.enter($0!) }, context)
    #else
      var thread: pthread_t?
      let status = pthread_create(&thread, &attributes, { WorkerPool.enter($0) }, context)
    #endif
    if status != 0 { Unmanaged<WorkerPool>.fromOpaque(context).release() }
    return status == 0
  }
}
