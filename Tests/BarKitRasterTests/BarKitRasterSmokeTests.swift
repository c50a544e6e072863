import Testing

@testable import BarKitRaster

// Placeholder suite so the target builds; the module's own suites replace it.
@Suite struct BarKitRasterSmokeTests {
  @Test func moduleLinks() { #expect(Bool(true)) }
}
