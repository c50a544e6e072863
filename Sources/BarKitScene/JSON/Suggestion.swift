/// Finds the likely intended word for a misspelled key or value ("titel" → "title"), for the
/// "did you mean" hint of scene errors.
enum Suggestion {
  /// The candidate closest to `word` by edit distance, ignoring case, if it is close enough to
  /// be a typo: at most 1 edit (2 for words of 10 letters or more), so `iphone-99` suggests
  /// nothing rather than a different device. Of equally close candidates the one sharing the
  /// longest start wins: `iphone-6s` suggests `iphone-6` (a letter too many), not `iphone-4s`.
  static func closest(to word: String, in candidates: [String]) -> String? {
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
