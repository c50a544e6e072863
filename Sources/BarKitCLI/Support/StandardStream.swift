import BarKitFiles
import Synchronization

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
///
/// A write that fails (standard output closed, a full disk) is remembered: the command then
/// exits 3 with one line saying why (``BarkitCommandLine``), never 0 with nothing written. A
/// reader that goes away (`| head -c 10`) ends the process with SIGPIPE, as it does other Unix
/// tools: BarKit installs no handler and leaves its disposition alone (Docs/Security.md).
enum StandardStream {
  case output, error

  /// Whether an output named `path` goes to standard output: `-`, or a name for descriptor 1
  /// (`/dev/stdout`, `/dev/fd/1`). A command then prints its status line on standard error,
  /// or not at all, so the file it writes there is not followed by a line of text.
  static func takes(_ path: String) -> Bool {
    path == "-" || AtomicFile.heldDescriptor(named: path) == STDOUT_FILENO
  }

  /// Why a write to standard output failed, first failure only; `nil` while every write worked.
  static var outputFailure: String? { failure.withLock { $0 } }
  private static let failure = Mutex<String?>(nil)

  /// Writes `data`; throws the reason when it cannot all be written.
  func write(_ data: Data) throws(WriteError) {
    data.withUnsafeBytes { write($0) }
    if self == .output, let reason = Self.outputFailure { throw WriteError(reason: reason) }
  }

  /// A failed write to standard output.
  struct WriteError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "cannot write to standard output: \(reason)" }
  }

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
      guard n > 0 else {
        let reason = n < 0 ? String(cString: strerror(errno)) : "nothing was written"
        if self == .output { Self.failure.withLock { $0 = $0 ?? reason } }
        return
      }
      written += n
    }
  }
}

/// POSIX `write`, under a name the stream's own `write` functions do not shadow.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
