import BarKitGeometry
import Foundation

extension Scene: SceneEncodable {
  /// The scene as JSON text in the format it decodes from (Docs/Scenes.md), with default
  /// values left out; decoding it gives back an equal scene. File paths are written as stored
  /// (absolute after ``resolvingPaths(relativeTo:)``).
  public var jsonText: String { JSONWriter.text(sceneJSON) }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("canvas", canvas, default: .default)
    b.add("appearance", appearance, default: .ios7)
    b.add("tintColor", tintColor)
    b.add("content", content, default: .default)
    b.add("header", header)
    b.add("statusBar", statusBar, default: StatusBar())
    b.add("navigationBar", navigationBar)
    b.add("searchBar", searchBar)
    b.add("toolbar", toolbar)
    b.add("tabBar", tabBar)
    return b.json
  }
}

extension SceneCanvas: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch screen {
    case .device(let device): b.add("device", device.name)
    case .size(let size, let idiom):
      b.add("width", size.width)
      b.add("height", size.height)
      b.add("idiom", idiom, default: .phone)
    }
    b.add("scale", scale?.factor)
    b.add("orientation", orientation, default: .portrait)
    return b.json
  }
}

extension Content: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch self {
    case .color(let color): b.add("color", color)
    case .image(let file, let mode):
      b.add("image", file)
      b.add("contentMode", mode, default: .scaleAspectFill)
    case .sample(let sample): b.add("sample", sample)
    }
    return b.json
  }
}

extension Header: SceneEncodable {
  package var sceneJSON: JSONValue {
    let d = Header(picture: picture)
    var b = SceneObjectBuilder()
    switch picture {
    case .image(let file): b.add("image", file)
    case .sample(let sample): b.add("sample", sample)
    }
    b.add("height", height, default: d.height)
    b.add("shadowHidden", shadowHidden, default: d.shadowHidden)
    b.add("shadowAlpha", shadowAlpha, default: d.shadowAlpha)
    b.add("shadowHeight", shadowHeight, default: d.shadowHeight)
    return b.json
  }
}

extension TargetScrollView: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("contentOffset", contentOffset, default: 0)
    b.add("minimumOffset", minimumOffset, default: 0)
    return b.json
  }
}

extension StatusBar: SceneEncodable {
  package var sceneJSON: JSONValue {
    let d = StatusBar()
    var b = SceneObjectBuilder()
    b.add("style", style, default: d.style)
    b.add("hidden", hidden, default: d.hidden)
    b.add("time", time, default: d.time)
    b.add("operatorName", operatorName, default: d.operatorName)
    b.add("cellularMode", cellularMode, default: d.cellularMode)
    b.add("cellularBars", cellularBars, default: d.cellularBars)
    b.add("dataNetwork", dataNetwork, default: d.dataNetwork)
    b.add("wifiMode", wifiMode, default: d.wifiMode)
    b.add("wifiBars", wifiBars, default: d.wifiBars)
    b.add("batteryState", batteryState, default: d.batteryState)
    b.add("batteryLevel", batteryLevel, default: d.batteryLevel)
    b.add("batteryPercentage", batteryPercentage, default: d.batteryPercentage)
    return b.json
  }
}

extension BarProperties {
  /// Adds the shared keys to a bar's object.
  func add(to b: inout SceneObjectBuilder) {
    b.add("barStyle", barStyle, default: .default)
    b.add("translucent", translucent)
    b.add("barTintColor", barTintColor)
    b.add("tintColor", tintColor)
    b.add("barPosition", barPosition, default: .any)
    if backgroundImage.count == 1 {
      b.add("backgroundImage", backgroundImage[0])
    } else {
      b.add("backgroundImage", backgroundImage)
    }
    b.add("shadowImage", shadowImage)
  }
}

extension BarBackgroundImage: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("image", image)
    b.add("capInsets", capInsets, default: EdgeInsets())
    b.add("resizingMode", resizingMode, default: .stretch)
    b.add("barMetrics", barMetrics, default: .default)
    return b.json
  }
}

extension EdgeInsets: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("top", top, default: 0)
    b.add("left", left, default: 0)
    b.add("bottom", bottom, default: 0)
    b.add("right", right, default: 0)
    return b.json
  }
}

extension ImageReference: SceneEncodable {
  package var sceneJSON: JSONValue {
    switch self {
    case .file(let file): return .string(file)
    case .vector(let v):
      var b = SceneObjectBuilder()
      b.add("svg", v.pathData)
      b.add("viewBox", [v.viewBox.minX, v.viewBox.minY, v.viewBox.width, v.viewBox.height])
      b.add("size", v.size.map { [$0.width, $0.height] })
      return b.json
    }
  }
}

