import BarKitPNG
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

@testable import BarKitChrome

/// Hostile values in every numeric field of a scene: each is refused with a one-line error
/// naming the JSON path, or renders clamped and finite (Docs/Security.md, "Limits").
@Suite struct HostileSceneRenderingTests {
  /// A small scene with every bar and every numeric field the format has. `IMAGE` is replaced
  /// by a PNG's path.
  static let kitchenSink = #"""
    {"canvas": {"width": 80, "height": 60, "scale": 1},
     "statusBar": {"cellularBars": 3, "wifiBars": 2, "batteryLevel": 50},
     "navigationBar": {"title": "T",
       "titleTextAttributes": {"fontSize": 17, "shadow": {"offset": [1, -1], "blurRadius": 2}},
       "backgroundImage": {"image": "IMAGE", "capInsets": {"top": 1, "left": 1, "bottom": 1, "right": 1}},
       "rightItems": [{"title": "Go", "width": 30}],
       "titleView": {"segmentedControl": {"items": ["a", "b"], "selectedSegmentIndex": 1}}},
     "searchBar": {"showsScopeBar": true, "scopeButtonTitles": ["x", "y"], "selectedScopeButtonIndex": 1},
     "tabBar": {"itemPositioning": "centered", "itemWidth": 20, "itemSpacing": 4, "selectedIndex": 0,
       "items": [{"title": "A", "image": {"svg": "M2 2H20V20Z", "viewBox": [0, 0, 22, 22], "size": [25, 25]}}]}}
    """#

  /// Values no field accepts, or only some do: overflow to ±infinity, the extremes of a
  /// Double, a negative zero, an underflow, fractions and out-of-range integers.
  static let hostileNumbers = [
    "1e999", "-1e999", "1e308", "-1e308", "-0", "1e-320", "0.5", "-1", "4097", "123456789012345678901234567890",
  ]

  /// The offsets and lengths of every number in `text` that is a JSON value (after `:`, `[`
  /// or `,`), in order.
  static func numberRanges(in text: String) -> [Range<String.Index>] {
    let regex = /([:\[,] ?)(-?[0-9]+(\.[0-9]+)?(e-?[0-9]+)?)/
    return text.matches(of: regex).map { $0.output.2.startIndex..<$0.output.2.endIndex }
  }

  @Test func everyNumericFieldRejectsOrRendersHostileValues() throws {
    let folder = SharedFixtures.temporaryDirectory()
    let image = folder.appendingPathComponent("bg.png")
    try Pixmap(width: 4, height: 4, filledWith: PremultipliedRGBA8(r: 0, g: 0, b: 128, a: 255)!)!.writePNG(to: image)
    let base = Self.kitchenSink.replacingOccurrences(of: "IMAGE", with: image.path)
    // The base scene itself decodes and renders.
    _ = try SceneRenderer().render(try decodeScene(base))
    let ranges = Self.numberRanges(in: base)
    #expect(ranges.count >= 25)
    var rejected = 0
    var rendered = 0
    for range in ranges {
      for value in Self.hostileNumbers {
        let text = base.replacingCharacters(in: range, with: value)
        do {
          let scene = try decodeScene(text)
          // Accepted (a value inside the field's range): it must render, clamped and finite.
          let output = try SceneRenderer().render(scene)
          #expect(output.pixmap.width == 80 || output.pixmap.width == 60)
          rendered += 1
        } catch let error as SceneError {
          rejected += 1
          let message = error.description
          #expect(!message.contains("\n"), "\(message)")
          #expect(message.hasPrefix("scene.json: "), "\(message)")
          #expect(!error.path.components.isEmpty, "no JSON path for \(value): \(message)")
        }
      }
    }
    // Infinities, ±1e308 and 4097 are outside every range.
    #expect(rejected >= ranges.count * 5)
    #expect(rendered > 0)
  }
}
