import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitTesting

/// A failing golden attaches its reference, actual and diff images to the Swift Testing issue,
/// so `--attachments-path DIR` collects them. Swift Testing offers no way to observe
/// attachments from inside the process, so the check runs this test binary again, as `swift
/// test` does, on a golden that fails on purpose.
@Suite struct GoldenAttachmentsTests {
  /// Set for the child process only: the scratch folder the probe works in.
  static let probeVariable = "BARKIT_ATTACHMENT_PROBE"

  /// The child's half: fails on purpose. Runs only in the process the next test starts.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[probeVariable] != nil))
  func probeFailsOnPurpose() throws {
    let root = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment[Self.probeVariable]))
    let settings = GoldenSettings(
      goldensDirectory: root.appendingPathComponent("Goldens"),
      artifactsDirectory: root.appendingPathComponent("artifacts"))
    _ = verifyGolden(
      .success(GoldenFixture.image()), named: "probe", record: .missing, settings: settings, environment: [:])
    assertGolden(of: GoldenFixture.image(offset: 5), named: "probe", record: .never, settings: settings)
  }

  #if os(Linux)
    @Test func aFailingGoldenAttachesItsImages() throws {
      let root = SharedFixtures.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: root) }
      let attachments = root.appendingPathComponent("attachments")
      try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      process.arguments = [
        "--testing-library", "swift-testing", "--filter", "probeFailsOnPurpose", "--attachments-path",
        attachments.path,
      ]
      var environment = ProcessInfo.processInfo.environment
      environment[Self.probeVariable] = root.path
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus != 0, "the probe golden should fail")
      let names = try FileManager.default.subpathsOfDirectory(atPath: attachments.path)
      for kind in ["reference", "actual", "diff"] {
        let name = try #require(names.first { $0.contains("probe.\(kind)") }, "no \(kind) attachment in \(names)")
        let image = try Pixmap(contentsOfPNGFile: attachments.appendingPathComponent(name))
        #expect(image.width == 24, "\(name)")
      }
    }
  #endif
}
