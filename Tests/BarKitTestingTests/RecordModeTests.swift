import Foundation
import Testing

@testable import BarKitTesting

@Suite struct RecordModeTests {
  @Test func environmentChoosesTheMode() throws {
    #expect(try RecordMode.fromEnvironment([:]) == .missing)
    #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
    #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
    #expect(try RecordMode.fromEnvironment(["CI": "1", "BARKIT_RECORD": "failed"]) == .failed)
    #expect(try RecordMode.fromEnvironment(["BARKIT_RECORD": "ALL"]) == .all)
    #expect(throws: GoldenError.invalidRecordMode("yes")) { try RecordMode.fromEnvironment(["BARKIT_RECORD": "yes"]) }
  }

  @Test func invalidEnvironmentFailsTheAssertion() {
    let fixture = GoldenFixture()
    let outcome = fixture.verify(GoldenFixture.image(), mode: nil, environment: ["BARKIT_RECORD": "sometimes"])
    #expect(outcome.status == .error)
    #expect(outcome.message?.contains("BARKIT_RECORD=sometimes: expected one of all, missing, failed, never") == true)
    #expect(!fixture.exists(fixture.reference))
  }

  @Test func onCITheDefaultNeverRecords() {
    let fixture = GoldenFixture()
    let outcome = fixture.verify(GoldenFixture.image(), mode: nil, environment: ["CI": "true"])
    #expect(outcome.status == .missing)
    #expect(!fixture.exists(fixture.reference))
  }

  /// Issue 41: with `CI` set, neither a call's `record:`, nor settings (a trait,
  /// `withGoldenSettings`), nor `BARKIT_RECORD` writes a golden, missing or mismatched; the
  /// failure names what asked to record, and only that.
  @Test(
    arguments: [
      (RecordMode.failed, nil, [:], "record: .failed in the call"),
      (nil, RecordMode.failed, [:], "GoldenSettings(record: .failed)"),
      (nil, RecordMode.all, [:], "GoldenSettings(record: .all)"),
      (nil, nil, ["BARKIT_RECORD": "failed"], "BARKIT_RECORD=failed"),
    ] as [(RecordMode?, RecordMode?, [String: String], String)])
  func onCINothingRecords(call: RecordMode?, setting: RecordMode?, environment: [String: String], asked: String)
    throws
  {
    let fixture = GoldenFixture()
    #expect(fixture.verify(GoldenFixture.image(), mode: .missing).status == .recorded)
    let golden = try Data(contentsOf: fixture.reference)
    var settings = fixture.settings
    settings.record = setting
    let ci = environment.merging(["CI": "true"]) { a, _ in a }
    let changed = verifyGolden(
      .success(GoldenFixture.image(offset: 12)), named: "bar", record: call, settings: settings, environment: ci,
      filePath: GoldenFixture.testFile, function: "testBar()")
    #expect(changed.status == .mismatched)
    #expect(try Data(contentsOf: fixture.reference) == golden)
    let message = try #require(changed.message)
    #expect(message.contains(asked + " asked to record, but CI is set"))
    #expect(asked.hasPrefix("BARKIT_RECORD") || !message.contains("BARKIT_RECORD=failed"))
    let missing = verifyGolden(
      .success(GoldenFixture.image()), named: "new", record: call, settings: settings, environment: ci,
      filePath: GoldenFixture.testFile, function: "testBar()")
    #expect(missing.status == .missing)
    #expect(!fixture.exists(missing.location.reference))
    #expect(missing.message?.contains(asked + " asked to record, but CI is set") == true)
  }
}
