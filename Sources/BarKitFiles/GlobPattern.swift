/// A shell-style name filter for batch overrides and per-file comparison options (it lives
/// here, beside ``InputFile`` and ``AtomicFile``, as the lowest module both BarKitMockups and
/// BarKitCompare import): `*` matches any run of characters
/// (including none), `?` exactly one, everything else itself. Matching is on whole names and
/// case-sensitive, like the file names it selects (`inbox-*-de-*.png`).
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let description: String
  private let characters: [Character]

  /// Creates a pattern; every string is a valid pattern.
  public init(_ pattern: String) {
    description = pattern
    characters = Array(pattern)
  }

  /// Whether `name` matches the whole pattern.
  public func matches(_ name: String) -> Bool {
    // Greedy matching with one backtrack point per `*`: linear in practice and never
    // exponential, unlike naive recursion on patterns such as `*a*a*a*b`.
    let text = Array(name)
    var p = 0
    var t = 0
    var star: (pattern: Int, text: Int)?
    while t < text.count {
      if p < characters.count, characters[p] == "?" || (characters[p] != "*" && characters[p] == text[t]) {
        p += 1
        t += 1
      } else if p < characters.count, characters[p] == "*" {
        star = (p, t)
        p += 1
      } else if let s = star {
        p = s.pattern + 1
        t = s.text + 1
        star = (s.pattern, s.text + 1)
      } else {
        return false
      }
    }
    while p < characters.count, characters[p] == "*" { p += 1 }
    return p == characters.count
  }
}
