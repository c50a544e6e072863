import Foundation

/// A CI job of the docs, as ``CIJobExtractor`` reads it.
struct CIJob: CustomStringConvertible {
  enum Platform: Sendable { case githubActions, gitlabCI }
  /// A command the job runs, with its line in the document.
  struct Step {
    let line: Int
    let command: String
  }

  let name: String
  let line: Int
  let platform: Platform
  /// The commands run, in order: GitHub's `run:` steps, GitLab's `script:` items.
  let steps: [Step]
  /// The install steps not run (``CIJobExtractor/installs``).
  let substituted: [String]
  /// The paths the job uploads (`actions/upload-artifact`'s `path`, GitLab's `artifacts`).
  let uploads: [String]

  var description: String { "the \(name) job at line \(line)" }
}

/// Reads the CI jobs of a Markdown document: the ```` ```yaml ```` blocks marked
/// `<!-- docs-test: run by DocsCIJobTests -->`. No YAML library is at hand, so this reads the
/// little YAML these jobs use, by indentation: a job is one top-level key holding mappings,
/// lists (`- `), plain scalars (continued on deeper lines, joined by a space, as YAML folds
/// them), `|` block scalars, and one-line flow lists and maps without nesting or quotes.
/// Anything else (another key, a quoted or `>` scalar, a comment, an expression `${{ }}` or an
/// `env:` on a step that runs, a tab) is a ``Refusal``, so a change to the docs cannot
/// silently drop a step.
enum CIJobExtractor {
  /// The marker before each block that DocsCIJobTests runs (DocsCommandTests skips those).
  static let marker = "<!-- docs-test: run by DocsCIJobTests -->"
  /// The test's one substitution: a step that installs or fetches (these prefixes) is not
  /// run; the built `barkit` executable is on PATH instead. `uses: actions/checkout` is the
  /// scratch checkout itself; `uses: actions/upload-artifact` adds its paths to the uploads,
  /// which the test checks exist.
  static let installs = ["apt-get ", "sudo ", "gh release download "]

  /// A construct the extractor does not understand, with its line in the document.
  struct Refusal: Error, CustomStringConvertible {
    let line: Int
    let reason: String
    var description: String { "line \(line): \(reason)" }
  }

  /// One line of a block: `- ` list markers are items of their own, two columns left of what
  /// follows them, so `- run: x` is a list item holding the mapping `run: x`.
  struct Item {
    let line: Int
    let indent: Int
    let text: String
  }

  /// An item and the items indented under it.
  struct Node {
    let item: Item
    let children: [Node]
    /// The last document line the node spans.
    var lastLine: Int { children.last?.lastLine ?? item.line }
  }

  /// The marked jobs of the document at `file`, in order.
  static func markedJobs(in file: URL) throws -> [CIJob] {
    let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    var jobs: [CIJob] = []
    var i = 0
    while i < lines.count {
      guard lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("```") else {
        i += 1
        continue
      }
      var end = i + 1
      while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
      let previous = lines[..<i].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      if previous?.trimmingCharacters(in: .whitespaces) == marker {
        guard lines[i].trimmingCharacters(in: .whitespaces) == "```yaml" else {
          throw Refusal(line: i + 1, reason: "the marker is on a block that is not ```yaml")
        }
        jobs.append(try job(((i + 1)..<min(end, lines.count)).map { (line: $0 + 1, text: lines[$0]) }))
      }
      i = end + 1
    }
    return jobs
  }

