import BarKitElements
import BarKitGeometry
import Testing

/// Element paths with wildcards: which elements of a map `--ignore-element` and
/// `assertGolden(of:ignoring:)` leave out.
@Suite struct ElementPatternTests {
  static let map = ElementMap(
    scale: 1, size: ImageDimensions(width: 100, height: 60),
    elements: [
      ("statusBar", IntRect(x: 0, y: 0, width: 100, height: 20)),
      ("statusBar.time", IntRect(x: 40, y: 2, width: 20, height: 16)),
      ("tabBar.items[0].badgeValue", IntRect(x: 10, y: 40, width: 8, height: 8)),
      ("tabBar.items[1].badgeValue", IntRect(x: 60, y: 40, width: 8, height: 8)),
      ("tabBar.items[1]", IntRect(x: 50, y: 40, width: 50, height: 20)),
    ].map { ElementMap.Element(path: $0.0, frame: $0.1!) })

  @Test func wildcardsStandForOneStep() throws {
    let badges = try #require(ElementPattern("tabBar.items[*].badgeValue"))
    #expect(badges.matches("tabBar.items[0].badgeValue") && badges.matches("tabBar.items[12].badgeValue"))
    #expect(!badges.matches("tabBar.items[0]") && !badges.matches("tabBar.badgeValue"))
    let statusParts = try #require(ElementPattern("statusBar.*"))
    #expect(statusParts.matches("statusBar.time") && !statusParts.matches("statusBar"))
    #expect(!statusParts.matches("statusBar.items[0]"))
    #expect(try #require(ElementPattern("statusBar")).matches("statusBar"))
  }

  @Test func malformedPathsAreNoPatterns() {
    for bad in ["", ".a", "a.", "a..b", "a[", "a[x]", "a[-1]", "a[]", "[0]b", "a b[0]x"] {
      #expect(ElementPattern(bad) == nil, "\(bad)")
    }
  }

  @Test func framesOfTheNamedElements() throws {
    #expect(
      try Self.map.frames(ofPaths: ["tabBar.items[*].badgeValue", "statusBar.time"])
        == [
          IntRect(x: 10, y: 40, width: 8, height: 8), IntRect(x: 60, y: 40, width: 8, height: 8),
          IntRect(x: 40, y: 2, width: 20, height: 16),
        ].compactMap { $0 })
    #expect(throws: ElementMap.PathError.notAPath("statusBar..clock")) {
      try Self.map.frames(ofPaths: ["statusBar..clock"])
    }
    do {
      _ = try Self.map.frames(ofPaths: ["navigationBar"])
      Issue.record("navigationBar named an element")
    } catch {
      #expect(
        error.description
          == "no element is navigationBar (the map has statusBar, statusBar.time, tabBar.items[0].badgeValue, "
          + "tabBar.items[1].badgeValue, tabBar.items[1])")
    }
  }
}
