import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitCLI

/// Which failures of one run `barkit accept` takes: only those `--only` names are checked and
/// written, so one result can be accepted a piece at a time; a pattern that names nothing is an
/// error; and a result made in another checkout writes in this one.
@Suite struct AcceptSelectionTests {
  let root = SharedFixtures.temporaryDirectory("accept-selection")

  func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    let captured = CapturedOutput()
    let code = BarkitCommandLine.run(arguments, output: captured.output)
    return (code, captured.standardOutput, captured.standardError)
  }

  /// `checkout/goldens` and `checkout/actual` (`dot.png` changed, `new.png` added, `gone.png`
  /// missing), and the `compare --json` summary of them saved as `checkout/result.json`.
  func makeCheckout(_ name: String) throws -> (goldens: URL, actual: URL, result: URL) {
    let checkout = root.appendingPathComponent(name)
    let goldens = checkout.appendingPathComponent("goldens"), actual = checkout.appendingPathComponent("actual")
    try CompareFoldersCommandTests.makeFolders(expected: goldens, actual: actual)
    let result = checkout.appendingPathComponent("result.json")
    try Data(run(["compare", goldens.path, actual.path, "--json"]).out.utf8).write(to: result)
    return (goldens, actual, result)
  }

  func same(_ name: String, _ a: URL, _ b: URL) -> Bool {
    FileManager.default.contents(atPath: a.appendingPathComponent(name).path)
      == FileManager.default.contents(atPath: b.appendingPathComponent(name).path)
  }

  /// The first `--only` changes dot.png's golden; the second, for new.png, does not check it again.
  @Test func acceptsOneFailureAfterAnotherFromOneResult() throws {
    let (goldens, actual, result) = try makeCheckout("twice")
    let first = run(["accept", result.path, "--only", "dot.png", "--goldens", goldens.path])
    #expect(first.code == 0, "\(first.err)")
    let second = run(["accept", result.path, "--only", "new.png", "--goldens", goldens.path])
    #expect(second.code == 0, "\(second.err)")
    #expect(same("dot.png", goldens, actual) && same("new.png", goldens, actual))
    // Taking dot.png again is still refused: its golden is not the one that run compared.
    let again = run(["accept", result.path, "--only", "dot.png", "--goldens", goldens.path])
    #expect(again.code == 3 && again.err.contains("dot.png: the golden changed since that run"), "\(again.err)")
  }

  /// A mistyped pattern is exit 1, naming it, and nothing is written (not even what the other
  /// pattern matches).
  @Test func anOnlyPatternThatMatchesNothingFails() throws {
    let (goldens, actual, result) = try makeCheckout("nothing")
    let none = run(["accept", result.path, "--only", "dot.png", "--only", "Dot*", "--goldens", goldens.path])
    #expect(none.code == 1, "\(none.out)\(none.err)")
    #expect(none.err.contains("--only Dot* matches no failure of that run"), "\(none.err)")
    #expect(!same("dot.png", goldens, actual))
  }

  /// A summary made in one checkout, accepted in another (the first one moved away, as a CI
  /// machine's paths are not on this one): the actual images and the goldens are the ones
  /// beside this checkout's goldens folder, never at the paths the summary holds.
  @Test func acceptsInTheCurrentCheckout() throws {
    _ = try makeCheckout("ci/app")
    let (goldens, actual, _) = try makeCheckout("local/app")
    let moved = root.appendingPathComponent("ci-gone")
    try? FileManager.default.removeItem(at: moved)
    try FileManager.default.moveItem(at: root.appendingPathComponent("ci"), to: moved)
    let accepted = run(["accept", moved.appendingPathComponent("app/result.json").path, "--goldens", goldens.path])
    #expect(accepted.code == 0, "\(accepted.err)")
    #expect(same("dot.png", goldens, actual) && same("new.png", goldens, actual))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("ci").path))
    #expect(!same("dot.png", moved.appendingPathComponent("app/goldens"), moved.appendingPathComponent("app/actual")))
  }
}
