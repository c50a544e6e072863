import BarKitGeometry
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitScene

@Suite struct SceneEncodingTests {
  /// Scenes that set every key of the format at least once.
  static let fullScenes = [
    """
    {"header": {"image": "top.png", "height": 180.5, "shadowHidden": false, "shadowAlpha": 0.35, "shadowHeight": 60},
     "navigationBar": {"title": "T", "backgroundHidden": true, "preferredTintColor": "#FF2D55",
       "preferredBarStyle": "black", "targetScrollView": {"contentOffset": -42.5, "minimumOffset": 180}}}
    """,
    """
    {"header": {"sample": "tiles"}, "navigationBar": {"backgroundHidden": true, "revealProgress": 0.25}}
    """,
    """
    {"canvas": {"width": 320.5, "height": 64, "idiom": "pad", "scale": 2, "orientation": "landscape"},
     "appearance": "ios6", "tintColor": "#FF950080", "content": {"image": "a b/shot.png", "contentMode": "center",
       "crop": {"top": 40, "left": 1, "bottom": 98, "right": 2}, "edgesForExtendedLayout": ["top"]},
     "statusBar": {"style": "lightContent", "hidden": true, "time": "10:09", "operatorName": "", "cellularMode": "failed",
       "cellularBars": 0, "dataNetwork": "lte", "wifiMode": "searching", "wifiBars": 1, "batteryState": "charged",
       "batteryLevel": 12.25, "batteryPercentage": true, "bluetooth": "on", "alarm": true,
       "locationServices": true, "orientationLock": true, "doNotDisturb": true},
     "navigationBar": {"barStyle": "black", "translucent": false, "barTintColor": "#112233", "tintColor": "white",
       "barPosition": "topAttached", "shadowImage": "s.png",
       "backgroundImage": [{"image": "bg.png", "capInsets": {"top": 1, "left": 2.5, "bottom": 3, "right": 4},
         "resizingMode": "tile", "barMetrics": "compact"}, {"image": {"svg": "M0 0H1V1Z", "viewBox": [0, 0, 1, 1]}}],
       "title": "T\\"q\\"", "prompt": "P", "titleTextAttributes": {"color": "#F00", "fontFamily": "Inter", "fontSize": 18.5,
         "fontWeight": "heavy", "shadow": {"color": "#0000FF", "offset": [1, 2], "blurRadius": 3}},
       "backItem": {"title": "Back"}, "backIndicatorImage": "c.png", "backIndicatorTransitionMaskImage": "m.png",
       "leftItems": [{"systemItem": "cancel", "style": "bordered"}],
       "rightItems": [{"title": "Go", "style": "done", "enabled": false, "tintColor": "#00FF00", "width": 44},
         {"image": {"svg": "M0 0L2 2", "viewBox": [-1, -1, 4, 4], "size": [22, 20]}, "renderingMode": "alwaysOriginal"}],
       "titleView": {"segmentedControl": {"items": ["A", "B", "C"], "selectedSegmentIndex": -1, "tintColor": "#123"}}},
     "searchBar": {"searchBarStyle": "minimal", "placeholder": "Search", "text": "x", "prompt": "p",
       "showsCancelButton": true, "showsBookmarkButton": true, "showsScopeBar": true, "scopeButtonTitles": ["A", "B"],
       "selectedScopeButtonIndex": 1, "searchFieldBackgroundImage": "f.png", "displaysSearchBarInNavigationBar": true,
       "backgroundImage": {"image": "one.png"}},
     "toolbar": {"items": [{"systemItem": "flexibleSpace"}, {"systemItem": "fixedSpace", "width": 10.5}]},
     "tabBar": {"items": [{"systemItem": "more", "badgeValue": "9", "enabled": false},
         {"title": "C", "image": "c.png", "selectedImage": "d.png", "renderingMode": "alwaysTemplate"}],
       "selectedIndex": 1, "itemPositioning": "centered", "itemWidth": 80, "itemSpacing": 12.5,
       "selectionIndicatorImage": "i.png", "selectedImageTintColor": "#FF2D55"}}
    """,
    """
    {"tabBar": {"itemTitleTextAttributes": {"normal": {"color": "#8E8E93"}, "selected": {"fontWeight": "bold"}},
       "items": [{"systemItem": "favorites", "titleTextAttributes": {"selected": {"color": "#FF9500"},
         "disabled": {"color": "#CCC"}}}, {"title": "B", "image": "b.png"}]}}
    """,
    #"{"canvas": {"device": "ipad", "scale": 3}, "navigationBar": {}, "searchBar": {}, "toolbar": {}, "tabBar": {}}"#,
    #"{"content": {"sample": "tiles", "edgesForExtendedLayout": "none"}}"#,
    """
    {"fontFamily": "DejaVu Serif", "navigationBar": {"fontFamily": "Inter",
       "itemTitleTextAttributes": {"normal": {"color": "#F00", "fontSize": 15}, "disabled": {"color": "#888"}},
       "rightItems": [{"customView": {"label": {"text": "3 Photos Selected", "textColor": "#333",
         "fontFamily": "Inter", "fontSize": 15, "fontWeight": "semibold"}}},
         {"customView": {"image": "logo.png", "renderingMode": "alwaysTemplate"}, "width": 30}]},
     "toolbar": {"items": [{"title": "Edit", "titleTextAttributes": {"disabled": {"fontWeight": "bold"}}},
       {"systemItem": "done", "titleTextAttributes": {"normal": {"shadow": {}}}}]},
     "tabBar": {"fontFamily": "Nimbus Sans"}}
    """,
    "{}",
  ]

  @Test func encodingThenDecodingGivesTheSameScene() throws {
    for json in Self.fullScenes {
      let scene = try decodeScene(json)
      let again = try decodeScene(scene.jsonText)
      #expect(again == scene, "\(scene.jsonText)")
      #expect(again.jsonText == scene.jsonText, "the text is stable")
    }
  }

  @Test func everyExampleRoundTrips() throws {
    let folder = SharedFixtures.repositoryRoot.appendingPathComponent("Docs/Examples")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
      let scene = try Scene(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), file: name)
      #expect(try decodeScene(scene.jsonText) == scene, "\(name)")
    }
  }

  @Test func defaultsAreLeftOutAndTheTextIsReadable() {
    var scene = Scene(canvas: SceneCanvas(device: DeviceTable.builtIn[name: "iphone-6"]!, orientation: .landscape))
    scene.content = .sample(.tiles)
    scene.statusBar.batteryLevel = 50
    var toolbar = Toolbar(items: [BarButtonItem(systemItem: .action), BarButtonItem(title: "Done", style: .done)])
    toolbar.barStyle = .black
    scene.toolbar = toolbar
    #expect(
      scene.jsonText == """
        {
          "canvas": {
            "device": "iphone-6",
            "orientation": "landscape"
          },
          "content": {
            "sample": "tiles"
          },
          "statusBar": {
            "batteryLevel": 50
          },
          "toolbar": {
            "barStyle": "black",
            "items": [
              {
                "systemItem": "action"
              },
              {
                "title": "Done",
                "style": "done"
              }
            ]
          }
        }

        """)
    #expect(Scene().jsonText == "{}\n")
  }

  @Test func vectorImagesWriteTheirBoxOnOneLine() {
    var scene = Scene()
    let image = VectorImage(pathData: "M0 0H2", viewBox: Rect(x: 0, y: 0, width: 2, height: 1.5))
    scene.toolbar = Toolbar(items: [BarButtonItem(image: .vector(image))])
    #expect(scene.jsonText.contains(#""viewBox": [0, 0, 2, 1.5]"#))
  }
}
