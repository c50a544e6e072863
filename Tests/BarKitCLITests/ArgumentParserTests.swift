import Testing

@testable import BarKitCLI

@Suite struct ArgumentParserTests {
  static let spec = CommandSpec(
    name: "demo-spec", summary: "A test command.", positionals: ["IN", "EXTRA"], requiredPositionals: 1,
    options: [
      .value("--output", short: "-o", "OUT.png", "Where to write."),
      .value("--ignore", "X,Y,W,H", "A region.", repeatable: true),
      .flag("--json", "Print JSON."),
    ]
  ) { _, _ in 0 }

  @Test func parsesOptionsFlagsAndPositionals() throws {
    let p = try ArgumentParser.parse(
      ["a.png", "-o", "b.png", "--json", "--ignore=1,2,3,4", "--ignore", "0,0,1,1"], for: Self.spec)
    #expect(p.positionals == ["a.png"])
    #expect(p.string("--output") == "b.png")
    #expect(p.flag("--json"))
    #expect(try p.rects("--ignore").count == 2)
  }

  @Test func rejectsUnknownOptionsWithUsageError() {
    #expect(throws: CommandLineError.usage("demo-spec: unknown option --nope (see 'barkit demo-spec --help')")) {
      try ArgumentParser.parse(["a.png", "--nope"], for: Self.spec)
    }
  }

  @Test func rejectsMissingPositionalAndValue() {
    #expect(throws: CommandLineError.self) { try ArgumentParser.parse([], for: Self.spec) }
    #expect(throws: CommandLineError.self) { try ArgumentParser.parse(["a", "-o"], for: Self.spec) }
    #expect(throws: CommandLineError.self) { try ArgumentParser.parse(["a", "b", "c"], for: Self.spec) }
    #expect(throws: CommandLineError.self) { try ArgumentParser.parse(["a", "-o", "x", "-o", "y"], for: Self.spec) }
  }

  @Test func typedAccessorsNameTheOption() throws {
    let p = try ArgumentParser.parse(["a", "--ignore", "1,2,x,4"], for: Self.spec)
    do {
      _ = try p.rects("--ignore")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("--ignore \"1,2,x,4\""))
      #expect(error.exitCode == 2)
    }
  }

  @Test func versionAndUnknownCommandExitCodes() {
    let silent = CommandOutput(standardOutput: { _ in }, standardError: { _ in })
    #expect(BarkitCommandLine.run(["--version"], output: silent) == 0)
    #expect(BarkitCommandLine.run(["no-such-command"], output: silent) == 2)
    #expect(BarkitCommandLine.run([], output: silent) == 2)
  }
}