  /// The first inline `` `prefix…` `` span after the first marked block, before the next
  /// code block: the follow-up the docs give (`barkit accept …`).
  static func followUp(in file: URL, startingWith prefix: String) throws -> String? {
    let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    guard let marked = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == marker }),
      let open = lines[(marked + 1)...].firstIndex(where: { $0.hasPrefix("```") }),
      let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
    else { return nil }
    for line in lines[(close + 1)...] {
      if line.hasPrefix("```") { return nil }
      let spans = line.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      if let span = spans.first(where: { $0.hasPrefix(prefix) }) { return span }
    }
    return nil
  }

  /// The job a block holds; `lines` are numbered as in the document.
  static func job(_ lines: [(line: Int, text: String)]) throws -> CIJob {
    let source = Dictionary(uniqueKeysWithValues: lines.map { ($0.line, $0.text) })
    let top = nodes(try items(lines)[...])
    guard top.count == 1, let job = top.first else {
      throw Refusal(line: lines.first?.line ?? 0, reason: "a block holds one job, one top-level key")
    }
    let (name, value) = try keyValue(job.item)
    guard value.isEmpty else { throw Refusal(line: job.item.line, reason: "a job is a mapping") }
    var platform: CIJob.Platform?
    var steps: [CIJob.Step] = []
    var substituted: [String] = []
    var uploads: [String] = []
    for child in job.children {
      let (key, value) = try keyValue(child.item)
      if !["runs-on", "image"].contains(key), !value.isEmpty {
        throw Refusal(line: child.item.line, reason: "\(key): holds the lines under it here")
      }
      if ["steps", "script"].contains(key), platform != nil {
        throw Refusal(line: child.item.line, reason: "one job, one list of steps")
      }
      switch key {
      // The runner's machine: here, this one (the steps need bash, coreutils and barkit).
      case "runs-on", "image":
        guard child.children.isEmpty else { throw Refusal(line: child.item.line, reason: "\(key) is one value") }
      case "steps":
        platform = .githubActions
        for item in try listItems(child) {
          let step = try githubStep(item, source: source)
          if let run = step.run {
            if isInstall(run.command) { substituted.append(run.command) } else { steps.append(run) }
          }
          uploads += step.uploads
        }
      case "script":
        platform = .gitlabCI
        for item in try listItems(child) {
          let command = try plainScalar(flattened(item.children))
          if isInstall(command) {
            substituted.append(command)
          } else {
            steps.append(CIJob.Step(line: item.item.line, command: command))
          }
        }
      case "artifacts":
        uploads += try gitlabArtifacts(child)
      default:
        throw Refusal(line: child.item.line, reason: "\(key): is not a key of the jobs this test runs")
      }
    }
    guard let platform else { throw Refusal(line: job.item.line, reason: "a job without steps: or script:") }
    return CIJob(
      name: name, line: job.item.line, platform: platform, steps: steps, substituted: substituted, uploads: uploads)
  }

  static func isInstall(_ command: String) -> Bool { installs.contains { command.hasPrefix($0) } }

  /// A GitHub step: the command it runs (`nil` for `uses:`) and the paths it uploads.
  static func githubStep(_ item: Node, source: [Int: String]) throws -> (run: CIJob.Step?, uploads: [String]) {
    var keys: [String: Node] = [:]
    for child in item.children {
      let (key, _) = try keyValue(child.item)
      guard ["name", "run", "uses", "with", "env", "if"].contains(key), keys[key] == nil else {
        throw Refusal(line: child.item.line, reason: "\(key): is not understood in a step")
      }
      keys[key] = child
    }
    if let uses = keys["uses"] {
      guard keys["run"] == nil else { throw Refusal(line: uses.item.line, reason: "a step with uses: and run:") }
      let action = try keyValue(uses.item).value
      if action.hasPrefix("actions/checkout@") { return (nil, []) }
      guard action.hasPrefix("actions/upload-artifact@"), let with = keys["with"] else {
        throw Refusal(line: uses.item.line, reason: "the action \(action) is not simulated")
      }
      return (nil, try mapping(with, source: source)["path"]?.split(separator: "\n").map(String.init) ?? [])
    }
    guard let run = keys["run"] else { throw Refusal(line: item.item.line, reason: "a step without run: or uses:") }
    let (_, value) = try keyValue(run.item)
    let command =
      value == "|"
      ? try block(run, source: source)
      : try plainScalar([Item(line: run.item.line, indent: 0, text: value)] + flattened(run.children))
    if command.contains("${{") { throw Refusal(line: run.item.line, reason: "a ${{ }} expression is not simulated") }
    let step = CIJob.Step(line: run.item.line, command: command)
    if !isInstall(command), let extra = keys["env"] ?? keys["if"] ?? keys["with"] {
      throw Refusal(line: extra.item.line, reason: "a step that runs here takes no env:, if: or with:")
    }
    return (step, [])
  }

  /// GitLab's `artifacts:`: the `paths` and the `reports` files.
  static func gitlabArtifacts(_ node: Node) throws -> [String] {
    var uploads: [String] = []
    for child in node.children {
      let (key, value) = try keyValue(child.item)
      switch key {
      case "when": continue
      case "paths": uploads += try flowList(value, line: child.item.line)
      case "reports": uploads += try flowMap(value, line: child.item.line).values.sorted()
      default: throw Refusal(line: child.item.line, reason: "artifacts: \(key): is not understood")
      }
    }
    return uploads
  }

  /// A mapping, inline (`{ a: b }`) or on the lines under it; a `|` value is its block.
  static func mapping(_ node: Node, source: [Int: String]) throws -> [String: String] {
    let (_, value) = try keyValue(node.item)
    if !value.isEmpty { return try flowMap(value, line: node.item.line) }
    var out: [String: String] = [:]
    for child in node.children {
      let (key, value) = try keyValue(child.item)
      out[key] =
        value == "|"
        ? try block(child, source: source)
        : try plainScalar([Item(line: child.item.line, indent: 0, text: value)] + flattened(child.children))
    }
    return out
  }

  /// The items of a list: every child a `- `.
  static func listItems(_ node: Node) throws -> [Node] {
    for child in node.children where child.item.text != "-" {
      throw Refusal(line: child.item.line, reason: "a list item without - ")
    }
    return node.children
  }

  /// A `|` block scalar: the document's lines under the key, less the first one's indentation.
  static func block(_ node: Node, source: [Int: String]) throws -> String {
    guard let first = node.children.first?.item.line, let firstText = source[first] else {
      throw Refusal(line: node.item.line, reason: "an empty | block")
    }
    let indent = firstText.prefix { $0 == " " }.count
    return (first...node.lastLine).map { String((source[$0] ?? "").dropFirst(indent)) }.joined(separator: "\n")
  }

  /// A plain scalar over `items` (its first line and its continuation lines), folded with
  /// spaces. Quotes, flow collections, tags, anchors, `>` and `|` (here), comments and `: `
  /// are refused.
  static func plainScalar(_ items: [Item]) throws -> String {
    guard let first = items.first, !first.text.isEmpty else {
      throw Refusal(line: items.first?.line ?? 0, reason: "an empty scalar")
    }
    if let c = first.text.first, "\"'{[&*!|>%@`".contains(c) {
      throw Refusal(line: first.line, reason: "a scalar starting with \(c) is not read here")
    }
    for item in items where item.text == "-" || item.text.contains(" #") || item.text.contains(": ") {
      throw Refusal(line: item.line, reason: "a list, comment or mapping inside a plain scalar")
    }
    return items.map(\.text).joined(separator: " ")
  }

  /// `[a, b]`.
  static func flowList(_ value: String, line: Int) throws -> [String] {
    guard value.hasPrefix("["), value.hasSuffix("]") else { throw Refusal(line: line, reason: "not a [list]") }
    return try flowEntries(String(value.dropFirst().dropLast()), line: line)
  }

  /// `{ a: b, c: d }`.
  static func flowMap(_ value: String, line: Int) throws -> [String: String] {
    guard value.hasPrefix("{"), value.hasSuffix("}") else { throw Refusal(line: line, reason: "not a {map}") }
    var out: [String: String] = [:]
    for entry in try flowEntries(String(value.dropFirst().dropLast()), line: line) {
      let (key, value) = try keyValue(Item(line: line, indent: 0, text: entry))
      out[key] = value
    }
    return out
  }

  static func flowEntries(_ inner: String, line: Int) throws -> [String] {
    if inner.contains(where: { "[]{}\"'".contains($0) }) {
      throw Refusal(line: line, reason: "nesting or quotes in a flow collection")
    }
    return inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// `key: value` (the value may be empty).
  static func keyValue(_ item: Item) throws -> (key: String, value: String) {
    guard let match = item.text.wholeMatch(of: #/([A-Za-z][A-Za-z0-9_-]*):(?: +(.*))?/#) else {
      throw Refusal(line: item.line, reason: "`\(item.text)` is not key: value")
    }
    return (String(match.1), match.2.map { $0.trimmingCharacters(in: .whitespaces) } ?? "")
  }

  /// The block's lines as items; blank lines hold nothing (a `|` block takes them back from
  /// the document).
  static func items(_ lines: [(line: Int, text: String)]) throws -> [Item] {
    var out: [Item] = []
    for (number, text) in lines {
      if text.contains("\t") { throw Refusal(line: number, reason: "a tab") }
      var rest = Substring(text.drop { $0 == " " })
      if rest.isEmpty { continue }
      var indent = text.count - rest.count
      while rest == "-" || rest.hasPrefix("- ") {
        out.append(Item(line: number, indent: indent, text: "-"))
        rest = rest.dropFirst(2)
        indent += 2
      }
      if !rest.isEmpty { out.append(Item(line: number, indent: indent, text: String(rest))) }
    }
    return out
  }

  /// The items as a tree: each holds the items after it indented deeper.
  static func nodes(_ items: ArraySlice<Item>) -> [Node] {
    var out: [Node] = []
    var i = items.startIndex
    while i < items.endIndex {
      var end = i + 1
      while end < items.endIndex, items[end].indent > items[i].indent { end += 1 }
      out.append(Node(item: items[i], children: nodes(items[(i + 1)..<end])))
      i = end
    }
    return out
  }

  /// The items of `nodes` in document order.
  static func flattened(_ nodes: [Node]) -> [Item] {
    nodes.flatMap { [$0.item] + flattened($0.children) }
  }
}
