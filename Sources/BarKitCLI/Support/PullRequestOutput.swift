import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The pull-request outputs of `compare` and `report`: `--markdown FILE` (a summary for
/// `$GITHUB_STEP_SUMMARY`, ``MarkdownSummary``) and `--annotations github` (``GitHubAnnotation``
/// lines on standard output, or on standard error when `--json` holds standard output: GitHub's
/// runner reads workflow commands from both streams, its `ScriptHandler` giving each its own
/// `OutputManager`).
struct PullRequestOutput {
  /// Where the Markdown summary goes, as given.
  let markdownPath: String?
  var markdown: URL? { markdownPath.map { URL(fileURLWithPath: $0) } }
  /// Whether to print GitHub annotations.
  let annotates: Bool
  /// Whether they go to standard error, standard output being the command's JSON.
  private let annotatesOnStandardError: Bool

  /// The options' values; with the command's `--json` (`printsJSON`: `report` has none) the
  /// annotations go to standard error, so one comparison gives both.
  init(_ arguments: ParsedArguments, printsJSON: Bool = false) throws(CommandLineError) {
    markdownPath = arguments.string("--markdown")
    annotates = try arguments.choice("--annotations", among: [("github", true)]) ?? false
    annotatesOnStandardError = printsJSON
  }

  /// The outputs for ``OutputCheck``.
  var outputs: [OutputCheck.Output] { markdownPath.map { [.file("--markdown", $0)] } ?? [] }

  /// Stages the summary when asked.
  func stage(
    _ summary: GoldenReport.Summary, rows: [MarkdownSummary.Row], locations: [(String, String?)], title: String,
    in files: inout StagedFiles
  ) throws {
    guard let markdown else { return }
    let text = MarkdownSummary.text(
      title: title, summary: summary, rows: rows,
      locations: locations.compactMap { name, path in path.map { (name, $0) } })
    try files.stage(Data(text.utf8), to: markdown)
  }

  /// Prints one annotation per failure: the file it is about, its status, its message.
  func annotate(_ failures: [(file: String, status: String, message: String)], _ output: CommandOutput) {
    guard annotates else { return }
    let print = annotatesOnStandardError ? output.standardError : output.standardOutput
    for failure in failures {
      print(
        GitHubAnnotation.error(file: failure.file, title: "barkit compare: \(failure.status)", message: failure.message)
      )
    }
  }

  /// The options, for the commands' specs.
  static let options: [OptionSpec] = [
    .value(
      "--markdown", "SUMMARY.md", "Write a Markdown summary (counts, a table of failures) for $GITHUB_STEP_SUMMARY."),
    .value(
      "--annotations", "github", "Print a GitHub Actions ::error line per failure (on standard error with --json)."),
  ]
}
