import BarKit
import Foundation
import Testing

/// All-screen devices from `--devices`: a declared sensor housing and safe area give a user's
/// device the built-in presets' layout, and `--only statusBar` says why a landscape all-screen
/// iPhone has no status bar (Docs/Scenes.md, "Your own devices", "Today's devices").
@Suite struct UserDeviceGeometryTests {
  /// The `iphone-13` preset's numbers (DeviceTable.builtIn), declared under another name.
  static let devices = #"""
    {"devices": [{"name": "my-13", "width": 390, "height": 844, "scale": 3, "idiom": "phone",
      "cornerRadius": 47.33, "sensorHousing": {"shape": "notch", "width": 162, "height": 33},
      "safeAreaInsets": {"portrait": {"top": 47, "bottom": 34}, "landscape": {"left": 47, "right": 47, "bottom": 21}}},
     {"name": "my-16-pro", "width": 402, "height": 874, "scale": 3, "idiom": "phone", "cornerRadius": 62,
      "sensorHousing": {"shape": "island", "width": 125, "height": 37, "top": 14},
      "safeAreaInsets": {"portrait": {"top": 62, "bottom": 34}, "landscape": {"left": 62, "right": 62, "bottom": 21}}}]}
    """#

  static func scene(device: String, orientation: String) -> String {
    #"""
    {"canvas": {"device": "\#(device)", "orientation": "\#(orientation)"}, "content": {"sample": "list"},
     "navigationBar": {"title": "Inbox", "rightItems": [{"systemItem": "edit"}]},
     "tabBar": {"items": [{"title": "One"}, {"title": "Two"}], "selectedIndex": 0}}
    """#
  }

  @Test(arguments: [("my-13", "iphone-13"), ("my-16-pro", "iphone-16-pro")], ["portrait", "landscape"])
  func aDeclaredDeviceLaysOutLikeTheBuiltInOne(devices: (declared: String, builtIn: String), orientation: String)
    throws
  {
    let folder = try HostileFolder()
    let file = try folder.write("devices.json", Self.devices)
    func render(_ device: String) throws -> (png: Data, elements: Data) {
      let scene = try folder.write("\(device).json", Self.scene(device: device, orientation: orientation))
      let (png, elements) = (folder.path("\(device).png"), folder.path("\(device)-elements.json"))
      let result = CapturedOutput.run([
        "render", scene, "-o", png, "--scale", "1", "--devices", file, "--elements", elements,
      ])
      #expect(result.code == 0, "\(result.err)")
      return (try Data(contentsOf: URL(fileURLWithPath: png)), try Data(contentsOf: URL(fileURLWithPath: elements)))
    }
    let declared = try render(devices.declared)
    let builtIn = try render(devices.builtIn)
    #expect(declared.png == builtIn.png)
    #expect(declared.elements == builtIn.elements)
  }

  @Test(arguments: [
    (#"{"shape": "hole", "width": 10, "height": 10}"#, #"devices[0].sensorHousing.shape: "#),
    (#"{"shape": "island", "width": 125}"#, #"devices[0].sensorHousing: missing required key "height""#),
  ])
  func aBadHousingIsRefusedAtItsPath(housing: String, message: String) throws {
    let folder = try HostileFolder()
    let file = try folder.write(
      "devices.json",
      #"{"devices": [{"name": "x", "width": 390, "height": 844, "scale": 3, "idiom": "phone", "sensorHousing": "#
        + housing + #", "safeAreaInsets": {"portrait": {"top": 47}, "landscape": {}}}]}"#)
    let scene = try folder.write("scene.json", #"{"canvas": {"device": "x"}}"#)
    let result = CapturedOutput.run(["validate", scene, "--devices", file])
    #expect(result.code == 3)
    #expect(result.err.contains(message), "\(result.err)")
  }

  @Test func aHousingNeedsTheSafeArea() throws {
    let folder = try HostileFolder()
    let file = try folder.write(
      "devices.json",
      #"""
      {"devices": [{"name": "x", "width": 390, "height": 844, "scale": 3, "idiom": "phone",
        "sensorHousing": {"shape": "notch", "width": 162, "height": 33}}]}
      """#)
    let scene = try folder.write("scene.json", #"{"canvas": {"device": "x"}}"#)
    let result = CapturedOutput.run(["validate", scene, "--devices", file])
    #expect(result.code == 3)
    #expect(result.err.contains("devices[0].sensorHousing: needs \"safeAreaInsets\""), "\(result.err)")
  }

  @Test(arguments: ["render", "sheet"])
  func onlyStatusBarInLandscapeOnAnAllScreenIPhoneSaysIOSHidesIt(command: String) throws {
    let folder = try HostileFolder()
    let scene = try folder.write("scene.json", Self.scene(device: "iphone-13", orientation: "landscape"))
    let result = CapturedOutput.run([
      command, scene, "-o", folder.path("out.png"), "--scale", "1", "--only", "statusBar",
    ])
    #expect(result.code == 3)
    #expect(
      result.err.contains(
        "--only statusBar: iOS hides the status bar in landscape on an all-screen iPhone (iphone-13); "
          + "render in portrait for it"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
  }
}
