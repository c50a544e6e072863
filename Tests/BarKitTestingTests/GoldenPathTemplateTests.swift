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
    // First in its name, an empty token takes the separator after it: no hidden `.launch.home.png`.
    let first = try Self.location("{device}.{test}.{name}")
    #expect(first.reference.path == "/g/launch.home.png")
  }

  /// Issue 39 item 6: `{suite}../{name}` passed the check on the template's text, and in an
  /// XCTest (no suite) wrote `goldens/../home.png`. Every expansion is checked now, with each
  /// token that may be empty left out.
  @Test(arguments: [
    "/abs/{name}", "../{name}", "a/./{name}", "{test}", "{name}-{colour}", "{suite}../{name}", "..{device}/{name}",
    "{locale}/.{appearance}/{name}", "{suite}.{device}../{name}", "{suite}/.{name}",
  ])
  func unsafeOrAmbiguousTemplatesAreRefused(template: String) {
    #expect(throws: GoldenError.self) { try GoldenPathTemplate(template) }
  }

  @Test(arguments: [
    "{platform}/{testFile}/{test}-{name}-{device}", "{suite}.{test}.{name}", "{suite}/{name}..{device}",
    "x.{suite}/{name}", "{suite}./{name}", "{suite}.{device}./{name}",
  ])
  func templatesThatStayInsideAreAccepted(template: String) throws {
    _ = try GoldenPathTemplate(template)
  }

  /// Issue 39 item 6: a template's folders are mirrored under the artifacts folder, but the
  /// run's manifest and report stay at the artifacts root, where `goldens orphans` reads them.
  @Test func theArtifactsRootIsTheSameWhateverTheTemplate() throws {
    let templated = try Self.location("{platform}/{testFile}/{test}-{name}-{device}")
    #expect(templated.artifactsRoot.path == "/a")
    var settings = GoldenSettings()
    settings.goldensDirectory = URL(fileURLWithPath: "/g")
    settings.artifactsDirectory = URL(fileURLWithPath: "/a")
    let plain = GoldenLocation.resolve(
      testFile: Self.file, function: "launch()", name: "home", index: 1, settings: settings, environment: [:])
    #expect(plain.artifactsRoot.path == "/a")
  }
}
