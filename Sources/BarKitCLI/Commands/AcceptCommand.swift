import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit accept RESULT.json|ARTIFACTS_DIR`: promotes the actual images of exactly one run's
  /// failures to goldens, refusing when a golden or an actual image changed since that run.
  static let accept = CommandSpec(
    name: "accept", summary: "Promote the actual images of a run's failures to goldens (after review).",
    positionals: ["RESULT.json|ARTIFACTS_DIR"],
    options: [
      .flag("--dry-run", "Print what would be accepted; write nothing."),
      .value("--only", "GLOB", "Accept only the failures whose path matches (repeatable).", repeatable: true),
      .flag("--delete-missing", "Also delete the goldens of missing images (only in the expected folder)."),
      .value(
        "--goldens", "DIR",
        "A goldens folder accept may write and delete in (repeatable); the __Goldens__ folders of the package in "
          + "the current folder count without it.", repeatable: true),
    ],
    discussion: """
      RESULT.json is the saved output of a folder `compare --json` (run from the same folder):
      its changed, resized and added images are copied from the actual folder over the expected
      one. ARTIFACTS_DIR is BarKitTesting's artifacts folder (or a CI artifact of it): each
      NAME.actual.png with its NAME.json record replaces the golden the record names. Goldens
      are written and deleted only in local goldens folders (--goldens, and every __Goldens__
      folder of the package in the current folder), never where a record alone says; an artifact that is a
      link is refused, and what is accepted must decode as a PNG. A golden or actual image that
      changed since that run (SHA-256 in RESULT.json; the reference artifact's pixels for
      ARTIFACTS_DIR) is refused and nothing is written. GLOB matches the relative path
      (RESULT.json) or FOLDER/NAME (ARTIFACTS_DIR), `*` crossing folders.
      """
  ) { arguments, output in
    let source = arguments.positionals[0]
    let only = arguments.strings("--only").map(GlobPattern.init)
    let isDryRun = arguments.flag("--dry-run")
    let goldens = try reviewed("accept") { () throws(ReviewError) in
      try LocalGoldens(named: arguments.strings("--goldens"))
    }
    // Only the failures chosen are checked against the run: an earlier `--only` that changed
    // another golden does not stop this one.
    var selection = AcceptanceSelection(only: only)
    let plan: [Acceptance]
    switch PathKind(path: source) {
    case .folder:
      plan = try reviewed("accept") { () throws(ReviewError) in
        try Acceptance.fromArtifacts(URL(fileURLWithPath: source), goldens: goldens, &selection)
      }
    case .regularFile:
      let url = URL(fileURLWithPath: source)
      let json: Data
      do {
        json = try InputFile.read(url, maxByteCount: FolderComparisonResult.maximumJSONByteCount)
      } catch {
        throw CommandLineError.badInput("accept: \(error)")
      }
      plan = try reviewed("accept") { () throws(ReviewError) in
        try Acceptance.fromResult(
          json, at: url, goldens: goldens, deletesMissing: arguments.flag("--delete-missing"), &selection)
      }
    default:
      try InputPath.check(source, command: "accept")
      throw CommandLineError.badInput(
        "accept: \(UserText.shown(source)): \(InputPath.mismatch(source, expected: "file or folder"))")
    }
    if let unmatched = selection.unmatched.first {
      output.standardError(
        UserText.line(
          "accept: --only \(unmatched) matches no failure of that run; nothing written (the failures are named "
            + "as `barkit report` and --dry-run show them)"))
      return 1
    }
    let chosen = plan.filter { $0.note == nil }
    try OutputCheck.check(
      chosen.map { .file("a golden", $0.golden.shown) },
      inputs: [("the run", source)] + chosen.compactMap { $0.source.map { ("an actual image", $0.shown) } },
      command: "accept")
    for item in chosen {
      let verb = item.source == nil ? "delete" : "accept"
      output.standardOutput(
        UserText.line(
          "\(isDryRun ? "would \(verb)" : verb == "accept" ? "accepted" : "deleted") "
            + "\(item.status): \(item.name) → \(item.shownGolden)"))
    }
    for note in plan.compactMap(\.note) { output.standardError(UserText.line("accept: \(note)")) }
    if isDryRun || chosen.isEmpty {
      output.standardOutput(
        "\(chosen.count) to accept\(isDryRun ? " (dry run: nothing written)" : "")")
      return 0
    }
    try reviewed("accept") { () throws(ReviewError) in try Acceptance.apply(chosen) }
    output.standardOutput("\(chosen.count) accepted")
    return 0
  }
}
