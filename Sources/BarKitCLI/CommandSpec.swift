#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One option a command accepts: a flag (`--json`) or an option with a value (`--size WxH`).
public struct OptionSpec: Sendable {
  /// The long name, with its dashes (`--size`).
  public let name: String
  /// A one-letter alias, with its dash (`-o`), if any.
  public let short: String?
  /// The placeholder shown in help for the value; `nil` for a flag.
  public let valueName: String?
  /// One line of help.
  public let help: String
  /// Whether the option may be given more than once (`--ignored-regions` rectangles).
  public let isRepeatable: Bool
  /// Former long names still read as this option for one release, each with a warning naming
  /// ``name`` (``DeprecatedSpelling``); help and usage show only ``name``.
  public let deprecatedNames: [String]
  /// A flag that takes the place of the positional arguments (`compare --server` reads its
  /// pairs from standard input): with it, none may be given.
  public var standsForPositionals = false

  /// An option that takes a value.
  public static func value(
    _ name: String, short: String? = nil, _ valueName: String, _ help: String, repeatable: Bool = false,
    deprecatedNames: [String] = []
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, valueName: valueName, help: help, isRepeatable: repeatable,
      deprecatedNames: deprecatedNames)
  }

  /// An option that takes no value.
  public static func flag(
    _ name: String, _ help: String, deprecatedNames: [String] = [], standsForPositionals: Bool = false
  ) -> OptionSpec {
    var flag = OptionSpec(
      name: name, short: nil, valueName: nil, help: help, isRepeatable: false, deprecatedNames: deprecatedNames)
    flag.standsForPositionals = standsForPositionals
    return flag
  }
}

/// A `barkit` subcommand: its grammar, its help and what it does.
///
/// Parsing is table-driven: ``ArgumentParser`` reads `options` and `positionals` and hands the
/// result to `run`, which returns the exit code or throws a ``CommandLineError``.
public struct CommandSpec: Sendable {
  public let name: String
  /// The program the command belongs to, for usage (`barkit`).
  public let program: String
  /// One line for the command list.
  public let summary: String
  /// Names of the positional arguments, for usage (`IN.png`).
  public let positionals: [String]
  /// How many positional arguments are required at least (the rest are optional).
  public let requiredPositionals: Int
  public let options: [OptionSpec]
  /// Free text appended to `--help`.
  public let discussion: String
  public let run: @Sendable (ParsedArguments, CommandOutput) throws -> Int32

  public init(
    name: String, summary: String, positionals: [String] = [], requiredPositionals: Int? = nil,
    options: [OptionSpec] = [], discussion: String = "", program: String = "barkit",
    run: @escaping @Sendable (ParsedArguments, CommandOutput) throws -> Int32
  ) {
    self.name = name
    self.program = program
    self.summary = summary
    self.positionals = positionals
    self.requiredPositionals = requiredPositionals ?? positionals.count
    self.options = options
    self.discussion = discussion
    self.run = run
  }

  /// The usage line: `barkit convert IN.png -o OUT.png`.
  public var usage: String {
    var words = [program, name]
    for (i, p) in positionals.enumerated() { words.append(i < requiredPositionals ? p : "[\(p)]") }
    for o in options {
      let shown = o.valueName.map { "\(o.name) \($0)" } ?? o.name
      words.append(o.name == "--output" ? shown.replacing("--output", with: "-o") : "[\(shown)]")
    }
    return words.joined(separator: " ")
  }

  /// One line per command, names aligned, for a program's `--help`.
  package static func list(_ commands: [CommandSpec]) -> [String] {
    let width = (commands.map(\.name.count).max() ?? 0) + 2
    return commands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + $0.summary }
  }

  /// The full `--help` text.
  public var help: String {
    var lines = ["\(summary)", "", "Usage: \(usage)"]
    if !options.isEmpty {
      lines += ["", "Options:"]
      let shown = options.map { o in
        (o.short.map { "\($0), " } ?? "") + o.name + (o.valueName.map { " \($0)" } ?? "")
      }
      let width = (shown.map(\.count).max() ?? 0) + 2
      for (text, o) in zip(shown, options) {
        lines.append("  " + text + String(repeating: " ", count: width - text.count) + o.help)
      }
    }
    if !discussion.isEmpty { lines += ["", discussion] }
    return lines.joined(separator: "\n")
  }
}

/// Where a command prints: standard output and standard error, replaceable in tests.
public struct CommandOutput: Sendable {
  public let standardOutput: @Sendable (String) -> Void
  public let standardError: @Sendable (String) -> Void

  public init(
    standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
  }
}

extension CommandOutput {
  /// This output with its standard-output lines sent to standard error when `condition` holds:
  /// for a command whose file goes to standard output (`report -o /dev/stdout`), so that the
  /// file is not followed by its status line.
  func statusOnStandardError(if condition: Bool) -> CommandOutput {
    condition ? CommandOutput(standardOutput: standardError, standardError: standardError) : self
  }
}
