import BarKitGeometry
import BarKitJSON
import BarKitRaster
import BarKitText
import Foundation
import TestSupport
import Testing

@testable import BarKitScene

/// Keeps Docs/Examples, Docs/scene.schema.json and Docs/Scenes.md in step with the model.
@Suite struct SceneDocsTests {
  static let docs = SharedFixtures.repositoryRoot.appendingPathComponent("Docs")

  static func schema() throws -> JSONValue {
    try JSONParser.parse(Array(try Data(contentsOf: docs.appendingPathComponent("scene.schema.json"))))
  }

  @Test func everyExampleDecodesAndItsFilesExist() throws {
    let folder = Self.docs.appendingPathComponent("Examples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
      .sorted()
    let core = [
      "full-screen.json", "navigation-bar.json", "search-bar.json", "status-bar.json", "tab-bar.json", "toolbar.json",
      "transparent-navigation-bar.json",
    ]
    #expect(Set(core).isSubset(of: names), "the README and Docs link these examples")
    for name in names {
      let scene = try Scene(contentsOf: folder.appendingPathComponent(name))
      try scene.checkFiles(file: name)
      _ = try scene.resolvedCanvas()
    }
  }

  @Test func schemaIsDraft2020JSONWithTheModelsTopLevelKeys() throws {
    let schema = try Self.schema()
    #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    #expect(schema["additionalProperties"] == .bool(false))
    #expect(schema["properties"]?.keys == Scene.keys)
  }

  @Test func schemaDefinitionsListTheSameKeysAsTheModel() throws {
    let defs = try #require(try Self.schema()["$defs"])
    let own = { (keys: [String]) in keys.filter { !BarProperties.keys.contains($0) } }
    let expected: [(String, [String])] = [
      ("canvas", SceneCanvas.keys), ("content", Content.keys), ("statusBar", StatusBar.keys),
      ("barProperties", BarProperties.keys), ("navigationBar", own(NavigationBar.keys)),
      ("searchBar", own(SearchBar.keys)),
      ("toolbar", own(Toolbar.keys)), ("tabBar", own(TabBar.keys)), ("backgroundImage", BarBackgroundImage.keys),
      ("edgeInsets", EdgeInsets.keys), ("barButtonItem", BarButtonItem.keys), ("tabBarItem", TabBarItem.keys),
      ("textAttributes", TextAttributes.keys), ("textShadow", Shadow.keys), ("backItem", BackItem.keys),
      ("segmentedControl", SegmentedControl.keys), ("titleView", TitleView.keys),
      ("titleTextAttributes", TitleTextAttributes.keys), ("customView", CustomView.keys),
      ("label", CustomView.Label.keys), ("doubleHeight", DoubleHeightStatusBar.keys),
      ("activityIndicator", ActivityIndicator.keys),
      ("vectorImage", ImageReference.vectorKeys), ("fileImage", ImageReference.fileKeys), ("header", Header.keys),
      ("targetScrollView", TargetScrollView.keys),
    ]
    for (name, keys) in expected {
      #expect(defs[name]?["properties"]?.keys == keys, "$defs.\(name)")
    }
  }

  @Test func schemaEnumerationsMatchTheModel() throws {
    let schema = try Self.schema()
    let defs = try #require(schema["$defs"])
    func values<E: SceneEnum>(_ type: E.Type) -> JSONValue { .array(E.allCases.map { .string($0.rawValue) }) }
    let expected: [(JSONValue?, JSONValue, String)] = [
      (schema["properties"]?["appearance"], values(Appearance.self), "appearance"),
      (defs["canvas"]?["properties"]?["orientation"], values(Orientation.self), "orientation"),
      (defs["canvas"]?["properties"]?["idiom"], values(Idiom.self), "idiom"),
      (defs["content"]?["properties"]?["contentMode"], values(ContentMode.self), "contentMode"),
      (defs["content"]?["properties"]?["sample"], values(SamplePicture.self), "sample"),
      (defs["content"]?["properties"]?["underBars"], values(UnderBars.self), "underBars"),
      (defs["statusBar"]?["properties"]?["style"], values(StatusBarStyle.self), "style"),
      (defs["statusBar"]?["properties"]?["cellularMode"], values(CellularMode.self), "cellularMode"),
      (defs["statusBar"]?["properties"]?["dataNetwork"], values(DataNetwork.self), "dataNetwork"),
      (defs["statusBar"]?["properties"]?["wifiMode"], values(WifiMode.self), "wifiMode"),
      (defs["statusBar"]?["properties"]?["bluetooth"], values(BluetoothState.self), "bluetooth"),
      (defs["statusBar"]?["properties"]?["batteryState"], values(BatteryState.self), "batteryState"),
      (defs["barProperties"]?["properties"]?["barStyle"], values(BarStyle.self), "barStyle"),
      (defs["barProperties"]?["properties"]?["barPosition"], values(BarPosition.self), "barPosition"),
      (defs["backgroundImage"]?["properties"]?["barMetrics"], values(BarMetrics.self), "barMetrics"),
      (defs["backgroundImage"]?["properties"]?["resizingMode"], values(ResizingMode.self), "resizingMode"),
      (defs["barButtonItem"]?["properties"]?["systemItem"], values(BarButtonSystemItem.self), "systemItem"),
      (defs["barButtonItem"]?["properties"]?["style"], values(BarButtonItemStyle.self), "style"),
      (defs["barButtonItem"]?["properties"]?["renderingMode"], values(RenderingMode.self), "renderingMode"),
      (defs["tabBarItem"]?["properties"]?["systemItem"], values(TabBarSystemItem.self), "tab systemItem"),
      (defs["tabBar"]?["properties"]?["itemPositioning"], values(TabBarItemPositioning.self), "itemPositioning"),
      (defs["searchBar"]?["properties"]?["searchBarStyle"], values(SearchBarStyle.self), "searchBarStyle"),
      (defs["textAttributes"]?["properties"]?["fontWeight"], values(FontWeight.self), "fontWeight"),
      (defs["label"]?["properties"]?["fontWeight"], values(FontWeight.self), "label fontWeight"),
      (defs["customView"]?["properties"]?["renderingMode"], values(RenderingMode.self), "customView renderingMode"),
      (defs["doubleHeight"]?["properties"]?["style"], values(DoubleHeightStatusBarStyle.self), "doubleHeight style"),
      (
        defs["activityIndicator"]?["properties"]?["activityIndicatorViewStyle"],
        values(ActivityIndicatorViewStyle.self),
        "activityIndicatorViewStyle"
      ),
    ]
    for (node, cases, name) in expected {
      #expect(node?["enum"] == cases, "\(name)")
    }
    let devices = defs["canvas"]?["properties"]?["device"]?["examples"]
    #expect(devices == .array(DeviceTable.builtIn.names.map { .string($0) }))
    #expect(defs["color"]?["anyOf"]?[1]?["enum"] == .array(RGBA8.palette.map { .string($0.name) }))
  }

  @Test func everyJSONExampleInScenesMdDecodes() throws {
    let text = try String(contentsOf: Self.docs.appendingPathComponent("Scenes.md"), encoding: .utf8)
    let blocks = text.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    #expect(blocks.count >= 4)
    for block in blocks {
      let data = Data(block.utf8)
      if block.contains("\"devices\"") {
        _ = try DeviceTable(decoding: data)
      } else {
        _ = try Scene(decoding: data, file: "Scenes.md")
      }
    }
  }

  @Test func referenceDocumentsEveryKey() throws {
    let text = try String(contentsOf: Self.docs.appendingPathComponent("Scenes.md"), encoding: .utf8)
    let all =
      Scene.keys + SceneCanvas.keys + Content.keys + StatusBar.keys + BarProperties.keys + NavigationBar.keys
      + SearchBar.keys
      + Toolbar.keys + TabBar.keys + BarBackgroundImage.keys + EdgeInsets.keys + BarButtonItem.keys + TabBarItem.keys
      + TextAttributes.keys + Shadow.keys + BackItem.keys + SegmentedControl.keys + TitleView.keys
      + TitleTextAttributes.keys + CustomView.keys + CustomView.Label.keys + DoubleHeightStatusBar.keys
      + ActivityIndicator.keys + ImageReference.vectorKeys
      + ImageReference.fileKeys
      + Device.keys
      + Header.keys
      + TargetScrollView.keys
    for key in Set(all) {
      #expect(text.contains("`\(key)`"), "Scenes.md mentions `\(key)`")
    }
    for name in DeviceTable.builtIn.names {
      #expect(text.contains("`\(name)`"), "Scenes.md lists the preset \(name)")
    }
  }
}

extension JSONValue {
  /// An object's member or an array's element, for walking the schema in tests.
  fileprivate subscript(_ key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  fileprivate subscript(_ index: Int) -> JSONValue? {
    guard case .array(let items) = self, items.indices.contains(index) else { return nil }
    return items[index]
  }

  /// An object's keys in order.
  fileprivate var keys: [String]? {
    guard case .object(let members) = self else { return nil }
    return members.map(\.key)
  }
}
