import BarKitPNG
import Foundation

/// A self-contained HTML page of golden failures: for each, side-by-side, slider, blend
/// (onion skin), toggle and diff views, with every image inlined as a `data:` URI so the page
/// can be attached to a CI run or mailed as one file.
///
/// The page reads an artifacts folder as ``GoldenVerifier`` writes it: every
/// `<stem>.actual.png` (searched recursively) is one failure, with `<stem>.reference.png`,
/// `<stem>.diff.png` and `<stem>.json` beside it when present.
public enum GoldenReport {
  /// One failure on the page.
  public struct Entry: Sendable, Hashable {
    /// `TestFile / stem`.
    public let title: String
    /// The failure message.
    public let message: String
    /// The PNG bytes of the reference, actual and diff images (reference and diff optional).
    public let reference: Data?
    public let actual: Data
    public let diff: Data?

    /// Creates an entry from its parts.
    public init(title: String, message: String, reference: Data?, actual: Data, diff: Data?) {
      self.title = title
      self.message = message
      self.reference = reference
      self.actual = actual
      self.diff = diff
    }
  }

  /// The failures recorded in `directory`, sorted by title.
  public static func entries(in directory: URL) throws -> [Entry] {
    let fm = FileManager.default
    guard let walker = fm.enumerator(at: directory, includingPropertiesForKeys: nil) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
    }
    var entries: [Entry] = []
    for case let url as URL in walker where url.lastPathComponent.hasSuffix(".actual.png") {
      let stem = String(url.lastPathComponent.dropLast(".actual.png".count))
      let folder = url.deletingLastPathComponent()
      func sibling(_ suffix: String) -> Data? { try? Data(contentsOf: folder.appendingPathComponent(stem + suffix)) }
      var message = ""
      if let json = sibling(".json"), let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] {
        message = object["message"] as? String ?? ""
      }
      let relative =
        folder.path.hasPrefix(directory.path) ? String(folder.path.dropFirst(directory.path.count)) : folder.path
      let group = relative.split(separator: "/").joined(separator: "/")
      entries.append(
        Entry(
          title: group.isEmpty ? stem : "\(group) / \(stem)", message: message, reference: sibling(".reference.png"),
          actual: try Data(contentsOf: url), diff: sibling(".diff.png")))
    }
    return entries.sorted { $0.title < $1.title }
  }

  /// The page for `entries`.
  public static func html(for entries: [Entry], title: String = "BarKit golden failures") -> String {
    var body = "<header><h1>\(escaped(title))</h1><p>\(entries.count) failure\(entries.count == 1 ? "" : "s")."
    body += " Views: side by side, slider, blend (onion skin), toggle (click the image or press t) and diff.</p>"
    body += ReportPage.zoomControl + "</header>\n"
    if entries.isEmpty { body += "<p class=\"empty\">No failures: nothing to show.</p>\n" }
    for (index, entry) in entries.enumerated() { body += section(entry, index: index) }
    return ReportPage.document(title: escaped(title), body: body)
  }

  /// Builds the page for the failures in `artifactsDirectory` and writes it atomically to `url`.
  public static func write(artifactsDirectory: URL, to url: URL) throws {
    let page = html(for: try entries(in: artifactsDirectory))
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicFile.write(Data(page.utf8), to: url)
  }

  private static func section(_ entry: Entry, index: Int) -> String {
    func image(_ data: Data?, _ role: String) -> String {
      guard let data else { return "<p class=\"none\">no \(role) image</p>" }
      return "<img class=\"\(role)\" alt=\"\(role)\" src=\"data:image/png;base64,\(data.base64EncodedString())\">"
    }
    let tabs = ReportPage.views.map { view in
      "<button type=\"button\" data-view=\"\(view.id)\"\(view.id == "side" ? " class=\"on\"" : "")>\(view.label)</button>"
    }.joined()
    return """
      <section class="failure" id="failure-\(index)">
      <h2>\(escaped(entry.title))</h2>
      <pre class="message">\(escaped(entry.message))</pre>
      <nav class="tabs">\(tabs)</nav>
      <div class="view side on"><figure>\(image(entry.reference, "reference"))<figcaption>reference</figcaption></figure>\
      <figure>\(image(entry.actual, "actual"))<figcaption>actual</figcaption></figure>\
      <figure>\(image(entry.diff, "diff"))<figcaption>diff</figcaption></figure></div>
      \(ReportPage.interactiveViews)
      </section>

      """
  }

  /// `text` with HTML's special characters escaped.
  static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}
