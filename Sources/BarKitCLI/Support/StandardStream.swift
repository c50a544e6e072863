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

/// The process's standard output and error, written with `write(2)` until every byte is out
/// (a pipe takes a large PNG in pieces).
enum StandardStream {
  case output, error

  func write(_ data: Data) { data.withUnsafeBytes { write($0) } }

  /// Writes the text's UTF-8 where the string holds it.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  private func write(_ bytes: UnsafeRawBufferPointer) {
    let fd = self == .output ? STDOUT_FILENO : STDERR_FILENO
    var written = 0
    while written < bytes.count {
      let n = systemWrite(fd, bytes.baseAddress! + written, bytes.count - written)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return }
      written += n
    }
  }
}

/// POSIX `write`, under a name the stream's own `write` functions do not shadow.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