extension BarButtonItem: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch content {
    case .title(let title): b.add("title", title)
    case .systemItem(let item): b.add("systemItem", item)
    case .image(let image):
      b.add("image", image)
      b.add("renderingMode", renderingMode, default: .automatic)
    }
    b.add("style", style, default: .plain)
    b.add("enabled", enabled, default: true)
    b.add("tintColor", tintColor)
    b.add("width", width, default: 0)
    return b.json
  }
}

extension TabBarItem: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    switch content {
    case .systemItem(let item): b.add("systemItem", item)
    case .custom(let title, let image, let selectedImage):
      b.add("title", title)
      b.add("image", image)
      b.add("selectedImage", selectedImage)
      b.add("renderingMode", renderingMode, default: .automatic)
    }
    b.add("badgeValue", badgeValue)
    b.add("enabled", enabled, default: true)
    return b.json
  }
}

extension TextAttributes: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("color", color)
    b.add("fontFamily", fontFamily)
    b.add("fontSize", fontSize)
    b.add("fontWeight", fontWeight)
    b.add("shadow", shadow)
    return b.json
  }
}

extension Shadow: SceneEncodable {
  package var sceneJSON: JSONValue {
    let d = Shadow()
    var b = SceneObjectBuilder()
    b.add("color", color, default: d.color)
    b.add("offset", [offsetWidth, offsetHeight], default: [d.offsetWidth, d.offsetHeight])
    b.add("blurRadius", blurRadius, default: d.blurRadius)
    return b.json
  }
}

extension BackItem: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("title", title)
    return b.json
  }
}

extension SegmentedControl: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("items", json: items.sceneJSON)
    b.add("selectedSegmentIndex", selectedSegmentIndex, default: 0)
    b.add("tintColor", tintColor)
    return b.json
  }
}

extension TitleView: SceneEncodable {
  package var sceneJSON: JSONValue {
    switch self {
    case .segmentedControl(let control): .object([("segmentedControl", control.sceneJSON)])
    }
  }
}

extension NavigationBar: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    common.add(to: &b)
    b.add("title", title)
    b.add("prompt", prompt)
    b.add("titleTextAttributes", titleTextAttributes)
    b.add("backItem", backItem)
    b.add("backIndicatorImage", backIndicatorImage)
    b.add("backIndicatorTransitionMaskImage", backIndicatorTransitionMaskImage)
    b.add("leftItems", leftItems)
    b.add("rightItems", rightItems)
    b.add("titleView", titleView)
    b.add("backgroundHidden", backgroundHidden, default: false)
    b.add("preferredTintColor", preferredTintColor)
    b.add("preferredBarStyle", preferredBarStyle)
    b.add("targetScrollView", targetScrollView)
    b.add("revealProgress", revealProgress)
    return b.json
  }
}

extension SearchBar: SceneEncodable {
  package var sceneJSON: JSONValue {
    let d = SearchBar()
    var b = SceneObjectBuilder()
    common.add(to: &b)
    b.add("searchBarStyle", searchBarStyle, default: d.searchBarStyle)
    b.add("placeholder", placeholder)
    b.add("text", text)
    b.add("prompt", prompt)
    b.add("showsCancelButton", showsCancelButton, default: false)
    b.add("showsBookmarkButton", showsBookmarkButton, default: false)
    b.add("showsScopeBar", showsScopeBar, default: false)
    b.add("scopeButtonTitles", scopeButtonTitles)
    b.add("selectedScopeButtonIndex", selectedScopeButtonIndex, default: 0)
    b.add("searchFieldBackgroundImage", searchFieldBackgroundImage)
    b.add("displaysSearchBarInNavigationBar", displaysSearchBarInNavigationBar, default: false)
    return b.json
  }
}

extension Toolbar: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    common.add(to: &b)
    b.add("items", items)
    return b.json
  }
}

extension TabBar: SceneEncodable {
  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    common.add(to: &b)
    b.add("items", items)
    b.add("selectedIndex", selectedIndex, default: 0)
    b.add("itemPositioning", itemPositioning, default: .automatic)
    b.add("itemWidth", itemWidth, default: 0)
    b.add("itemSpacing", itemSpacing, default: 0)
    b.add("selectionIndicatorImage", selectionIndicatorImage)
    b.add("selectedImageTintColor", selectedImageTintColor)
    return b.json
  }
}
