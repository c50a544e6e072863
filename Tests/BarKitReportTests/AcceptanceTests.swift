import BarKitFiles
import BarKitJSON
import BarKitPNG
import BarKitRaster
import Foundation
import Testing

@testable import BarKitReport

/// Accepting a run's failures through the library alone, as `barkit accept ARTIFACTS_DIR` does:
/// the plan is checked against the run, and applying it writes only local goldens.
@Suite struct AcceptanceTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("acceptance-\(UUID().uuidString)")
  var goldens: URL { root.appendingPathComponent("__Goldens__") }
  var artifacts: URL { root.appendingPathComponent("artifacts/__Goldens__") }

  static func png(_ gray: UInt8) throws -> Data {
    try #require(Pixmap(width: 2, height: 2, filledWith: RGBA8(r: gray, g: gray, b: gray).premultiplied)).pngData()
  }

  /// A golden `T/home.png` (gray 10) and a run that found gray 200 instead, recorded as
  /// BarKitTesting records it, with the golden's path on a CI machine.
  func makeRun(status: GoldenRecord.Status = .mismatched) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: goldens.appendingPathComponent("T"), withIntermediateDirectories: true)
    try manager.createDirectory(at: artifacts.appendingPathComponent("T"), withIntermediateDirectories: true)
    try Self.png(10).write(to: goldens.appendingPathComponent("T/home.png"))
    let stem = artifacts.appendingPathComponent("T/home").path
    try Self.png(10).write(to: URL(fileURLWithPath: GoldenArtifact.reference.name(stem)))
    try Self.png(200).write(to: URL(fileURLWithPath: GoldenArtifact.actual.name(stem)))
    let record = GoldenRecord(
      test: "testHome()", stem: "home", status: status, message: "4 pixels differ",
      referencePath: "/ci/app/__Goldens__/T/home.png", result: nil)
    try JSONDocument.data(record).write(to: URL(fileURLWithPath: GoldenArtifact.record.name(stem)))
  }

  @Test func aMismatchReplacesItsLocalGolden() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeRun()
    var selection = AcceptanceSelection(only: [])
    let plan = try Acceptance.fromArtifacts(
      artifacts.deletingLastPathComponent(), goldens: LocalGoldens(named: [goldens.path], inPackageAt: nil), &selection)
    #expect(plan.map(\.name) == ["__Goldens__/T/home"])
    #expect(plan.first?.golden.shown == goldens.appendingPathComponent("T/home.png").path)
    try Acceptance.apply(plan)
    #expect(try Data(contentsOf: goldens.appendingPathComponent("T/home.png")) == Self.png(200))
  }

  @Test func aGoldenChangedSinceTheRunIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeRun()
    try Self.png(99).write(to: goldens.appendingPathComponent("T/home.png"))
    var selection = AcceptanceSelection(only: [])
    #expect {
      try Acceptance.fromArtifacts(
        artifacts.deletingLastPathComponent(), goldens: LocalGoldens(named: [goldens.path], inPackageAt: nil),
        &selection)
    } throws: { error in
      (error as? ReviewError)?.message.contains("the golden changed since that run") == true
    }
    #expect(try Data(contentsOf: goldens.appendingPathComponent("T/home.png")) == Self.png(99))
  }

  @Test func aSizeChangeIsAcceptedAsAMismatchIs() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeRun(status: .resized)
    var selection = AcceptanceSelection(only: [])
    let plan = try Acceptance.fromArtifacts(
      artifacts.deletingLastPathComponent(), goldens: LocalGoldens(named: [goldens.path], inPackageAt: nil), &selection)
    #expect(plan.map(\.status) == [.resized])
  }

  @Test func aRecordingIsNotAFailureToAccept() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeRun(status: .recorded)
    var selection = AcceptanceSelection(only: [])
    let plan = try Acceptance.fromArtifacts(
      artifacts.deletingLastPathComponent(), goldens: LocalGoldens(named: [goldens.path], inPackageAt: nil), &selection)
    #expect(plan.isEmpty)
  }

  @Test func noGoldensFolderMeansNothingToWriteIn() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeRun()
    var selection = AcceptanceSelection(only: [])
    #expect(throws: ReviewError.self) {
      try Acceptance.fromArtifacts(
        artifacts.deletingLastPathComponent(), goldens: LocalGoldens(named: [], inPackageAt: nil), &selection)
    }
  }
}
