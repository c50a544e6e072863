import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `barkit compare EXPECTED_DIR ACTUAL_DIR`: runs ``FolderComparison`` and writes what the
/// options ask for. The old report is removed first, so a crash never leaves a stale page.
struct FolderCompareRun {
  let arguments: ParsedArguments
  let options: ComparisonOptions
  let style: DiffImageStyle

  func run(_ output: CommandOutput) throws(CommandLineError) -> Int32 {
    let (expected, actual) = (arguments.positionals[0], arguments.positionals[1])
    if arguments.string("--diff") != nil || arguments.string("--timing") != nil {
      throw .usage("compare: --diff and --timing are for two files; use --diff-dir for folders")
    }
    // A diff folder that is an input folder would overwrite the images it compares.
    let outputs = ["--report", "--junit", "--diff-dir"].compactMap { name in arguments.string(name).map { (name, $0) } }
    try OutputCheck.refuseOverwriting(
      outputs, inputs: [("EXPECTED_DIR", expected), ("ACTUAL_DIR", actual)], command: "compare")
    var overrides = ComparisonOverrides()
    if let path = arguments.string("--overrides") {
      let data: Data
      do {
        data = try InputFile.read(URL(fileURLWithPath: path), maxByteCount: ComparisonOverrides.maximumByteCount)
      } catch {
        throw .badInput("compare: \(error)")
      }
      try JSONSyntax.check(data, file: path, command: "compare")
      do {
        overrides = try ComparisonOverrides(json: data, file: path)
      } catch {
        throw .badInput("compare: \(error)")
      }
    }
    let report = arguments.string("--report").map { URL(fileURLWithPath: $0) }
    let diffDirectory = arguments.string("--diff-dir").map { URL(fileURLWithPath: $0) }
    if let report { try? FileManager.default.removeItem(at: report) }
    let comparison = FolderComparison(
      expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual), options: options,
      overrides: overrides, keepsFailureImages: report != nil || diffDirectory != nil, diffStyle: style)
    let result: FolderComparisonResult
    do {
      result = try comparison.run()
    } catch {
      throw .badInput("compare: \(error)")
    }
    do {
      if let report {
        try AtomicFile.write(Data(FolderReport.html(for: result).utf8), to: report)
      }
      if let path = arguments.string("--junit") {
        try AtomicFile.write(Data(JUnitReport.xml(for: result).utf8), to: URL(fileURLWithPath: path))
      }
      if let diffDirectory { _ = try FolderReport.writeDiffImages(result, to: diffDirectory) }
      if arguments.flag("--json") {
        output.standardOutput(UserText.json(String(decoding: try FolderReport.json(for: result), as: UTF8.self)))
      } else {
        // Messages hold file names: escaped, so a name cannot forge a line or drive the terminal.
        result.failures.forEach { output.standardOutput(UserText.line($0.message)) }
        output.standardOutput((result.passed ? "match: " : "mismatch: ") + result.summary)
      }
    } catch {
      throw .badInput("compare: \(error)")
    }
    if result.count(.unreadable) > 0 { return 3 }
    return result.passed ? 0 : 1
  }
}
