import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit goldens orphans ARTIFACTS_DIR`: the goldens no test asserted in the last complete
  /// run (``GoldenOrphans``), one per line; exits 0 when there are none, 1 when there are some,
  /// as `compare` exits 1 on a mismatch. `--delete` unlinks them.
  static let goldens = CommandSpec(
    name: "goldens", summary: "List (or delete) the goldens no test asserted in the last complete run.",
    positionals: ["orphans", "ARTIFACTS_DIR"],
    options: [
      .flag("--delete", "Delete each orphan (a file only; anything else in its place is kept)."),
      .flag("--json", "Print the run, the goldens folders searched and the orphans as JSON."),
      .value(
        "--goldens", "DIR",
        "A goldens folder that may be searched (repeatable); the __Goldens__ folders of the package in the "
          + "current folder count without it.", repeatable: true),
    ],
    discussion: """
      ARTIFACTS_DIR is BarKitTesting's artifacts folder (default .build/barkit-artifacts), where
      each test process keeps a run manifest (.barkit-run-*.json). The orphans are the .png files
      under the run's goldens folders that no process of the newest run asserted; only local
      goldens folders are searched (--goldens, and every __Goldens__ folder of the package in
      the current folder), whatever the manifests name. A filtered run (--filter, --skip, a test specifier)
      or one with a process that did not reach its end never reports orphans. Exit 0 no
      orphans (or all deleted with --delete), 1 orphans listed, 2 usage error, 3 no manifest, a
      filtered or unfinished run, an unreadable manifest, or an orphan that could not be
      deleted (the others are deleted).
      """
  ) { arguments, output in
    guard arguments.positionals[0] == "orphans" else {
      throw CommandLineError.usage(
        "goldens: unknown subcommand \"\(UserText.shown(arguments.positionals[0]))\" (usage: "
          + "barkit goldens orphans ARTIFACTS_DIR [--delete] [--json])")
    }
    let folder = arguments.positionals[1]
    guard PathKind(path: folder) == .folder else {
      try InputPath.check(folder, command: "goldens orphans")
      throw CommandLineError.badInput(
        "goldens orphans: \(UserText.shown(folder)): \(InputPath.mismatch(folder, expected: "folder"))")
    }
    let goldens = try reviewed("goldens orphans") { () throws(ReviewError) in
      try LocalGoldens(named: arguments.strings("--goldens"))
    }
    let deletes = arguments.flag("--delete")
    let found: GoldenOrphans
    do {
      found = try GoldenOrphans.find(
        inArtifacts: URL(fileURLWithPath: folder), trustedFolders: goldens.folders.map(\.location))
    } catch {
      throw CommandLineError.badInput("goldens orphans: \(error)")
    }
    for path in found.unsearched {
      output.standardError(
        UserText.line(
          "goldens orphans: not searched: \(path), which the run names but is no local goldens folder "
            + "(\(goldens.described)); name it with --goldens to search it"))
    }
    var deleted: [RawPath] = []
    var kept: [RawPath] = []
    if deletes {
      for path in found.orphans {
        do {
          try FileDeletion.deleteFile(path)
          deleted.append(path)
        } catch {
          output.standardError("barkit goldens orphans: \(error)")
          kept.append(path)
        }
      }
    }
    if arguments.flag("--json") {
      let report = OrphansReport(
        run: found.run, goldensFolders: found.goldensFolders, orphans: found.orphans.map(\.shown),
        deleted: deletes ? deleted.map(\.shown) : nil)
      output.standardOutput(UserText.json(String(decoding: try JSONDocument.data(report), as: UTF8.self)))
    } else if deletes {
      for path in deleted { output.standardOutput("deleted \(UserText.shown(path.shown))") }
      output.standardOutput("\(deleted.count) of \(found.orphans.count) orphans deleted")
    } else {
      // The paths alone on standard output, for `xargs` and review; the count on standard error.
      for path in found.orphans { output.standardOutput(UserText.shown(path.shown)) }
      output.standardError(
        "goldens orphans: \(found.orphans.count) orphan\(found.orphans.count == 1 ? "" : "s") of run "
          + UserText.shown(found.run))
    }
    if !kept.isEmpty { return 3 }
    return found.orphans.isEmpty || deletes ? 0 : 1
  }
}

/// `goldens orphans --json`: ``GoldenOrphans`` and, with `--delete`, what was deleted.
private struct OrphansReport: Encodable {
  let run: String
  let goldensFolders: [String]
  let orphans: [String]
  let deleted: [String]?
}
