import BarKitFiles
import Foundation
import Testing

/// Lines as `compare --server` reads its requests: split at `\n` (a `\r` before it dropped), a
/// last line without its newline kept, and a line over the limit skipped whole, its length told.
@Suite struct LineReaderTests {
  func lines(_ text: [UInt8], limit: Int) throws -> [LineReader.Line] {
    let pipe = Pipe()
    // Written from another thread: a pipe holds only so much.
    let writer = Thread {
      pipe.fileHandleForWriting.write(Data(text))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    var reader = LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor, maximumByteCount: limit)
    var out: [LineReader.Line] = []
    while let line = reader.next() { out.append(line) }
    return out
  }

  @Test func splitsLinesKeepingTheLastWithoutItsNewline() throws {
    #expect(
      try lines(Array("one\r\ntwo\n\nthree".utf8), limit: 100)
        == [.text(Data("one".utf8)), .text(Data("two".utf8)), .text(Data()), .text(Data("three".utf8))])
    #expect(try lines([], limit: 100) == [])
  }

  @Test func aLineOverTheLimitIsSkippedAndTheNextOneRead() throws {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 300_000)
    #expect(
      try lines(Array("ok\n".utf8) + long + Array("\nnext\n".utf8) + long, limit: 1000)
        == [
          .text(Data("ok".utf8)), .tooLong(byteCount: 300_000), .text(Data("next".utf8)), .tooLong(byteCount: 300_000),
        ])
    #expect(try lines(Array("12345\n123456\n".utf8), limit: 5) == [.text(Data("12345".utf8)), .tooLong(byteCount: 6)])
  }
}
