import BarKitCompare
import BarKitGeometry
import BarKitJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Merging the pages of sharded runs: each page holds its summary and each failure's facts as
/// JSON, and its images as `data:` URIs, so a page reads back into entries without loss.
extension GoldenReport {
  /// A page read back: its summary and its failures.
  public struct Page: Sendable {
    public let summary: Summary
    public let entries: [Entry]
  }

  /// Why a page cannot be read back.
  public struct PageError: Error, Sendable, CustomStringConvertible {
    public let description: String
  }

  /// Reads a page that ``html(for:summary:title:)`` wrote; `name` names it in errors.
  ///
  /// - Throws: ``PageError`` when the page is not a report, or when its summary does not count
  ///   the failures it lists (a negative count, a status with more or fewer failures than the
  ///   page shows, fewer images checked than failed), naming the JSON path of the bad value.
  public static func page(html: String, name: String) throws(PageError) -> Page {
    func fail(_ what: String) -> PageError { PageError(description: "\(name): not a BarKit report (\(what))") }
    guard let summaryText = between(html, "<script type=\"application/json\" id=\"summary\">", "</script>"),
      let summary = try? JSONValueDecoder.decode(Summary.self, from: Data(summaryText.utf8))
    else { throw fail("no summary") }
    var entries: [Entry] = []
    for (index, chunk) in html.components(separatedBy: "<section class=\"failure\"").dropFirst().enumerated() {
      guard let factsText = between(chunk, "<script type=\"application/json\" class=\"entry\">", "</script>"),
        let facts = try? JSONValueDecoder.decode(Entry.Facts.self, from: Data(factsText.utf8))
      else { throw fail("failure \(index + 1) has no facts") }
      for role in ["expected", "actual", "diff"]
      where chunk.contains("alt=\"\(role)\" src=\"") && !chunk.contains("alt=\"\(role)\" src=\"data:") {
        throw PageError(
          description: "\(name): its images are files beside it, not in the page; merge its artifacts folder instead")
      }
      func image(_ role: String) -> ReportImage? {
        between(chunk, "<img class=\"\(role)\" alt=\"\(role)\" src=\"data:image/png;base64,", "\"")
          .flatMap { Data(base64Encoded: $0) }.map(ReportImage.png)
      }
      let bounds = facts.bounds.flatMap {
        $0.count == 4 ? IntRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil
      }
      entries.append(
        Entry(
          title: facts.title, message: facts.message, status: facts.status, changedBounds: bounds,
          changedPixels: facts.pixels,
          reference: image("expected"), actual: image("actual"), diff: image("diff"), acceptCommand: facts.accept,
          changedElements: facts.elements))
    }
    try checkCounts(summary, entries: entries, name: name)
    var first: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      if let earlier = first.updateValue(index, forKey: entry.title) {
        throw PageError(
          description:
            "\(name): failure \(index + 1) shows the image of failure \(earlier + 1) again: expected each image once")
      }
    }
    return Page(summary: summary, entries: entries)
  }

  /// Refuses a summary that does not count `entries`: its failures per status must be the
  /// entries per status, and the number checked (when known) at least their total.
  private static func checkCounts(_ summary: Summary, entries: [Entry], name: String) throws(PageError) {
    func fail(_ path: String, _ expected: String, found: Int) -> PageError {
      PageError(description: "\(name): at summary.\(path): expected \(expected), found \(found)")
    }
    let listed = failureCounts(entries)
    for status in summary.failures.keys.sorted() + listed.keys.sorted() {
      let claimed = summary.failures[status] ?? 0, shown = listed[status] ?? 0
      guard claimed == shown else {
        throw fail("failures.\(status)", "\(shown), the \(status) failures the page lists", found: claimed)
      }
    }
    if let checked = summary.checked, checked < entries.count {
      throw fail("checked", "at least \(entries.count), the failures the page lists", found: checked)
    }
  }

  /// The failures of `entries` per status.
  public static func failureCounts(_ entries: [Entry]) -> [String: Int] {
    Dictionary(entries.map { ($0.status.rawValue, 1) }, uniquingKeysWith: +)
  }

  /// The pages of sharded runs as one: every failure, sorted by title; the failures counted
  /// from the entries, never taken from the pages' summaries (the number checked is added up,
  /// and kept only when every page knows it). The caller checks that the pages are the whole
  /// of one run (`report --merge`); the merged page then records that run as shard 1/1.
  public static func merging(pages: [Page]) -> Page {
    let entries = pages.flatMap(\.entries).sorted { $0.title < $1.title }
    // Added with overflow checked: pages' counts are input.
    var checked: Int? = 0
    for page in pages {
      guard let total = checked, let more = page.summary.checked else { checked = nil; break }
      let (sum, overflow) = total.addingReportingOverflow(more)
      checked = overflow ? nil : sum
    }
    let run = pages.first?.summary.shard?.run
    let shard = run.flatMap { run in
      pages.allSatisfy { $0.summary.shard?.run == run } ? ComparisonShard(index: 1, count: 1, run: run) : nil
    }
    return Page(
      summary: Summary(checked: checked, failures: failureCounts(entries), shard: shard), entries: entries)
  }

  private static func between(_ text: String, _ start: String, _ end: String) -> String? {
    guard let a = text.firstRange(of: start), let b = text[a.upperBound...].firstRange(of: end) else { return nil }
    return String(text[a.upperBound..<b.lowerBound])
  }
}
