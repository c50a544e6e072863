import BarKitBench
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// Every option a command's code reads by name is one its spec declares, as what it declares:
/// ``ParsedArguments`` stops the program on any other read, and this finds such a read in the
/// sources before a run reaches it. A file under Commands/ (or a benchmark's file) reads for the
/// commands its name names (`FolderCompareRun.swift`: compare); a shared file, for any command.
@Suite struct DeclaredOptionTests {
  struct Read: CustomStringConvertible {
    let file: String
    let line: Int
    let name: String
    let isFlag: Bool
    var description: String { "\(file):\(line): \(name)" }
  }

  struct Program {
    let folder: String
    let commands: [CommandSpec]
    /// The part of a file's name that names its command (`BenchPNG.swift`: PNG).
    let commandFilePrefix: String
    /// The folder whose files belong to the commands their names name; the others are shared.
    let commandFolder: String
  }

  static let programs = [
    Program(
      folder: "Sources/BarKitCLI", commands: BarkitCommandLine.commands, commandFilePrefix: "",
      commandFolder: "Sources/BarKitCLI/Commands"),
    Program(
      folder: "Sources/BarKitBench", commands: BarkitBench.commands, commandFilePrefix: "Bench",
      commandFolder: "Sources/BarKitBench"),
  ]

  static func reads(in folder: String) throws -> [Read] {
    let root = SharedFixtures.repositoryRoot
    let files = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    // A read of an option by a string literal: `arguments.flag("--json")`, `string("--shard")`,
    // `arguments.int("--jobs", in: …)`. A declaration, `.flag("--json", "help")`, is followed by
    // its help, so a flag read is the name alone.
    let read =
      #/(?:^|[^A-Za-z0-9_])(?<accessor>flag|string|strings|required|int|double|choice|color|size|rects|scale|compressionLevel)\("(?<name>--[a-z0-9-]+)"(?<end>[),])/#
    return try files.flatMap { file in
      let path = folder + "/" + file
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      return text.components(separatedBy: "\n").enumerated().flatMap { index, line in
        line.matches(of: read).compactMap { match -> Read? in
          let isFlag = match.output.accessor == "flag"
          // `.flag("--json", "help")` declares; only `flag("--json")` reads.
          if isFlag && match.output.end == "," { return nil }
          return Read(file: path, line: index + 1, name: String(match.output.name), isFlag: isFlag)
        }
      }
    }
  }

  /// The commands a file reads for: those its name names when it is a command's file, else all.
  static func owners(of file: String, in program: Program) -> [CommandSpec]? {
    let name = (file as NSString).lastPathComponent.lowercased()
    guard (file as NSString).deletingLastPathComponent == program.commandFolder else { return program.commands }
    let named = program.commands.filter {
      name.hasPrefix(program.commandFilePrefix.lowercased()) && name.contains($0.name.lowercased())
    }
    return named.isEmpty ? (program.commandFilePrefix.isEmpty ? nil : program.commands) : named
  }

  @Test(arguments: programs.indices) func everyReadIsDeclared(_ index: Int) throws {
    let program = Self.programs[index]
    let reads = try Self.reads(in: program.folder)
    #expect(reads.count > 10, "the pattern finds the reads in \(program.folder)")
    for read in reads {
      guard let owners = Self.owners(of: read.file, in: program) else {
        Issue.record("\(read.file): a file under Commands/ whose name names no command")
        continue
      }
      let declarations = owners.compactMap { spec in spec.options.first { $0.name == read.name }.map { (spec, $0) } }
      if declarations.isEmpty {
        Issue.record("\(read): reads an option that \(owners.map(\.name).joined(separator: ", ")) does not declare")
      }
      for (spec, option) in declarations where (option.valueName == nil) != read.isFlag {
        Issue.record(
          "\(read): reads it as a \(read.isFlag ? "flag" : "value"); \(spec.name) declares a \(read.isFlag ? "value" : "flag")"
        )
      }
    }
  }

  /// Each option is read once per command, where it is read by name: a command that reads one
  /// in many places names it in one (`CompareOptions`).
  @Test func commandsReadEachOptionOnce() throws {
    let reads = try Self.reads(in: "Sources/BarKitCLI/Commands")
    let counted = Dictionary(grouping: reads) { "\($0.file) \($0.name)" }
    for (_, same) in counted where same.count > 1 {
      Issue.record("\(same[0].file) reads \(same[0].name) on lines \(same.map(\.line))")
    }
  }
}
