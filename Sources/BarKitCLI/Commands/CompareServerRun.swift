import BarKit

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

/// `barkit compare --server`: reads requests from standard input until it ends, answering each
/// on standard output as it is read (``ComparisonServer``); exits 0 at the end of input.
struct CompareServerRun {
  let arguments: ParsedArguments
  let options: CompareOptions

  func run(_ output: CommandOutput) throws(CommandLineError) -> Int32 {
    // A request names its own pair, and every answer is JSON on standard output: the options of
    // one comparison's outputs and inputs have no place here.
    let oneComparison = [
      ("--diff", options.diff != nil), ("--diff-mask", arguments.flag("--diff-mask")), ("--json", options.json),
      ("--markdown", options.pullRequest.markdownPath != nil), ("--annotations", options.pullRequest.annotates),
    ].filter(\.1).map(\.0)
    if let option = (oneComparison + options.folderOnlyGiven + options.elementOptionsGiven).first {
      throw .usage("compare: --server answers each request on standard output: \(option) is not taken with it")
    }
    let server = ComparisonServer(base: options.comparison)
    var reader = LineReader(fileDescriptor: STDIN_FILENO, maximumByteCount: ComparisonServer.maximumRequestByteCount)
    var number = 0
    while let line = reader.next() {
      switch line {
      case .text(let request):
        // A blank line is no request: it gets no answer and no number.
        guard request.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
        number += 1
        output.standardOutput(server.answer(request, number: number))
      case .tooLong(let byteCount):
        number += 1
        output.standardOutput(server.answerTooLong(byteCount: byteCount, number: number))
      }
    }
    return 0
  }
}
