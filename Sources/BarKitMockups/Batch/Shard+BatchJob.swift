import BarKitFiles

extension Shard {
  /// The jobs of this shard, sorted by output name.
  public func select(_ jobs: [BatchJob]) -> [BatchJob] { select(jobs, byName: { Array($0.output.utf8) }) }
}
