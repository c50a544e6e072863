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

/// The lines of a file descriptor (standard input, a pipe), read as they arrive: a line is
/// handed over as soon as its newline is read, so a client that writes one request and waits
/// for the answer is answered. A line longer than `maximumByteCount` is skipped up to its
/// newline and reported by its length, never held whole: a peer cannot make the reader grow
/// without bound.
public struct LineReader {
  /// One line, without its `\n` (and without a `\r` before it).
  public enum Line: Sendable, Equatable {
    case text(Data)
    /// A line over the limit, skipped; its length in bytes.
    case tooLong(byteCount: Int)
  }

  private let fileDescriptor: Int32
  private let maximumByteCount: Int
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline resumes: the bytes before it hold none.
  private var scanned = 0
  private var atEnd = false
  private var chunk = [UInt8](repeating: 0, count: 64 << 10)

  public init(fileDescriptor: Int32, maximumByteCount: Int) {
    self.fileDescriptor = fileDescriptor
    self.maximumByteCount = maximumByteCount
  }

  /// The next line; `nil` at the end of input (a last line without a newline is still a line).
  public mutating func next() -> Line? {
    var skipped = 0
    while true {
      if let newline = buffer[max(start, scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
        let length = newline - start
        defer { (start, scanned) = (newline + 1, newline + 1) }
        if skipped > 0 || length > maximumByteCount { return .tooLong(byteCount: skipped + length) }
        let end = newline > start && buffer[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
        return .text(Data(buffer[start..<end]))
      }
      if buffer.count - start > maximumByteCount {
        // Too long already: drop what is held and count it, up to the newline.
        skipped += buffer.count - start
        buffer.removeAll(keepingCapacity: true)
        (start, scanned) = (0, 0)
      }
      if atEnd {
        guard start < buffer.count || skipped > 0 else { return nil }
        defer { (buffer, start, scanned) = ([], 0, 0) }
        if skipped > 0 { return .tooLong(byteCount: skipped + buffer.count - start) }
        return .text(Data(buffer[start...]))
      }
      if start > 0 {
        buffer.removeFirst(start)
        (start, scanned) = (0, buffer.count)
      } else {
        scanned = buffer.count
      }
      fill()
    }
  }

  /// Reads what is available (at least one byte, or the end). A descriptor left non-blocking
  /// is waited on rather than taken for ended; a read error ends the input.
  private mutating func fill() {
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if n < 0, errno == EINTR { continue }
      if n < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, -1)
        continue
      }
      if n <= 0 {
        atEnd = true
        return
      }
      buffer.append(contentsOf: chunk[..<n])
      return
    }
  }
}
