import Foundation
import Testing

@testable import BarKitFiles

#if canImport(Glibc)
  import Glibc
#endif

/// The advice marks the 2 MiB-aligned inside of a large buffer for huge pages, and only that:
/// the kernel's own account of the mapping (`/proc/self/smaps`) shows huge pages in it once it is
/// written, where the machine's THP mode honours the advice.
struct HugePageAdviceTests {
  static let mode = (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)) ?? ""

  /// The `AnonHugePages` kilobytes of the mapping that holds `address`.
  static func hugePageKilobytes(at address: Int) -> Int? {
    // procfs files say they are empty, so they are read to their end rather than by size.
    guard let data = FileHandle(forReadingAtPath: "/proc/self/smaps")?.readDataToEndOfFile() else { return nil }
    let smaps = String(decoding: data, as: UTF8.self)
    var inside = false
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
        let bounds = range.split(separator: "-").compactMap { Int($0, radix: 16) }
        inside = bounds.count == 2 && (bounds[0]..<bounds[1]).contains(address)
      } else if inside, fields.first == "AnonHugePages:", fields.count > 1 {
        return Int(fields[1])
      }
    }
    return nil
  }

  @Test(.enabled(if: mode.contains("[madvise]") || mode.contains("[always]"), "transparent huge pages are off here"))
  func anAdvisedBufferIsMadeOfHugePages() throws {
    // Fresh pages from the kernel, as a large allocation of a new process gets them (the
    // allocator may hand a test process memory another test already wrote).
    let count = 16 << 20
    let mapping = try #require(mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
    try #require(mapping != MAP_FAILED)
    defer { munmap(mapping, count) }
    let buffer = UnsafeMutableRawBufferPointer(start: mapping, count: count)
    HugePageAdvice.advise(buffer)
    buffer.initializeMemory(as: UInt8.self, repeating: 1)
    // The advice splits the mapping: the advised inside is a mapping of its own.
    let kilobytes = try #require(Self.hugePageKilobytes(at: Int(bitPattern: buffer.baseAddress!) + count / 2))
    // The aligned inside: at least 14 of the 16 MiB (less than a huge page lost at each end).
    #expect(kilobytes >= 14 << 10)
    #expect(buffer.allSatisfy { $0 == 1 })
  }

  /// Below two huge pages a buffer is not advised (its edges could be most of it): written, it
  /// has no huge page, although one 2 MiB-aligned page fits inside any page-aligned mapping of
  /// 4 MiB less a page. Where THP is `always`, the kernel uses them unadvised, so only under
  /// `madvise` does the absence show the advice was not given.
  @Test(.enabled(if: mode.contains("[madvise]"), "only under THP madvise mode does advice alone make huge pages"))
  func smallBuffersAreLeftAlone() throws {
    let count = 2 * HugePageAdvice.hugePageSize - 4096
    let mapping = try #require(mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
    try #require(mapping != MAP_FAILED)
    defer { munmap(mapping, count) }
    let buffer = UnsafeMutableRawBufferPointer(start: mapping, count: count)
    HugePageAdvice.advise(buffer)
    buffer.initializeMemory(as: UInt8.self, repeating: 7)
    let mask = HugePageAdvice.hugePageSize - 1
    let alignedInside = (Int(bitPattern: buffer.baseAddress!) + mask) & ~mask
    #expect(try #require(Self.hugePageKilobytes(at: alignedInside)) == 0)
  }
}
