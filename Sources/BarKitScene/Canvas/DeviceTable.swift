import BarKitGeometry
import BarKitJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The devices scenes may name in `canvas.device`: the built-in presets, optionally extended
/// from a user's JSON file so new devices need no new release.
public struct DeviceTable: Sendable {
  /// The devices, in lookup order (the first of a name wins).
  public private(set) var devices: [Device]

  /// Creates a table.
  public init(_ devices: [Device]) { self.devices = devices }

  /// The device named `name`, if any.
  public subscript(name name: String) -> Device? { devices.first { $0.name == name } }

  /// The names, in order, for error messages and docs.
  public var names: [String] { devices.map(\.name) }

  /// Reads a table from JSON: `{"devices": [{"name": …, "width": …, "height": …, "scale": …,
  /// "idiom": "phone"|"pad", "statusBarHeight": …, "cornerRadius": …}]}`.
  ///
  /// `file` names the source in error messages.
  public init(decoding data: Data, file: String? = nil) throws(SceneError) {
    do {
      let root = JSONNode(
        value: try SceneJSON.parse(data), path: .root, context: SceneDecodingContext(devices: DeviceTable([])))
      let o = try root.object(keys: ["devices"])
      self.init(try o.required("devices", as: [Device].self))
    } catch var error {
      error.file = file
      throw error
    }
  }

  /// This table with `other`'s devices added; a device of `other` replaces one of the same name.
  public func merging(_ other: DeviceTable) -> DeviceTable {
    DeviceTable(other.devices + devices.filter { other[name: $0.name] == nil })
  }
}

extension DeviceTable {
  private static func phone(_ name: String, _ w: Double, _ h: Double, _ s: DisplayScale) -> Device {
    Device(name: name, pointSize: Size(width: w, height: h), scale: s, idiom: .phone)
  }

  private static func pad(_ name: String, _ w: Double, _ h: Double, _ s: DisplayScale) -> Device {
    Device(name: name, pointSize: Size(width: w, height: h), scale: s, idiom: .pad)
  }

  /// An all-screen iPhone: its status bar, screen corner radius, sensor housing and
  /// landscape side insets, in points.
  private static func faceIDPhone(
    _ name: String, _ w: Double, _ h: Double, _ s: DisplayScale, bar: Double, corner: Double,
    housing: SensorHousing, sides: Double
  ) -> Device {
    Device(
      name: name, pointSize: Size(width: w, height: h), scale: s, statusBarHeight: bar, idiom: .phone,
      cornerRadius: corner, sensorHousing: housing, safeAreaInsets: .faceIDPhone(top: bar, sides: sides))
  }

  /// An all-screen iPad: a 24-pt status bar, no housing, the home indicator below.
  private static func faceIDPad(_ name: String, _ w: Double, _ h: Double, corner: Double) -> Device {
    Device(
      name: name, pointSize: Size(width: w, height: h), scale: .x2, statusBarHeight: 24, idiom: .pad,
      cornerRadius: corner, safeAreaInsets: .faceIDPad(top: 24))
  }

  /// The notches (iPhone X and 11: 209 × 30 and 230 × 33 pt; iPhone 13: 162 × 33 pt) and the
  /// Dynamic Island (125 × 37 pt, 11 pt below the top; 14 pt on the iPhone 16 Pro models):
  /// estimates read off the screens at their published point sizes (Docs/Fidelity.md).
  private static let notchX = SensorHousing.notch(width: 209, height: 30)
  private static let notch11 = SensorHousing.notch(width: 230, height: 33)
  private static let notch13 = SensorHousing.notch(width: 162, height: 33)
  private static let island = SensorHousing.island(width: 125, height: 37, top: 11)
  private static let island16Pro = SensorHousing.island(width: 125, height: 37, top: 14)

  /// The built-in presets.
  ///
  /// Screen sizes and scales are Apple's published display specifications (points = pixels ÷
  /// scale). On all-screen devices the status bar height is the top of the portrait safe area
  /// and the corner radius the display's, the commonly measured values (Apple publishes neither
  /// exactly); the bottom safe area is the home indicator's (34 pt portrait, 21 landscape on
  /// iPhone, 20 on iPad) and the landscape sides are the housing's inset (UIKit's
  /// `safeAreaInsets` as published per device; Docs/Scenes.md, "Device presets", cites them).
  public static let builtIn = DeviceTable([
    // The iOS 7 era (the devices iOS 7 shipped on, plus the first iPhone 6 generation).
    phone("iphone-4s", 320, 480, .x2),
    phone("iphone-5s", 320, 568, .x2),
    phone("iphone-6", 375, 667, .x2),
    phone("iphone-6-plus", 414, 736, .x3),
    pad("ipad", 768, 1024, .x1),
    pad("ipad-retina", 768, 1024, .x2),
    pad("ipad-mini-retina", 768, 1024, .x2),
    // Current and recent devices.
    phone("iphone-se-3", 375, 667, .x2),
    faceIDPhone("iphone-x", 375, 812, .x3, bar: 44, corner: 39, housing: notchX, sides: 44),
    faceIDPhone("iphone-11", 414, 896, .x2, bar: 48, corner: 41.5, housing: notch11, sides: 48),
    faceIDPhone("iphone-13", 390, 844, .x3, bar: 47, corner: 47.33, housing: notch13, sides: 47),
    faceIDPhone("iphone-14-pro", 393, 852, .x3, bar: 54, corner: 55, housing: island, sides: 59),
    faceIDPhone("iphone-15", 393, 852, .x3, bar: 54, corner: 55, housing: island, sides: 59),
    faceIDPhone("iphone-15-plus", 430, 932, .x3, bar: 54, corner: 55, housing: island, sides: 59),
    faceIDPhone("iphone-15-pro", 393, 852, .x3, bar: 54, corner: 55, housing: island, sides: 59),
    faceIDPhone("iphone-15-pro-max", 430, 932, .x3, bar: 54, corner: 55, housing: island, sides: 59),
    faceIDPhone("iphone-16", 393, 852, .x3, bar: 54, corner: 55, housing: island, sides: 59),
    faceIDPhone("iphone-16-pro", 402, 874, .x3, bar: 62, corner: 62, housing: island16Pro, sides: 62),
    faceIDPhone("iphone-16-pro-max", 440, 956, .x3, bar: 62, corner: 62, housing: island16Pro, sides: 62),
    faceIDPad("ipad-10", 820, 1180, corner: 18),
    faceIDPad("ipad-mini-6", 744, 1133, corner: 21.5),
    faceIDPad("ipad-air-13", 1024, 1366, corner: 18),
    faceIDPad("ipad-pro-11", 834, 1194, corner: 18),
    faceIDPad("ipad-pro-12.9", 1024, 1366, corner: 18),
    faceIDPad("ipad-pro-13", 1032, 1376, corner: 18),
  ])
}
