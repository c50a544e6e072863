import BarKitJSON
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitScene

@Suite struct SceneErrorTests {
  @Test func unknownEnumValueNamesPathAndChoices() {
    let all = BarButtonSystemItem.allCases.map(\.rawValue).joined(separator: ", ")
    #expect(
      sceneError(##"{"navigationBar": {"rightItems": [{"title": "A"}, {"systemItem": "dne"}]}}"##)
        == "scene.json: navigationBar.rightItems[1].systemItem: unknown value \"dne\" (expected one of: \(all)); did you mean \"done\"?"
    )
    #expect(all.hasPrefix("done, cancel, edit, save, add, flexibleSpace, fixedSpace"))
  }

  @Test func unknownKeyNamesPathAndKeys() {
    let message = sceneError(##"{"navigationBar": {"titel": "Inbox"}}"##)
    #expect(
      message
        == "scene.json: navigationBar.titel: unknown key (expected one of: \(NavigationBar.keys.joined(separator: ", "))); did you mean \"title\"?"
    )
    #expect(message?.contains("barStyle, translucent") == true && message?.contains("title, prompt") == true)
    #expect(
      sceneError(##"{"statsBar": {}}"##)?.hasPrefix(
        "scene.json: statsBar: unknown key (expected one of: $schema, canvas") == true)
  }

  @Test func wrongTypesQuoteWhatWasFound() {
    #expect(
      sceneError(##"{"navigationBar": {"title": 3}}"##) == "scene.json: navigationBar.title: expected a string, found 3"
    )
    #expect(
      sceneError(##"{"statusBar": {"batteryLevel": "full"}}"##)
        == "scene.json: statusBar.batteryLevel: expected a number in 0...100, found \"full\"")
    #expect(
      sceneError(##"{"statusBar": {"hidden": 1}}"##) == "scene.json: statusBar.hidden: expected true or false, found 1")
    #expect(
      sceneError(##"{"toolbar": {"items": {}}}"##) == "scene.json: toolbar.items: expected an array, found an object")
    #expect(sceneError(##"{"tabBar": []}"##) == "scene.json: tabBar: expected an object, found an array")
    #expect(
      sceneError(##"{"statusBar": {"time": null}}"##) == "scene.json: statusBar.time: expected a string, found null")
    #expect(sceneError("[]") == "scene.json: expected an object, found an array")
  }

  @Test func rangesAreChecked() {
    #expect(
      sceneError(##"{"statusBar": {"cellularBars": 6}}"##)
        == "scene.json: statusBar.cellularBars: expected an integer in 0...5, found 6")
    #expect(
      sceneError(##"{"statusBar": {"wifiBars": 2.5}}"##)
        == "scene.json: statusBar.wifiBars: expected an integer in 0...3, found 2.5")
    #expect(
      sceneError(##"{"statusBar": {"batteryLevel": 101}}"##)
        == "scene.json: statusBar.batteryLevel: expected a number in 0...100, found 101")
    #expect(
      sceneError(##"{"canvas": {"device": "ipad", "scale": 4}}"##)
        == "scene.json: canvas.scale: expected an integer in 1...3, found 4")
    #expect(
      sceneError(##"{"canvas": {"width": 0, "height": 10}}"##)
        == "scene.json: canvas.width: expected a number in 1...4096, found 0")
    #expect(
      sceneError(##"{"canvas": {"width": 5000, "height": 10}}"##)
        == "scene.json: canvas.width: expected a number in 1...4096, found 5000")
    #expect(
      sceneError(##"{"tabBar": {"items": [{"title": "A"}], "selectedIndex": 1}}"##)
        == "scene.json: tabBar.selectedIndex: expected an integer in 0...0, found 1")
    #expect(
      sceneError(##"{"searchBar": {"scopeButtonTitles": ["A", "B"], "selectedScopeButtonIndex": -1}}"##)
        == "scene.json: searchBar.selectedScopeButtonIndex: expected an integer in 0...1, found -1")
  }

  @Test func hugeNumbersAreRejected() {
    // JSON has no NaN or infinity; a literal that overflows a Double is rejected, not clamped.
    #expect(
      sceneError(##"{"statusBar": {"batteryLevel": 1e999}}"##)
        == "scene.json: statusBar.batteryLevel: expected a number in 0...100, found 1e999")
    #expect(
      sceneError(##"{"statusBar": {"cellularBars": 1e20}}"##)
        == "scene.json: statusBar.cellularBars: expected an integer in 0...5, found 1e20")
  }

  @Test func colorsNameTheAcceptedForms() {
    let message = sceneError(##"{"tintColor": "#12345"}"##)
    #expect(message == "scene.json: tintColor: expected \(RGBA8.parsingExpectation), found \"#12345\"")
  }

  @Test func conflictingAndMissingKeys() {
    #expect(
      sceneError(##"{"content": {"image": "a.png", "sample": "list"}}"##)
        == "scene.json: content.sample: not allowed together with \"image\" (give one of: image, sample)")
    #expect(sceneError(##"{"content": {}}"##) == "scene.json: content: expected one of the keys: color, image, sample")
    #expect(
      sceneError(##"{"content": {"color": "#000", "contentMode": "center"}}"##)
        == "scene.json: content.contentMode: only allowed together with \"image\"")
    #expect(
      sceneError(##"{"toolbar": {"items": [{"style": "done"}]}}"##)
        == "scene.json: toolbar.items[0]: expected one of the keys: title, systemItem, image, customView")
    #expect(
      sceneError(##"{"tabBar": {"items": [{"systemItem": "more", "selectedImage": "s.png"}]}}"##)
        == "scene.json: tabBar.items[0].selectedImage: not allowed together with \"systemItem\" (a system item has its own image)"
    )
    #expect(
      sceneError(##"{"navigationBar": {"backIndicatorImage": "c.png"}}"##)
        == "scene.json: navigationBar.backIndicatorImage: only allowed together with \"backIndicatorTransitionMaskImage\""
    )
    #expect(
      sceneError(##"{"navigationBar": {"backgroundImage": [{"image": "a.png"}, {"image": "b.png"}]}}"##)
        == "scene.json: navigationBar.backgroundImage[1].barMetrics: \"default\" already has a background at index 0")
    #expect(
      sceneError(##"{"canvas": {"device": "ipad", "width": 100}}"##)
        == "scene.json: canvas.width: not allowed together with \"device\" (a preset sets it)")
    #expect(
      sceneError(##"{"canvas": {"width": 100}}"##)
        == "scene.json: canvas: expected \"device\", or \"width\" and \"height\"")
    #expect(
      sceneError(##"{"searchBar": {"displaysSearchBarInNavigationBar": true}}"##)
        == "scene.json: searchBar.displaysSearchBarInNavigationBar: needs a \"navigationBar\" to display the search bar in"
    )
    #expect(
      sceneError(##"{"searchBar": {"showsScopeBar": true}}"##)
        == "scene.json: searchBar.showsScopeBar: needs \"scopeButtonTitles\"")
    #expect(
      sceneError(##"{"navigationBar": {"titleView": {}}}"##)
        == "scene.json: navigationBar.titleView: expected one of the keys: segmentedControl, image")
  }

  @Test func typosGetASuggestion() {
    #expect(
      sceneError(##"{"statusBar": {"style": "lightcontent"}}"##)?.hasSuffix("; did you mean \"lightContent\"?") == true)
    #expect(sceneError(##"{"tabBar": {"translucnet": true}}"##)?.hasSuffix("; did you mean \"translucent\"?") == true)
    #expect(sceneError(##"{"canvas": {"device": "iphone-5"}}"##)?.hasSuffix("; did you mean \"iphone-5s\"?") == true)
    // Devices written by their marketing names (issue 37).
    for (written, preset) in [
      ("iPhone 15 Pro Max", "iphone-15-pro-max"), ("iPad Pro (12.9-inch)", "ipad-pro-12.9"),
      ("iPhone SE 3", "iphone-se-3"),
    ] {
      #expect(
        sceneError(##"{"canvas": {"device": "\##(written)"}}"##)?.hasSuffix("; did you mean \"\(preset)\"?") == true,
        "\(written)")
    }
    #expect(sceneError(##"{"statusBar": {"style": "dark"}}"##)?.contains("did you mean") == false)
  }

  @Test func unknownDeviceListsThePresets() {
    let names = DeviceTable.builtIn.names.joined(separator: ", ")
    #expect(
      sceneError(##"{"canvas": {"device": "iphone-99"}}"##)
        == "scene.json: canvas.device: unknown value \"iphone-99\" (expected one of: \(names))")
  }

  @Test func vectorImagesAreChecked() {
    let base = ##"{"toolbar": {"items": [{"image": IMAGE}]}}"##
    func message(_ image: String) -> String? { sceneError(base.replacingOccurrences(of: "IMAGE", with: image)) }
    #expect(
      message(##"{"svg": "L1 1", "viewBox": [0, 0, 1, 1]}"##)
        == "scene.json: toolbar.items[0].image.svg: expected SVG path data starting with M (commands MLHVCSQTAZ and numbers), found \"L1 1\""
    )
    #expect(
      message(##"{"svg": "M0 0", "viewBox": [0, 0, 0, 1]}"##)
        == "scene.json: toolbar.items[0].image.viewBox: expected [x, y, width, height] with a positive width and height, found an array"
    )
    #expect(message(##"{"svg": "M0 0"}"##) == "scene.json: toolbar.items[0].image: missing required key \"viewBox\"")
    #expect(
      message("7")
        == "scene.json: toolbar.items[0].image: expected a PNG file path, {\"file\": …, \"scale\": n} or {\"svg\": …, \"viewBox\": […]}, found 7"
    )
  }

  @Test func canvasPixelLimits() {
    #expect(
      sceneError(##"{"canvas": {"width": 4000, "height": 4000, "scale": 3}}"##)
        == "scene.json: canvas: 12000×12000 pixels exceeds the limit of 100 megapixels")
    #expect(
      sceneError(##"{"canvas": {"width": 320.5, "height": 480, "scale": 1}}"##)
        == "scene.json: canvas: 320.5×480 pt at @1x is not a whole number of pixels within 1...4096 pt a side")
  }

  @Test func errorsWithoutAFileNameLeaveItOut() {
    #expect(
      throws: SceneError(path: JSONPath([.key("appearance")]), .unknownValue("ios8", expected: ["ios7", "ios6"]))
    ) {
      try Scene(decoding: Data(##"{"appearance": "ios8"}"##.utf8))
    }
  }
  /// Issue 31: did-you-mean for palette colors, the array form for one edge, and abbreviations.
  @Test func colorTyposAndOneEdgeGetAHint() {
    #expect(
      sceneError(##"{"tintColor": "sytemBlue"}"##)
        == "scene.json: tintColor: expected \(RGBA8.parsingExpectation), found \"sytemBlue\"; did you mean \"systemBlue\"?"
    )
    #expect(
      sceneError(##"{"tintColor": "#12"}"##)
        == "scene.json: tintColor: expected \(RGBA8.parsingExpectation), found \"#12\"")
    #expect(
      sceneError(##"{"content": {"sample": "list", "edgesForExtendedLayout": "top"}}"##)
        == "scene.json: content.edgesForExtendedLayout: unknown value \"top\" (expected \"all\", \"none\" or an array); for one edge write [\"top\"]"
    )
    #expect(
      Suggestion.closest(to: "navbar", in: ["statusBar", "navigationBar", "searchBar", "toolbar", "tabBar"])
        == "navigationBar")
    #expect(Suggestion.closest(to: "rendr", in: ["render", "validate", "batch"]) == "render")
    #expect(
      Suggestion.closest(to: "ar", in: SystemLanguage.allCases.map(\.rawValue)) == "fr", "spelling alone would say fr")
  }
}
