import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ParsedArguments {
  /// `--shard I/N`, `auto` or `auto/N` (`batch`, folder `compare`), with a usage error for
  /// anything else.
  func shard() throws(CommandLineError) -> Shard? {
    try Shard(option: string("--shard"), command: command)
  }
}

extension Shard {
  /// A `--shard` value as given, if any; `compare` reads it with its other options and parses
  /// it only once it knows it compares folders. `auto` and `auto/N` read the CI system's
  /// variables (``Shard/init(environment:total:)``); under Bazel, the shard status file is
  /// touched, which tells Bazel the test shards itself.
  init?(option text: String?, command: String, environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(CommandLineError)
  {
    guard let text else { return nil }
    let usage = CommandLineError.usage(
      "\(command): --shard \"\(text)\": expected I/N with 1 ≤ I ≤ N (e.g. 2/4), auto or auto/N")
    let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts[0] == "auto" else {
      guard let shard = Shard(parsing: text) else { throw usage }
      self = shard
      return
    }
    // `auto/N`: the total, for systems that set none.
    let total = parts.count == 2 ? Int(parts[1]) : nil
    guard parts.count == 1 || (total ?? 0) >= 1 else { throw usage }
    do throws(EnvironmentError) {
      self = try Shard(environment: environment, total: total)
      try Shard.acknowledgeBazelSharding(environment: environment)
    } catch {
      throw .usage("\(command): --shard \(text): \(error)")
    }
  }
}
