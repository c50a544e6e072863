import BarKitCompare

/// The rule `report --merge` applies before joining the results of a sharded folder
/// comparison: the inputs are the whole of one run, shards 1 to N of it, each once. A missing
/// shard would let a failing suite pass ("All 6 images match."); a shard given twice would
/// count its images twice; a shard of another run would mix two runs' verdicts.
public enum ShardCompleteness {
  /// Why a set of shards is not one whole run; ``description`` names the input at fault.
  public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String
  }

  /// Checks that `inputs` (each named, with the shard it records) are shards 1…N of one run,
  /// each once. An input without a record is refused when any input has one; when none has
  /// (test runs' pages, which BarKit cannot split), there is nothing to check and the inputs
  /// pass unless `required`.
  public static func check(_ inputs: [(name: String, shard: ComparisonShard?)], required: Bool) throws(Refusal) {
    let recorded = inputs.compactMap { input in input.shard.map { (input.name, $0) } }
    if recorded.isEmpty && !required { return }
    if let bare = inputs.first(where: { $0.shard == nil }) {
      throw Refusal(
        description: "\(bare.name): records no shard (I/N and run), so a merge cannot prove it has the whole run; "
          + "compare again with this BarKit")
    }
    let (firstName, first) = recorded[0]
    var holders: [Int: String] = [:]
    for (name, shard) in recorded {
      guard shard.run == first.run else {
        throw Refusal(
          description: "\(name) is shard \(shard) of run \(shard.run.prefix(12))…, but \(firstName) is shard \(first) "
            + "of run \(first.run.prefix(12))…: not the same run; merge the shards of one run")
      }
      guard shard.count == first.count else {
        throw Refusal(
          description: "\(name) is shard \(shard) but \(firstName) is shard \(first) of the same run: merge the "
            + "shards of one split")
      }
      if let earlier = holders.updateValue(name, forKey: shard.index) {
        throw Refusal(description: "\(earlier) and \(name) are both shard \(shard): give each shard once")
      }
    }
    let missing = (1...first.count).filter { holders[$0] == nil }
    guard missing.isEmpty else {
      let list = missing.prefix(10).map { "\($0)/\(first.count)" }.joined(separator: ", ")
      throw Refusal(
        description: "shard\(missing.count == 1 ? "" : "s") \(list)\(missing.count > 10 ? ", …" : "") of run "
          + "\(first.run.prefix(12))… \(missing.count == 1 ? "is" : "are") missing: a merge without every shard "
          + "cannot say whether the run passed")
    }
  }
}
