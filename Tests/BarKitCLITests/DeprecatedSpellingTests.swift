import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// Each comparison option has one spelling (issue 41): the Swift name, kebab-cased on the
/// command line and as is in an overrides file. A former spelling still works for one release,
/// the same to the byte but for one warning line on standard error; help shows only the new one.
@Suite struct DeprecatedSpellingTests {
  let folder = SharedFixtures.temporaryDirectory("deprecated-spelling")

  /// Each former option with the value it is tried with, and its name now.
  static let renamedOptions: [(former: [String], current: [String])] = [
    (["--max-diff-ratio", "0.005"], ["--max-diff-pixel-ratio", "0.005"]),
    (["--include-aa"], ["--includes-anti-aliasing"]),
    (["--delta-e", "100"], ["--delta-e94", "100"]),
    (["--ignore", "3,4,1,1"], ["--ignored-regions", "3,4,1,1"]),
  ]

  /// A 20×10 white PNG, with one black pixel at (3, 4) when `dot`.
  func png(_ name: String, dot: Bool) throws -> String {
    var image = Pixmap(width: 20, height: 10, filledWith: RGBA8.white.premultiplied)!
    if dot { image[3, 4] = RGBA8.black.premultiplied }
    let url = folder.appendingPathComponent(name)
    try image.writePNG(to: url)
    return url.path
  }

  @Test(arguments: renamedOptions)
  func aFormerOptionWorksAndWarnsOnce(former: [String], current: [String]) throws {
    let a = try png("a.png", dot: false), b = try png("b.png", dot: true)
    let old = CapturedOutput.run(["compare", a, b, "--json"] + former)
    let new = CapturedOutput.run(["compare", a, b, "--json"] + current)
    #expect(old.code == new.code)
    #expect(old.out == new.out)
    #expect(old.err == "barkit: \(former[0]) is deprecated; use \(current[0])")
    #expect(new.err.isEmpty)
    let parsed = try CompareArguments.options(ArgumentParser.parse([a, b] + former, for: .compare))
    #expect(parsed == (try CompareArguments.options(ArgumentParser.parse([a, b] + current, for: .compare))))
    #expect(parsed != ComparisonOptions())
  }

  @Test func aFormerOptionGivenTwiceWarnsOnce() throws {
    let a = try png("a.png", dot: false), b = try png("b.png", dot: true)
    let run = CapturedOutput.run(["compare", a, b, "--ignore", "3,4,1,1", "--ignore", "0,0,1,1"])
    #expect(run.code == 0)
    #expect(run.err == "barkit: --ignore is deprecated; use --ignored-regions")
  }

  @Test func helpNamesOnlyTheCurrentSpellings() {
    let barkit = CapturedOutput.run(["compare", "--help"]).out
    let bench = CapturedOutput.runBench(["compare", "--help"]).out
    for (help, renamed) in [(barkit, Self.renamedOptions), (bench, Array(Self.renamedOptions[1...2]))] {
      let words = Set(help.split(whereSeparator: { " \n[]".contains($0) }).map(String.init))
      for (former, current) in renamed {
        #expect(words.contains(current[0]), "\(help)")
        #expect(!words.contains(former[0]), "\(help)")
      }
    }
  }

  @Test func benchCompareReadsTheFormerSpellingsToo() throws {
    let a = try png("a.png", dot: false), b = try png("b.png", dot: true)
    let run = CapturedOutput.runBench(["compare", a, b, "--runs", "1", "--delta-e", "2", "--include-aa"])
    #expect(run.code == 0, "\(run.err)")
    #expect(
      run.err
        == "barkit-bench: --delta-e is deprecated; use --delta-e94\n"
        + "barkit-bench: --include-aa is deprecated; use --includes-anti-aliasing")
  }

  @Test(arguments: [
    ("maxDiffRatio", "maxDiffPixelRatio", "0.01"), ("includeAntiAliasing", "includesAntiAliasing", "true"),
    ("deltaE", "deltaE94", "100"), ("ignore", "ignoredRegions", "[[3, 4, 1, 1]]"),
  ])
  func aFormerOverridesFieldWorksAndWarnsNamingTheFileAndPath(former: String, current: String, value: String) throws {
    let root = folder.appendingPathComponent("folders-\(former)")
    let expected = root.appendingPathComponent("expected"), actual = root.appendingPathComponent("actual")
    for url in [expected, actual] {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      atPath: try png("e.png", dot: false), toPath: expected.appendingPathComponent("dot.png").path)
    try FileManager.default.copyItem(
      atPath: try png("f.png", dot: true), toPath: actual.appendingPathComponent("dot.png").path)
    func compare(_ key: String) throws -> (code: Int32, out: String, err: String) {
      let overrides = root.appendingPathComponent("\(key).json")
      try Data(#"{"dot*": {"\#(key)": \#(value)}}"#.utf8).write(to: overrides)
      return CapturedOutput.run(["compare", expected.path, actual.path, "--json", "--overrides", overrides.path])
    }
    let old = try compare(former), new = try compare(current)
    #expect(old.code == new.code)
    #expect(old.out == new.out)
    let file = root.appendingPathComponent("\(former).json").path
    #expect(old.err == #"barkit compare: warning: \#(file): at ["dot*"]: \#(former) is deprecated; use \#(current)"#)
    #expect(new.err.isEmpty)
  }
}
