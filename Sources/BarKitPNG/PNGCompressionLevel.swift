/// How hard the PNG encoder compresses: a trade of time for size that means the same on any
/// image. Docs/PNG.md has the measured curve of time against size for each level.
public enum PNGCompressionLevel: Sendable, Hashable, CustomStringConvertible {
  /// For previews and watch mode: the speed class of fpng, files no larger than fpng's.
  case fast
  /// Far faster than zlib at level 6 (Pillow's default save) and no larger.
  case `default`
  /// The smallest files: smaller than Pillow's level 9, several times slower than `default`.
  case smallest
  /// A libdeflate level: 0 stores without compression, 1 ... 9 trade time for size as zlib's
  /// levels do. Kept for `--compression-level 0-9` as it was with zlib.
  case deflate(Int)

  /// The level a command-line word names: `fast`, `default`, `smallest`, or a number 0 ... 9;
  /// `nil` for anything else.
  public init?(_ text: String) {
    switch text {
    case "fast": self = .fast
    case "default": self = .default
    case "smallest": self = .smallest
    default:
      guard let n = Int(text), Self.deflateLevels.contains(n) else { return nil }
      self = .deflate(n)
    }
  }

  /// The libdeflate levels ``deflate(_:)`` accepts.
  public static let deflateLevels = 0...9

  /// What ``init(_:)`` accepts, for usage messages.
  public static let parsingExpectation = "fast, default, smallest or a level 0...9"

  /// `fast`, `default`, `smallest` or the number.
  public var description: String {
    switch self {
    case .fast: "fast"
    case .default: "default"
    case .smallest: "smallest"
    case .deflate(let n): "\(n)"
    }
  }
}
