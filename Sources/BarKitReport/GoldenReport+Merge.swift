import BarKitGeometry

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
  public static func page(html: String, name: String) throws(PageError) -> Page {
    func fail(_ what: String) -> PageError { PageError(description: "\(name): not a BarKit report (\(what))") }
    guard let summaryText = between(html, "<script type=\"application/json\" id=\"summary\">", "</script>"),
      let summary = try? JSONDecoder().decode(Summary.self, from: Data(unescapedScript(summaryText).utf8))
    else { throw fail("no summary") }
    var entries: [Entry] = []
    for (index, chunk) in html.components(separatedBy: "<section class=\"failure\"").dropFirst().enumerated() {
      guard let factsText = between(chunk, "<script type=\"application/json\" class=\"entry\">", "</script>"),
        let facts = try? JSONDecoder().decode(Entry.Facts.self, from: Data(unescapedScript(factsText).utf8))
      else { throw fail("failure \(index + 1) has no facts") }
      func image(_ role: String) -> Data? {
        between(chunk, "<img class=\"\(role)\" alt=\"\(role)\" src=\"data:image/png;base64,", "\"")
          .flatMap { Data(base64Encoded: $0) }
      }
      let bounds = facts.bounds.flatMap {
        $0.count == 4 ? IntRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil
      }
      entries.append(
        Entry(
          title: facts.title, message: facts.message, status: facts.status, changedBounds: bounds,
          reference: image("expected"), actual: image("actual"), diff: image("diff")))
    }
    return Page(summary: summary, entries: entries)
  }

  /// The pages of sharded runs as one: every failure, sorted by title; the counts added up
  /// (the number checked only when every page knows it).
  public static func merging(pages: [Page]) -> Page {
    var failures: [String: Int] = [:]
    for page in pages { failures.merge(page.summary.failures, uniquingKeysWith: +) }
    let checked = pages.allSatisfy { $0.summary.checked != nil } ? pages.reduce(0) { $0 + $1.summary.checked! } : nil
    return Page(
      summary: Summary(checked: checked, failures: failures),
      entries: pages.flatMap(\.entries).sorted { $0.title < $1.title })
  }

  private static func between(_ text: String, _ start: String, _ end: String) -> String? {
    guard let a = text.firstRange(of: start), let b = text[a.upperBound...].firstRange(of: end) else { return nil }
    return String(text[a.upperBound..<b.lowerBound])
  }

  private static func unescapedScript(_ text: String) -> String { text.replacing("<\\/", with: "</") }
}
