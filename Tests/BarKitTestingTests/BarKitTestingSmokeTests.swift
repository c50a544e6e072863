import Testing

@testable import BarKitTesting

// Placeholder suite so the target builds; the module's own suites replace it.
@Suite struct BarKitTestingSmokeTests {
  @Test func moduleLinks() { #expect(Bool(true)) }
}
