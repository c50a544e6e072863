import BarKit
import BarKitBench
import BarKitCLI
import Foundation
import TestSupport
import Testing

/// Keeps README.md and Docs/*.md true: every `barkit` command they show runs as written, every
/// synopsis names options the command has, every JSON block parses (and validates when it is
/// a scene), and every code block that cannot run here says so with a marker just before it:
///
///     <!-- docs-test: not run: the reason -->
///
/// A marker's reason must be words; the heavy commands are a separate test, skipped in debug builds.
/// A CI job (```` ```yaml ````) is not shell: the ones marked `<!-- docs-test: run by
/// DocsCIJobTests -->` (``CIJobExtractor/marker``) are skipped here, since DocsCIJobTests runs
/// their steps in a simulated CI.
@Suite struct DocsCommandTests {
  static let root = SharedFixtures.repositoryRoot
  /// The marker that exempts the next code block.
  static let marker = "<!-- docs-test: not run:"
  /// Options that take a file the command writes: their values go to a scratch folder.
  static let outputOptions: Set<String> = ["-o", "--output", "--diff", "--contact-sheet", "--frames-dir", "--elements"]

  /// One fenced code block or inline `barkit …` span.
  struct Snippet: CustomStringConvertible {
    let file: String
    let line: Int
    let language: String
    let text: String
    let isBlock: Bool
    /// The marker's reason, when the block carries one.
    let skipReason: String?
    var description: String { "\(file):\(line)" }
  }

