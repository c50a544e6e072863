import BarKitGeometry
import Foundation
import Testing

@testable import BarKitCompare

/// The element map's JSON, and how a comparison's differing pixels are attributed to its elements.
@Suite struct ElementMapJSONTests {
  static let map = ElementMap(
    scale: 2, size: ImageDimensions(width: 10, height: 6),
    elements: [
      .init(path: "content", frame: IntRect(x: 0, y: 0, width: 10, height: 6)!),
      .init(path: "navigationBar", frame: IntRect(x: 0, y: 0, width: 10, height: 3)!),
      .init(path: "navigationBar.rightItems[0]", label: "Done", frame: IntRect(x: 6, y: 0, width: 3, height: 3)!),
    ])

  @Test func roundTrips() throws {
    let data = try Self.map.jsonData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""path" : "navigationBar.rightItems[0]""#) && text.contains(#""label" : "Done""#))
    #expect(try ElementMap(json: data, file: "map.json") == Self.map)
  }

  @Test(arguments: [
    (#"[]"#, "map.json: expected an element map (scale, size, elements)"),
    (#"{"size": {"width": 1, "height": 1}, "elements": []}"#, #"map.json: expected a member "scale""#),
    (
      #"{"scale": 2, "size": {"width": 1, "height": 1}, "elements": [{"path": "a", "frame": {"x": 0, "y": 0, "width": 0, "height": 1}}]}"#,
      "map.json: at elements[0].frame.width: expected a whole number in 1...1073741824"
    ),
    (
      #"{"scale": 2, "size": {"width": 1, "height": 1}, "elements": [{"path": 3, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
      "map.json: at elements[0].path: expected a string"
    ),
    (
      #"{"scale": 4, "size": {"width": 1, "height": 1}, "elements": []}"#,
      "map.json: at scale: expected a whole number in 1...3"
    ),
    // Strict, as scene files are: a key the map does not have is a typo, not something to skip.
    (
      #"{"scale": 2, "size": {"width": 1, "height": 1}, "elements": [], "elemnts": []}"#,
      "map.json: at elemnts: expected one of the keys scale, size, elements"
    ),
    (
      #"{"scale": 2, "size": {"width": 1, "height": 1, "depth": 1}, "elements": []}"#,
      "map.json: at size.depth: expected one of the keys width, height"
    ),
    (
      #"{"scale": 2, "size": {"width": 1, "height": 1}, "elements": [{"path": "a", "lable": "b", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
      "map.json: at elements[0].lable: expected one of the keys path, label, frame"
    ),
    (
      #"{"scale": 2, "size": {"width": 1, "height": 1}, "elements": [{"path": "a", "frame": {"x": 0, "y": 0, "w": 1, "width": 1, "height": 1}}]}"#,
      "map.json: at elements[0].frame.w: expected one of the keys x, y, width, height"
    ),
    // A frame reaching past the image belongs to another image (render clips its frames).
    (
      #"{"scale": 2, "size": {"width": 640, "height": 100}, "elements": [{"path": "a", "frame": {"x": 0, "y": 0, "width": 640, "height": 100}}, {"path": "b", "frame": {"x": 600, "y": 0, "width": 640, "height": 10}}]}"#,
      "map.json: at elements[1].frame: expected a frame inside the 640x100 image"
    ),
    (
      #"{"scale": 2, "size": {"width": 640, "height": 100}, "elements": [{"path": "a", "frame": {"x": -1, "y": 0, "width": 4, "height": 4}}]}"#,
      "map.json: at elements[0].frame: expected a frame inside the 640x100 image"
    ),
  ])
  func aBadMapNamesTheJSONPath(json: String, message: String) {
    do {
      _ = try ElementMap(json: Data(json.utf8), file: "map.json")
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func croppingMovesAndClipsTheFrames() {
    let cropped = Self.map.cropped(to: IntRect(x: 5, y: 0, width: 5, height: 3)!)
    #expect(cropped.size == ImageDimensions(width: 5, height: 3))
    #expect(
      cropped.elements.map(\.frame) == [
        IntRect(x: 0, y: 0, width: 5, height: 3)!, IntRect(x: 0, y: 0, width: 5, height: 3)!,
        IntRect(x: 1, y: 0, width: 3, height: 3)!,
      ])
  }
}

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
      map: ElementMapJSONTests.map)
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
