/// The embedding levels of one line's characters and the visual order of runs, by the rules of
/// the Unicode Bidirectional Algorithm (UAX #9) for a single paragraph without explicit
/// formatting characters: right-to-left letters at an odd level, left-to-right letters and
/// digits at an even one (W1–W7 reduced to "digits read left to right"), neutrals taking the
/// direction of the strong characters on both sides or else the paragraph's (N1–N2), and runs
/// reversed from the highest level down (L2).
enum BidiLevels {
  /// The level of each character of `characters` in a paragraph reading `direction`.
  static func levels(of characters: [Character], direction: TextDirection) -> [Int] {
    let base = direction == .rightToLeft ? 1 : 0
    var classes = characters.map { BidiClass($0.unicodeScalars.first ?? " ") }
    // W1: a mark takes the class of the character before it (a neutral at the start).
    for i in classes.indices where classes[i] == .mark { classes[i] = i == 0 ? .neutral : classes[i - 1] }
    // The direction each character reads in, neutrals still open.
    var resolved: [TextDirection?] = classes.map { c in
      switch c {
      case .leftToRight, .number: .leftToRight
      case .rightToLeft: .rightToLeft
      case .mark, .neutral: nil
      }
    }
    // N1–N2: a run of neutrals between two characters of one direction takes it; otherwise the
    // paragraph's. Digits count as right-to-left on a neutral's side (N1: "EN and AN act as R").
    var i = 0
    while i < resolved.count {
      guard resolved[i] == nil else {
        i += 1
        continue
      }
      var end = i
      while end < resolved.count, resolved[end] == nil { end += 1 }
      func side(_ index: Int) -> TextDirection {
        guard index >= 0, index < classes.count else { return direction }
        return classes[index] == .number ? .rightToLeft : resolved[index]!
      }
      let before = side(i - 1), after = side(end)
      let fill = before == after ? before : direction
      for k in i..<end { resolved[k] = fill }
      i = end
    }
    // I1–I2: left-to-right text (digits included) in a right-to-left paragraph sits one level up.
    return resolved.map { d in
      switch (d!, base) {
      case (.leftToRight, 0): 0
      case (.rightToLeft, _): 1
      case (.leftToRight, _): 2
      }
    }
  }

  /// The order to draw runs in, left to right, given each run's level in logical order (L2:
  /// from the highest level down to the lowest odd one, every maximal sequence of runs at that
  /// level or above is reversed). The runs themselves are shaped in their own direction.
  static func visualOrder(levels: [Int]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max() else { return order }
    let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? highest + 1
    var level = highest
    while level >= lowestOdd, level > 0 {
      var i = 0
      while i < order.count {
        guard levels[order[i]] >= level else {
          i += 1
          continue
        }
        var end = i
        while end < order.count, levels[order[end]] >= level { end += 1 }
        order[i..<end].reverse()
        i = end
      }
      level -= 1
    }
    return order
  }
}
