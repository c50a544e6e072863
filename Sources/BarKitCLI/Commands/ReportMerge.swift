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

  /// The three formats, by file extension.
  enum Format: String, CaseIterable {
    case html, json, xml
  }

  func run(to destination: URL, _ output: CommandOutput) throws(CommandLineError) -> Int32 {
    let kinds = Set(inputs.map { $0.pathExtension.lowercased() })
    guard kinds.count == 1, let input = kinds.first.flatMap(Format.init(rawValue:)) else {
      throw .usage("report: --merge takes .html reports, .json summaries or .xml JUnit files, not a mix")
    }
    let format = try outputFormat(destination, input: input)
    if input == .xml && pullRequest.markdown != nil {
      throw .usage("report: --markdown needs .json summaries or .html reports; JUnit files keep no counts per status")
    }
    let contents = try inputs.map { url throws(CommandLineError) in (url, try read(url)) }
    do {
      switch input {
      case .xml:
        var documents: [String] = []
        for (url, data) in contents {
          let document = String(decoding: data, as: UTF8.self)
          guard JUnitReport.merging([document]) != nil else {
            throw CommandLineError.badInput("report: \(url.path): not a JUnit file written by compare --junit")
          }
          documents.append(document)
        }
        let names = documents.map(Self.testcaseNames)
        for ((url, _), listed) in zip(contents, names) {
          var seen: Set<String> = []
          if let twice = listed.first(where: { !seen.insert($0).inserted }) {
            throw CommandLineError.badInput(
              "report: \(UserText.shown(url.path)): lists the test case \(UserText.shown(twice)) twice: expected each image once"
            )
          }
        }
        try refuseRepeats(contents, names: names)
        try refuseIncomplete(contents, shards: documents.map(JUnitReport.shard(of:)), required: true)
        let merged = JUnitReport.merging(documents) ?? ""
        try write(Data(merged.utf8), to: destination, summary: nil, rows: [])
        let tests = merged.ranges(of: "<testcase ").count, failures = merged.ranges(of: "<failure ").count
        output.standardOutput("\(tests) tests, \(failures) failed → \(UserText.shown(destination.path))")
      case .json:
        let shards = try contents.map { url, data throws(CommandLineError) in
          try JSONSyntax.check(data, file: url.path, command: "report")
          do {
            return try FolderComparisonResult(json: data, file: url.path)
          } catch {
            throw .badInput("report: \(error) (in a compare --json summary)")
          }
        }
        try refuseRepeats(contents, names: shards.map { $0.entries.map(\.path) })
        try refuseIncomplete(contents, shards: shards.map(\.shard), required: true)
        let merged = FolderComparisonResult.merging(shards)
        let bytes: Data
        switch format {
        case .json: bytes = try FolderReport.json(for: merged)
        case .xml: bytes = Data(JUnitReport.xml(for: merged).utf8)
        case .html: bytes = Data(FolderReport.html(for: merged, title: title ?? "BarKit golden failures").utf8)
        }
        try write(
          bytes, to: destination, summary: FolderReport.summary(for: merged), rows: MarkdownSummary.rows(for: merged))
        output.standardOutput("\(merged.summary) → \(UserText.shown(destination.path))")
      case .html:
        let pages = try contents.map { url, data throws(CommandLineError) in
          do {
            return try GoldenReport.page(html: String(decoding: data, as: UTF8.self), name: url.path)
          } catch {
            throw .badInput("report: \(error)")
          }
        }
        // A page lists only failures: two green pages of equal size read alike and are kept.
        try refuseRepeats(contents, names: pages.map { $0.entries.map(\.title) })
        // A test run's page records no shard (BarKit cannot split a test run): nothing to prove.
        try refuseIncomplete(contents, shards: pages.map(\.summary.shard), required: false)
        let merged = GoldenReport.merging(pages: pages)
        let page = GoldenReport.html(
          for: merged.entries, summary: merged.summary, title: title ?? "BarKit golden failures")
        try write(
          Data(page.utf8), to: destination, summary: merged.summary, rows: MarkdownSummary.rows(for: merged.entries))
        output.standardOutput(
          "\(merged.entries.count) failure\(merged.entries.count == 1 ? "" : "s") → \(UserText.shown(destination.path))"
        )
      }
      return 0
    } catch let error as CommandLineError {
      throw error
    } catch {
      throw .badInput("report: \(error)")
    }
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

  /// Refuses inputs that are not the whole of one run: a shard missing, given twice or from
  /// another run (``ShardCompleteness``).
  private func refuseIncomplete(_ contents: [(URL, Data)], shards: [ComparisonShard?], required: Bool)
    throws(CommandLineError)
  {
    do {
      try ShardCompleteness.check(
        zip(contents, shards).map { (UserText.shown($0.0.path), $1) }, required: required)
    } catch {
      throw .usage("report: \(error)")
    }
  }

  /// Refuses two inputs with the same content (the same shard twice, by SHA-256), and two
  /// that name the same image (`names` per input: the same shard run twice, or shards that
  /// overlap), either of which would count images twice. Inputs that name no image are exempt:
  /// every empty shard reads alike.
  private func refuseRepeats(_ contents: [(URL, Data)], names: [[String]]) throws(CommandLineError) {
    var seen: [String: URL] = [:]
    var owners: [String: URL] = [:]
    for ((url, data), listed) in zip(contents, names) where !listed.isEmpty {
      let hash = ContentHash.sha256(data)
      if let first = seen[hash] {
        throw .usage(
          "report: \(UserText.shown(first.path)) and \(UserText.shown(url.path)) are the same shard "
            + "(identical content, SHA-256 \(hash.prefix(12))…); give each shard once")
      }
      seen[hash] = url
      for name in Set(listed) {
        if let first = owners[name] {
          throw .usage(
            "report: \(UserText.shown(first.path)) and \(UserText.shown(url.path)) both hold \(UserText.shown(name)): "
              + "the same shard twice, or shards that overlap; give each image to one shard")
        }
        owners[name] = url
      }
    }
  }

  /// The `classname/name` of each `<testcase>` of a JUnit document as ``JUnitReport`` writes it.
  static func testcaseNames(_ document: String) -> [String] {
    document.components(separatedBy: "<testcase name=\"").dropFirst().map { rest in
      let name = rest.prefix { $0 != "\"" }
      let classname = rest.firstRange(of: "classname=\"").map { rest[$0.upperBound...].prefix { $0 != "\"" } } ?? ""
      return "\(classname)/\(name)"
    }
  }

  /// Writes the merged file and, when asked, the Markdown summary: both or neither.
  private func write(_ data: Data, to destination: URL, summary: GoldenReport.Summary?, rows: [MarkdownSummary.Row])
    throws
  {
    var files = StagedFiles()
    do {
      try files.stage(data, to: destination)
      if let summary {
        try pullRequest.stage(
          summary, rows: rows, locations: [("Merged", destination.path)], title: title ?? "BarKit golden failures",
          in: &files)
      }
      try files.commit()
    } catch {
      files.discard()
      throw error
    }
  }

  /// The largest page or JUnit file read: 1 GiB (a page inlines its failures' images). A
  /// JSON summary's budget is ``FolderComparisonResult/maximumJSONByteCount``.
  static let maximumDocumentByteCount = 1 << 30

  private func read(_ url: URL) throws(CommandLineError) -> Data {
    let limit =
      url.pathExtension.lowercased() == Format.json.rawValue
      ? FolderComparisonResult.maximumJSONByteCount : Self.maximumDocumentByteCount
    do {
      return try InputFile.read(url, maxByteCount: limit)
    } catch {
      throw .badInput("report: \(error)")
    }
  }
}
