import BarKit
import BarKitConcurrency
import BarKitText

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `barkit` command-line tool: dispatches to a subcommand and maps errors to exit codes.
public enum BarkitCommandLine {
  /// The version `barkit --version` prints.
  public static let version = BarKitVersion.current

  /// Runs `barkit` with `arguments` (without the program name) and returns the exit code.
  /// `--system-font auto|pinned|FAMILY`, anywhere in the arguments, sets which family draws the
  /// system face (``TypefacePolicy``); without it the face follows `typeface`, which the `barkit`
  /// executable sets to Helvetica Neue first (Docs/Text.md).
  public static func run(
    _ arguments: [String], output: CommandOutput = .standard, typeface: TypefacePolicy = .pinned
  ) -> Int32 {
    let code = runCommand(arguments, output: output, typeface: typeface)
    // A result nobody received is a failure (standard output closed, a full disk); a write that
    // already failed the command (`-o -`) has said so.
    if code == 0 || code == 1, let reason = StandardStream.outputFailure {
      output.standardError(UserText.line("barkit: cannot write to standard output: \(reason)"))
      return 3
    }
    return code
  }

  private static func runCommand(_ arguments: [String], output: CommandOutput, typeface: TypefacePolicy) -> Int32 {
    // Started now, the workers are up by the time a command has parsed its arguments and read
    // its input.
    Parallel.startWorkers()
    // Every message on standard error is one line, whatever user strings it holds.
    let output = CommandOutput(
      standardOutput: output.standardOutput, standardError: { output.standardError(UserText.line($0)) })
    var arguments = arguments
    var typeface = typeface
    if let flag = arguments.firstIndex(of: "--system-font") {
      guard flag + 1 < arguments.count, let policy = TypefacePolicy(parsing: arguments[flag + 1]) else {
        output.standardError("barkit: --system-font: expected auto, pinned or a font family")
        return 2
      }
      typeface = policy
      arguments.removeSubrange(flag...(flag + 1))
    }
    FontLibrary.shared.typefacePolicy = typeface
    guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
      if arguments.count > 1, let spec = commands.first(where: { $0.name == arguments[1] }) {
        output.standardOutput(spec.help)
        return 0
      }
      output.standardOutput(overview)
      return arguments.isEmpty ? 2 : 0
    }
    if first == "--version" {
      output.standardOutput("barkit \(version)")
      return 0
    }
    let emoji = EmojiWarning.mark
    let code = dispatch(arguments, program: "barkit", commands: commands, output: output)
    // One warning per run for every command that drew text; a failed command (2, 3) has said
    // what went wrong, and `--strict` named the emoji in its error.
    if code == 0 || code == 1, let warning = EmojiWarning.since(emoji) {
      output.standardError("barkit \(first): warning: \(warning)")
    }
    return code
  }

  /// Runs the command of `commands` that `arguments` name (their first word) and maps its
  /// errors to exit codes; `program` names the program in messages.
  package static func dispatch(
    _ arguments: [String], program: String, commands: [CommandSpec], output: CommandOutput
  ) -> Int32 {
    guard let first = arguments.first, let spec = commands.first(where: { $0.name == first }) else {
      let word = arguments.first ?? ""
      output.standardError(
        "\(program): unknown command \"\(word)\" (see '\(program) --help')"
          + Suggestion.hint(for: word, in: commands.map(\.name)))
      return 2
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      output.standardOutput(spec.help)
      return 0
    }
    do {
      let parsed = try ArgumentParser.parse(rest, for: spec)
      // Before the command's own output, so that the warning is seen even when the run fails.
      for spelling in parsed.deprecatedSpellings { output.standardError(spelling.warning(program: program)) }
      return try spec.run(parsed, output)
    } catch let error as CommandLineError {
      output.standardError("\(program) \(error)")
      return error.exitCode
    } catch {
      output.standardError("\(program) \(spec.name): \(error)")
      return 3
    }
  }

  /// The text of `barkit --help`.
  public static var overview: String {
    let list = CommandSpec.list(commands)
    return
      ([
        "barkit \(version): renders iOS 7 bar chrome to PNG, and compares images.", "",
        "Usage: barkit COMMAND [OPTIONS]   (barkit COMMAND --help for each)", "", "Commands:",
      ]
      + list
      + [
        "", "--system-font auto|pinned|FAMILY (any command): Helvetica Neue when installed (auto, the default),",
        "  always the measured stand-in Nimbus Sans (pinned, as tests and goldens), or a fontconfig family.",
        "", "Exit codes: 0 success, 1 mismatch, 2 usage error, 3 bad input.",
      ]).joined(separator: "\n")
  }
}

extension CommandOutput {
  /// Prints to the process's standard output and standard error.
  public static let standard = CommandOutput(
    standardOutput: { StandardStream.output.write($0 + "\n") },
    standardError: { StandardStream.error.write($0 + "\n") })
}
