import BarKit
import Foundation
import TestSupport
import Testing

@testable import BarKitTesting

@Suite struct SceneGoldenTests {
  /// A one-bar scene, small so the debug build renders it quickly.
  static let statusBar = """
    { "canvas": { "width": 320, "height": 20, "scale": 1 }, "content": { "color": "#5856D6" },
      "statusBar": { "style": "lightContent", "time": "9:41 AM", "batteryLevel": 80 } }
    """

  @Test func scenesAreRenderedAndCompared() throws {
    let fixture = GoldenFixture()
    let scene = try Scene(decoding: Data(Self.statusBar.utf8))
    withKnownIssue {
      assertGolden(of: scene, named: "status", record: .missing, settings: fixture.settings)
    }
    let outcome = assertGolden(of: scene, named: "status", record: .never, settings: fixture.settings)
    #expect(outcome.passed)
    #expect(outcome.comparison?.expectedSize == ImageDimensions(width: 320, height: 20))
  }

  @Test func renderErrorsFail() throws {
    let fixture = GoldenFixture()
    let scene = try Scene(
      decoding: Data(
        #"{ "canvas": { "width": 320, "height": 44, "scale": 1 }, "content": { "image": "/no/such.png" } }"#.utf8))
    withKnownIssue {
      assertGolden(of: scene, named: "broken", settings: fixture.settings)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("cannot produce the image to check") }
    }
  }
}
