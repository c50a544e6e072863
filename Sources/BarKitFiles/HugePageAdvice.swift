#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Advice for large buffers that are about to be written whole (a file read, a decoded image):
/// on Linux, the 2 MiB-aligned inside of the buffer is marked for transparent huge pages
/// (`madvise(MADV_HUGEPAGE)`, which Debian's default THP mode waits for), so that its first
/// writes take one page fault per 2 MiB instead of one per 4 KiB. Fresh pages' faults were the
/// largest single cost of `barkit compare` on two screenshots (Docs/Performance.md). It knows
/// nothing of the allocator: the edges of the buffer, which may share pages with the allocator's
/// own data, stay as they are. Only advice: elsewhere, or when refused, nothing changes.
package enum HugePageAdvice {
  /// The x86-64 and arm64 Linux huge page size.
  static let hugePageSize = 2 << 20

  /// Advises `buffer`, not yet written, to be made of huge pages where they fit inside it.
  package static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      guard buffer.count >= 2 * hugePageSize, let base = buffer.baseAddress else { return }
      let mask = hugePageSize - 1
      let start = (Int(bitPattern: base) + mask) & ~mask
      let end = (Int(bitPattern: base) + buffer.count) & ~mask
      if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
    #endif
  }

  /// ``advise(_:)`` for the storage of `count` elements of `Element`.
  package static func advise<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
    advise(UnsafeMutableRawBufferPointer(buffer))
  }
}
