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
    ],
    discussion: """
      RESULT.json is the saved output of a folder `compare --json` (run from the same folder):
      its changed, resized and added images are copied from the actual folder over the expected
      one. ARTIFACTS_DIR is BarKitTesting's artifacts folder (or a CI artifact of it): each
      NAME.actual.png with its NAME.json record replaces the golden the record names. A golden
      or actual image that changed since that run (SHA-256 in RESULT.json; the reference
      artifact's pixels for ARTIFACTS_DIR) is refused and nothing is written. GLOB matches the
      relative path (RESULT.json) or FOLDER/NAME (ARTIFACTS_DIR), `*` crossing folders.
      """
  ) { arguments, output in
    let source = arguments.positionals[0]
    let only = arguments.strings("--only").map(GlobPattern.init)
    let plan: [Acceptance]
    switch PathKind(path: source) {
    case .folder: plan = try Acceptance.fromArtifacts(URL(fileURLWithPath: source))
    case .regularFile:
      plan = try Acceptance.fromResult(URL(fileURLWithPath: source), deletesMissing: arguments.flag("--delete-missing"))
    default:
      try InputPath.check(source, command: "accept")
      throw CommandLineError.badInput(
        "accept: \(UserText.shown(source)): \(InputPath.mismatch(source, expected: "file or folder"))")
    }
    let chosen = plan.filter { item in item.note == nil && (only.isEmpty || only.contains { $0.matches(item.name) }) }
    try OutputCheck.check(
      chosen.map { .file("a golden", $0.golden.path) },
      inputs: [("the run", source)] + chosen.compactMap { $0.source.map { ("an actual image", $0.path) } },
      command: "accept")
    for item in chosen {
      let verb = item.source == nil ? "delete" : "accept"
      output.standardOutput(
        UserText.line(
          "\(arguments.flag("--dry-run") ? "would \(verb)" : verb == "accept" ? "accepted" : "deleted") "
            + "\(item.status): \(item.name) → \(item.golden.relativePath)"))
    }
    for note in plan.compactMap(\.note) { output.standardError(UserText.line("accept: \(note)")) }
    if arguments.flag("--dry-run") || chosen.isEmpty {
      output.standardOutput(
        "\(chosen.count) to accept\(arguments.flag("--dry-run") ? " (dry run: nothing written)" : "")")
      return 0
    }
    var files = StagedFiles()
    do {
      for item in chosen {
        guard let data = item.data else { continue }
        try files.makeFolder(item.golden.deletingLastPathComponent())
        try files.stage(data, to: item.golden)
      }
      try files.commit()
    } catch {
      files.discard()
      throw CommandLineError.badInput("accept: \(error)")
    }
    // A folder where the golden was is refused, never removed with what it holds.
    for item in chosen where item.source == nil {
      try FileDeletion.deleteFile(item.golden.path, command: "accept")
    }
    output.standardOutput("\(chosen.count) accepted")
    return 0
  }
}

/// One golden to replace (or delete) and why, checked against the run it comes from.
struct Acceptance {
  /// The failure's name for `--only` and the output: its relative path.
  let name: String
  /// `changed`, `resized`, `added`, `missing`, `mismatched`…
  let status: String
  let golden: URL
  /// The actual image, `nil` to delete the golden.
  let source: URL?
  /// The actual image's bytes, as checked.
  let data: Data?
  /// A failure left as it is, and why: nothing is written or deleted for it.
  var note: String? = nil

  /// The failures of a folder comparison's JSON summary.
  static func fromResult(_ url: URL, deletesMissing: Bool) throws(CommandLineError) -> [Acceptance] {
    let json = try read(url, maxByteCount: 1 << 30)
    try JSONSyntax.check(json, file: url.path, command: "accept")
    let result: FolderComparisonResult
    do {
      result = try FolderComparisonResult(json: json, file: url.path)
    } catch {
      throw .badInput("accept: \(error) (in a compare --json summary)")
    }
    guard let folders = result.folders else {
      throw .badInput(
        "accept: \(UserText.shown(url.path)): at expected, actual: expected the folders compared (a folder compare --json summary)"
      )
    }
    var plan: [Acceptance] = []
    for entry in result.failures {
      let golden = URL(fileURLWithPath: folders.expected).appendingPathComponent(entry.path)
      let actual = URL(fileURLWithPath: folders.actual).appendingPathComponent(entry.path)
      func unchanged(_ file: URL, _ recorded: String?, _ role: String) throws(CommandLineError) -> Data {
        let data = try read(file, maxByteCount: 1 << 31)
        guard let recorded, ContentHash.sha256(data) == recorded else {
          throw .badInput(
            "accept: \(UserText.shown(file.path)): the \(role) changed since that run (its SHA-256 is not the one "
              + "\(UserText.shown(url.lastPathComponent)) records); compare again and review")
        }
        return data
      }
      switch entry.status {
      case .changed, .resized, .added:
        let data = try unchanged(actual, entry.actualSHA256, "actual image")
        if entry.status == .added {
          guard PathKind(path: golden.path) == nil else {
            throw .badInput(
              "accept: \(UserText.shown(golden.path)): the golden appeared since that run, which found none")
          }
        } else {
          _ = try unchanged(golden, entry.expectedSHA256, "golden")
        }
        plan.append(
          Acceptance(name: entry.path, status: entry.status.rawValue, golden: golden, source: actual, data: data))
      case .missing:
        guard deletesMissing else {
          plan.append(
            Acceptance(
              name: entry.path, status: "missing", golden: golden, source: nil, data: nil,
              note: "\(entry.path) is missing; its golden is kept (--delete-missing deletes it)"))
          continue
        }
        _ = try unchanged(golden, entry.expectedSHA256, "golden")
        guard PathKind(path: actual.path) == nil else {
          throw .badInput("accept: \(UserText.shown(actual.path)): the image appeared since that run, which found none")
        }
        plan.append(Acceptance(name: entry.path, status: "missing", golden: golden, source: nil, data: nil))
      case .unreadable, .passed:
        continue
      }
    }
    return plan
  }

