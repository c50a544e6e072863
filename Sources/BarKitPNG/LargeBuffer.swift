#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Memory advice for the decoder's image-sized buffers.
enum LargeBuffer {
  /// Transparent huge pages are worth asking for from this size on (4 of them).
  static let hugePageThreshold = 8 << 20
  /// The x86-64 and arm64 Linux huge page size.
  static let hugePageSize = 2 << 20

  /// Prepares `buffer`, not yet touched and about to be written whole, on Linux: asks for
  /// transparent huge pages on its 2 MiB-aligned part (`madvise(MADV_HUGEPAGE)`, which Debian's
  /// default `madvise` THP mode needs), then has all its pages made at once
  /// (`MADV_POPULATE_WRITE`, Linux 5.14). Writing a fresh page otherwise costs a page fault
  /// each: a decode writes every page of its buffers, and those faults were most of a large
  /// file's decoding time; populating the ends that huge pages do not cover (the buffers are not
  /// 2 MiB-aligned) took the noise pair's faults from 3,350 to 1,390
  /// (Docs/Performance-Compare.md). Advice only: elsewhere, or when refused, nothing changes.
  static func prepareForWriting(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      guard buffer.count >= hugePageThreshold, let base = buffer.baseAddress else { return }
      let address = Int(bitPattern: base)
      let start = (address + hugePageSize - 1) & ~(hugePageSize - 1)
      let end = (address + buffer.count) & ~(hugePageSize - 1)
      if end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) {
        _ = madvise(pointer, end - start, MADV_HUGEPAGE)
      }
      // Whole pages: the first and last are shared with the allocator's bookkeeping, which
      // populating leaves as it is.
      let pageMask = Int(getpagesize()) - 1
      let first = address & ~pageMask, last = (address + buffer.count + pageMask) & ~pageMask
      _ = madvise(UnsafeMutableRawPointer(bitPattern: first), last - first, MADV_POPULATE_WRITE)
    #endif
  }
}
