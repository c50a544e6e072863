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
    let goldens = try LocalGoldens(arguments)
    // Only the failures chosen are checked against the run: an earlier `--only` that changed
    // another golden does not stop this one.
    var selection = AcceptanceSelection(only: only)
    let plan: [Acceptance]
    switch PathKind(path: source) {
    case .folder: plan = try Acceptance.fromArtifacts(URL(fileURLWithPath: source), goldens: goldens, &selection)
    case .regularFile:
      plan = try Acceptance.fromResult(
        URL(fileURLWithPath: source), goldens: goldens, deletesMissing: arguments.flag("--delete-missing"), &selection)
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
    var files = StagedFiles()
    do {
      for item in chosen {
        guard let data = item.data else { continue }
        let folder = item.golden.parentAndName.parent
        if PathKind(path: folder) != .folder {
          // Made by its text, the folder of a name that is not UTF-8 would be its escaped form.
          guard folder.isUTF8 else {
            throw CommandLineError.badInput(
              "accept: \(UserText.shown(folder.shown)): cannot make a folder whose name is not UTF-8; make it, then "
                + "accept again")
          }
          try files.makeFolder(URL(fileURLWithPath: folder.shown))
        }
        try files.stage(data, to: item.golden)
      }
      try files.commit()
    } catch let error as CommandLineError {
      files.discard()
      throw error
    } catch {
      files.discard()
      throw CommandLineError.badInput("accept: \(error)")
    }
    // A folder where the golden was is refused, never removed with what it holds.
    for item in chosen where item.source == nil {
      try FileDeletion.deleteFile(item.golden, command: "accept")
    }
    output.standardOutput("\(chosen.count) accepted")
    return 0
  }
}

/// The failures `--only` chooses (all when it is not given), and the patterns that matched
/// none of the run's failures.
struct AcceptanceSelection {
  let only: [GlobPattern]
  private var matched: Set<GlobPattern> = []

  init(only: [GlobPattern]) { self.only = only }

  /// Whether the failure named `name` is chosen; remembers the patterns that match it.
  mutating func chooses(_ name: String) -> Bool {
    let matching = only.filter { $0.matches(name) }
    matched.formUnion(matching)
    return only.isEmpty || !matching.isEmpty
  }

  /// The patterns no failure matched, in the order given.
  var unmatched: [GlobPattern] { only.filter { !matched.contains($0) } }
}

/// One golden to replace (or delete) and why, checked against the run it comes from.
struct Acceptance {
  /// The failure's name for `--only` and the output: its relative path.
  let name: String
  /// `changed`, `resized`, `added`, `missing`, `mismatched`…
  let status: String
  /// Where the golden is: always inside a ``LocalGoldens`` folder. Bytes: a golden's name
  /// need not be UTF-8.
  let golden: RawPath
  /// The golden as messages show it: its folder as named, then its path there.
  let shownGolden: String
  /// The actual image, `nil` to delete the golden.
  let source: RawPath?
  /// The actual image's bytes, as checked.
  let data: Data?
  /// A failure left as it is, and why: nothing is written or deleted for it.
  var note: String? = nil

  /// The failures of a folder comparison's JSON summary. The goldens go to the local goldens
  /// folder the summary's `expected` leads to; each path must be a relative `.png` path in it.
  static func fromResult(
    _ url: URL, goldens: LocalGoldens, deletesMissing: Bool, _ selection: inout AcceptanceSelection
  ) throws(CommandLineError) -> [Acceptance] {
    let json = try read(url, maxByteCount: FolderComparisonResult.maximumJSONByteCount)
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
    let folder = try goldens.folder(forRecorded: folders.expected, command: "accept")
    // The actual folder of this checkout: a summary made elsewhere names it by that machine's path.
    guard let actualFolder = goldens.counterpart(of: folders.actual, besideRecorded: folders.expected, in: folder)
    else {
      throw .badInput(
        "accept: \(UserText.shown(url.path)): at actual: \(UserText.shown(folders.actual)) is not beside the goldens "
          + "folder \(UserText.shown(folders.expected)); compare again in this checkout")
    }
    let actualRoot = PathKind.resolved(actualFolder)
    var plan: [Acceptance] = []
    for entry in result.failures where entry.status != .unreadable && selection.chooses(entry.path) {
      let relative = entry.relativePath
      let golden = try goldens.target(relative, in: folder, command: "accept")
      let shown = folder.shown + "/" + entry.path
      // The actual image is read from the folder itself, not through a link on the way.
      let actual = RawPath(actualFolder).appending(relative)
      func unchanged(_ file: RawPath, _ recorded: String?, _ role: String) throws(CommandLineError) -> Data {
        let data = try read(file, maxByteCount: PNGDecodingLimits.defaultMaxFileByteCount, followingLinks: false)
        guard let recorded, ContentHash.sha256(data) == recorded else {
          throw .badInput(
            "accept: \(UserText.shown(file.shown)): the \(role) changed since that run (its SHA-256 is not the one "
              + "\(UserText.shown(url.lastPathComponent)) records); compare again and review")
        }
        return data
      }
      switch entry.status {
      case .changed, .resized, .added:
        guard let actualRoot, PathKind.location(actual) == RawPath(actualRoot).appending(relative) else {
          throw .badInput(
            "accept: \(UserText.shown(actual.shown)): not a file of the actual folder (a link on the way, or no such "
              + "folder); the content of a golden is read only from the folder compared")
        }
        let data = try decodable(try unchanged(actual, entry.actualSHA256, "actual image"), actual)
        if entry.status == .added {
          guard !exists(golden) else {
            throw .badInput("accept: \(UserText.shown(shown)): the golden appeared since that run, which found none")
          }
        } else {
          _ = try unchanged(golden, entry.expectedSHA256, "golden")
        }
        plan.append(
          Acceptance(
            name: entry.path, status: entry.status.rawValue, golden: golden, shownGolden: shown, source: actual,
            data: data))
      case .missing:
        guard deletesMissing else {
          plan.append(
            Acceptance(
              name: entry.path, status: "missing", golden: golden, shownGolden: shown, source: nil, data: nil,
              note: "\(entry.path) is missing; its golden is kept (--delete-missing deletes it)"))
          continue
        }
        _ = try unchanged(golden, entry.expectedSHA256, "golden")
        guard !exists(actual) else {
          throw .badInput(
            "accept: \(UserText.shown(actual.shown)): the image appeared since that run, which found none")
        }
        plan.append(
          Acceptance(name: entry.path, status: "missing", golden: golden, shownGolden: shown, source: nil, data: nil))
      case .unreadable, .passed:
        continue
      }
    }
    return plan
  }

