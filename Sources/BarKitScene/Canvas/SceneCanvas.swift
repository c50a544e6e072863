import BarKitGeometry
import BarKitJSON

/// The screen a scene is drawn on: a device preset or a size in points, a scale and an
/// orientation (the scene's `canvas`).
public struct SceneCanvas: Hashable, Sendable {
  /// What sets the screen's size.
  public enum Screen: Hashable, Sendable {
    /// A device preset, stored in portrait.
    case device(Device)
    /// A size in points, used as given in both orientations, and the idiom whose metrics apply.
    case size(Size, idiom: Idiom)
  }

  /// The preset or the custom size.
  public var screen: Screen
  /// The scale, overriding the device's; `nil` means the device's, or 2 for a custom size.
  public var scale: DisplayScale?
  /// Landscape swaps a device's sides and selects compact (32 pt) bars on iPhone; a custom
  /// size is never swapped.
  public var orientation: Orientation

  /// The accepted range of a side, in points.
  public static let pointLimit: ClosedRange<Double> = 1...4096
  /// The largest canvas in device pixels (100 megapixels: 400 MB of RGBA8).
  public static let maximumPixelCount = 100_000_000
  /// The default canvas: an iPhone 5s in portrait, the flagship iOS 7 shipped on.
  public static let `default` = SceneCanvas(device: DeviceTable.builtIn[name: "iphone-5s"]!)

  /// A device preset.
  public init(device: Device, scale: DisplayScale? = nil, orientation: Orientation = .portrait) {
    self.screen = .device(device)
    self.scale = scale
    self.orientation = orientation
  }

  /// A custom size in points.
  public init(
    width: Double, height: Double, idiom: Idiom = .phone, scale: DisplayScale? = nil,
    orientation: Orientation = .portrait
  ) {
    self.screen = .size(Size(width: width, height: height), idiom: idiom)
    self.scale = scale
    self.orientation = orientation
  }

  /// The canvas's size and scale, with `scale` (from `barkit render --scale`) overriding the
  /// scene's; fails when the pixel size is fractional or larger than ``maximumPixelCount``.
  public func resolved(scale override: DisplayScale? = nil) throws(SceneError) -> ResolvedCanvas {
    var points: Size
    let idiom: Idiom
    var device: Device?
    let scale: DisplayScale
    switch screen {
    case .device(let d):
      points = d.pointSize
      if orientation == .landscape { points = Size(width: points.height, height: points.width) }
      idiom = d.idiom
      device = d
      scale = override ?? self.scale ?? d.scale
    case .size(let size, let i):
      points = size
      idiom = i
      scale = override ?? self.scale ?? .x2
    }
    let path = JSONPath.root.appending(key: "canvas")
    let w = scale.pixels(points.width)
    let h = scale.pixels(points.height)
    guard w == w.rounded(), h == h.rounded(), w >= 1, h >= 1, Self.pointLimit.contains(points.width),
      Self.pointLimit.contains(points.height)
    else {
      throw SceneError(
        path: path,
        .invalid(
          "\(JSONNode.format(points.width))×\(JSONNode.format(points.height)) pt at \(scale) is not a whole number of pixels within 1...\(Int(Self.pointLimit.upperBound)) pt a side"
        ))
    }
    guard w * h <= Double(Self.maximumPixelCount) else {
      throw SceneError(
        path: path,
        .invalid("\(Int(w))×\(Int(h)) pixels exceeds the limit of \(Self.maximumPixelCount / 1_000_000) megapixels"))
    }
    return ResolvedCanvas(
      pointSize: points, scale: scale, pixelWidth: Int(w), pixelHeight: Int(h), idiom: idiom,
      orientation: orientation, device: device)
  }
}

/// A canvas with everything settled: what the renderer draws into.
public struct ResolvedCanvas: Hashable, Sendable {
  /// The size in points, after the orientation.
  public var pointSize: Size
  /// Device pixels per point, after every override.
  public var scale: DisplayScale
  /// The width in device pixels.
  public var pixelWidth: Int
  /// The height in device pixels.
  public var pixelHeight: Int
  /// The metrics to use (the preset's, or the custom size's `idiom`).
  public var idiom: Idiom
  /// The orientation the scene asked for.
  public var orientation: Orientation
  /// The preset, when the canvas names one.
  public var device: Device?

  /// Whether bars use compact (landscape iPhone) metrics: 32 pt navigation bars and toolbars.
  public var usesCompactBarMetrics: Bool { idiom == .phone && orientation == .landscape }
}

extension SceneCanvas: SceneCodable {
  static let keys = ["device", "width", "height", "idiom", "scale", "orientation"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    var scale: DisplayScale?
    if let s = o["scale"] { scale = DisplayScale(try s.integer(in: 1...3)) }
    let orientation: Orientation = try o.decode("orientation") ?? .portrait
    if let d = o["device"] {
      for key in ["width", "height", "idiom"] where o.has(key) {
        throw SceneError(
          path: node.path.appending(key: key), .invalid("not allowed together with \"device\" (a preset sets it)"))
      }
      let name = try d.string()
      guard let device = node.context.devices[name: name] else {
        throw d.error(.unknownValue(name, expected: node.context.devices.names))
      }
      self.init(device: device, scale: scale, orientation: orientation)
    } else if let w = o["width"], let h = o["height"] {
      self.init(
        width: try w.number(in: Self.pointLimit), height: try h.number(in: Self.pointLimit),
        idiom: try o.decode("idiom") ?? .phone, scale: scale, orientation: orientation)
    } else {
      throw node.error(.invalid("expected \"device\", or \"width\" and \"height\""))
    }
  }

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
