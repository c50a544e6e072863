import BarKitChrome
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The built-in gallery `barkit demo` renders: every bar, light and dark, translucent and
/// opaque, on several devices and scales, over built-in sample pictures, so it needs no input
/// files. Each entry is a JSON scene, so the gallery also exercises the scene format.
public enum DemoGallery {
  /// One gallery entry: a file name stem and its scene.
  public struct Entry: Sendable {
    public let name: String
    /// What the entry shows, for the gallery's index.
    public let caption: String
    public let json: String
    /// When set, the entry is an animation of this motion (an animated PNG).
    public var motion: SceneMotion? = nil
    /// When set, the entry is an iOS 7 / iOS 6 comparison sheet (``AppearanceSheet``) whose row
    /// is labelled with it.
    public var sheetRow: String? = nil

    /// The decoded scene. The built-in JSON is tested to decode.
    public func scene() throws(SceneError) -> Scene {
      try Scene(decoding: Data(json.utf8), file: "demo:\(name)")
    }
  }

  public static let entries: [Entry] = [
    Entry(
      name: "navigation-light-translucent",
      caption: "Light translucent navigation and tab bars over a list (iPhone 5s @2x)",
      json: """
        {"canvas": {"device": "iphone-5s"}, "content": {"sample": "list"},
         "navigationBar": {"title": "Inbox", "backItem": {"title": "Mailboxes"}, "rightItems": [{"systemItem": "edit"}]},
         "tabBar": {"items": [{"systemItem": "favorites"}, {"systemItem": "recents"}, {"systemItem": "contacts", "badgeValue": "3"},
                              {"systemItem": "search"}, {"systemItem": "more"}], "selectedIndex": 1}}
        """),
    Entry(
      name: "navigation-black-translucent",
      caption: "Black translucent navigation bar and toolbar over a photo (iPhone 6 @2x)",
      json: """
        {"canvas": {"device": "iphone-6"}, "tintColor": "white", "content": {"sample": "landscape"},
         "navigationBar": {"barStyle": "black", "title": "Lake Tahoe", "backItem": {"title": "Photos"},
                           "rightItems": [{"systemItem": "action"}]},
         "toolbar": {"barStyle": "black", "items": [{"systemItem": "reply"}, {"systemItem": "flexibleSpace"},
                     {"systemItem": "play"}, {"systemItem": "flexibleSpace"}, {"systemItem": "trash"}]}}
        """),
    Entry(
      name: "navigation-bartint-opaque",
      caption: "Opaque barTintColor navigation bar, white items, light status bar (iPhone 6 Plus @3x)",
      json: """
        {"canvas": {"device": "iphone-6-plus"}, "content": {"sample": "tiles"},
         "statusBar": {"style": "lightContent", "batteryState": "charging", "batteryLevel": 80},
         "navigationBar": {"barTintColor": "#506DA8", "translucent": false, "tintColor": "white", "title": "News Feed",
                           "titleTextAttributes": {"color": "white"},
                           "leftItems": [{"systemItem": "search"}], "rightItems": [{"systemItem": "compose"}]}}
        """),
    Entry(
      name: "search-scope-prominent", caption: "Prominent search bar with a scope bar (iPhone 5s @2x)",
      json: """
        {"canvas": {"device": "iphone-5s"}, "content": {"sample": "list"},
         "searchBar": {"placeholder": "Search", "showsScopeBar": true, "scopeButtonTitles": ["All", "Mail", "Contacts"],
                       "selectedScopeButtonIndex": 0}}
        """),
    Entry(
      name: "search-minimal-active",
      caption: "Minimal search bar under a navigation bar, typing, with Cancel (iPhone 5s @2x)",
      json: """
        {"canvas": {"device": "iphone-5s"}, "content": {"color": "white"},
         "navigationBar": {"title": "Countries"},
         "searchBar": {"searchBarStyle": "minimal", "text": "liberia", "showsCancelButton": true}}
        """),
    Entry(
      name: "toolbar-text-items",
      caption: "Toolbar with text items and flexible spaces over red and green stripes (iPhone 4s @2x)",
      json: """
        {"canvas": {"device": "iphone-4s"}, "content": {"sample": "stripes"},
         "navigationBar": {"title": "Stripes"},
         "toolbar": {"items": [{"title": "Animate"}, {"title": "Shot"}, {"systemItem": "flexibleSpace"}, {"title": "Pre"},
                     {"title": "Post"}, {"systemItem": "flexibleSpace"}, {"title": "Image", "enabled": false}]}}
        """),
    Entry(
      name: "tabbar-black", caption: "Black tab bar with an orange tint over tiles (iPhone 6 @2x)",
      json: """
        {"canvas": {"device": "iphone-6"}, "tintColor": "systemOrange", "content": {"sample": "tiles"},
         "statusBar": {"style": "lightContent", "cellularBars": 3, "dataNetwork": "lte", "batteryPercentage": true,
                       "batteryLevel": 15},
         "tabBar": {"barStyle": "black", "items": [{"systemItem": "featured"}, {"systemItem": "topRated"},
                    {"systemItem": "history", "badgeValue": "12"}, {"systemItem": "downloads"}], "selectedIndex": 0}}
        """),
    Entry(
      name: "ipad-navigation", caption: "iPad at @1x: navigation bar and a centered tab bar",
      json: """
        {"canvas": {"device": "ipad"}, "content": {"sample": "landscape"},
         "navigationBar": {"title": "Messages", "rightItems": [{"systemItem": "compose"}], "leftItems": [{"systemItem": "edit"}]},
         "tabBar": {"items": [{"systemItem": "mostRecent"}, {"systemItem": "mostViewed"}, {"systemItem": "bookmarks"}]}}
        """),
    Entry(
      name: "landscape-compact", caption: "iPhone landscape: 32-pt navigation bar and toolbar",
      json: """
        {"canvas": {"device": "iphone-5s", "orientation": "landscape"}, "content": {"sample": "landscape"},
         "navigationBar": {"title": "Panorama", "backItem": {"title": "Camera Roll"}},
         "toolbar": {"items": [{"systemItem": "action"}, {"systemItem": "flexibleSpace"}, {"systemItem": "trash"}]}}
        """),
    Entry(
      name: "chinese-toolbar", caption: "Chinese titles through the CJK fallback font (iPhone 5s @2x)",
      json: """
        {"canvas": {"device": "iphone-5s"}, "content": {"sample": "list"},
         "statusBar": {"time": "上午9:41", "operatorName": "中国移动"},
         "navigationBar": {"title": "工具栏", "backItem": {"title": "操作栏"}},
         "toolbar": {"items": [{"title": "编辑"}, {"systemItem": "flexibleSpace"}, {"title": "完成", "style": "done"}]}}
        """),
    Entry(
      name: "navigation-prompt-segmented",
      caption: "Navigation bar with a prompt and a segmented title view (iPhone 6 @2x)",
      json: """
        {"canvas": {"device": "iphone-6"}, "content": {"sample": "tiles"},
         "navigationBar": {"prompt": "Choose the photos to share",
                           "titleView": {"segmentedControl": {"items": ["Moments", "Albums"], "selectedSegmentIndex": 1}},
                           "leftItems": [{"systemItem": "cancel"}], "rightItems": [{"systemItem": "done", "enabled": false}]}}
        """),
    Entry(
      name: "in-call-loading",
      caption: "In a call: the double-height status bar, a loading page's progress and spinners (iPhone 5s @2x)",
      json: """
        {"canvas": {"device": "iphone-5s"}, "content": {"sample": "list"},
         "statusBar": {"doubleHeight": {"style": "inCall"}, "networkActivityIndicatorVisible": true},
         "navigationBar": {"title": "Inbox", "backItem": {"title": "Mailboxes"}, "progress": 0.6,
                           "rightItems": [{"customView": {"activityIndicator": {}}}]},
         "tabBar": {"items": [{"systemItem": "favorites"}, {"systemItem": "recents"}, {"systemItem": "contacts"},
                              {"systemItem": "more"}], "selectedIndex": 1}}
        """),
    Entry(
      name: "transparent-navigation-header",
      caption:
        "TONavigationBar over a stretchy header: pulled down, then scrolled until the bar fills in (animated, iPhone 5s @2x)",
      json: """
        {"canvas": {"device": "iphone-5s"}, "tintColor": "#FF2D55", "content": {"sample": "list"},
         "header": {"sample": "landscape", "height": 200, "shadowHidden": false},
         "navigationBar": {"title": "Yosemite", "backItem": {"title": "Parks"}, "rightItems": [{"systemItem": "action"}],
                           "backgroundHidden": true, "targetScrollView": {"minimumOffset": 200}}}
        """,
      motion: .scroll(from: -60, to: 220, step: 10)),
    Entry(
      name: "sheet-navigation", caption: "iOS 7 and iOS 6: navigation bar with Back, title and Edit (@2x)",
      json: """
        {"canvas": {"width": 320, "height": 110, "scale": 2}, "content": {"sample": "list"},
         "navigationBar": {"title": "Inbox", "backItem": {"title": "Mailboxes"}, "rightItems": [{"systemItem": "edit"}]}}
        """, sheetRow: "Navigation bar"),
    Entry(
      name: "sheet-search-scope", caption: "iOS 7 and iOS 6: search bar with Cancel and a scope bar (@2x)",
      json: """
        {"canvas": {"width": 320, "height": 140, "scale": 2}, "content": {"sample": "list"},
         "searchBar": {"placeholder": "Search", "showsCancelButton": true, "showsScopeBar": true,
                       "scopeButtonTitles": ["All", "Mail", "Contacts"]}}
        """, sheetRow: "Search and scope bars"),
    Entry(
      name: "sheet-toolbar", caption: "iOS 7 and iOS 6: toolbar with glyphs, a bordered and a Done item (@2x)",
      json: """
        {"canvas": {"width": 320, "height": 80, "scale": 2}, "statusBar": {"hidden": true}, "content": {"sample": "list"},
         "toolbar": {"items": [{"systemItem": "reply"}, {"systemItem": "flexibleSpace"}, {"title": "Edit", "style": "bordered"},
                     {"systemItem": "flexibleSpace"}, {"systemItem": "trash"}, {"systemItem": "done"}]}}
        """, sheetRow: "Toolbar"),
    Entry(
      name: "sheet-tabbar", caption: "iOS 7 and iOS 6: tab bar with a selected item and a badge (@2x)",
      json: """
        {"canvas": {"width": 320, "height": 80, "scale": 2}, "statusBar": {"hidden": true}, "content": {"sample": "list"},
         "tabBar": {"items": [{"systemItem": "favorites"}, {"systemItem": "recents", "badgeValue": "2"},
                    {"systemItem": "contacts"}, {"systemItem": "more"}], "selectedIndex": 0}}
        """, sheetRow: "Tab bar"),
    Entry(
      name: "sheet-statusbar", caption: "iOS 7 and iOS 6: status bar over content (@2x)",
      json: """
        {"canvas": {"width": 320, "height": 40, "scale": 2}, "content": {"sample": "list"},
         "statusBar": {"time": "9:41 AM", "batteryLevel": 80}}
        """, sheetRow: "Status bar"),
  ]
}
