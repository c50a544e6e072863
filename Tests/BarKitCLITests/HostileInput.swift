import BarKitCLI
import Foundation
import Testing

/// Runs `barkit` on hostile input and checks the failure is clean: the command returns in
/// time (on a background thread, so a hang fails the test instead of stalling the suite),
/// exits 3, prints one line to standard error naming the input, and writes nothing.
struct HostileRun {
  /// The longest a command may take. Generous (debug builds on a loaded 2-core machine): this
  /// catches hangs, not slowness.
  static let timeLimit: Duration = .seconds(60)

  let code: Int32
  let out: String
  let err: String

  /// Runs `arguments`; records an issue and returns exit code -1 when it does not finish in
  /// ``timeLimit``.
  init(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let captured = CapturedOutput()
    let done = DispatchSemaphore(value: 0)
    let box = CodeBox()
    Thread.detachNewThread {
      box.code = BarkitCommandLine.run(arguments, output: captured.output)
      done.signal()
    }
    let seconds = Int(Self.timeLimit.components.seconds)
    if done.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
      Issue.record(
        "barkit \(arguments.joined(separator: " ")) did not finish in \(seconds) s", sourceLocation: sourceLocation)
      code = -1
    } else {
      code = box.code
    }
    out = captured.standardOutput
    err = captured.standardError
  }

  /// Expects exit 3 and a single standard-error line that starts with `barkit ` and contains
  /// every string in `naming` (the file, the JSON path, what was expected).
  func expectCleanFailure(naming: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(code == 3, "exit \(code): \(err)", sourceLocation: sourceLocation)
    let lines = err.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 1, "expected one line, got: \(err)", sourceLocation: sourceLocation)
    #expect(err.hasPrefix("barkit "), "\(err)", sourceLocation: sourceLocation)
    #expect(err.utf8.count < 1000, "message too long: \(err.prefix(200))…", sourceLocation: sourceLocation)
    for part in naming {
      #expect(err.contains(part), "\"\(part)\" not in: \(err)", sourceLocation: sourceLocation)
    }
  }

  /// The exit code, written by the worker thread before it signals.
  private final class CodeBox: @unchecked Sendable {
    var code: Int32 = -1
  }
}

/// A scratch folder for hostile inputs.
struct HostileFolder {
  let url: URL

  init(_ name: String = #function) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "barkit-hostile-\(name.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `data` as `name`; returns its path.
  @discardableResult
  func write(_ name: String, _ data: Data) throws -> String {
    try data.write(to: url.appendingPathComponent(name))
    return path(name)
  }

  /// Writes `text` as UTF-8.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String { try write(name, Data(text.utf8)) }

  /// The folder's entries, sorted: what a failed command must not have added to.
  var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
}

/// Reads a FIFO to its end on a thread of its own, as a consumer of an output would.
final class FIFOReader: @unchecked Sendable {
  var data = Data()
  let done = DispatchSemaphore(value: 0)

  init(_ path: String) {
    Thread.detachNewThread { [self] in
      let fd = open(path, O_RDONLY)
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while fd >= 0 {
        let n = read(fd, &buffer, buffer.count)
        if n <= 0 { break }
        data.append(contentsOf: buffer[0..<n])
      }
      close(fd)
      done.signal()
    }
  }
}
