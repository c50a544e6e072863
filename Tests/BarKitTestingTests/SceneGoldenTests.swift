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
    fixture.record(try SceneRenderer().render(scene).pixmap, named: "status")
    let outcome = assertGolden(of: scene, named: "status", record: .never, settings: fixture.settings)
    #expect(outcome.passed)
    #expect(outcome.comparison?.expectedSize == ImageDimensions(width: 320, height: 20))
  }

  /// A scene's failure names the elements holding the change, with their counts, on the
  /// message's second line, in the outcome, the failure's record and the report page.
  @Test func aFailureNamesTheChangedElement() throws {
    let fixture = GoldenFixture()
    let before = try Scene(decoding: Data(Self.statusBar.utf8))
    let after = try Scene(decoding: Data(Self.statusBar.replacing("9:41 AM", with: "9:42 AM").utf8))
    fixture.record(try SceneRenderer().render(before).pixmap, named: "clock")
    var outcome: GoldenOutcome?
    withKnownIssue {
      outcome = assertGolden(of: after, named: "clock", record: .never, settings: fixture.settings)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("\n  changed: statusBar.time (9:42 AM) ") }
    }
    let failed = try #require(outcome)
    let changed = try #require(failed.changedElements)
    #expect(changed.elements.map(\.path) == ["statusBar.time"])
    #expect(changed.elements.first?.changedPixels == failed.comparison?.differingPixelCount)
    let lines = try #require(failed.message).split(separator: "\n")
    #expect(
      lines.count > 1 && lines[1] == "  changed: statusBar.time (9:42 AM) \(changed.elements[0].changedPixels) px")
    // The fonts on their own line, after the verdict and the elements (before: on the first).
    #expect(lines.count > 2 && lines[2].hasPrefix("  text: system font ("), "\(lines)")
    #expect(!lines[0].contains("system font"))

    let artifacts = fixture.root.appendingPathComponent("artifacts")
    let record = try String(contentsOf: failed.location.resultArtifact, encoding: .utf8)
    #expect(record.contains(#""changedElements""#) && record.contains(#""path" : "statusBar.time""#))
    let entries = try GoldenReport.entries(in: artifacts)
    #expect(entries.first?.changedElements == changed)
    let page = GoldenReport.html(for: entries)
    #expect(page.contains("Changed elements: statusBar.time (9:42 AM) "))
    // A shard's page keeps them through report --merge.
    #expect(try GoldenReport.page(html: page, name: "shard").entries.first?.changedElements == changed)
  }

  /// `ignoring:` leaves the named elements' pixels out: the clock changes and the golden still
  /// passes; anything else that changes still fails; a name no element has fails, listing them.
  @Test func ignoredElementsAreNotCompared() throws {
    let fixture = GoldenFixture()
    let before = try Scene(decoding: Data(Self.statusBar.utf8))
    let after = try Scene(decoding: Data(Self.statusBar.replacing("9:41 AM", with: "10:42 PM").utf8))
    fixture.record(try SceneRenderer().render(before).pixmap, named: "clock")
    let ignored = assertGolden(
      of: after, named: "clock", ignoring: ["statusBar.time"], record: .never, settings: fixture.settings)
    #expect(ignored.passed, "\(ignored.message ?? "")")
    #expect((ignored.comparison?.ignoredPixelCount ?? 0) > 0)
    let battery = try Scene(decoding: Data(Self.statusBar.replacing("80", with: "20").utf8))
    withKnownIssue {
      assertGolden(
        of: battery, named: "clock", ignoring: ["statusBar.time"], record: .never, settings: fixture.settings)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("changed: statusBar.batteryLevel") }
    }
    withKnownIssue {
      assertGolden(of: after, named: "clock", ignoring: ["statusBar.clock"], record: .never, settings: fixture.settings)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no element is statusBar.clock (the map has ") }
    }
  }

  /// `tolerances:` lets an element change by up to its count: the clock's new digits pass with
  /// room for them and fail, saying what is left over, with less.
  @Test func anElementsToleranceExcusesItsOwnChange() throws {
    let fixture = GoldenFixture()
    let before = try Scene(decoding: Data(Self.statusBar.utf8))
    let after = try Scene(decoding: Data(Self.statusBar.replacing("9:41 AM", with: "10:42 PM").utf8))
    fixture.record(try SceneRenderer().render(before).pixmap, named: "clock")
    let changed = try #require(
      ImageComparison.compare(
        expected: try SceneRenderer().render(before).pixmap, actual: try SceneRenderer().render(after).pixmap
      ).differingPixelCount as Int?)
    let roomy = assertGolden(
      of: after, named: "clock", tolerances: ["statusBar.time": .maxDiffPixels(changed)], record: .never,
      settings: fixture.settings)
    #expect(roomy.passed && roomy.comparison?.excusedPixelCount == changed, "\(roomy.message ?? "")")
    withKnownIssue {
      assertGolden(
        of: after, named: "clock", tolerances: ["statusBar.time": .maxDiffPixels(changed - 5)], record: .never,
        settings: fixture.settings)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("5 differing pixels exceed the 0 allowed") }
    }
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
