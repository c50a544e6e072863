import BarKitElements
import BarKitGeometry
import Foundation
import TestSupport
import Testing

/// The element map's JSON, and its crops.
@Suite struct ElementMapJSONTests {
  @Test func roundTrips() throws {
    let data = try ElementMap.navigationBarSample.jsonData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""path" : "navigationBar.rightItems[0]""#) && text.contains(#""label" : "Done""#))
    #expect(try ElementMap(json: data, file: "map.json") == ElementMap.navigationBarSample)
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
    let cropped = ElementMap.navigationBarSample.cropped(to: IntRect(x: 5, y: 0, width: 5, height: 3)!)
    #expect(cropped.size == ImageDimensions(width: 5, height: 3))
    #expect(
      cropped.elements.map(\.frame) == [
        IntRect(x: 0, y: 0, width: 5, height: 3)!, IntRect(x: 0, y: 0, width: 5, height: 3)!,
        IntRect(x: 1, y: 0, width: 3, height: 3)!,
      ])
  }
}
