import Testing

@testable import BarKitEffects

// Placeholder suite so the target builds; the module's own suites replace it.
@Suite struct BarKitEffectsSmokeTests {
  @Test func moduleLinks() { #expect(Bool(true)) }
}
