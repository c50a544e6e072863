import BarKit

extension ParsedArguments {
  /// `--shard I/N` (`batch`, folder `compare`), with a usage error for anything else.
  func shard() throws(CommandLineError) -> Shard? {
    try Shard(option: string("--shard"), command: command)
  }
}

extension Shard {
  /// A `--shard` value as given, if any; `compare` reads it with its other options and parses
  /// it only once it knows it compares folders.
  init?(option text: String?, command: String) throws(CommandLineError) {
    guard let text else { return nil }
    guard let shard = Shard(parsing: text) else {
      throw .usage("\(command): --shard \"\(text)\": expected I/N with 1 ≤ I ≤ N, e.g. 2/4")
    }
    self = shard
  }
}
