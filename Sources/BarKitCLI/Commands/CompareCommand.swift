import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit compare EXPECTED ACTUAL`: compares two PNG files, or two folders of them by
  /// relative path, with the golden engine and exits 0 when everything matches, 1 on a mismatch
  /// (including different sizes, missing and added files), 2 on a usage error and 3 when a file
  /// cannot be read or written.
  package static let compare = CommandSpec(
    name: "compare", summary: "Compare two PNG files or two folders of them (pixelmatch-style tolerance, AA, limits).",
    positionals: ["EXPECTED", "ACTUAL"],
    options: [
      .value(
        "--diff", "DIFF.png",
        "Write a diff image (red: changed, blue: got darker, yellow: anti-aliased; sizes differ: magenta, only one image)."
      ),
      .flag("--diff-mask", "Draw only the differing pixels, on transparent."),
      .value("--threshold", "T", "Color threshold in 0...1 (default 0.1, pixelmatch's) of the --metric."),
      .value(
        "--metric", "yiq|oklab", "The --threshold's distance: YIQ (default) or OKLab HyAB (pixelmatch's main branch)."),
      .value("--delta-e94", "E", "Use CIE94 instead: a pixel differs when ΔE94 > E.", deprecatedNames: ["--delta-e"]),
      .flag("--includes-anti-aliasing", "Count anti-aliased pixels as differing.", deprecatedNames: ["--include-aa"]),
      .value(
        "--anti-aliasing", "standard|pixelmatch",
        "Which pixels are excused as anti-aliasing: BarKit's (default) or pixelmatch's exact rule, counts and diff."),
      .value("--max-diff-pixels", "N", "Pass with up to N differing pixels (default 0)."),
      .value(
        "--max-diff-pixel-ratio", "R",
        "Pass with up to this fraction (0...1) of pixels differing; the stricter limit wins.",
        deprecatedNames: ["--max-diff-ratio"]),
      .value("--density", "N,M", "Fail when any N×N window holds more than M differing pixels."),
      .value(
        "--ignored-regions", "X,Y,W,H", "Skip a rectangle (repeatable).", repeatable: true,
        deprecatedNames: ["--ignore"]),
      .flag("--json", "Print the result as JSON (folders: a summary with a files array)."),
      .value("--overrides", "FILE.json", "Folders: per-file options, an object keyed by glob (Docs/Testing.md)."),
      .value("--report", "REPORT.html", "Folders: write the HTML page of the failures (all green says so)."),
      .value("--junit", "JUNIT.xml", "Folders: write JUnit XML, one testcase per image."),
      .value("--diff-dir", "DIR", "Folders: write each failure's diff image at its relative path."),
      .value(
        "--shard", "I/N",
        "Folders: compare only slice I of N (1-based): paths sorted, every N-th. auto (or auto/N): the slice the CI system's variables name."
      ),
      .value(
        "--elements", "FILE.json",
        "Two files only: name the elements (render --elements) that hold the changed pixels, with counts."),
      .value(
        "--ignore-element", "PATH",
        "With --elements: leave that element's pixels out (statusBar.time, tabBar.items[*].badgeValue); repeatable.",
        repeatable: true),
      .value(
        "--element-tolerance", "PATH=N",
        "With --elements: let that element hold N differing pixels of its own (navigationBar.title=20); repeatable.",
        repeatable: true),
      .flag(
        "--server",
        "No EXPECTED ACTUAL: answer one JSON request a line on standard input (two files or folders) with one JSON line each.",
        standsForPositionals: true),
    ] + PullRequestOutput.options,
    discussion: """
      EXPECTED and ACTUAL are two PNG files or two folders. Folders are compared file by file by
      relative path, in parallel: passed, changed, resized (both sizes given), missing (only in
      EXPECTED) and added (only in ACTUAL); all but passed fail. Images of different sizes are
      diffed on the union canvas, both at the top-left corner: what only one image covers is magenta. Byte-identical files are not decoded.
      Colors are compared over white (as pixelmatch) and, for translucent pixels, over black too,
      so alpha-only changes are seen. --anti-aliasing pixelmatch makes the counts and the diff image
      pixelmatch 7.2.0's own (with --metric oklab, its main branch's). With --elements (two files, not folders), each changed pixel
      counts for the smallest element of the map holding it, and the output lists them, most
      changed first ("changed: navigationBar.rightItems[0] (Done) 412 px"). Exit 0 match, 1
      mismatch, 2 usage error, 3 unreadable input (or an element map that is not one).
      """
  ) { arguments, output in
    let options = try CompareOptions(arguments)
    if arguments.flag("--server") { return try CompareServerRun(arguments: arguments, options: options).run(output) }
    if options.diff != nil || options.pullRequest.markdown != nil {
      try OutputCheck.check(
        (options.diff.map { [.file("--diff", $0)] } ?? []) + options.pullRequest.outputs,
        inputs: [("EXPECTED.png", arguments.positionals[0]), ("ACTUAL.png", arguments.positionals[1])]
          + (options.elements.map { [("the --elements map", $0)] } ?? []),
        command: "compare")
    }
    let (expectedPath, actualPath) = (arguments.positionals[0], arguments.positionals[1])
    if CompareArguments.isFolder(expectedPath) && CompareArguments.isFolder(actualPath) {
      if let option = options.elementOptionsGiven.first {
        throw CommandLineError.usage("compare: \(option) names the elements of one image: give two files, not folders")
      }
      return try FolderCompareRun(expected: expectedPath, actual: actualPath, options: options).run(output)
    }
    // `compare DIR /nonexistent` names what is missing, not the folder it cannot compare as a file.
    for path in [expectedPath, actualPath] where PathKind(path: path) == nil {
      try InputPath.check(path, command: "compare")
      throw CommandLineError.badInput("compare: \(UserText.shown(path)): no such file or folder")
    }
    if let folderOption = options.folderOnlyGiven.first {
      throw CommandLineError.usage("compare: \(folderOption) needs two folders")
    }
    let map = try options.elements.map { path throws(CommandLineError) in
      try ElementFiles.read(path, command: "compare")
    }
    var comparison = options.comparison
    if let option = options.elementOptionsGiven.first(where: { $0 != "--elements" }) {
      guard let map else {
        throw CommandLineError.usage("compare: \(option) names elements of a map: give --elements FILE.json")
      }
      comparison.ignoredRegions += try ElementFiles.frames(of: options.ignoredElements, in: map, command: "compare")
      comparison.regionAllowances += try ElementFiles.allowances(
        of: options.elementTolerances, in: map, command: "compare")
    }
    let outcome: PNGFileComparison.Outcome
    do {
      outcome = try PNGFileComparison.compare(
        expected: URL(fileURLWithPath: expectedPath), actual: URL(fileURLWithPath: actualPath), options: comparison)
    } catch {
      throw CommandLineError.badInput("compare: \(error)")
    }
    let result = outcome.result
    let changes = try map.map { map throws(CommandLineError) in
      try ElementFiles.check(
        map, at: options.elements ?? "", sizes: [result.expectedSize, result.actualSize], command: "compare")
      return result.classification.map { ElementChanges(classification: $0, map: map) }
        ?? ElementChanges(elements: [], outsideEveryElement: 0)
    }
    let changed = changes.flatMap { $0.isEmpty ? nil : "changed: \($0)" }
    var notes: [String] = []
    if let path = options.diff {
      do {
        if let diff = try outcome.diffImage(style: options.diffStyle) {
          try diff.writePNG(to: URL(fileURLWithPath: path))
          notes.append("diff: \(path)\(result.isResized ? " (the union of both sizes; magenta: only one image)" : "")")
        } else {
          notes.append("no diff image: the options are unusable")
        }
      } catch {
        throw CommandLineError.badInput("compare: \(error)")
      }
    }
    if options.json {
      let report = ElementFiles.Report(result: result, changedElements: changes)
      output.standardOutput(UserText.json(String(decoding: try JSONDocument.data(report), as: UTF8.self)))
    } else {
      let verdict =
        result.passed
        ? "match: \(result.summary)"
        : result.isResized
          ? "resized: expected \(result.expectedSize), actual \(result.actualSize)" : "mismatch: \(result.summary)"
      output.standardOutput(verdict)
      if let changed { output.standardOutput(UserText.line(changed)) }
    }
    let status = ImageStatus(result.status)
    let message = "\(status.rawValue): \(actualPath): \(result.summary)" + (changed.map { "; \($0)" } ?? "")
    // On the golden, a file of the repository a pull request's diff can show (FolderCompareRun).
    if !result.passed { options.pullRequest.annotate([(expectedPath, status.rawValue, message)], output) }
    var files = StagedFiles()
    do {
      let row = MarkdownSummary.Row(
        title: actualPath, status: status, changedPixels: result.isResized ? nil : result.differingPixelCount,
        changedBounds: result.changedBounds, sizes: result.isResized ? (result.expectedSize, result.actualSize) : nil,
        diff: options.diff, changedElements: changes.flatMap { $0.isEmpty ? nil : $0.description })
      try options.pullRequest.stage(
        GoldenReport.Summary(checked: 1, failures: result.passed ? [:] : [status.rawValue: 1]),
        rows: result.passed ? [] : [row],
        locations: [("Diff image", options.diff)], title: "BarKit comparison", in: &files)
      try files.commit()
    } catch {
      files.discard()
      throw CommandLineError.badInput("compare: \(error)")
    }
    notes.forEach(output.standardError)
    return result.passed ? 0 : 1
  }
}

/// Parsing and loading for `barkit compare`.
package enum CompareArguments {
  /// The comparison options the arguments describe.
  package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> ComparisonOptions {
    var options = ComparisonOptions()
    let threshold = try arguments.double("--threshold", in: 0...1)
    let deltaE = try arguments.double("--delta-e94", in: 0...100)
    let metric = try arguments.choice("--metric", among: [("yiq", false), ("oklab", true)])
    switch (threshold, deltaE) {
    case (.some, .some): throw .usage("compare: give --threshold or --delta-e94, not both")
    case (nil, .some) where metric != nil: throw .usage("compare: --metric is the --threshold's, not --delta-e94's")
    case (let t, nil):
      let t = t ?? 0.1
      options.tolerance = metric == true ? .oklab(threshold: t) : .yiq(threshold: t)
    case (nil, let e?): options.tolerance = .deltaE94(maximum: e)
    }
    options.antiAliasing = try arguments.choice("--anti-aliasing", AntiAliasingRule.self) ?? .standard
    options.includesAntiAliasing = arguments.flag("--includes-anti-aliasing")
    options.maxDiffPixels = try arguments.int("--max-diff-pixels", in: 0...Int(Int32.max))
    options.maxDiffPixelRatio = try arguments.double("--max-diff-pixel-ratio", in: 0...1)
    if let text = arguments.string("--density") {
      let parts = text.split(separator: ",").map { Int($0.trimmingWhitespace) }
      guard parts.count == 2, let n = parts[0], let m = parts[1], n >= 1, m >= 0 else {
        throw .usage("compare: --density \"\(text)\": expected N,M with a window N ≥ 1 and a limit M ≥ 0, e.g. 16,20")
      }
      options.density = DensityLimit(windowSize: n, maxDiffPixels: m)
    }
    for (text, rect) in try arguments.rects("--ignored-regions") {
      let parts = [rect.minX, rect.minY, rect.size.width, rect.size.height]
      guard parts.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }),
        let region = IntRect(x: Int(parts[0]), y: Int(parts[1]), width: Int(parts[2]), height: Int(parts[3]))
      else {
        throw .usage(
          "compare: --ignored-regions \"\(text)\": expected whole pixels X,Y,WIDTH,HEIGHT with a positive size")
      }
      options.ignoredRegions.append(region)
    }
    return options
  }

  /// Whether `path` names a folder.
  static func isFolder(_ path: String) -> Bool {
    PathKind(path: path) == .folder
  }
}
