/// Which way a line reads (`NSWritingDirection`): the paragraph direction of the Unicode
/// Bidirectional Algorithm (UAX #9), which decides where runs of the other direction go.
public enum TextDirection: String, CaseIterable, Hashable, Sendable {
  case leftToRight
  case rightToLeft

  /// The direction of the first strongly directional character of `text` (UAX #9, rules
  /// P2–P3), left to right when there is none.
  public init(firstStrongIn text: String) {
    for scalar in text.unicodeScalars {
      if let strong = BidiClass(scalar).strongDirection {
        self = strong
        return
      }
    }
    self = .leftToRight
  }
}

/// The bidirectional classes the line layout tells apart: a reduction of UAX #9's classes to
/// what one paragraph of plain text needs (no explicit embeddings or isolates).
enum BidiClass: Equatable {
  /// Letters of left-to-right scripts (UAX #9 "L").
  case leftToRight
  /// Hebrew, Arabic and the other right-to-left scripts ("R", "AL").
  case rightToLeft
  /// Digits ("EN", "AN"): they read left to right, as a run of their own inside right-to-left text.
  case number
  /// Combining marks ("NSM"): the class of the character they follow.
  case mark
  /// Spaces, punctuation and symbols ("WS", "ON", …): the direction around them.
  case neutral

  init(_ scalar: Unicode.Scalar) {
    let v = scalar.value
    // The right-to-left blocks of the Unicode Standard's charts: Hebrew, Arabic, Syriac,
    // Thaana, NKo, Samaritan, Mandaic, Arabic Extended, the Hebrew and Arabic presentation
    // forms, and the right-to-left ranges of the supplementary planes.
    let rightToLeftBlocks: [ClosedRange<UInt32>] = [
      0x0590...0x05FF, 0x0600...0x065F, 0x066A...0x06EF, 0x06FA...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
      0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark:
      self = .mark
    case .decimalNumber:
      self = .number
    default:
      if rightToLeftBlocks.contains(where: { $0.contains(v) }) {
        self = properties.isAlphabetic || properties.generalCategory == .otherLetter ? .rightToLeft : .neutral
      } else if properties.isAlphabetic {
        self = .leftToRight
      } else {
        self = .neutral
      }
    }
  }

  /// The paragraph direction this class sets when it comes first (numbers and neutrals set none).
  var strongDirection: TextDirection? {
    switch self {
    case .leftToRight: .leftToRight
    case .rightToLeft: .rightToLeft
    default: nil
    }
  }
}
