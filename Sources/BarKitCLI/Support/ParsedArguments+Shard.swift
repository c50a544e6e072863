import BarKit

extension ParsedArguments {
  /// `--shard I/N` (`batch`, folder `compare`), with a usage error for anything else.
  func shard() throws(CommandLineError) -> Shard? {
    try string("--shard").map { text throws(CommandLineError) in
      guard let shard = Shard(parsing: text) else {
        throw .usage("\(command): --shard \"\(text)\": expected I/N with 1 ≤ I ≤ N, e.g. 2/4")
      }
      return shard
    }
  }
}
