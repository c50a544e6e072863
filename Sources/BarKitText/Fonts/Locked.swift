import Foundation

/// A value behind a lock: the only shared mutable state in BarKitText goes through one of these.
///
/// `NSLock` rather than `Synchronization.Mutex` so the package keeps its macOS 13 deployment
/// target.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
