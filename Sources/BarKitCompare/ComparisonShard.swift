import BarKitFiles
import BarKitJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which part of which run a folder comparison is: shard ``index`` of ``count`` (`compare
/// --shard I/N`; 1/1 without it) of the run ``run``. Every summary and page of a folder
/// comparison records it, so `report --merge` can prove the shards it joins are the whole of
/// one run: none missing, none twice, none from another run (Docs/Testing.md, "Sharded runs").
public struct ComparisonShard: Sendable, Hashable, Codable, CustomStringConvertible {
  /// This shard, 1…``count``.
  public let index: Int
  /// How many shards the run was split into.
  public let count: Int
  /// The run: the SHA-256 (64 lowercase hex digits) of every relative path found in either
  /// folder, before the shard took its own (every shard of a run sees the same folders), and
  /// of the run's name (`BARKIT_RUN`) when one is given.
  public let run: String

  /// The most shards a run is split into: far more than any CI matrix, and a bound on the
  /// work a merge does per shard it checks.
  public static let maximumCount = 10_000

  /// The environment variable that names a run (the one BarKitTesting reads for its runs):
  /// set it to the CI run's id so two runs over the same files are told apart.
  public static let runVariable = "BARKIT_RUN"

  private enum Key: String, CodingKey { case index, count, run }

  /// A shard record; `nil` unless 1 ≤ index ≤ count ≤ ``maximumCount`` and `run` is a SHA-256.
  public init?(index: Int, count: Int, run: String) {
    guard (1...Self.maximumCount).contains(count), (1...count).contains(index), Self.isDigest(run) else { return nil }
    (self.index, self.count, self.run) = (index, count, run)
  }

  /// The run of a comparison of the relative paths `paths` (found in either folder), named
  /// `name` when the caller gives the run one.
  public static func run(paths: [RawPath], name: String?) -> String {
    var bytes: [UInt8] = Array("barkit-compare-run 1\n".utf8)
    if let name { bytes += Array("name \(name.utf8.count)\n".utf8) + Array(name.utf8) + [10] }
    // Each path is preceded by its length, so no two lists give the same bytes.
    for path in paths.sorted() { bytes += Array("\(path.bytes.count):".utf8) + path.bytes }
    return ContentHash.sha256(Data(bytes))
  }

  /// The items of shard `index` of `count`: sorted by the bytes of their names, every
  /// `count`-th from the `index`-th, so every machine picks the same items and the shards
  /// cover each item once (as `batch --shard` deals its outputs).
  public static func select(_ paths: [RawPath], index: Int, count: Int) -> [RawPath] {
    Shard(index: index, count: count)?.select(paths, byName: \.bytes) ?? []
  }

  /// Reads a record back, refusing an index outside 1…count and a run that is not a SHA-256.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    func fail(_ key: Key, _ expected: String) -> DecodingError {
      .dataCorrupted(DecodingError.Context(codingPath: c.codingPath + [key], debugDescription: expected))
    }
    guard let count = try c.decodeWholeNumber(.count, in: 1...Self.maximumCount) else {
      throw fail(.count, "expected a whole number in 1...\(Self.maximumCount)")
    }
    guard let index = try c.decodeWholeNumber(.index, in: 1...count) else {
      throw fail(.index, "expected a whole number in 1...\(count)")
    }
    let run = try c.decode(String.self, forKey: .run)
    guard Self.isDigest(run) else { throw fail(.run, "expected 64 lowercase hex digits (a SHA-256)") }
    (self.index, self.count, self.run) = (index, count, run)
  }

  /// `2/3`.
  public var description: String { "\(index)/\(count)" }

  /// Whether `text` is 64 lowercase hex digits.
  static func isDigest(_ text: String) -> Bool {
    text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }
}
