import BarKitElements
import BarKitGeometry
import TestSupport
import Testing

@testable import BarKitCompare

/// How a comparison's differing pixels are attributed to an element map's elements.
@Suite struct ElementChangesTests {
  /// A classification of a 10 × 6 image where `differing` pixels differ and (0, 5) is only
  /// anti-aliased.
  func classification(_ differing: [(Int, Int)]) -> PixelClassification {
    var classes = [UInt8](repeating: PixelClass.unchanged.rawValue, count: 60)
    for (x, y) in differing { classes[y * 10 + x] = PixelClass.differentDarker.rawValue }
    classes[5 * 10 + 0] = PixelClass.antiAliased.rawValue
    return PixelClassification(width: 10, height: 6, classes: classes)
  }

  /// Each pixel counts for the smallest element holding it: the button within the bar within
  /// the content; a pixel no frame holds is outside every element.
  @Test func theMostSpecificElementWins() {
    let changes = ElementChanges(
      classification: classification([(6, 1), (7, 1), (8, 2), (1, 1), (3, 5)]),
      map: .navigationBarSample)
    #expect(
      changes.elements == [
        .init(path: "navigationBar.rightItems[0]", label: "Done", changedPixels: 3),
        .init(path: "content", changedPixels: 1), .init(path: "navigationBar", changedPixels: 1),
      ])
    #expect(changes.outsideEveryElement == 0)
    #expect(changes.description == "navigationBar.rightItems[0] (Done) 3 px, content 1 px, navigationBar 1 px")
  }

  @Test func pixelsNoElementHoldsAreCountedApart() {
    let map = ElementMap(
      scale: 1, size: ImageDimensions(width: 10, height: 6),
      elements: [.init(path: "tabBar", frame: IntRect(x: 0, y: 4, width: 10, height: 2)!)])
    let changes = ElementChanges(classification: classification([(1, 1), (2, 4)]), map: map)
    #expect(changes.elements == [.init(path: "tabBar", changedPixels: 1)])
    #expect(changes.outsideEveryElement == 1)
    #expect(changes.description == "tabBar 1 px, outside every element 1 px")
  }

  /// Two elements of one size: the one listed later (drawn on top) wins.
  @Test func theLaterOfTwoEqualElementsWins() {
    let frame = IntRect(x: 0, y: 0, width: 2, height: 2)!
    let map = ElementMap(
      scale: 1, size: ImageDimensions(width: 10, height: 6),
      elements: [.init(path: "under", frame: frame), .init(path: "over", frame: frame)])
    #expect(ElementChanges(classification: classification([(1, 1)]), map: map).elements.map(\.path) == ["over"])
  }
}
