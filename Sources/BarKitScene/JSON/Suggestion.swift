/// Finds the likely intended word for a misspelled key, value, color, command or option
/// ("titel" → "title", "rendr" → "render", "navbar" → "navigationBar"): the one helper behind
/// every "did you mean" of scene, manifest and command-line errors.
package enum Suggestion {
  /// The candidate closest to `word` by edit distance, ignoring case, if it is close enough to
  /// be a typo: at most 1 edit (2 for words of 10 letters or more), so `iphone-99` suggests
  /// nothing rather than a different device. Of equally close candidates the one sharing the
  /// longest start wins: `iphone-6s` suggests `iphone-6` (a letter too many), not `iphone-4s`.
  /// Failing that, a word of 4 letters or more whose letters, first letter first, appear in
  /// order in exactly one candidate is taken for its abbreviation (`navbar` → `navigationBar`).
  package static func closest(to word: String, in candidates: [String]) -> String? {
    // No name in the format or the command line is this long: a longer word is no typo of one.
    guard word.utf8.count <= maximumLength else { return nil }
    let name = asName(word)
    if name != word.lowercased(), let match = candidates.first(where: { $0.lowercased() == name }) { return match }
    return closestBySpelling(to: word, in: candidates) ?? expansion(of: word, in: candidates)
      ?? (name != word.lowercased() ? closestBySpelling(to: name, in: candidates) : nil)
  }

  /// `word` written the way BarKit's names are: lower case, words joined by `-`, without the
  /// brackets and inch marks of a marketing name (`"iPhone 15 Pro Max"` → `iphone-15-pro-max`,
  /// `iPad Pro (12.9-inch)` → `ipad-pro-12.9`).
  private static func asName(_ word: String) -> String {
    let kept = word.lowercased().filter { !"\"\u{201D}\u{2033}()".contains($0) }
    let words = kept.split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "\t" || $0 == "-" })
    return words.filter { $0 != "inch" }.joined(separator: "-")
  }

  /// The longest word looked at (bytes).
  static let maximumLength = 64

  /// `; did you mean "title"?` (each candidate shown by `quote`), or "" when nothing is close.
  package static func hint(
    for word: String, in candidates: [String], quote: (String) -> String = { "\"\($0)\"" }
  ) -> String {
    guard let match = closest(to: word, in: candidates), match != word else { return "" }
    return "; did you mean \(quote(match))?"
  }

  /// The only candidate that `word` abbreviates, if it is long enough to tell.
  private static func expansion(of word: String, in candidates: [String]) -> String? {
    let letters = Array(word.lowercased())
    guard letters.count >= 4 else { return nil }
    let matches = candidates.filter { candidate in
      let other = Array(candidate.lowercased())
      guard other.first == letters.first, other.count > letters.count else { return false }
      var i = 0
      for c in other where i < letters.count && c == letters[i] { i += 1 }
      return i == letters.count
    }
    return matches.count == 1 ? matches[0] : nil
  }

  private static func closestBySpelling(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    let limit = target.count >= 10 ? 2 : 1
    var best: (word: String, distance: Int, prefix: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased())
      let d = distance(target, other)
      let prefix = zip(target, other).prefix { $0 == $1 }.count
      guard d <= limit else { continue }
      if d < (best?.distance ?? .max) || (d == best?.distance && prefix > best!.prefix) {
        best = (candidate, d, prefix)
      }
    }
    return best?.word
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
  /// neighbors each cost 1 ("titel" is one edit from "title").
  private static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious: [Int] = []
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      beforePrevious = previous
      previous = current
    }
    return previous[b.count]
  }
}
