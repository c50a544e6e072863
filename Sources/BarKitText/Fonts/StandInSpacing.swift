#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Per-letter spacing that brings the stand-in's letter widths to iOS 7's Helvetica Neue.
///
/// Nimbus Sans is Helvetica, not Helvetica Neue: the same letters, set a little differently wide
/// ("e" and "n" narrower in Neue, "o", "t" and "h" wider). Each correction is room added to a
/// letter, in em, half before its ink and half after, so the letter keeps its place in its
/// widened advance. The status bar clock's "1" is narrower by ``proportionalOne``, taken after
/// its ink: iOS 7's clock sets proportional figures (a leading "1" narrows the clock as much as
/// an inner one), which Nimbus Sans lacks.
///
/// Fitted by `Tests/Scripts/fit-letter-spacing.py` (ridge regression, λ = 3, on the ink widths
/// of the 42 strings of 19 iOS 7 captures measured by `Tests/Scripts/measure-captures.py`, and
/// checked by leaving each string out; Docs/Text.md, "Letter widths"). Values under 0.002 em are
/// left out. Used only for the fitted stand-in (``TypefacePolicy/standInFamily`` as the system
/// face); Helvetica Neue and any family a scene names are set as designed.
enum StandInSpacing {
  /// Room added per letter, em; letters not listed get none.
  static let letters: [Character: Double] = [
    " ": -0.022, "0": -0.002, "1": -0.002, "2": -0.004, "3": 0.002, "4": -0.012, "5": 0.003, "6": -0.002,
    ":": 0.003, "A": 0.004, "B": 0.005, "D": -0.005, "F": -0.004, "G": -0.012, "I": 0.003, "M": 0.003,
    "P": 0.007, "R": 0.003, "S": -0.007, "T": -0.010, "V": -0.013, "W": 0.010, "a": -0.007, "b": -0.007,
    "c": -0.002, "e": -0.015, "f": -0.002, "g": 0.002, "h": 0.018, "i": 0.010, "k": 0.005, "l": -0.003,
    "m": 0.012, "n": -0.015, "o": 0.015, "p": 0.002, "t": 0.024, "u": 0.014, "w": 0.003, "x": -0.009,
    "z": -0.009,
  ]

  /// How much narrower a "1" is in proportional figures, em, taken after its ink (the clock's
  /// five captures with a "1" are 3.2–6.4 px wider at 24 px per em without it, per "1").
  static let proportionalOne = -0.133

  /// The room before a character's ink and the room added to its advance, em.
  static func adjustment(for character: Character, proportionalFigures: Bool) -> (before: Double, advance: Double) {
    if proportionalFigures, character == "1" {
      return (0, proportionalOne)
    }
    if let room = letters[character] { return (room / 2, room) }
    // A letter with marks ("é", "e" + U+0301) is spaced as its base letter.
    guard !character.isASCII,
      let base = CanonicalMapping.base(of: character),
      let room = letters[Character(base)]
    else { return (0, 0) }
    return (room / 2, room)
  }
}
