import Synchronization

/// What a `barkit` process keeps until it exits instead of freeing: the large results of its one
/// command (``CommandOutput/keepUntilExit``).
///
/// The kernel reclaims a process's memory at exit in one pass; freed earlier, each large buffer
/// is unmapped on its own, and while worker threads still run on the other cores each unmapping
/// interrupts them to flush their TLBs. Keeping `barkit compare`'s decoded images and mapped
/// files took the 1170×2532 noise pair from 41.8 to 40.7 ms wall and 73.1 to 70.5 ms CPU
/// (31 alternated rounds, Docs/Performance-Compare.md).
enum ExitRetention {
  private static let kept = Mutex<[any Sendable]>([])

  @Sendable static func keep(_ value: any Sendable) {
    kept.withLock { $0.append(value) }
  }
}
