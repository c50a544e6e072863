import BarKitText

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

  /// Runs already split into lines.
  init(lines: [[Run]]) { self.lines = lines }

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

  /// The lines broken further, greedily, wherever `fits` says a line would be too long: at the
  /// line break opportunities of UAX #14 (``LineBreaks``, ICU's line breaking: never inside a
  /// word, kinsoku for Japanese and Chinese, Japanese between phrases). A word too long on its
  /// own stays whole on its line.
  func wrapped(where fits: ([Run]) -> Bool) -> CaptionRuns {
    var out: [[Run]] = []
    for line in lines {
      var current: [Run] = []
      for token in Self.tokens(line) {
        let candidate = Self.joined(current + token)
        if current.isEmpty || fits(Self.trimmed(candidate)) {
          current = candidate
        } else {
          out.append(Self.trimmed(current))
          current = token
        }
      }
      out.append(Self.trimmed(current))
    }
    return CaptionRuns(lines: out)
  }

  /// `line` cut at every break opportunity, each piece keeping its runs' weights.
  private static func tokens(_ line: [Run]) -> [[Run]] {
    let text = line.map(\.text).joined()
    // Character counts from the line's start to each opportunity: bold markers are gone, so
    // the runs' text is the line's text.
    var ends = LineBreaks.opportunities(in: text).map { text.distance(from: text.startIndex, to: $0.index) }[...]
    var tokens: [[Run]] = []
    var token: [Run] = []
    var position = 0
    for run in line {
      for c in run.text {
        if let last = token.last, last.isBold == run.isBold {
          token[token.count - 1].text.append(c)
        } else {
          token.append(Run(text: String(c), isBold: run.isBold))
        }
        position += 1
        if ends.first == position {
          ends.removeFirst()
          tokens.append(token)
          token = []
        }
      }
    }
    if !token.isEmpty { tokens.append(token) }
    return tokens
  }

  /// `runs` with neighbours of one weight merged.
  private static func joined(_ runs: [Run]) -> [Run] {
    var out: [Run] = []
    for run in runs {
      if let last = out.last, last.isBold == run.isBold {
        out[out.count - 1].text += run.text
      } else {
        out.append(run)
      }
    }
    return out
  }

  /// `runs` without the spaces a break leaves at the line's end.
  private static func trimmed(_ runs: [Run]) -> [Run] {
    var runs = runs
    while let last = runs.last {
      let text = String(last.text.reversed().drop { $0 == " " }.reversed())
      if text.isEmpty {
        runs.removeLast()
      } else {
        runs[runs.count - 1].text = text
        break
      }
    }
    return runs
  }
}
