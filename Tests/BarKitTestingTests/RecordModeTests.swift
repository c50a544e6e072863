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
}
