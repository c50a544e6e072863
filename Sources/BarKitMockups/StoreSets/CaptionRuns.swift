/// A caption's text split into lines and runs of regular and bold type.
///
/// Bold is marked as in Markdown: `**word**` (an asterisk pair opens, the next closes). A line
/// break is `\n` in the JSON string. A lone `*` is text; `\*\*` is not special (JSON strings
/// are written as they are drawn, apart from the markers).
struct CaptionRuns: Hashable, Sendable {
  /// One stretch of text in one weight.
  struct Run: Hashable, Sendable {
    var text: String
    var isBold: Bool
  }

  /// Lines, each its runs in reading (logical) order; empty runs are dropped.
  let lines: [[Run]]

  /// Parses `text`, or returns `nil` when a `**` is left open.
  init?(parsing text: String) {
    var lines: [[Run]] = []
    var open = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var runs: [Run] = []
      let pieces = line.components(separatedBy: "**")
      for (index, piece) in pieces.enumerated() {
        if index > 0 { open.toggle() }
        if !piece.isEmpty { runs.append(Run(text: piece, isBold: open)) }
      }
      lines.append(runs)
    }
    guard !open else { return nil }
    self.lines = lines
  }

  /// The text without markers, for the paragraph direction.
  var plainText: String { lines.map { $0.map(\.text).joined() }.joined(separator: "\n") }
}