  /// The failures BarKitTesting recorded in an artifacts folder.
  static func fromArtifacts(_ folder: URL) throws(CommandLineError) -> [Acceptance] {
    let paths: [String]
    do {
      paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".actual.png") }
        .sorted()
    } catch {
      throw .badInput("accept: \(UserText.shown(folder.path)): cannot list the folder: \(error)")
    }
    var plan: [Acceptance] = []
    for path in paths {
      let name = String(path.dropLast(".actual.png".count))
      let actual = folder.appendingPathComponent(path)
      let recordURL = folder.appendingPathComponent(name + ".json")
      guard PathKind(path: recordURL.path) == .regularFile else { continue }
      let record: ArtifactRecord
      do {
        record = try JSONDecoder().decode(ArtifactRecord.self, from: try read(recordURL, maxByteCount: 1 << 24))
      } catch let error as CommandLineError {
        throw error
      } catch {
        throw .badInput(
          "accept: \(UserText.shown(recordURL.path)): at status, referencePath: expected a failure record")
      }
      guard record.status == "mismatched" || record.status == "missing" else { continue }
      let golden = GoldenPath.local(record.referencePath)
      let data = try read(actual, maxByteCount: 1 << 31)
      if record.status == "missing" {
        guard PathKind(path: golden.path) == nil else {
          throw .badInput(
            "accept: \(UserText.shown(golden.path)): the golden appeared since that run, which found none")
        }
      } else {
        // The reference artifact is the golden's pixels as that run read them.
        let reference = folder.appendingPathComponent(name + ".reference.png")
        let same: Bool
        do {
          same =
            try Pixmap(pngData: try read(golden, maxByteCount: 1 << 31))
            == Pixmap(pngData: try read(reference, maxByteCount: 1 << 31))
        } catch let error as CommandLineError {
          throw error
        } catch {
          throw .badInput("accept: \(error)")
        }
        guard same else {
          throw .badInput(
            "accept: \(UserText.shown(golden.path)): the golden changed since that run (its pixels are not "
              + "\(UserText.shown(reference.lastPathComponent))'s); run the tests again and review")
        }
      }
      plan.append(Acceptance(name: name, status: record.status, golden: golden, source: actual, data: data))
    }
    return plan
  }

  private static func read(_ url: URL, maxByteCount: Int) throws(CommandLineError) -> Data {
    do {
      return try InputFile.read(url, maxByteCount: maxByteCount)
    } catch {
      throw .badInput("accept: \(error)")
    }
  }
}

/// The fields of BarKitTesting's failure record (`NAME.json`) that `accept` reads.
private struct ArtifactRecord: Decodable {
  let status: String
  let referencePath: String
}

/// Where a golden named by a failure record is on this machine.
enum GoldenPath {
  /// `path` itself when its folder exists here; else its longest trailing part whose folder
  /// exists under the current folder (a CI artifact names goldens by the CI machine's paths:
  /// `/home/runner/work/app/app/Tests/__Goldens__/T/x.png` is `Tests/__Goldens__/T/x.png` in a
  /// checkout); else `path`.
  static func local(_ path: String) -> URL {
    let url = URL(fileURLWithPath: path)
    if PathKind(path: url.deletingLastPathComponent().path) == .folder { return url }
    let parts = path.split(separator: "/")
    for start in 1..<max(parts.count - 1, 1) {
      let candidate = parts[start...].joined(separator: "/")
      let local = URL(fileURLWithPath: candidate)
      if PathKind(path: local.deletingLastPathComponent().path) == .folder { return local }
    }
    return url
  }
}
