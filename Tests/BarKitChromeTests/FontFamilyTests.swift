import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// `fontFamily`, scene-wide and per bar, reaches every string BarKit draws, in both looks: each
/// case is a scene whose only text is one category, rendered in the default face and in
/// DejaVu Serif (installed by .ci/install-dependencies.sh, fonts-dejavu-core); the string's
/// pixels must change.
@Suite struct FontFamilyTests {
  /// One category of string: the scene's keys and, for the status bar, the region (points) that
  /// holds only that string.
  struct Category: CustomStringConvertible, Sendable {
    let description: String
    let keys: String
    var region: Rect? = nil
  }

  static let hidden = ##""statusBar": {"hidden": true}"##
  static let categories: [Category] = [
    Category(description: "navigation title", keys: ##"\##(hidden), "navigationBar": {"title": "Inbox"}"##),
    Category(description: "prompt", keys: ##"\##(hidden), "navigationBar": {"prompt": "Choose a photo"}"##),
    Category(
      description: "bar button title", keys: ##"\##(hidden), "navigationBar": {"rightItems": [{"title": "Edit"}]}"##),
    Category(description: "text system item", keys: ##"\##(hidden), "toolbar": {"items": [{"systemItem": "done"}]}"##),
    Category(description: "back title", keys: ##"\##(hidden), "navigationBar": {"backItem": {"title": "Mailboxes"}}"##),
    Category(
      description: "custom view label",
      keys: ##"\##(hidden), "toolbar": {"items": [{"customView": {"label": {"text": "3 Photos Selected"}}}]}"##),
    Category(
      description: "tab title", keys: ##"\##(hidden), "tabBar": {"items": [{"title": "Photos"}, {"title": "Albums"}]}"##
    ),
    Category(
      description: "tab badge",
      keys: ##"\##(hidden), "tabBar": {"items": [{"systemItem": "more", "title": "", "badgeValue": "12"}]}"##),
    Category(
      description: "segmented control",
      keys: ##"\##(hidden), "navigationBar": {"titleView": {"segmentedControl": {"items": ["All", "Missed"]}}}"##),
    Category(
      description: "scope bar",
      keys: ##"\##(hidden), "searchBar": {"showsScopeBar": true, "scopeButtonTitles": ["Name", "Place"]}"##),
    Category(description: "search placeholder", keys: ##"\##(hidden), "searchBar": {"placeholder": "Search"}"##),
    Category(description: "search text", keys: ##"\##(hidden), "searchBar": {"text": "urban"}"##),
    Category(description: "search Cancel", keys: ##"\##(hidden), "searchBar": {"showsCancelButton": true}"##),
    Category(
      description: "status bar carrier", keys: ##""statusBar": {"operatorName": "Carrier"}"##,
      region: Rect(x: 40, y: 0, width: 50, height: 20)),
    Category(
      description: "status bar clock", keys: ##""statusBar": {}"##, region: Rect(x: 125, y: 0, width: 70, height: 20)),
    Category(
      description: "status bar percentage", keys: ##""statusBar": {"batteryPercentage": true, "batteryLevel": 88}"##,
      region: Rect(x: 230, y: 0, width: 55, height: 20)),
  ]

  static func render(_ category: Category, look: String, family: String?) throws -> Pixmap {
    let familyKey = family.map { ##""fontFamily": "\##($0)", "## } ?? ""
    let json = """
      {\(familyKey)"appearance": "\(look)", "canvas": {"width": 320, "height": 200}, \(category.keys)}
      """
    let pixmap = try Render.json(json, scale: .x1).pixmap
    guard let r = category.region else { return pixmap }
    return try #require(
      pixmap.cropped(to: IntRect(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height))!))
  }

  @Test(arguments: categories, ["ios7", "ios6"])
  func theSceneFamilyReachesEveryString(_ category: Category, look: String) throws {
    let system = try Self.render(category, look: look, family: nil)
    let serif = try Self.render(category, look: look, family: "DejaVu Serif")
    #expect(system != serif, "\(category) in \(look) ignores fontFamily")
  }

  @Test(arguments: ["ios7", "ios6"]) func aBarsFamilyWinsOverTheScenesAndTitleAttributesOverBoth(look: String) throws {
    func title(_ keys: String) throws -> Pixmap {
      try Render.json(
        """
        {"appearance": "\(look)", "fontFamily": "DejaVu Sans Mono", "canvas": {"width": 320, "height": 100},
         "statusBar": {"hidden": true}, "navigationBar": {"title": "Inbox" \(keys)}}
        """, scale: .x1
      ).pixmap
    }
    let scene = try title("")
    let bar = try title(##", "fontFamily": "DejaVu Serif""##)
    let attributes = try title(
      ##", "fontFamily": "DejaVu Serif", "titleTextAttributes": {"fontFamily": "Nimbus Mono PS"}"##)
    #expect(scene != bar)
    #expect(bar != attributes)
    // The family the bar names is the family a scene-wide setting of it gives.
    let sceneSerif = try Render.json(
      """
      {"appearance": "\(look)", "fontFamily": "DejaVu Serif", "canvas": {"width": 320, "height": 100},
       "statusBar": {"hidden": true}, "navigationBar": {"title": "Inbox"}}
      """, scale: .x1
    ).pixmap
    #expect(sceneSerif == bar)
  }
}
