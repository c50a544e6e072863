import BarKit
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `barkit compare --server` as a client meets it: answers arrive one per request, as each is
/// read (not at the end of input), and Docs/Testing.md's Python client runs as written.
@Suite(.enabled(if: BarkitExecutable.path != nil, "the barkit executable is not built beside the tests"))
struct CompareServerCommandTests {
  /// `goldens/` with a.png, b.png and c.png; `screenshots/` with a.png the same, b.png changed
  /// and no c.png.
  static func folders() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("server-\(UUID().uuidString)")
    for side in ["goldens", "screenshots"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(side), withIntermediateDirectories: true)
    }
    let white = try #require(Pixmap(width: 16, height: 16, filledWith: RGBA8.white.premultiplied))
    var marked = white
    for y in 4..<8 { for x in 4..<8 { marked[x, y] = RGBA8.black.premultiplied } }
    for name in ["a", "b", "c"] { try white.pngData().write(to: root.appendingPathComponent("goldens/\(name).png")) }
    try white.pngData().write(to: root.appendingPathComponent("screenshots/a.png"))
    try marked.pngData().write(to: root.appendingPathComponent("screenshots/b.png"))
    return root
  }

  @Test func eachRequestIsAnsweredAsItIsRead() throws {
    let root = try Self.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(BarkitExecutable.path))
    process.arguments = ["compare", "--server"]
    process.currentDirectoryURL = root
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    var lines: [String] = []
    for (index, pair) in [("a", "a"), ("b", "b"), ("c", "c")].enumerated() {
      let request = #"{"id": \#(index), "expected": "goldens/\#(pair.0).png", "actual": "screenshots/\#(pair.1).png"}"#
      input.fileHandleForWriting.write(Data((request + "\n").utf8))
      // Standard input stays open: the answer must come before the end of input.
      lines.append(try #require(Self.readLine(output.fileHandleForReading, seconds: 20), "no answer to \(request)"))
    }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let answers = try lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(answers.map { $0["id"] as? Int } == [0, 1, 2])
    #expect(answers.map { $0["status"] as? String } == ["passed", "changed", "error"])
    #expect(answers.map { $0["exitCode"] as? Int } == [0, 1, 3])
    #expect((answers[1]["result"] as? [String: Any])?["differingPixels"] as? Int == 16)
  }

  @Test func theServerTakesNoPairAndNoOutputOptions() throws {
    for (arguments, message) in [
      (["compare", "--server", "a.png"], "compare: --server takes no EXPECTED ACTUAL: unexpected argument \"a.png\""),
      (["compare", "--server", "--report", "r.html"], "--server answers each request on standard output: --report"),
      (["compare", "a.png"], "compare: missing ACTUAL"),
    ] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(BarkitExecutable.path))
      process.arguments = arguments
      process.standardInput = FileHandle.nullDevice
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 2 && text.contains(message), "\(arguments): \(text)")
    }
  }

  /// Reads up to a newline, waiting at most `seconds` for each piece.
  static func readLine(_ handle: FileHandle, seconds: Int32) -> String? {
    var line = Data()
    var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
    while !line.contains(UInt8(ascii: "\n")) {
      guard poll(&descriptor, 1, seconds * 1000) == 1 else { return nil }
      var byte: UInt8 = 0
      guard read(handle.fileDescriptor, &byte, 1) == 1 else { return nil }
      line.append(byte)
    }
    return String(decoding: line.dropLast(), as: UTF8.self)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is not installed"))
  func theDocumentedPythonClientRunsAsWritten() throws {
    let root = try Self.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let doc = try String(
      contentsOf: SharedFixtures.repositoryRoot.appendingPathComponent("Docs/Testing.md"), encoding: .utf8)
    let marker = "<!-- docs-test: not run: the compare --server client in Python"
    let after = try #require(doc.range(of: marker), "Docs/Testing.md has no Python client")
    let block = try #require(doc[after.upperBound...].range(of: "```python\n"))
    let end = try #require(doc[block.upperBound...].range(of: "```"))
    let client = String(doc[block.upperBound..<end.lowerBound])
    #expect(client.split(separator: "\n").count <= 32, "the client is meant to fit in about 30 lines")
    try Data(client.utf8).write(to: root.appendingPathComponent("compare-all.py"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["compare-all.py", "goldens", "screenshots"]
    process.currentDirectoryURL = root
    let bin = URL(fileURLWithPath: try #require(BarkitExecutable.path)).deletingLastPathComponent().path
    process.environment = ["PATH": "\(bin):/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1, "\(printed)")
    let lines = printed.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(printed)")
    #expect(
      lines.first?.hasPrefix("changed: screenshots/b.png: 16 differing pixels exceed the 10 allowed") == true,
      "\(printed)")
    #expect(lines.dropFirst().first?.hasPrefix("error: screenshots/c.png: request 3: ") == true, "\(printed)")
    #expect(lines.last == "2 failed")
  }
}