  static func snippets() throws -> [Snippet] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
      .filter { $0.hasSuffix(".md") && $0 != "CHANGELOG.md" }.sorted().map { "Docs/" + $0 }
    var out: [Snippet] = []
    for file in ["README.md"] + docs {
      let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        .components(separatedBy: "\n")
      var i = 0
      var inBlock = false
      while i < lines.count {
        let trimmed = lines[i].trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("```") {
          let language = String(trimmed.dropFirst(3))
          var j = i + 1
          while j < lines.count, !lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("```") { j += 1 }
          let previous = (0..<i).reversed().lazy.map { lines[$0] }.first {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
          }
          let reason = previous.flatMap { p -> String? in
            if p.trimmingCharacters(in: .whitespaces) == CIJobExtractor.marker { return "run by DocsCIJobTests" }
            guard let r = p.range(of: marker) else { return nil }
            return p[r.upperBound...].replacingOccurrences(of: "-->", with: "").trimmingCharacters(in: .whitespaces)
          }
          out.append(
            Snippet(
              file: file, line: i + 1, language: language,
              text: lines[(i + 1)..<min(j, lines.count)].joined(separator: "\n"),
              isBlock: true, skipReason: reason))
          i = j + 1
          inBlock = false
          continue
        }
        if !inBlock {
          for span in Self.inlineCommands(lines[i]) {
            out.append(Snippet(file: file, line: i + 1, language: "", text: span, isBlock: false, skipReason: nil))
          }
        }
        i += 1
      }
    }
    return out
  }

  /// The `barkit …` and `barkit-bench …` code spans of a line.
  static func inlineCommands(_ line: String) -> [String] {
    line.components(separatedBy: "`").enumerated().compactMap { i, part in
      i % 2 == 1 && (part.hasPrefix("barkit ") || part.hasPrefix("barkit-bench ")) ? part : nil
    }
  }

  /// The program a command line runs (`barkit` or `barkit-bench`) and its command table.
  static func program(of command: String) -> (name: String, commands: [CommandSpec]) {
    command.hasPrefix("barkit-bench ")
      ? ("barkit-bench", BarkitBench.commands) : ("barkit", BarkitCommandLine.commands)
  }

  /// The `barkit` command lines of a block: `barkit …`, `$ barkit …` or `$B …` (the README's
  /// `B=.build/release/barkit`), continuation lines joined, but not a message sample
  /// (`barkit batch: …`).
  static func commandLines(_ block: String) -> [String] {
    block.replacingOccurrences(of: "\\\n", with: " ").components(separatedBy: "\n").compactMap { raw in
      var line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("$ ") { line = String(line.dropFirst(2)) }
      if line.hasPrefix("$B ") { line = "barkit " + line.dropFirst(3) }
      if let pipe = line.range(of: " | ") { line = String(line[..<pipe.lowerBound]) }
      guard line.hasPrefix("barkit ") || line.hasPrefix("barkit-bench "),
        line.range(of: #"^barkit(-bench)? [a-z]+:"#, options: .regularExpression) == nil
      else {
        return nil
      }
      if let comment = line.range(of: "  #") { line = String(line[..<comment.lowerBound]) }
      return line.trimmingCharacters(in: .whitespaces)
    }
  }

  /// Shell-like words: spaces split, single and double quotes group.
  static func words(_ command: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var started = false
    for c in command {
      if let q = quote {
        if c == q { quote = nil } else { current.append(c) }
      } else if c == "'" || c == "\"" {
        quote = c
        started = true
      } else if c == " " {
        if started || !current.isEmpty { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(c)
      }
    }
    if started || !current.isEmpty { words.append(current) }
    return words
  }

  /// A placeholder word (`IN.png`, `DIR`, `N`, `WxH`, `[--resume]`, `a|b`, `…`): the command is
  /// a synopsis, checked but not run.
  static func isPlaceholder(_ word: String) -> Bool {
    if word.contains(where: { "[]|…()".contains($0) }) { return true }
    if word == "WxH" || word == "X,Y,W,H" { return true }
    let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: ":,"))
    let stem = bare.split(separator: ".").first.map(String.init) ?? bare
    return stem.count >= 1 && stem.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" || $0 == "-" })
      && stem.contains(where: \.isUppercase)
  }

  enum Verdict {
    case run([String])
    case synopsis(String)
  }

  /// What to do with a command: run it with paths made absolute and outputs sent to `scratch`,
  /// or, when it holds placeholders or names files that are not in the repository, check it
  /// as a synopsis.
  /// A span in prose runs only when it names a file of the repository; `barkit frames
  /// --contact-sheet` in a sentence is a mention.
  static func verdict(_ command: String, scratch: URL, inBlock: Bool) -> Verdict {
    let words = Self.words(command).dropFirst()
    if words.contains(where: isPlaceholder) { return .synopsis("placeholders") }
    let namesAFile = words.contains { !$0.hasPrefix("-") && ($0.contains("/") || $0.hasSuffix(".json")) }
    if !inBlock, !namesAFile { return .synopsis("a mention") }
    // Watching runs until stopped; `-o -` writes the PNG into this test's output. FaultTests
    // covers both.
    if words.contains("--watch")
      || zip(words, words.dropFirst()).contains(where: { outputOptions.contains($0) && $1 == "-" })
    {
      return .synopsis("runs until stopped or writes to standard output")
    }
    var arguments: [String] = []
    var previous = ""
    for word in words {
      if outputOptions.contains(previous) {
        arguments.append(scratch.appendingPathComponent(URL(fileURLWithPath: word).lastPathComponent).path)
      } else if !word.hasPrefix("-"), word.contains("/") || word.hasSuffix(".json") || word.hasSuffix(".png") {
        let path = root.appendingPathComponent(word).path
        guard FileManager.default.fileExists(atPath: path) else {
          return .synopsis("names \(word), not in the repository")
        }
        arguments.append(path)
      } else {
        arguments.append(word)
      }
      previous = word
    }
    return .run(arguments)
  }

  /// Every option a synopsis names must be one of its command's.
  static func checkSynopsis(_ command: String, at snippet: Snippet) {
    let words = Self.words(command)
    guard words.count >= 2 else { return }
    let name = words[1]
    if isPlaceholder(name) || name.hasPrefix("-") { return }
    let program = Self.program(of: command)
    guard let spec = program.commands.first(where: { $0.name == name }) else {
      Issue.record("\(snippet): `\(command)`: \(program.name) has no command \(name)")
      return
    }
    let known = Set(spec.options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) } + ["--help", "-h"])
    for word in words.dropFirst(2) {
      let option = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]()|"))
      guard option.hasPrefix("-"), option.count > 1, Double(option.split(separator: ":").first ?? "") == nil else {
        continue
      }
      let bare = String(option.split(separator: "=").first ?? "")
      if bare.hasPrefix("-"), bare.dropFirst().first?.isLetter == true || bare.hasPrefix("--") {
        #expect(known.contains(bare), "\(snippet): `\(command)`: \(name) has no option \(bare)")
      }
    }
  }

  /// Commands that are too slow for a debug build run in the release pass of `make test`.
  static var runsEveryCommand: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }

  @Test func everyCommandAndCodeBlockInTheDocsRunsOrSaysWhyNot() throws {
    try checkSnippets(heavy: false)
  }

  /// `batch`, `frames`, `demo` and `barkit-bench` in the docs take minutes in a debug build; the
  /// release pass of `make test` runs them.
  @Test(.enabled(if: runsEveryCommand, "a debug build: the release pass of make test runs these"))
  func everyHeavyCommandInTheDocsRuns() throws {
    try checkSnippets(heavy: true)
  }

  /// Checks every snippet, running the heavy commands (`heavy`) or the others.
  private func checkSnippets(heavy: Bool) throws {
    let snippets = try Self.snippets()
    #expect(snippets.count > 50)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var ran = 0
    for snippet in snippets {
      if let reason = snippet.skipReason {
        // A block not run says why, in words a reader can check.
        #expect(reason.count >= 10, "\(snippet): the \(Self.marker) marker gives no reason")
        continue
      }
      let commands = snippet.isBlock ? Self.commandLines(snippet.text) : [snippet.text]
      switch snippet.language {
      case "swift", "yaml":
        Issue.record(
          "\(snippet): a \(snippet.language) block needs a marker (\(Self.marker) …) saying where it is checked")
      case "json":
        guard !heavy else { continue }
        try checkJSON(snippet, scratch: scratch)
        ran += 1
      case "sh", "bash", "shell", "console":
        let other = snippet.text.components(separatedBy: "\n").filter {
          let t = $0.trimmingCharacters(in: .whitespaces)
          return !t.isEmpty && !t.hasPrefix("#") && !t.hasPrefix("barkit ") && !t.hasPrefix("$ barkit ")
            && !t.hasPrefix("$B ") && !t.hasPrefix("--")
        }
        if !other.isEmpty {
          Issue.record("\(snippet): runs \(other[0]) here? Mark it (\(Self.marker) …) or make it a barkit command")
        }
        fallthrough
      default:
        for command in commands {
          switch Self.verdict(command, scratch: scratch, inBlock: snippet.isBlock) {
          case .synopsis:
            Self.checkSynopsis(command, at: snippet)
          case .run(let arguments):
            Self.checkSynopsis(command, at: snippet)
            let isBench = Self.program(of: command).name == "barkit-bench"
            guard heavy == (isBench || ["batch", "frames", "demo"].contains(arguments.first ?? "")) else { continue }
            let result = isBench ? CapturedOutput.runBench(arguments) : CapturedOutput.run(arguments)
            #expect(result.code == 0, "\(snippet): `\(command)` exited \(result.code): \(result.err)")
            ran += 1
          }
        }
      }
    }
    #expect(ran > 0, "no command or JSON block ran")
  }

  /// A JSON block must parse; a scene (a known top-level key) must also decode (the files it
  /// names are the reader's, so they are not looked for), and comparison overrides must read
  /// without a warning.
  private func checkJSON(_ snippet: Snippet, scratch: URL) throws {
    let data = Data(snippet.text.utf8)
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      Issue.record("\(snippet): the JSON block does not parse; mark it (\(Self.marker) …) if it is a fragment")
      return
    }
    // An overrides file (keyed by glob) must read, under the current field names: a deprecated
    // one would teach the spelling about to go.
    if let members = object as? [String: Any], !members.isEmpty, members.keys.allSatisfy({ $0.contains("*") }) {
      do {
        let overrides = try ComparisonOverrides(json: data, file: snippet.description)
        #expect(overrides.warnings.isEmpty, "\(snippet): \(overrides.warnings)")
      } catch {
        Issue.record("\(snippet): the overrides do not read: \(error)")
      }
      return
    }
    let sceneKeys: Set<String> = ["canvas", "navigationBar", "toolbar", "tabBar", "searchBar", "statusBar", "content"]
    guard let members = object as? [String: Any], !sceneKeys.isDisjoint(with: members.keys) else { return }
    do {
      _ = try Scene(decoding: data, file: snippet.description)
    } catch {
      Issue.record("\(snippet): the scene does not decode: \(error)")
    }
  }
}
