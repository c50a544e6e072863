import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The threads ``Parallel`` runs its items on: one fewer than the cores, started when first
/// needed and then parked, plus the calling thread, which always takes part.
///
/// Why not `DispatchQueue.concurrentPerform`: on Linux, Dispatch hands the second item of a call
/// to a worker thread 0.03 to 4 ms late (4 ms in a process's first call, 1.5 to 2.9 ms in half of
/// the later ones, measured on a 2-core VM), and most of BarKit's parallel calls are one or two
/// large items in a short process: the two files `barkit compare` decodes at once, the halves of
/// an image. A parked thread here starts an item in tens of microseconds
/// (Docs/Performance-Compare.md).
///
/// One call runs at a time. A call made while another runs (from one of its items, or from
/// another thread) runs its items on its own thread, one after the other: the cores are busy
/// already, and no item may wait for another (``Parallel``'s contract).
final class WorkerPool: @unchecked Sendable {
  /// The pool every ``Parallel`` helper uses.
  static let shared = WorkerPool(helperLimit: Parallel.processorCount - 1)

  /// A call's items and how far they went. Items are claimed with an atomic counter; the rest is
  /// read and written under the pool's lock. `body` is dropped when the call closes: it is the
  /// caller's closure and must not outlive the call.
  private final class Call: @unchecked Sendable {
    var body: ((Int) -> Void)?
    let count: Int
    let claimed = Atomic<Int>(0)
    /// Helpers wanted, helpers that joined, helpers still running items.
    var wanted: Int, joined = 0, running = 0

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
  /// Guards everything below; `wake` parks idle helpers, `finished` the caller until its
  /// helpers are done. Allocated once, never moved (pthread objects must not move).
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var call: Call?
  private var helperCount = 0

  private init(helperLimit: Int) {
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
      while helperCount < call.wanted, startHelper() { helperCount += 1 }
      pthread_cond_broadcast(wake)
      pthread_mutex_unlock(lock)

      call.work(body)

      // No helper may join once this call is closed: `body` does not outlive this function.
      pthread_mutex_lock(lock)
      call.wanted = call.joined
      while call.running > 0 { pthread_cond_wait(finished, lock) }
      call.body = nil
      self.call = nil
      pthread_mutex_unlock(lock)
    }
  }

  /// A helper's life: park until a call wants it, run items, park again.
  private func helperLoop() {
    pthread_mutex_lock(lock)
    var served: Call?
    while true {
      guard let call, call !== served, call.joined < call.wanted else {
        pthread_cond_wait(wake, lock)
        continue
      }
      served = call
      call.joined += 1
      call.running += 1
      pthread_mutex_unlock(lock)
      call.workAsHelper()
      pthread_mutex_lock(lock)
      call.running -= 1
      if call.running == 0 { pthread_cond_signal(finished) }
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
    #else
      var thread: pthread_t?
    #endif
    #if canImport(Glibc)
      let status = pthread_create(&thread, &attributes, { WorkerPool.enter($0!) }, context)
    #else
      let status = pthread_create(&thread, &attributes, { WorkerPool.enter($0) }, context)
    #endif
    if status != 0 { Unmanaged<WorkerPool>.fromOpaque(context).release() }
    return status == 0
  }
}
