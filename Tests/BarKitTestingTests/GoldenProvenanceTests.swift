import BarKit
import Foundation
import Testing

@testable import BarKitTesting

/// Goldens BarKit records say which renderer and face made them; a failure against one made by
/// another says so first. Goldens without the entry compare as before.
@Suite struct GoldenProvenanceTests {
  @Test func recordedGoldensCarryTheRendererVersion() throws {
    let fixture = GoldenFixture()
    #expect(fixture.verify(GoldenFixture.image(), mode: .missing).status == .recorded)
    let provenance = try #require(GoldenProvenance(png: Data(contentsOf: fixture.reference)))
    #expect(provenance == GoldenProvenance(renderer: BarKitVersion.current, face: nil))
    #expect(try Pixmap(contentsOfPNGFile: fixture.reference) == GoldenFixture.image())
  }

  @Test func aFailureAgainstAnotherVersionsGoldenSaysSoFirst() throws {
    let fixture = GoldenFixture()
    let old = GoldenProvenance(renderer: "0.0.1", face: "Other Sans")
    let location = GoldenLocation(reference: fixture.reference, artifactsFolder: fixture.artifacts, stem: "testBar.bar")
    try FileManager.default.createDirectory(
      at: fixture.reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try GoldenFixture.image().writePNG(to: fixture.reference, options: PNGEncodingOptions(text: old.pngText))
    let outcome = GoldenVerifier.verify(
      .success(GoldenFixture.image(offset: 5)), at: location, mode: .never, options: ComparisonOptions(),
      writesReport: false, typeface: "Nimbus Sans")
    let message = try #require(outcome.message)
    #expect(
      message.hasPrefix(
        "The golden was rendered by BarKit 0.0.1, this run by BarKit \(BarKitVersion.current) and was drawn with "
          + "Other Sans, this run with Nimbus Sans: that is the likely cause."))
    // The same version and face: no such sentence.
    try GoldenFixture.image().writePNG(
      to: fixture.reference, options: PNGEncodingOptions(text: GoldenProvenance(face: "Nimbus Sans").pngText))
    let same = GoldenVerifier.verify(
      .success(GoldenFixture.image(offset: 5)), at: location, mode: .never, options: ComparisonOptions(),
      writesReport: false, typeface: "Nimbus Sans")
    #expect(same.message?.hasPrefix("Golden \"testBar.bar\" does not match") == true)
  }

  /// Goldens recorded before provenance (every golden in this repository) have no entry: they
  /// pass and fail exactly as before, and the message starts with the golden's name.
  @Test func goldensWithoutProvenanceCompareAsBefore() throws {
    let fixture = GoldenFixture()
    try FileManager.default.createDirectory(
      at: fixture.reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try GoldenFixture.image().writePNG(to: fixture.reference)
    #expect(GoldenProvenance(png: try Data(contentsOf: fixture.reference)) == nil)
    #expect(fixture.verify(GoldenFixture.image(), mode: .never).passed)
    let message = try #require(fixture.verify(GoldenFixture.image(offset: 5), mode: .never).message)
    #expect(message.hasPrefix("Golden \"testBar.bar\" does not match"))
  }
}
