import Testing

@testable import BarKitCompare

// Placeholder suite so the target builds; the module's own suites replace it.
@Suite struct BarKitCompareSmokeTests {
  @Test func moduleLinks() { #expect(Bool(true)) }
}
