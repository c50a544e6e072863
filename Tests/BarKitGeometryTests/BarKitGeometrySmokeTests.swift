import Testing

@testable import BarKitGeometry

// Placeholder suite so the target builds; the module's own suites replace it.
@Suite struct BarKitGeometrySmokeTests {
  @Test func moduleLinks() { #expect(Bool(true)) }
}
