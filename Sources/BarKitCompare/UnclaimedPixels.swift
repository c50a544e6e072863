/// The differing pixels of one row not yet attributed: a disjoint-set forest in which each
/// claimed pixel points past itself, so a search from any pixel lands on the next unclaimed
/// one (the union-find "next free slot" structure; path halving keeps it near-constant time).
struct UnclaimedPixels {
  /// `next[i] == i` while pixel `i` is unclaimed; the last entry is a sentinel.
  private var next: [Int] = []
  private(set) var unclaimed = 0

  mutating func reset(count: Int) {
    next.removeAll(keepingCapacity: true)
    next.append(contentsOf: 0...count)
    unclaimed = count
  }

  /// Claims the unclaimed pixels of `xs` (ascending columns) in `start..<end`; returns how many.
  mutating func claim(_ xs: [Int], from start: Int, to end: Int) -> Int {
    var low = 0, high = xs.count
    while low < high {
      let middle = (low + high) / 2
      if xs[middle] < start { low = middle + 1 } else { high = middle }
    }
    var claimed = 0
    var k = root(low)
    while k < xs.count && xs[k] < end {
      next[k] = k + 1
      claimed += 1
      k = root(k + 1)
    }
    unclaimed -= claimed
    return claimed
  }

  /// The first unclaimed pixel at or after `i` (the sentinel when none).
  private mutating func root(_ i: Int) -> Int {
    var i = i
    while next[i] != i {
      next[i] = next[next[i]]
      i = next[i]
    }
    return i
  }
}
