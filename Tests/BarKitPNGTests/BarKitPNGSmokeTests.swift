import Testing

@testable import BarKitPNG

// Placeholder suite so the target builds; the module's own suites replace it.
@Suite struct BarKitPNGSmokeTests {
  @Test func moduleLinks() { #expect(Bool(true)) }
}
