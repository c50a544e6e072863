import BarKitCompare
import BarKitFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The outputs of sharded runs as one: the library behind `barkit report --merge`. A JSON
/// summary holds every file, so summaries become any format; a page or a JUnit file only its
/// own. The inputs must be the whole of one run (``ShardCompleteness``), each shard once.
public enum ShardMerge {
  /// The formats, by file extension.
  public enum Format: String, CaseIterable, Sendable {
    case html, json, xml
  }

  /// One shard's output as read from `path`.
  public struct Input: Sendable {
    public let path: String
    public let data: Data

    public init(path: String, data: Data) {
      self.path = path
      self.data = data
    }

    /// The path as a message shows it (``UserText/shown(_:)``).
    var shown: String { UserText.shown(path) }
  }

  /// Why the inputs do not merge.
  public enum Refusal: Error, Sendable, CustomStringConvertible {
    /// They are not the shards of one run, each once (a usage error: exit 2).
    case notOneRun(String)
    /// An input is not what its format says (bad input: exit 3).
    case unreadable(String)

    public var description: String {
      switch self {
      case .notOneRun(let message), .unreadable(let message): message
      }
    }
  }

  /// The merged output, and what a Markdown summary of it shows (`nil` for JUnit, which keeps
  /// no counts per status).
  public struct Merged: Sendable {
    public let data: Data
    public let summary: GoldenReport.Summary?
    public let rows: [MarkdownSummary.Row]
    /// What was merged, in a few words: `3 failures`, `12 tests, 2 failed`.
    public let counted: String
  }

  /// The largest page or JUnit file read: 1 GiB (a page inlines its failures' images). A
  /// JSON summary's budget is ``FolderComparisonResult/maximumJSONByteCount``.
  public static let maximumDocumentByteCount = 1 << 30

  /// The most an input of `format` may hold.
  public static func byteBudget(_ format: Format) -> Int {
    format == .json ? FolderComparisonResult.maximumJSONByteCount : maximumDocumentByteCount
  }

  /// `inputs`, all of `format`, merged into `output` (`format` itself, or any format from JSON
  /// summaries); `title` heads a page.
  public static func merge(_ inputs: [Input], from format: Format, into output: Format, title: String)
    throws(Refusal) -> Merged
  {
    switch format {
    case .xml: return try mergeJUnit(inputs)
    case .json: return try mergeSummaries(inputs, into: output, title: title)
    case .html: return try mergePages(inputs, title: title)
    }
  }

  private static func mergeJUnit(_ inputs: [Input]) throws(Refusal) -> Merged {
    var documents: [String] = []
    for input in inputs {
      let document = String(decoding: input.data, as: UTF8.self)
      guard JUnitReport.merging([document]) != nil else {
        throw .unreadable("\(input.path): not a JUnit file written by compare --junit")
      }
      documents.append(document)
    }
    let names = documents.map(testcaseNames)
    for (input, listed) in zip(inputs, names) {
      var seen: Set<String> = []
      if let twice = listed.first(where: { !seen.insert($0).inserted }) {
        throw .unreadable(
          "\(input.shown): lists the test case \(UserText.shown(twice)) twice: expected each image once")
      }
    }
    try refuseRepeats(inputs, names: names)
    try refuseIncomplete(inputs, shards: documents.map(JUnitReport.shard(of:)), required: true)
    let merged = JUnitReport.merging(documents) ?? ""
    let tests = merged.ranges(of: "<testcase ").count, failures = merged.ranges(of: "<failure ").count
    return Merged(data: Data(merged.utf8), summary: nil, rows: [], counted: "\(tests) tests, \(failures) failed")
  }

  private static func mergeSummaries(_ inputs: [Input], into output: Format, title: String) throws(Refusal)
    -> Merged
  {
    let shards = try inputs.map { input throws(Refusal) in
      do {
        return try FolderComparisonResult(json: input.data, file: input.path)
      } catch {
        throw .unreadable("\(error) (in a compare --json summary)")
      }
    }
    try refuseRepeats(inputs, names: shards.map { $0.entries.map(\.path) })
    try refuseIncomplete(inputs, shards: shards.map(\.shard), required: true)
    let merged = FolderComparisonResult.merging(shards)
    let bytes: Data
    switch output {
    case .json:
      do {
        bytes = try FolderReport.json(for: merged)
      } catch {
        throw .unreadable("\(error)")
      }
    case .xml: bytes = Data(JUnitReport.xml(for: merged).utf8)
    case .html: bytes = Data(FolderReport.html(for: merged, title: title).utf8)
    }
    return Merged(
      data: bytes, summary: FolderReport.summary(for: merged), rows: MarkdownSummary.rows(for: merged),
      counted: merged.summary)
  }

  private static func mergePages(_ inputs: [Input], title: String) throws(Refusal) -> Merged {
    let pages = try inputs.map { input throws(Refusal) in
      do {
        return try GoldenReport.page(html: String(decoding: input.data, as: UTF8.self), name: input.path)
      } catch {
        throw .unreadable("\(error)")
      }
    }
    // A page lists only failures: two green pages of equal size read alike and are kept.
    try refuseRepeats(inputs, names: pages.map { $0.entries.map(\.title) })
    // A test run's page records no shard (BarKit cannot split a test run): nothing to prove.
    try refuseIncomplete(inputs, shards: pages.map(\.summary.shard), required: false)
    let merged = GoldenReport.merging(pages: pages)
    let page = GoldenReport.html(for: merged.entries, summary: merged.summary, title: title)
    let count = merged.entries.count
    return Merged(
      data: Data(page.utf8), summary: merged.summary, rows: MarkdownSummary.rows(for: merged.entries),
      counted: "\(count) failure\(count == 1 ? "" : "s")")
  }

  /// Refuses inputs that are not the whole of one run: a shard missing, given twice or from
  /// another run (``ShardCompleteness``).
  private static func refuseIncomplete(_ inputs: [Input], shards: [ComparisonShard?], required: Bool)
    throws(Refusal)
  {
    do {
      try ShardCompleteness.check(zip(inputs, shards).map { ($0.shown, $1) }, required: required)
    } catch {
      throw .notOneRun("\(error)")
    }
  }

  /// Refuses two inputs with the same content (the same shard twice, by SHA-256), and two
  /// that name the same image (`names` per input: the same shard run twice, or shards that
  /// overlap), either of which would count images twice. Inputs that name no image are exempt:
  /// every empty shard reads alike.
  private static func refuseRepeats(_ inputs: [Input], names: [[String]]) throws(Refusal) {
    var seen: [String: String] = [:]
    var owners: [String: String] = [:]
    for (input, listed) in zip(inputs, names) where !listed.isEmpty {
      let hash = ContentHash.sha256(input.data)
      if let first = seen[hash] {
        throw .notOneRun(
          "\(first) and \(input.shown) are the same shard (identical content, SHA-256 \(hash.prefix(12))…); give "
            + "each shard once")
      }
      seen[hash] = input.shown
      for name in Set(listed) {
        if let first = owners[name] {
          throw .notOneRun(
            "\(first) and \(input.shown) both hold \(UserText.shown(name)): the same shard twice, or shards that "
              + "overlap; give each image to one shard")
        }
        owners[name] = input.shown
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
}
