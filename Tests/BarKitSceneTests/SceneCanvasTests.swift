import BarKitGeometry
import BarKitJSON
import Foundation
import TestSupport
import Testing

@testable import BarKitScene

@Suite struct SceneCanvasTests {
  @Test func iOS7EraPresetsHaveTheirPublishedSizes() throws {
    let expected: [(String, Double, Double, Int, Idiom)] = [
      ("iphone-4s", 320, 480, 2, .phone), ("iphone-5s", 320, 568, 2, .phone), ("iphone-6", 375, 667, 2, .phone),
      ("iphone-6-plus", 414, 736, 3, .phone), ("ipad", 768, 1024, 1, .pad), ("ipad-retina", 768, 1024, 2, .pad),
      ("iphone-15", 393, 852, 3, .phone), ("iphone-15-pro-max", 430, 932, 3, .phone),
      ("iphone-se-3", 375, 667, 2, .phone),
      ("ipad-pro-11", 834, 1194, 2, .pad), ("ipad-pro-13", 1032, 1376, 2, .pad),
    ]
    for (name, w, h, scale, idiom) in expected {
      let d = try #require(DeviceTable.builtIn[name: name], "\(name)")
      #expect(d.pointSize == Size(width: w, height: h) && d.scale.factor == scale && d.idiom == idiom, "\(name)")
    }
    #expect(DeviceTable.builtIn[name: "iphone-5s"]?.statusBarHeight == 20)
    #expect(Set(DeviceTable.builtIn.names).count == DeviceTable.builtIn.devices.count, "names are unique")
  }

  @Test func everyPresetResolvesToWholePixelsWithinTheLimit() throws {
    for device in DeviceTable.builtIn.devices {
      for orientation in Orientation.allCases {
        let r = try SceneCanvas(device: device, orientation: orientation).resolved()
        #expect(Double(r.pixelWidth) == r.pointSize.width * Double(r.scale.factor), "\(device.name)")
      }
    }
  }

  @Test func presetResolvesToPointsScaleAndPixels() throws {
    let scene = try decodeScene(##"{"canvas": {"device": "iphone-6-plus"}}"##)
    let r = try scene.resolvedCanvas()
    #expect(r.pointSize == Size(width: 414, height: 736) && r.scale == .x3)
    #expect(r.pixelWidth == 1242 && r.pixelHeight == 2208)
    #expect(r.idiom == .phone && r.orientation == .portrait && r.device?.name == "iphone-6-plus")
    #expect(!r.usesCompactBarMetrics)
  }

  @Test func landscapeSwapsAPresetsSides() throws {
    let r = try decodeScene(##"{"canvas": {"device": "iphone-5s", "orientation": "landscape"}}"##).resolvedCanvas()
    #expect(r.pointSize == Size(width: 568, height: 320))
    #expect(r.pixelWidth == 1136 && r.pixelHeight == 640)
    #expect(r.usesCompactBarMetrics)
    let pad = try decodeScene(##"{"canvas": {"device": "ipad", "orientation": "landscape"}}"##).resolvedCanvas()
    #expect(pad.pointSize == Size(width: 1024, height: 768) && !pad.usesCompactBarMetrics, "iPad bars stay 44 pt")
  }

  @Test func customSizesAreNeverSwapped() throws {
    let r = try decodeScene(##"{"canvas": {"width": 320, "height": 64, "orientation": "landscape", "idiom": "pad"}}"##)
      .resolvedCanvas()
    #expect(r.pointSize == Size(width: 320, height: 64) && r.scale == .x2 && r.idiom == .pad)
    #expect(r.pixelWidth == 640 && r.pixelHeight == 128 && r.device == nil)
  }

  @Test func scaleOverridesThePresetAndTheRenderOverridesBoth() throws {
    let scene = try decodeScene(##"{"canvas": {"device": "ipad", "scale": 2}}"##)
    #expect(try scene.resolvedCanvas().pixelWidth == 1536)
    #expect(try scene.resolvedCanvas(scale: .x3).pixelWidth == 2304)
    #expect(try scene.resolvedCanvas(scale: .x1).pixelWidth == 768)
  }

  @Test func renderScaleOverrideStillChecksTheLimit() throws {
    let scene = try decodeScene(##"{"canvas": {"width": 4096, "height": 4096, "scale": 1}}"##)
    #expect(throws: SceneError.self) { try scene.resolvedCanvas(scale: .x3) }
  }

  @Test func userDeviceTableExtendsTheBuiltInOne() throws {
    let json =
      ##"{"devices": [{"name": "iphone-5s", "width": 320, "height": 568, "scale": 1, "idiom": "phone"},"##
      + ##" {"name": "kiosk", "width": 600, "height": 1000, "scale": 2, "idiom": "pad", "statusBarHeight": 24, "cornerRadius": 12}]}"##
    let user = try DeviceTable(decoding: Data(json.utf8), file: "devices.json")
    #expect(user.names == ["iphone-5s", "kiosk"])
    #expect(
      user[name: "kiosk"]
        == Device(
          name: "kiosk", pointSize: Size(width: 600, height: 1000), scale: .x2, statusBarHeight: 24, idiom: .pad,
          cornerRadius: 12))
    let merged = DeviceTable.builtIn.merging(user)
    #expect(merged[name: "iphone-5s"]?.scale == .x1, "the user's device replaces the preset")
    #expect(merged[name: "ipad"] != nil)
    let scene = try decodeScene(##"{"canvas": {"device": "kiosk"}}"##, devices: merged)
    #expect(try scene.resolvedCanvas().pixelHeight == 2000)
  }

  @Test func deviceTableErrorsNameTheFileAndPath() {
    let json = ##"{"devices": [{"name": "x", "width": 320, "height": 568, "scale": 2}]}"##
    #expect(
      throws: SceneError(file: "devices.json", path: JSONPath([.key("devices"), .index(0)]), .missingKey("idiom"))
    ) {
      try DeviceTable(decoding: Data(json.utf8), file: "devices.json")
    }
    do {
      _ = try DeviceTable(decoding: Data(##"{"devices": [{"name": "x", "width": 320}]}"##.utf8), file: "d.json")
    } catch {
      #expect(error.description == "d.json: devices[0]: missing required key \"height\"")
    }
  }
}
