import BarKitGeometry

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
        value: try JSONParser.parse(Array(data)), path: .root, context: SceneDecodingContext(devices: DeviceTable([])))
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
  private static func phone(
    _ name: String, _ w: Double, _ h: Double, _ s: DisplayScale, bar: Double = 20, corner: Double = 0
  ) -> Device {
    Device(
      name: name, pointSize: Size(width: w, height: h), scale: s, statusBarHeight: bar, idiom: .phone,
      cornerRadius: corner)
  }

  private static func pad(
    _ name: String, _ w: Double, _ h: Double, _ s: DisplayScale, bar: Double = 20, corner: Double = 0
  ) -> Device {
    Device(
      name: name, pointSize: Size(width: w, height: h), scale: s, statusBarHeight: bar, idiom: .pad,
      cornerRadius: corner)
  }

  /// The built-in presets.
  ///
  /// Screen sizes and scales are Apple's published display specifications (points = pixels ÷
  /// scale). Status bar heights and corner radii of notched devices are the commonly measured
  /// safe-area and display-corner values (approximate: Apple does not publish them) and only
  /// matter when a scene draws those devices' own status bar area; iOS 7 itself had 20 pt.
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
    phone("iphone-x", 375, 812, .x3, bar: 44, corner: 39),
    phone("iphone-11", 414, 896, .x2, bar: 48, corner: 41.5),
    phone("iphone-13", 390, 844, .x3, bar: 47, corner: 47.33),
    phone("iphone-14-pro", 393, 852, .x3, bar: 54, corner: 55),
    phone("iphone-15", 393, 852, .x3, bar: 54, corner: 55),
    phone("iphone-15-plus", 430, 932, .x3, bar: 54, corner: 55),
    phone("iphone-15-pro", 393, 852, .x3, bar: 54, corner: 55),
    phone("iphone-15-pro-max", 430, 932, .x3, bar: 54, corner: 55),
    phone("iphone-16", 393, 852, .x3, bar: 54, corner: 55),
    phone("iphone-16-pro", 402, 874, .x3, bar: 62, corner: 62),
    phone("iphone-16-pro-max", 440, 956, .x3, bar: 62, corner: 62),
    pad("ipad-10", 820, 1180, .x2, bar: 24, corner: 18),
    pad("ipad-mini-6", 744, 1133, .x2, bar: 24, corner: 21.5),
    pad("ipad-air-13", 1024, 1366, .x2, bar: 24, corner: 18),
    pad("ipad-pro-11", 834, 1194, .x2, bar: 24, corner: 18),
    pad("ipad-pro-12.9", 1024, 1366, .x2, bar: 24, corner: 18),
    pad("ipad-pro-13", 1032, 1376, .x2, bar: 24, corner: 18),
  ])
}
