import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit report ARTIFACTS_DIR -o report.html`: one page of the golden
  /// failures in an artifacts folder (as BarKitTesting writes it); `barkit report --merge A
  /// --merge B -o OUT` joins the artifacts folders, or the reports (JSON summaries, JUnit
  /// files), of sharded runs.
  static let report = CommandSpec(
    name: "report", summary: "Write an HTML page of golden failures (side by side, slider, blend, toggle, diff).",
    positionals: ["ARTIFACTS_DIR"], requiredPositionals: 0,
    options: [
      .value(
        "--merge", "ARTIFACTS_DIR|REPORT.html|SUMMARY.json|JUNIT.xml",
        "Join the artifacts folders, reports, JSON summaries or JUnit files of sharded runs (repeatable).",
        repeatable: true),
      .value("--output", short: "-o", "report.html", "Where to write the page (atomically)."),
      .value("--title", "TEXT", "The page title (default \"BarKit golden failures\")."),
      .value(
        "--markdown", "SUMMARY.md",
        "Also write a Markdown summary (counts, a table of failures) for $GITHUB_STEP_SUMMARY."),
      .value(
        "--junit", "JUNIT.xml", "With artifacts folders: also write JUnit XML, each failure with its message."),
      .value(
        "--annotations", "github",
        "With artifacts folders: print a GitHub Actions ::error line per failure, at its assertion's file and line."),
    ],
    discussion: """
      Every NAME.actual.png under ARTIFACTS_DIR is one failure, shown with NAME.reference.png,
      NAME.diff.png and the message in NAME.json when present. Images are inlined as data URIs,
      so the page is one file, unless the page is written in ARTIFACTS_DIR itself: then it links
      the images beside it. BarKitTesting's default ARTIFACTS_DIR is .build/barkit-artifacts.
      With --merge, the artifacts folders of a test run's shards become one page (and Markdown,
      JUnit, annotations), read from their records and images as one folder is; a test failing
      in two of them is refused. The pages (or the `compare --json` summaries, or the
      `compare --junit` files) of sharded comparisons become one in the format -o names (.html,
      .json or .xml; summaries can become any of them, the others only their own). A shard
      given twice (the same content, by SHA-256) is refused. --markdown writes the counts and a table of the failures
      (status, changed pixels, changed area, changed elements) and --junit a JUnit file of the
      failures with their messages and assertions' lines, beside the page: all or none.
      --annotations github points each failure at the assertion that failed (the file relative
      to the current folder, where a workflow runs), or at its actual image when the record
      names no source; the line saying where the page went then goes to standard error.
      """
  ) { arguments, output in
    let shards = arguments.strings("--merge")
    let givenTitle = arguments.string("--title")
    // What each way of running is given is checked before the options both share. Artifacts
    // folders, one or the shards of a run, are reported alike; other inputs are reports to join.
    let mergesFolders = !shards.isEmpty && shards.allSatisfy { PathKind(path: $0) == .folder }
    if shards.isEmpty {
      guard !arguments.positionals.isEmpty else {
        throw CommandLineError.usage("report: give ARTIFACTS_DIR or --merge")
      }
    } else {
      guard arguments.positionals.isEmpty else {
        throw CommandLineError.usage("report: give ARTIFACTS_DIR or --merge, not both")
      }
      for option in ["--junit", "--annotations"] where !mergesFolders && arguments.string(option) != nil {
        throw CommandLineError.usage(
          "report: \(option) goes with artifacts folders (a merge of reports keeps no assertions' lines)")
      }
    }
    let outputPath = try arguments.required("--output")
    let destination = URL(fileURLWithPath: outputPath)
    let pullRequest = try PullRequestOutput(arguments)
    if !shards.isEmpty && !mergesFolders {
      try OutputCheck.check(
        [.file("-o", outputPath)] + pullRequest.outputs,
        inputs: shards.map { ("a --merge input", $0) },
        command: "report")
      // An input that is not a file (`/dev/zero`, a folder) is named first: its missing
      // extension would otherwise read as a mix of formats, a usage error.
      for shard in shards {
        let problem: String? =
          switch PathKind(path: shard) {
          case .folder: "it is a folder, and the other inputs are not (artifacts folders merge only with each other)"
          case .other: "not a regular file (a device, pipe or socket)"
          default: nil
          }
        if let problem { throw CommandLineError.badInput("report: \(UserText.shown(shard)): cannot read: \(problem)") }
      }
      return try ReportMerge(
        inputs: shards.map { URL(fileURLWithPath: $0) }, title: givenTitle, pullRequest: pullRequest
      )
      .run(to: destination, output.statusOnStandardError(if: StandardStream.takes(destination.path)))
    }
    let folders = (mergesFolders ? shards : [arguments.positionals[0]]).map { URL(fileURLWithPath: $0) }
    let junit = arguments.string("--junit")
    // The page and summaries may go into the artifacts folder (it reads only the artifacts' own
    // names there).
    try OutputCheck.check(
      [.file("-o", outputPath)] + pullRequest.outputs
        + (junit.map { [.file("--junit", $0)] } ?? []),
      inputs: [], command: "report")
    for folder in folders where PathKind(path: folder.path) != .folder {
      throw CommandLineError.badInput(
        "report: \(UserText.shown(folder.path)): \(InputPath.mismatch(folder.path, expected: "folder"))")
    }
    do {
      let entries = try GoldenReport.entries(inRuns: folders)
      let title = givenTitle ?? "BarKit golden failures"
      let page = GoldenReport.html(
        for: entries, title: title,
        linkingImagesIn: GoldenReport.linkedFolder(forPageAt: destination, artifacts: folders))
      // The page and the summaries land together or not at all.
      var files = StagedFiles()
      do {
        try files.stage(Data(page.utf8), to: destination)
        try pullRequest.stage(
          GoldenReport.Summary(checked: nil, failures: GoldenReport.failureCounts(entries)),
          rows: MarkdownSummary.rows(for: entries), locations: [("Report", destination.path)], title: title,
          in: &files)
        if let junit {
          try files.stage(Data(JUnitReport.xml(for: entries).utf8), to: URL(fileURLWithPath: junit))
        }
        try files.commit()
      } catch {
        files.discard()
        throw error
      }
      if pullRequest.annotates {
        for entry in entries {
          let file = entry.sourceFile ?? entry.actualPath ?? entry.title
          output.standardOutput(
            GitHubAnnotation.error(
              file: GitHubAnnotation.repositoryPath(file), line: entry.sourceFile == nil ? nil : entry.sourceLine,
              title: "barkit golden: \(entry.status)", message: entry.message))
        }
      }
      output.statusOnStandardError(if: pullRequest.annotates || StandardStream.takes(destination.path)).standardOutput(
        "\(entries.count) failure\(entries.count == 1 ? "" : "s") → \(UserText.shown(destination.path))")
    } catch {
      throw CommandLineError.badInput("report: \(error)")
    }
    return 0
  }
}
