/// A deterministic slice of a run for one CI machine (`--shard I/N`, I counted from 1): items
/// sorted by name are dealt round-robin, the k-th (from 0) to shard `k mod N + 1`, so the N
/// shards together take every item exactly once and stay balanced (`batch`'s outputs, folder
/// `compare`'s relative paths).
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// This shard, 1…``count``.
  public let index: Int
  /// How many shards the batch is split into.
  public let count: Int

  /// A shard; `nil` unless 1 ≤ index ≤ count.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Parses `I/N` (`2/4`); `nil` when malformed or out of range.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
    self.init(index: i, count: n)
  }

  /// The items of this shard: sorted by the bytes of their names, every ``count``-th from
  /// ``index``, so every shard of every machine picks the same items (`batch --shard`, folder
  /// `compare --shard`).
  public func select<Item>(_ items: [Item], byName name: (Item) -> [UInt8]) -> [Item] {
    let sorted = items.map { (name($0), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }
    return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element.1)
  }

  /// `2/4`.
  public var description: String { "\(index)/\(count)" }
}
