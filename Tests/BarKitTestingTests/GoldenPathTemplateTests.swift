import BarKit
import Foundation
import Testing

@testable import BarKitTesting

/// A team's own layout: tokens filled from the test and the settings, missing ones dropped with
/// their separator, and templates that could escape the goldens folder refused.
@Suite struct GoldenPathTemplateTests {
  static let file = URL(fileURLWithPath: "/p/Tests/AppTests/HomeTests.swift")

  static func location(_ template: String, name: String? = "home", settings: GoldenSettings = GoldenSettings())
    throws -> GoldenLocation
  {
    var settings = settings
    settings.goldensDirectory = URL(fileURLWithPath: "/g")
    settings.artifactsDirectory = URL(fileURLWithPath: "/a")
    settings.pathTemplate = try GoldenPathTemplate(template)
    return GoldenLocation.resolve(
      testFile: file, function: "launch()", name: name, index: 2, settings: settings, environment: [:],
      context: GoldenTestContext(suite: "HomeSuite", arguments: nil, owner: "x"))
  }

  @Test func tokensAreFilledFromTheTestAndTheSettings() throws {
    var settings = GoldenSettings()
    settings.device = "iPhone 5s"
    settings.locale = "ja-JP"
    settings.appearance = "dark"
    let location = try Self.location(
      "{platform}/{testFile}/{suite}/{test}-{name}-{device}-{locale}-{appearance}", settings: settings)
    #expect(
      location.reference.path
        == "/g/\(GoldenPathTemplate.platform)/HomeTests/HomeSuite/launch-home-iPhone-5s-ja-JP-dark.png")
    #expect(
      location.actualArtifact.path
        == "/a/g/\(GoldenPathTemplate.platform)/HomeTests/HomeSuite/launch-home-iPhone-5s-ja-JP-dark.actual.png")
  }

  @Test func missingValuesAreDroppedWithTheirSeparator() throws {
    let location = try Self.location("{device}/{test}-{name}-{locale}", name: nil)
    #expect(location.reference.path == "/g/launch-2.png")
  }

  @Test(arguments: ["/abs/{name}", "../{name}", "a/./{name}", "{test}", "{name}-{colour}"])
  func unsafeOrAmbiguousTemplatesAreRefused(template: String) {
    #expect(throws: GoldenError.self) { try GoldenPathTemplate(template) }
  }
}
