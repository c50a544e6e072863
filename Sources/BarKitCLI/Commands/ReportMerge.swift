import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `barkit report --merge …`: the HTML reports, JSON summaries or JUnit files of sharded runs as
/// one, written in the format `-o` names (`.html`, `.json`, `.xml`; without an extension, as a
/// device or FIFO is named, the inputs' format). A JSON summary holds every file, so summaries
/// also become a JUnit file or a page; a page or a JUnit file becomes only its own format.
/// A shard is identified by its content's SHA-256: the same shard twice (or a copy of it) is
/// refused rather than counted twice.
struct ReportMerge {
  let inputs: [URL]
  let title: String?
  /// `--markdown`: a summary of the merged run (not from JUnit inputs, which keep no counts
  /// per status).
  let pullRequest: PullRequestOutput

  typealias Format = ShardMerge.Format

  func run(to destination: URL, _ output: CommandOutput) throws(CommandLineError) -> Int32 {
    let kinds = Set(inputs.map { $0.pathExtension.lowercased() })
    guard kinds.count == 1, let input = kinds.first.flatMap(Format.init(rawValue:)) else {
      throw .usage("report: --merge takes .html reports, .json summaries or .xml JUnit files, not a mix")
    }
    let format = try outputFormat(destination, input: input)
    if input == .xml && pullRequest.markdown != nil {
      throw .usage("report: --markdown needs .json summaries or .html reports; JUnit files keep no counts per status")
    }
    let contents = try inputs.map { url throws(CommandLineError) in
      ShardMerge.Input(path: url.path, data: try read(url, budget: ShardMerge.byteBudget(input)))
    }
    let merged: ShardMerge.Merged
    do {
      merged = try ShardMerge.merge(contents, from: input, into: format, title: title ?? "BarKit golden failures")
    } catch {
      switch error {
      case .notOneRun(let message): throw .usage("report: \(message)")
      case .unreadable(let message): throw .badInput("report: \(message)")
      }
    }
    do {
      try write(merged, to: destination)
    } catch let error as CommandLineError {
      throw error
    } catch {
      throw .badInput("report: \(error)")
    }
    output.standardOutput("\(merged.counted) → \(UserText.shown(destination.path))")
    return 0
  }

  /// The format `destination` names; the inputs' when it has no extension. Only a JSON
  /// summary holds what the other formats need.
  private func outputFormat(_ destination: URL, input: Format) throws(CommandLineError) -> Format {
    let named = destination.pathExtension.lowercased()
    guard !named.isEmpty else { return input }
    guard let format = Format(rawValue: named) else {
      throw .usage(
        "report: -o \(UserText.shown(destination.path)): .\(UserText.shown(named)) is not a format "
          + "--merge writes (expected .html, .json or .xml)")
    }
    guard format == input || input == .json else {
      throw .usage(
        "report: -o \(UserText.shown(destination.path)) names a .\(format.rawValue) file, which .\(input.rawValue) "
          + "inputs cannot make (write .\(input.rawValue), or merge the compare --json summaries)")
    }
    return format
  }

  /// Writes the merged file and, when asked, the Markdown summary: both or neither.
  private func write(_ merged: ShardMerge.Merged, to destination: URL) throws {
    var files = StagedFiles()
    do {
      try files.stage(merged.data, to: destination)
      if let summary = merged.summary {
        try pullRequest.stage(
          summary, rows: merged.rows, locations: [("Merged", destination.path)],
          title: title ?? "BarKit golden failures", in: &files)
      }
      try files.commit()
    } catch {
      files.discard()
      throw error
    }
  }

  private func read(_ url: URL, budget: Int) throws(CommandLineError) -> Data {
    do {
      return try InputFile.read(url, maxByteCount: budget)
    } catch {
      throw .badInput("report: \(error)")
    }
  }
}