  /// The failures BarKitTesting recorded in an artifacts folder. Each record's golden is
  /// found in a local goldens folder (``LocalGoldens/target(forRecorded:command:)``); no
  /// artifact is read through a symbolic link.
  static func fromArtifacts(
    _ folder: URL, goldens: LocalGoldens, _ selection: inout AcceptanceSelection
  ) throws(CommandLineError) -> [Acceptance] {
    let root = RawPath(folder.path)
    var plan: [Acceptance] = []
    for entry in FolderWalk.entries(under: root, includesHidden: true) where entry.name.shown.hasSuffix(".actual.png") {
      let path = entry.path.shown
      guard entry.kind == .regularFile else {
        throw .badInput(
          "accept: \(UserText.shown(folder.appendingPathComponent(path).path)): not a regular file (a link?); an "
            + "artifact's content is never read through a link")
      }
      let name = String(path.dropLast(".actual.png".count))
      let actual = folder.appendingPathComponent(path)
      let recordURL = folder.appendingPathComponent(name + ".json")
      guard PathKind.entryExists(recordURL.path) else { continue }
      let record: ArtifactRecord
      do {
        record = try JSONDecoder().decode(
          ArtifactRecord.self,
          from: try read(recordURL, maxByteCount: FailureRecord.maximumByteCount, followingLinks: false))
      } catch let error as CommandLineError {
        throw error
      } catch {
        throw .badInput(
          "accept: \(UserText.shown(recordURL.path)): at status, referencePath: expected a failure record")
      }
      guard record.status == "mismatched" || record.status == "missing", selection.chooses(name) else { continue }
      let (goldenFolder, golden) = try goldens.target(forRecorded: record.referencePath, command: "accept")
      let shown = goldenFolder.shown + "/" + String(golden.path.dropFirst(goldenFolder.location.count + 1))
      let data = try decodable(
        try read(actual, maxByteCount: PNGDecodingLimits.defaultMaxFileByteCount, followingLinks: false), actual)
      if record.status == "missing" {
        guard !exists(golden) else {
          throw .badInput("accept: \(UserText.shown(shown)): the golden appeared since that run, which found none")
        }
      } else {
        // The reference artifact is the golden's pixels as that run read them.
        let reference = folder.appendingPathComponent(name + ".reference.png")
        let same: Bool
        do {
          same =
            try Pixmap(pngData: try read(golden, maxByteCount: PNGDecodingLimits.defaultMaxFileByteCount))
            == Pixmap(
              pngData: try read(
                reference, maxByteCount: PNGDecodingLimits.defaultMaxFileByteCount, followingLinks: false))
        } catch let error as CommandLineError {
          throw error
        } catch {
          throw .badInput("accept: \(error)")
        }
        guard same else {
          throw .badInput(
            "accept: \(UserText.shown(shown)): the golden changed since that run (its pixels are not "
              + "\(UserText.shown(reference.lastPathComponent))'s); run the tests again and review")
        }
      }
      plan.append(
        Acceptance(
          name: name, status: record.status, golden: RawPath(golden.path), shownGolden: shown,
          source: RawPath(actual.path), data: data))
    }
    return plan
  }

  /// `data` when it decodes as a PNG (within the default limits): a golden is an image.
  private static func decodable(_ data: Data, _ url: URL) throws(CommandLineError) -> Data {
    try decodable(data, RawPath(url.path))
  }

  private static func decodable(_ data: Data, _ path: RawPath) throws(CommandLineError) -> Data {
    do {
      _ = try Pixmap(pngData: data)
    } catch {
      throw .badInput("accept: \(UserText.shown(path.shown)): not a PNG image (\(error)); only images become goldens")
    }
    return data
  }

  /// Whether anything is at `url`, a link included (not following it).
  private static func exists(_ url: URL) -> Bool { PathKind.entryExists(url.path) }

  private static func exists(_ path: RawPath) -> Bool { PathKind.entryExists(path) }

  private static func read(_ url: URL, maxByteCount: Int, followingLinks: Bool = true) throws(CommandLineError)
    -> Data
  {
    try read(RawPath(url.path), maxByteCount: maxByteCount, followingLinks: followingLinks)
  }

  private static func read(_ path: RawPath, maxByteCount: Int, followingLinks: Bool = true) throws(CommandLineError)
    -> Data
  {
    do {
      return try InputFile.read(path, maxByteCount: maxByteCount, followingLinks: followingLinks)
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
