import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `barkit compare EXPECTED_DIR ACTUAL_DIR`: runs ``FolderComparison`` and writes what the
/// options ask for, all or none (``StagedFiles``): a run that fails leaves the outputs of the
/// last one as they were, and removes nothing it did not make.
struct FolderCompareRun {
  let expected: String
  let actual: String
  let options: CompareOptions

  func run(_ output: CommandOutput) throws(CommandLineError) -> Int32 {
    if options.diff != nil {
      throw .usage("compare: --diff is for two files; use --diff-dir for folders")
    }
    let report = options.report.map { URL(fileURLWithPath: $0) }
    let junit = options.junitDestination.map { URL(fileURLWithPath: $0) }
    let diffDirectory = options.diffDirectory.map { URL(fileURLWithPath: $0) }
    let pullRequest = options.pullRequest
    // A report over a golden, or a diff folder in an input folder, would overwrite the images compared.
    try OutputCheck.check(
      [
        options.report.map { .file("--report", $0) },
        options.junitDestination.map { .file(options.junit != nil ? "--junit" : "XML_OUTPUT_FILE", $0) },
        options.diffDirectory.map { .folder("--diff-dir", $0) },
      ].compactMap { $0 } + pullRequest.outputs,
      inputs: options.overrides.map { [("the --overrides file", $0)] } ?? [],
      inputFolders: [("EXPECTED_DIR", expected), ("ACTUAL_DIR", actual)], command: "compare")
    var overrides = ComparisonOverrides()
    if let path = options.overrides {
      let data: Data
      do {
        data = try InputFile.read(URL(fileURLWithPath: path), maxByteCount: ComparisonOverrides.maximumByteCount)
      } catch {
        throw .badInput("compare: \(error)")
      }
      do {
        overrides = try ComparisonOverrides(json: data, file: path)
      } catch {
        throw .badInput("compare: \(error)")
      }
      for warning in overrides.warnings { output.standardError("barkit compare: warning: \(warning)") }
    }
    var comparison = FolderComparison(
      expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual), options: options.comparison,
      overrides: overrides, keepsFailureImages: report != nil || diffDirectory != nil, diffStyle: options.diffStyle)
    if let shard = try Shard(option: options.shard, command: "compare") {
      comparison.shard = (shard.index, shard.count)
    }
    // Shards of one CI run name it alike, so a merge can tell them from another run's.
    comparison.runName = ProcessInfo.processInfo.environment[ComparisonShard.runVariable].flatMap {
      $0.isEmpty ? nil : $0
    }
    var result: FolderComparisonResult
    do {
      result = try comparison.run()
    } catch {
      throw .badInput("compare: \(error)")
    }
    // `accept` finds the folders in the JSON, as named here (relative to where compare ran).
    result.folders = (expected, actual)
    // The JSON, JUnit and Markdown name each diff image where --diff-dir puts it.
    if let directory = options.diffDirectory { result = result.withDiffs(in: directory) }
    if let diffDirectory {
      // An input folder under the diff folder: no diff image may land in it either.
      try OutputCheck.check(
        result.failures.filter { $0.diffPNG != nil }.map {
          .file("--diff-dir", diffDirectory.appendingPathComponent($0.path).path)
        }, inputs: [], inputFolders: [("EXPECTED_DIR", expected), ("ACTUAL_DIR", actual)], command: "compare")
    }
    var files = StagedFiles()
    do {
      if let report { try files.stage(Data(FolderReport.html(for: result).utf8), to: report) }
      if let junit { try files.stage(Data(JUnitReport.xml(for: result).utf8), to: junit) }
      if let diffDirectory { _ = try FolderReport.stageDiffImages(result, to: diffDirectory, in: &files) }
      try pullRequest.stage(
        FolderReport.summary(for: result), rows: MarkdownSummary.rows(for: result),
        locations: [
          ("Report", options.report), ("JUnit", options.junitDestination), ("Diff images", options.diffDirectory),
        ], title: "BarKit comparison", in: &files)
      try files.commit()
    } catch {
      files.discard()
      throw .badInput("compare: \(error)")
    }
    do {
      if options.json {
        output.standardOutput(UserText.json(String(decoding: try FolderReport.json(for: result), as: UTF8.self)))
      } else {
        // Messages hold file names: escaped, so a name cannot forge a line or drive the terminal.
        result.failures.forEach { output.standardOutput(UserText.line($0.message)) }
        output.standardOutput((result.passed ? "match: " : "mismatch: ") + result.summary)
      }
      // On the golden, a file of the repository that a pull request's diff can show (the actual
      // images are made by the job); an added or unreadable image has no golden to point at.
      pullRequest.annotate(
        result.failures.map { entry in
          let folder = [.added, .unreadable].contains(entry.status) ? actual : expected
          return (
            "\(folder.hasSuffix("/") ? String(folder.dropLast()) : folder)/\(entry.path)", entry.status.rawValue,
            entry.message
          )
        }, output)
    } catch {
      throw .badInput("compare: \(error)")
    }
    if result.count(.unreadable) > 0 { return 3 }
    return result.passed ? 0 : 1
  }
}
