import BarKit
import BarKitTesting
import Testing

/// Two suites with the same test and golden name: each gets its own file.
@Suite struct LightSuite {
  @Test func home() { assertGolden(of: image(offset: 1), named: "home") }
}

@Suite struct DarkSuite {
  @Test func home() { assertGolden(of: image(offset: 2), named: "home") }
}

/// Unnamed assertions in a parameterized test: one golden per case, whatever the order.
@Test(arguments: [1, 2, 3]) func scaled(scale: Int) { assertGolden(of: image(offset: scale + 3)) }

/// Fails on purpose in the `change` phase.
@Test func changing() { assertGolden(of: image(offset: changedOffset), named: "changing") }

/// A layout of the project's own (Docs/Testing.md, "Your own layout"): the golden lands where
/// the template says, and its run manifest and report stay at the artifacts folder's root.
@Suite struct TemplatedSuite {
  @Test func home() throws {
    var settings = GoldenSettings.current
    settings.pathTemplate = try GoldenPathTemplate("{platform}/{suite}/{test}-{name}")
    assertGolden(of: image(offset: 4), named: "home", settings: settings)
  }
}
