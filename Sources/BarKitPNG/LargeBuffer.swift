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

  /// Asks Linux to back the 2 MiB-aligned part of `buffer`, not yet touched, with transparent
  /// huge pages (`madvise(MADV_HUGEPAGE)`, which Debian's default `madvise` THP mode needs).
  /// Writing a fresh 4 KiB page costs a page fault; a decode writes every page of its buffers,
  /// and those faults were most of a large file's decoding time (Docs/Performance-Compare.md).
  /// Advice only: elsewhere, or when refused, nothing changes.
  static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      guard buffer.count >= hugePageThreshold, let base = buffer.baseAddress else { return }
      let start = (Int(bitPattern: base) + hugePageSize - 1) & ~(hugePageSize - 1)
      let end = (Int(bitPattern: base) + buffer.count) & ~(hugePageSize - 1)
      guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(pointer, end - start, MADV_HUGEPAGE)
    #endif
  }
}
