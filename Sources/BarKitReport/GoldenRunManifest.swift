import BarKitCompare
import BarKitJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What one test process asserted, written by BarKitTesting into its artifacts folder as
/// `.barkit-run-<process>.json` after each assertion (Docs/Testing.md, "Orphans"). The
/// processes of one `swift test` (XCTest, then Swift Testing) share `run`; together their
/// manifests say which goldens the run asserted, and whether it ran every test.
public struct GoldenRunManifest: Codable, Sendable, Hashable {
  /// The format this BarKit writes and reads: 2 since a manifest records whether its process
  /// reached its end (``finished``); a format-1 manifest cannot say, and is refused.
  public static let currentFormat = 2

  /// ``currentFormat`` when written.
  public var format: Int
  /// The run the process belongs to (the `swift-test` process, or `BARKIT_RUN`).
  public var run: String
  /// The test process's id.
  public var process: Int32
  /// The process's arguments after the program name.
  public var arguments: [String]
  /// The arguments of the `swift test` that started the process, when one did (read from the
  /// parent process on Linux); `nil` otherwise, and in manifests of a BarKit before it. A
  /// `--parallel` worker's own arguments name its one test; the runner's say whether the run
  /// as a whole was filtered.
  public var runnerArguments: [String]?
  /// Whether the process ran every test it was given of an unfiltered run: no `--filter`,
  /// `--skip` or test specifier in ``runnerArguments``, or in `arguments` when there are none
  /// (``isComplete(arguments:)``, ``decidingArguments``).
  public var complete: Bool
  /// Whether the process reached its end and recorded it: `false` in every manifest written
  /// after an assertion, `true` only in the one written as the process exits. A process that
  /// crashes (`fatalError`, a signal) leaves `false`.
  public var finished: Bool
  /// The goldens folders assertions resolved to (absolute): where orphans are looked for.
  public var goldensFolders: [String]
  /// The references asserted (absolute paths), sorted.
  public var goldens: [String]
  /// Who asserted each reference first in this process, and where, so a test in another
  /// process of the run that asserts the same file fails naming both (BarKitTesting); absent
  /// in manifests of a BarKit before it.
  public var claims: [String: Claim]?

  /// A test (case) and the call site that asserted a golden.
  public struct Claim: Codable, Sendable, Hashable {
    /// The test: XCTest's `Class.testName`, Swift Testing's test identifier.
    public var owner: String
    /// `file:line` of the assertion.
    public var site: String

    /// Creates a claim.
    public init(owner: String, site: String) {
      self.owner = owner
      self.site = site
    }
  }

  /// Creates a manifest.
  public init(
    run: String, process: Int32, arguments: [String], runnerArguments: [String]? = nil, goldensFolders: [String],
    goldens: [String],
    finished: Bool = false, claims: [String: Claim]? = nil
  ) {
    self.claims = claims
    self.format = Self.currentFormat
    self.finished = finished
    self.run = run
    self.process = process
    self.arguments = arguments
    self.runnerArguments = runnerArguments
    self.complete = Self.isComplete(arguments: runnerArguments ?? arguments)
    self.goldensFolders = goldensFolders.sorted()
    self.goldens = goldens.sorted()
  }

  /// The manifest's file name for `process`.
  public static func fileName(process: Int32) -> String { ".barkit-run-\(process).json" }

  /// The arguments that say whether the run was filtered: the runner's, else the process's.
  public var decidingArguments: [String] { runnerArguments ?? arguments }

  /// Whether `name` is a run manifest's file name.
  public static func isFileName(_ name: String) -> Bool {
    name.hasPrefix(".barkit-run-") && name.hasSuffix(".json")
  }

  /// Whether a test process with these arguments runs every test. `swift test` passes its own
  /// arguments on to each test process (`--filter X --testing-library swift-testing`), and a
  /// runner that picks tests names them as `Module.Type` or `Module.Type/test` (XCTest, and
  /// each `--parallel` worker). Anything that looks like either counts as filtered: listing a
  /// filtered run's unasserted goldens as orphans could get them deleted, so doubt means
  /// filtered.
  public static func isComplete(arguments: [String]) -> Bool {
    let filters = ["--filter", "--skip", "-s", "--specifier"]
    return !arguments.contains { argument in
      filters.contains(argument) || filters.contains { argument.hasPrefix($0 + "=") }
        || looksLikeTestSpecifier(argument)
    }
  }

  /// `Module.Type` or `Module.Type/test()`, as XCTest takes them; not a file name with a
  /// report's extension (the value of `--xunit-output`, `--event-stream-output-path`).
  static func looksLikeTestSpecifier(_ argument: String) -> Bool {
    let specifier = /[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_.]*(\/[A-Za-z_][A-Za-z0-9_:()]*)?/
    return argument.wholeMatch(of: specifier) != nil
      && ![".xml", ".json", ".jsonl", ".html"].contains { argument.hasSuffix($0) }
  }
}

extension GoldenRunManifest {
  /// The largest manifest read: 16 MiB, about 130,000 golden paths of 120 bytes, far more than
  /// any package asserts in one process.
  public static let maximumByteCount = 16 << 20

  /// Reads the manifest at `url`: a regular file of this format, or an error naming the file
  /// and the JSON path.
  static func read(_ url: URL) throws(GoldenOrphansError) -> GoldenRunManifest {
    let data: Data
    do throws(JSONInputError) {
      data = try JSONInputError.read(url, maxByteCount: maximumByteCount)
    } catch {
      throw .unreadable(path: url.path, reason: "expected \(error.expected)")
    }
    // The format first: an older manifest lacks fields, and is refused for its format.
    struct Format: Decodable { let format: Int }
    if let format = try? JSONValueDecoder.decode(Format.self, from: data), format.format != currentFormat {
      throw .unreadable(
        path: url.path,
        reason: "format \(format.format), expected \(currentFormat) (run the tests again with this BarKit)")
    }
    let manifest: GoldenRunManifest
    do {
      manifest = try JSONValueDecoder.decode(GoldenRunManifest.self, from: data)
    } catch {
      let failure = JSONInputError.decoding(error, file: url.path)
      let reason =
        failure.path.isEmpty && failure.syntax == nil
        ? "expected a BarKit run manifest (\(failure.expected))" : failure.detail
      throw .unreadable(path: url.path, reason: reason)
    }
    return manifest
  }
}
