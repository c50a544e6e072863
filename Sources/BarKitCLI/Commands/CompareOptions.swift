import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `barkit compare`'s command line, each option read once, in the order the command used to
/// check them, so that the first error given is the same: how to compare, then what to write.
struct CompareOptions {
  let comparison: ComparisonOptions
  let pullRequest: PullRequestOutput
  /// `--diff`: two files' diff image.
  let diff: String?
  let diffStyle: DiffImageStyle
  /// `--elements`: two files' element map.
  let elements: String?
  /// `--ignore-element`: element paths (with wildcards) of that map to leave out.
  let ignoredElements: [String]
  /// `--element-tolerance PATH=N`: elements of that map allowed N differing pixels each.
  let elementTolerances: [String]
  let json: Bool
  let overrides: String?
  let report: String?
  /// `--junit` as given.
  let junit: String?
  /// Bazel's `XML_OUTPUT_FILE`, for `--shard auto` without `--junit`.
  let bazelJUnit: String?
  let diffDirectory: String?
  /// `--shard` as given: parsed only for folders, after their other checks.
  let shard: String?

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    json = arguments.flag("--json")
    comparison = try CompareArguments.options(arguments)
    pullRequest = try PullRequestOutput(arguments, printsJSON: json)
    diff = arguments.string("--diff")
    let mask = arguments.flag("--diff-mask")
    diffStyle =
      comparison.antiAliasing == .pixelmatch
      ? DiffImageStyle.pixelmatch(isMaskOnly: mask) : mask ? DiffImageStyle.mask : DiffImageStyle()
    elements = arguments.string("--elements")
    ignoredElements = arguments.strings("--ignore-element")
    elementTolerances = arguments.strings("--element-tolerance")
    overrides = arguments.string("--overrides")
    report = arguments.string("--report")
    diffDirectory = arguments.string("--diff-dir")
    shard = arguments.string("--shard")
    junit = arguments.string("--junit")
    // A Bazel test shard (`--shard auto`) reports where Bazel collects each test's JUnit.
    bazelJUnit =
      shard?.hasPrefix("auto") == true
      ? ProcessInfo.processInfo.environment["XML_OUTPUT_FILE"].flatMap { $0.isEmpty ? nil : $0 } : nil
  }

  /// Where the JUnit file goes: `--junit`, else, for `--shard auto` under Bazel, `XML_OUTPUT_FILE`.
  var junitDestination: String? { junit ?? bazelJUnit }

  /// The folder-only options given, as named in the error that two files cannot take them.
  var folderOnlyGiven: [String] {
    [
      ("--overrides", overrides), ("--report", report), ("--junit", junit), ("--diff-dir", diffDirectory),
      ("--shard", shard),
    ].compactMap { name, value in value.map { _ in name } }
  }

  /// The options about one image's element map given: two files only.
  var elementOptionsGiven: [String] {
    [
      ("--elements", elements != nil), ("--ignore-element", !ignoredElements.isEmpty),
      ("--element-tolerance", !elementTolerances.isEmpty),
    ].filter(\.1).map(\.0)
  }
}
