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
    if let total = Self.automaticTotal(text) {
      do throws(EnvironmentError) {
        self = try Shard(environment: environment, total: total ?? nil)
        try Shard.acknowledgeBazelSharding(environment: environment)
      } catch {
        throw .usage("\(command): --shard \(text): \(error)")
      }
      return
    }
    guard let shard = Shard(parsing: text) else {
      throw .usage("\(command): --shard \"\(text)\": expected I/N with 1 ≤ I ≤ N (e.g. 2/4), auto or auto/N")
    }
    self = shard
  }

  /// For `auto` → `.some(nil)`, for `auto/N` → `.some(N)`; `nil` for anything else.
  private static func automaticTotal(_ text: String) -> Int?? {
    guard text.hasPrefix("auto") else { return nil }
    if text == "auto" { return .some(nil) }
    guard text.hasPrefix("auto/"), let total = Int(text.dropFirst(5)), total >= 1 else { return nil }
    return .some(total)
  }
}
