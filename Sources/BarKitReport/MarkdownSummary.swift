import BarKitCompare
import BarKitGeometry

/// A Markdown summary of a comparison for a pull request (GitHub's `$GITHUB_STEP_SUMMARY`, a
/// GitLab note): the counts, a table of the failures with their changed pixels and labelled
/// bounds, and where the report and the diff images are. Every name from the run is escaped, so
/// a file name cannot break the table or add a link.
public enum MarkdownSummary {
  /// One failure in the table.
  public struct Row: Sendable {
    public let title: String
    public let status: ImageStatus
    public let changedPixels: Int?
    public let changedBounds: IntRect?
    /// Both sizes, for a resized image.
    public let sizes: (expected: ImageDimensions, actual: ImageDimensions)?
    /// The diff image's path, when one was written.
    public let diff: String?
    /// The elements holding the changed pixels (``ElementChanges``), when an element map was
    /// given.
    public let changedElements: String?

    /// Creates a row.
    public init(
      title: String, status: ImageStatus, changedPixels: Int? = nil, changedBounds: IntRect? = nil,
      sizes: (expected: ImageDimensions, actual: ImageDimensions)? = nil, diff: String? = nil,
      changedElements: String? = nil
    ) {
      self.title = title
      self.status = status
      self.changedPixels = changedPixels
      self.changedBounds = changedBounds
      self.sizes = sizes
      self.diff = diff
      self.changedElements = changedElements
    }
  }

  /// The rows of a folder comparison's failures.
  public static func rows(for result: FolderComparisonResult) -> [Row] {
    result.failures.map { e in
      var sizes: (ImageDimensions, ImageDimensions)?
      if e.status == .resized, let expected = e.expectedSize, let actual = e.actualSize { sizes = (expected, actual) }
      return Row(
        title: e.path, status: ImageStatus(e.status), changedPixels: e.differingPixelCount,
        changedBounds: e.changedBounds,
        sizes: sizes, diff: e.diffPath)
    }
  }

  /// The rows of a report page's failures.
  public static func rows(for entries: [GoldenReport.Entry]) -> [Row] {
    entries.map {
      Row(
        title: $0.title, status: $0.status, changedPixels: $0.changedPixels, changedBounds: $0.changedBounds,
        changedElements: $0.changedElements?.description)
    }
  }

  /// The summary: a heading, the verdict, the table of `rows` and a line per place in
  /// `locations` (`("Report", "out/report.html")`).
  public static func text(
    title: String = "BarKit comparison", summary: GoldenReport.Summary, rows: [Row], locations: [(String, String)] = []
  ) -> String {
    let failed = summary.failures.values.reduce(0, +)
    var out = "## \(escaped(title))\n\n\(failed == 0 ? "✅" : "❌") \(escaped(summary.sentence))\n"
    if !rows.isEmpty {
      out += "\n| Image | Status | Changed pixels | Changed area | Diff |\n|---|---|---:|---|---|\n"
      for row in rows {
        let pixels = row.changedPixels.map(String.init) ?? "—"
        let area =
          row.sizes.map { "expected \($0.expected), actual \($0.actual)" }
          ?? row.changedBounds.map { "x \($0.x), y \($0.y), width \($0.width), height \($0.height)" } ?? "—"
        out +=
          "| \(escaped(row.title)) | \(row.status.rawValue) | \(pixels) | \(area) | \(row.diff.map(escaped) ?? "—") |\n"
      }
      // Which elements changed: a line per image whose comparison had an element map.
      let named = rows.compactMap { row in row.changedElements.map { (row.title, $0) } }
      if !named.isEmpty {
        out +=
          "\nChanged elements:\n\n" + named.map { "- \(escaped($0.0)): \(escaped($0.1))" }.joined(separator: "\n")
          + "\n"
      }
    }
    if !locations.isEmpty {
      out += "\n" + locations.map { "- \(escaped($0.0)): \(escaped($0.1))" }.joined(separator: "\n") + "\n"
    }
    return out
  }

  /// `text` for one table cell or line: every ASCII punctuation character backslash-escaped
  /// (CommonMark §2.4 allows that for all of them, so none starts a link, emphasis, HTML or a
  /// cell break); line breaks, other C0 and C1 control characters, the line and paragraph
  /// separators and the bidirectional controls (which reorder what a reader sees, U+202E
  /// turning `gnp.exe` around) as spaces.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.isDisplayControl {
        out += " "
      } else if scalar.isASCII, scalar.properties.generalCategory.isPunctuationOrSymbol {
        out += "\\"
        out.unicodeScalars.append(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension Unicode.GeneralCategory {
  /// ASCII punctuation in CommonMark's sense: Unicode's punctuation and symbol categories.
  fileprivate var isPunctuationOrSymbol: Bool {
    switch self {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }
}
