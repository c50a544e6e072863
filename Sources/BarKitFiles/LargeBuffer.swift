#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The large buffers of file reads and decodes: allocated in whole huge pages, and populated
/// before they are written.
package enum LargeBuffer {
  /// Transparent huge pages are worth asking for from this size on (4 of them).
  static let hugePageThreshold = 8 << 20
  /// The x86-64 and arm64 Linux huge page size.
  static let hugePageSize = 2 << 20

  /// Bytes glibc adds to a large block before mapping it (its header, rounded), and that
  /// Swift adds before an array's elements.
  static let mallocOverhead = 64, arrayHeader = 32
  /// Where a large array's elements start in their mapping: glibc's 16-byte block header, then
  /// Swift's array header.
  package static let arrayElementOffset = 16 + arrayHeader

  /// A size at least `byteCount` to ask `malloc` for, at which a large block comes out in whole
  /// huge pages: glibc maps a large block (its size plus a small header) in a mapping of its own,
  /// and Linux (6.7 and later) places a mapping whose length is a multiple of 2 MiB on a 2 MiB
  /// boundary. Otherwise up to 2 MiB at each end of the block is made of 4 KiB pages, which cost
  /// a fault each: half of the time that populating a noise-pair buffer took (0.9 of 1.8 ms;
  /// Docs/Performance-Compare.md). Only a hint: another allocator or kernel gives an unaligned
  /// block, as before.
  static func mallocSize(atLeast byteCount: Int, threshold: Int = hugePageThreshold) -> Int {
    #if os(Linux)
      guard byteCount >= threshold else { return byteCount }
      let mapped = (byteCount + mallocOverhead + hugePageSize - 1) & ~(hugePageSize - 1)
      return mapped - mallocOverhead
    #else
      return byteCount
    #endif
  }

  /// An array capacity of at least `count` elements of `elementSize` bytes whose storage
  /// ``mallocSize(atLeast:)`` places in whole huge pages (Swift allocates the array's header and
  /// elements in one block).
  package static func arrayCapacity(atLeast count: Int, elementSize: Int) -> Int {
    let bytes = mallocSize(atLeast: arrayHeader + count * elementSize) - arrayHeader
    return max(count, bytes / elementSize)
  }

  /// An array of `count` elements built by `body` (as `Array(unsafeUninitializedCapacity:)`),
  /// whose storage, from one huge page up, comes in whole huge pages on Linux
  /// (``mallocSize(atLeast:threshold:)``) advised to be made of them (`MADV_HUGEPAGE`) but not
  /// populated: for an array that several threads write a part at a time, where each 2 MiB then
  /// costs one page fault on its first write instead of 512. `barkit compare`'s classification
  /// of the noise pair (3 MB): 1,696 → 1,464 page faults, 40.0 → 38.5 ms wall
  /// (Docs/Performance-Compare.md).
  package static func hugePageArray<Element>(
    count: Int, _ body: (inout UnsafeMutableBufferPointer<Element>, inout Int) -> Void
  ) -> [Element] {
    let stride = MemoryLayout<Element>.stride
    let bytes = mallocSize(atLeast: arrayHeader + count * stride, threshold: hugePageSize) - arrayHeader
    return [Element](unsafeUninitializedCapacity: max(count, bytes / stride)) { buffer, initialized in
      #if os(Linux)
        let block = Int(bitPattern: buffer.baseAddress) - arrayElementOffset
        if bytes >= hugePageSize, block & (hugePageSize - 1) == 0 {
          _ = madvise(UnsafeMutableRawPointer(bitPattern: block), arrayElementOffset + buffer.count, MADV_HUGEPAGE)
        }
      #endif
      body(&buffer, &initialized)
    }
  }

  /// A writable buffer: for at least ``hugePageThreshold`` bytes on Linux, an anonymous mapping
  /// of whole huge pages, placed on a 2 MiB boundary, advised and populated before a byte of it
  /// is touched (``prepareForWriting(_:blockOffset:)``); else a `malloc` block.
  struct Block {
    let base: UnsafeMutableRawPointer
    /// The usable bytes.
    let capacity: Int
    private let isMapped: Bool

    /// A block of at least `byteCount` bytes, of which the first `byteCount` are populated;
    /// `nil` when there is no memory for it.
    init?(atLeast byteCount: Int) {
      #if os(Linux)
        if byteCount >= hugePageThreshold {
          let length = (byteCount + hugePageSize - 1) & ~(hugePageSize - 1)
          let pointer = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
          guard let pointer, pointer != MAP_FAILED else { return nil }
          (base, capacity, isMapped) = (pointer, length, true)
          prepareForWriting(UnsafeMutableRawBufferPointer(start: base, count: byteCount), blockOffset: 0)
          return
        }
      #endif
      guard let pointer = malloc(max(byteCount, 1)) else { return nil }
      (base, capacity, isMapped) = (pointer, byteCount, false)
    }

    /// Gives the memory back.
    func release() {
      if isMapped { munmap(base, capacity) } else { free(base) }
    }

    /// The first `count` bytes as `Data`, which releases the block when it goes.
    func data(count: Int) -> Data {
      let (mapped, length) = (isMapped, capacity)
      return Data(
        bytesNoCopy: base, count: count,
        deallocator: .custom { pointer, _ in
          if mapped { munmap(pointer, length) } else { free(pointer) }
        })
    }
  }

  /// Prepares `buffer`, not yet touched and about to be written whole, on Linux: asks for
  /// transparent huge pages (`madvise(MADV_HUGEPAGE)`, which Debian's default `madvise` THP
  /// mode needs), then writes a byte to each of its pages, so that they are all made before the
  /// work starts: 2 MiB at a time where huge pages were granted. Writing a fresh page otherwise
  /// costs a page fault each: a decode writes every page of its buffers, and those faults were
  /// most of a large file's decoding time (Docs/Performance-Compare.md). Advice only: elsewhere,
  /// or when refused, the pages are made one by one, as without it.
  ///
  /// `blockOffset` is where `buffer` starts in its block: 0 in a ``Block``,
  /// ``arrayElementOffset`` for the elements of an array sized with
  /// ``arrayCapacity(atLeast:elementSize:)``. When the block's mapping starts 2 MiB-aligned, all
  /// of it is advised. Its first huge page was already touched (the
  /// allocator wrote its header there, before the advice, as a 4 KiB page), so that one is
  /// collapsed into a huge page (`MADV_COLLAPSE`, Linux 6.1) instead of made page by page.
  /// Otherwise only the aligned inside of `buffer` gets huge pages.
  ///
  /// Writing beats `MADV_POPULATE_WRITE`, which made the same pages: a populate holds the
  /// process's memory-map lock, which the other decoding thread's `mmap` and its first `malloc`
  /// wait for (1.2 ms at the start of `barkit compare`'s second decode), where a page fault takes
  /// only its mapping's lock (Linux 6.4 and later). The noise pair: 38.0 → 36.4 ms, the block
  /// pair 18.2 → 16.5 ms (Docs/Performance-Compare.md).
  package static func prepareForWriting(_ buffer: UnsafeMutableRawBufferPointer, blockOffset: Int) {
    #if os(Linux)
      guard buffer.count >= hugePageThreshold, let base = buffer.baseAddress else { return }
      let address = Int(bitPattern: base), mask = hugePageSize - 1
      var start = (address + mask) & ~mask, end = (address + buffer.count) & ~mask
      var collapsed = 0
      if (address - blockOffset) & mask == 0 {
        start = address - blockOffset
        end = (address + buffer.count + mask) & ~mask
        collapsed = blockOffset > 0 ? hugePageSize : 0
      }
      if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
      if collapsed > 0 {
        // MADV_COLLAPSE (Linux's uapi mman-common.h); Debian 12's glibc headers do not name it.
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), collapsed, 25)
      }
      // A byte in every page of `buffer` past the collapsed one (never outside `buffer`: its
      // block's header may share its first page). The first write to a huge page makes all of
      // it; the others cost nothing.
      let pageSize = Int(getpagesize())
      var page = max(start + collapsed, address)
      while page < address + buffer.count {
        UnsafeMutablePointer<UInt8>(bitPattern: page)!.pointee = 0
        page += pageSize
      }
    #endif
  }
}
