import BarKitCompare
import BarKitFiles
import BarKitGeometry
import BarKitPNG

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A self-contained HTML page of comparison failures (failures only: a passing image adds
/// nothing but a count). For each failure: the changed area magnified, side by side, slider,
/// blend (onion skin), toggle and diff views, every image inlined as a `data:` URI so the page
/// can be attached to a CI run or mailed as one file. A run with no failure says so.
///
/// Each failure also carries its facts as JSON inside the page, so the pages of sharded runs
/// can be merged into one (``merging(pages:)``).
public enum GoldenReport {
  /// One failure on the page.
  public struct Entry: Sendable, Hashable {
    /// `TestFile / stem`, or the image's relative path.
    public let title: String
    /// The failure message.
    public let message: String
    /// Shown as a label.
    public let status: ImageStatus
    /// The changed pixels' bounds: the page opens there, magnified.
    public let changedBounds: IntRect?
    /// How many pixels changed, when the images were compared.
    public let changedPixels: Int?
    /// The expected, actual and diff images.
    public let reference: ReportImage?
    public let actual: ReportImage?
    public let diff: ReportImage?
    /// The `barkit accept` command that promotes this failure's actual image, shown on the page.
    public let acceptCommand: String?
    /// The elements holding the changed pixels, for an image rendered from a scene.
    public let changedElements: ElementChanges?
    /// The assertion's source file and line, from the failure's record: annotations point there.
    public let sourceFile: String?
    public let sourceLine: Int?
    /// The actual image's path, for annotations when the record names no source.
    public let actualPath: String?

    /// Creates an entry from its parts.
    public init(
      title: String, message: String, status: ImageStatus = .failed, changedBounds: IntRect? = nil,
      changedPixels: Int? = nil, reference: ReportImage?, actual: ReportImage?, diff: ReportImage?,
      acceptCommand: String? = nil, changedElements: ElementChanges? = nil, sourceFile: String? = nil,
      sourceLine: Int? = nil, actualPath: String? = nil
    ) {
      self.title = title
      self.message = message
      self.status = status
      self.changedBounds = changedBounds
      self.changedPixels = changedPixels
      self.reference = reference
      self.actual = actual
      self.diff = diff
      self.acceptCommand = acceptCommand
      self.changedElements = changedElements
      self.sourceFile = sourceFile
      self.sourceLine = sourceLine
      self.actualPath = actualPath
    }

    /// The facts embedded in the page for merging; the images are read from the `<img>` tags.
    struct Facts: Codable {
      let title: String
      let message: String
      let status: ImageStatus
      let bounds: [Int]?
      let pixels: Int?
      let accept: String?
      let elements: ElementChanges?
    }
  }

  /// What the page says about the whole run.
  public struct Summary: Sendable, Hashable, Codable {
    /// How many images were checked, when known (a folder comparison knows; a test run's
    /// artifacts folder holds only failures).
    public var checked: Int?
    /// Failures per status, e.g. `["changed": 2, "added": 1]`.
    public var failures: [String: Int]
    /// Which shard of which run the page shows, for a folder comparison's page; `nil` for a
    /// test run's page, which BarKit cannot split.
    public var shard: ComparisonShard?

    /// Creates a summary.
    public init(checked: Int?, failures: [String: Int], shard: ComparisonShard? = nil) {
      self.checked = checked
      self.failures = failures
      self.shard = shard
    }

    /// The line under the title: `All 200 images match.` or `3 of 200 images failed: 2 changed, 1 added.`
    var sentence: String {
      let total = failures.values.reduce(0, +)
      let of = checked.map { " of \($0)" } ?? ""
      guard total > 0 else {
        return checked.map { "All \($0) image\($0 == 1 ? "" : "s") match." } ?? "No failures: every image matches."
      }
      let parts = failures.keys.sorted().map { "\(failures[$0]!) \($0)" }.joined(separator: ", ")
      return "\(total)\(of) image\((checked ?? total) == 1 ? "" : "s") failed: \(parts)."
    }
  }

  /// The failures recorded in `directory` as BarKitTesting writes them: every
  /// `<stem>.actual.png` (searched recursively) is one failure, with `<stem>.reference.png`,
  /// `<stem>.diff.png` and `<stem>.json` (message, status, changed bounds) beside it when
  /// present. Sorted by title.
  ///
  /// The folder may be a downloaded CI artifact, so nothing in it is read through a symbolic
  /// link (a link named like an artifact could put a private file into the page): folders are
  /// walked without entering links, an `.actual.png` that is a link is no failure, and a
  /// sibling image that is a link counts as absent, and a record that is a link, too large or
  /// not a record is shown as an `error` saying so. A record is read up to
  /// ``GoldenRecord/maximumByteCount``; images are named, not read (``ReportImage``).
  public static func entries(in directory: URL) throws -> [Entry] {
    try entries(in: directory, including: { _ in true })
  }

  /// The failures in `directory` whose `<stem>.actual.png` passes `including` (BarKitTesting
  /// shows only the failures it wrote).
  package static func entries(in directory: URL, including: (URL) -> Bool) throws -> [Entry] {
    var entries: [Entry] = []
    // Hidden folders too: an artifacts folder mirrors the goldens folder's name, whatever it is.
    let files = FolderWalk.entries(under: RawPath(directory.path), includesHidden: true).filter {
      $0.kind == .regularFile
    }
    // Images are named, not read (``ReportImage``): only regular files count, so a link named
    // like an artifact is no image.
    let regularFiles = Set(files.map(\.path.shown))
    for found in files {
      guard let stem = GoldenArtifact.actual.stem(of: found.name.shown) else { continue }
      let url = directory.appendingPathComponent(found.path.shown)
      guard including(url) else { continue }
      let folder = url.deletingLastPathComponent()
      let prefix = found.path.shown.dropLast(found.name.shown.count)
      func sibling(_ artifact: GoldenArtifact) -> ReportImage? {
        regularFiles.contains(prefix + artifact.name(stem))
          ? .file(folder.appendingPathComponent(artifact.name(stem)).path) : nil
      }
      var message = ""
      var status = ImageStatus.failed
      var bounds: IntRect?
      var pixels: Int?
      var source: (file: String?, line: Int?) = (nil, nil)
      var elements: ElementChanges?
      do {
        if let record = try GoldenRecord.read(at: folder.appendingPathComponent(GoldenArtifact.record.name(stem))) {
          message = record.message ?? ""
          status = record.status.map(ImageStatus.init) ?? status
          elements = record.changedElements
          pixels = record.comparison?.differingPixels
          bounds = record.comparison?.changedBounds
          source = (record.file, record.line)
        }
      } catch {
        (message, status) = (error.message, .error)
      }
      let relative =
        folder.path.hasPrefix(directory.path) ? String(folder.path.dropFirst(directory.path.count)) : folder.path
      let group = relative.split(separator: "/").joined(separator: "/")
      let accept = Acceptance.commandLine(
        source: shellWord(directory.path), only: group.isEmpty ? stem : "\(group)/\(stem)")
      entries.append(
        Entry(
          title: group.isEmpty ? stem : "\(group) / \(stem)", message: message, status: status,
          changedBounds: bounds, changedPixels: pixels, reference: sibling(.reference), actual: .file(url.path),
          diff: sibling(.diff), acceptCommand: accept, changedElements: elements, sourceFile: source.file,
          sourceLine: source.line, actualPath: url.path))
    }
    entries += recordsWithoutImages(in: directory, files: files, including: including)
    return entries.sorted { $0.title < $1.title }
  }

  /// The failure records among `files` whose `.actual.png` is gone (removed by hand, or never
  /// written): a failure never vanishes from the page because its image did. A JSON file is such
  /// a record when it names its own stem and a reference, as BarKitTesting's records do; other
  /// JSON in the folder (a `compare --json` summary) is not one.
  private static func recordsWithoutImages(
    in directory: URL, files: [FolderWalk.Entry], including: (URL) -> Bool
  ) -> [Entry] {
    let names = Set(files.map(\.path.shown))
    return files.compactMap { found -> Entry? in
      let path = found.path.shown
      guard let stem = GoldenArtifact.record.stem(of: found.name.shown), !found.name.shown.hasPrefix("."),
        !names.contains(String(path.dropLast(found.name.shown.count)) + GoldenArtifact.actual.name(stem))
      else { return nil }
      let url = directory.appendingPathComponent(path)
      guard including(url), let record = try? GoldenRecord.read(at: url), record.stem == stem,
        record.referencePath != nil
      else { return nil }
      let group = path.split(separator: "/").dropLast().joined(separator: "/")
      return Entry(
        title: group.isEmpty ? stem : "\(group) / \(stem)",
        message:
          "\(GoldenArtifact.actual.name(stem)) is missing beside its record (removed, or never written); the record says: "
          + (record.message ?? "no message"),
        status: .error, reference: nil, actual: nil, diff: nil, sourceFile: record.file, sourceLine: record.line)
    }
  }

  /// The page for `entries`; `summary` defaults to the entries counted by status. Images are
  /// inlined as `data:` URIs, so the page is one file, except those inside `linkingImagesIn`,
  /// the folder the page is written in, which are linked by relative path.
  public static func html(
    for entries: [Entry], summary: Summary? = nil, title: String = "BarKit golden failures",
    linkingImagesIn folder: URL? = nil
  ) -> String {
    let summary = summary ?? Summary(checked: nil, failures: failureCounts(entries))
    let green = summary.failures.values.reduce(0, +) == 0
    var body = "<header><h1>\(escaped(title))</h1>"
    body += "<p class=\"summary\(green ? " green" : "")\">\(escaped(summary.sentence))</p>"
    body += "<script type=\"application/json\" id=\"summary\">\(scriptJSON(summary))</script>"
    body += ReportPage.zoomControl
    if !entries.isEmpty {
      body += "<nav class=\"index\">"
      for (index, entry) in entries.enumerated() { body += "<a href=\"#failure-\(index)\">\(escaped(entry.title))</a>" }
      body += "</nav>"
    }
    body += "</header>\n"
    for (index, entry) in entries.enumerated() { body += section(entry, index: index, linkingImagesIn: folder) }
    return ReportPage.document(title: escaped(title), body: body)
  }

  /// Builds the page for the failures in `artifactsDirectory` and writes it atomically to `url`,
  /// linking the images when `url` is in that folder (``linkedFolder(forPageAt:artifacts:)``).
  public static func write(artifactsDirectory: URL, to url: URL) throws {
    let page = html(
      for: try entries(in: artifactsDirectory),
      linkingImagesIn: linkedFolder(forPageAt: url, artifacts: [artifactsDirectory]))
    try FolderError.create(url.deletingLastPathComponent())
    try AtomicFile.write(Data(page.utf8), to: url)
  }

  private static func section(_ entry: Entry, index: Int, linkingImagesIn folder: URL?) -> String {
    // Each image's `src`: a relative link to its file inside the folder the page is written in,
    // else its bytes inlined; `nil` when it has none (or its file cannot be read now).
    func source(_ image: ReportImage?) -> String? {
      if let folder, let path = image?.path, let link = link(path, in: folder) { return link }
      return image?.data.map { "data:image/png;base64,\($0.base64EncodedString())" }
    }
    let images = [("expected", entry.reference), ("actual", entry.actual), ("diff", entry.diff)].map {
      (role: $0.0, source: source($0.1))
    }
    let hasChange = entry.changedBounds != nil
    let tabs = ReportPage.views.filter { hasChange || $0.id != "change" }.map { view in
      let on = view.id == (hasChange ? "change" : "side")
      return "<button type=\"button\" data-view=\"\(view.id)\"\(on ? " class=\"on\"" : "")>\(view.label)</button>"
    }.joined()
    let figures = images.map { role, source in
      var shown = "<p class=\"none\">no \(role) image</p>"
      if let source {
        shown = "<img class=\"\(role)\" alt=\"\(role)\" src=\"\(source)\">"
        if hasChange { shown = "<div class=\"frame\">\(shown)<div class=\"mark\"></div></div>" }
      }
      return "<figure>\(shown)<figcaption>\(role)</figcaption></figure>"
    }.joined()
    var change = ""
    if hasChange {
      change =
        "<div class=\"view change on\">"
        + images.filter { $0.source != nil }.map { role, _ in
          "<figure><div class=\"crop\"><img class=\"\(role)\" alt=\"\(role), changed area\"></div>"
            + "<figcaption>\(role), changed area</figcaption></figure>"
        }.joined() + "</div>\n"
    }
    let b = entry.changedBounds
    let facts = Entry.Facts(
      title: entry.title, message: entry.message, status: entry.status,
      bounds: b.map { [$0.x, $0.y, $0.width, $0.height] }, pixels: entry.changedPixels, accept: entry.acceptCommand,
      elements: entry.changedElements)
    let accept = entry.acceptCommand.map { "<p class=\"accept\">Accept: <code>\(escaped($0))</code></p>\n" } ?? ""
    let elements =
      entry.changedElements.flatMap { $0.isEmpty ? nil : $0 }.map {
        "<p class=\"elements\">Changed elements: \(escaped($0.description))</p>\n"
      } ?? ""
    return """
      <section class="failure" id="failure-\(index)"\(b.map { " data-bounds=\"\($0.x),\($0.y),\($0.width),\($0.height)\"" } ?? "")>
      <script type="application/json" class="entry">\(scriptJSON(facts))</script>
      <h2><span class="status">\(entry.status.rawValue)</span>\(escaped(entry.title))</h2>
      <pre class="message">\(escaped(entry.message))</pre>
      \(elements)\(accept)      <nav class="tabs">\(tabs)</nav>
      \(change)<div class="view side\(hasChange ? "" : " on")">\(figures)</div>
      \(ReportPage.interactiveViews)
      </section>

      """
  }

  /// JSON for a `<script>` element, the one way every page embeds JSON. `<`, `>` and `&` are
  /// written as `\u003c`, `\u003e` and `\u0026`, so no text can close the element or open an
  /// HTML comment in it (`<!--<script>` makes the parser skip the real `</script>`, HTML
  /// §13.2.5.4); U+2028 and U+2029 as `\u2028`, `\u2029`, which older JavaScript reads as line
  /// ends. Any JSON parser reads the escapes back as the same characters.
  static func scriptJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let text = (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "null"
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` as one POSIX shell word: as it is when it holds only characters no shell reads
  /// specially, else (or when `quoted`, for a glob) in single quotes, a `'` written `'\''`.
  package static func shellWord(_ text: String, quoted: Bool = false) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || "0123456789/._-+,@%=".unicodeScalars.contains($0))
      }
    return plain && !quoted ? text : "'" + text.replacing("'", with: "'\\''") + "'"
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
