import BarKitFiles

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

/// A PNG's size from its first 24 bytes (signature and IHDR), read without decoding, so a
/// command can check the memory a set of images would take before allocating any of it.
package struct PNGHeader: Sendable, Hashable {
  package let width: Int
  package let height: Int

  /// Pixels of the image (width and height are at most 2³² − 1, so this cannot overflow).
  package var pixelCount: Int { width * height }

  /// The header of the PNG file at `url`, or `nil` when the file cannot be read or does not
  /// start as a PNG does (the decoder then reports why).
  package init?(contentsOf url: URL) {
    // Opened without blocking and read only when regular, as InputFile does: a FIFO must not hang.
    let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: 24)
    let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress!, 24) }
    guard n == 24 else { return nil }
    self.init(Data(bytes))
  }

  /// The header at the start of `data`: the 8-byte signature, then IHDR's length, type,
  /// width and height (PNG Third Edition §5.2, §11.2.2).
  package init?(_ data: Data) {
    let b = [UInt8](data.prefix(24))
    guard b.count == 24, b[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      b[12..<16].elementsEqual(Array("IHDR".utf8))
    else { return nil }
    func u32(_ i: Int) -> Int { b[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    width = u32(16)
    height = u32(20)
  }
}
