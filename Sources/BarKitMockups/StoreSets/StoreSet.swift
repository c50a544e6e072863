import BarKitJSON
import BarKitRaster
import BarKitScene
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A manifest's `storeSet`: every output becomes an App Store screenshot, the rendered screen
/// in a device frame on a background, with a caption, at one of the store's exact sizes
/// (Docs/Mockups.md, "Store sets"). Decoded with the manifest, so its errors name the
/// manifest's JSON path.
public struct StoreSet: Sendable {
  /// Behind everything.
  public var background: StoreBackground = .standard
  /// Whether the screen is framed, and in which finish per device (the model's first when
  /// absent).
  public var framed = true
  /// One finish for every device, or `nil`.
  public var finish: String?
  /// Finishes by device.
  public var finishes: [String: String] = [:]
  /// The caption, or `nil` for none.
  public var caption: StoreCaption?
  /// Output sizes by device; the others get ``StoreScreenshotSize/defaultForDevice``.
  public var sizes: [String: StoreScreenshotSize] = [:]
  /// The margins around the caption and the device.
  var padding = StoreLayout.Padding()
  /// Where the section sits in the manifest, for errors found later (a caption too wide).
  let path: JSONPath
  /// What every screen of the set says, in entry order (`nil`: the caption's own text), and
  /// the locales: the band is as high as the tallest of them (``StoreCaption/Band/set``).
  var screens: [StoreCaptionText?] = [nil]
  var locales: [BatchLocale] = []
  /// The band's height per output size, measured once per size for the whole set.
  let bandHeights = BandHeights()

  static let keys = ["background", "frame", "caption", "sizes", "padding"]

  /// Decodes the section, checking every device of the manifest's `devices` axis has a frame,
  /// the finishes it is given and a store size; a background picture's path is relative to
  /// `directory` (the manifest's folder).
  init(node: JSONNode, devices: [String], directory: URL = URL(fileURLWithPath: ".")) throws(SceneError) {
    path = node.path
    let o = try node.object(keys: Self.keys)
    if let b = o["background"] { background = try Self.background(b, directory: directory) }
    if let p = o["padding"] { padding = try Self.padding(p) }
    if let f = o["frame"] { try decodeFrame(f, devices: devices) }
    // A device of the matrix without a frame: said now rather than drawn bare.
    for device in devices where framed && DeviceFrameSpec.builtIn[device] == nil {
      throw SceneError(
        path: path.appending(key: "frame"),
        .invalid("BarKit has no frame for \"\(device)\"; set \"frame\": false to place its screen unframed"))
    }
    caption = try o["caption"].map { n throws(SceneError) in try StoreCaption(scene: n) }
    if let s = o["sizes"] {
      guard case .object(let members) = s.value else { throw s.mismatch("an object of device names to sizes") }
      for m in members {
        let n = JSONNode(value: m.value, path: s.path.appending(key: m.key), context: s.context)
        guard s.context.devices[name: m.key] != nil else {
          throw SceneError(path: n.path, .unknownValue(m.key, expected: s.context.devices.names))
        }
        sizes[m.key] = try Self.size(n)
      }
    }
    for device in devices {
      guard size(for: device) != nil else {
        throw SceneError(
          path: path.appending(key: "sizes"),
          .invalid("no App Store size for \"\(device)\"; give one, e.g. \"sizes\": {\"\(device)\": \"1242x2208\"}"))
      }
    }
  }

  /// The files the set reads (its background picture): inputs of every output, for `--resume`
  /// and for the check that no output overwrites an input.
  public var files: [URL] {
    guard case .image(let picture) = background else { return [] }
    return [picture.file]
  }

  /// The output size for `device`.
  public func size(for device: String) -> StoreScreenshotSize? {
    sizes[device] ?? StoreScreenshotSize.defaultForDevice[device].flatMap(StoreScreenshotSize.init)
  }

  /// The frame and finish for `device`, or `nil` when the set is unframed.
  public func frame(for device: String) -> (DeviceFrameSpec, DeviceFinish)? {
    guard framed, let spec = DeviceFrameSpec.builtIn[device] else { return nil }
    let name = finishes[device] ?? finish
    return (spec, name.flatMap(spec.finish(named:)) ?? spec.finishes[0])
  }

  /// `"1242x2208"`, one of the store's sizes to the pixel.
  private static func size(_ node: JSONNode) throws(SceneError) -> StoreScreenshotSize {
    let text = try node.string()
    if let size = StoreScreenshotSize(text) { return size }
    let parts = text.split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2 else { throw node.mismatch("an App Store screenshot size such as \"1242x2208\"") }
    let near = StoreScreenshotSize.nearest(width: parts[0], height: parts[1])
    let off = abs(near.width - parts[0]) + abs(near.height - parts[1])
    throw node.error(
      .invalid(
        "\(text) is not an App Store screenshot size: \(off) pixel\(off == 1 ? "" : "s") off \(near) (\(near.displayClass)); App Store Connect refuses it"
      ))
  }

  /// `{"sides": 0.06, "top": 0.05, "bottom": 0.05, "gap": 0.04}`, each key optional.
  private static func padding(_ node: JSONNode) throws(SceneError) -> StoreLayout.Padding {
    let o = try node.object(keys: ["sides", "top", "bottom", "gap"])
    var p = StoreLayout.Padding()
    if let n = o["sides"] { p.sides = try n.number(in: 0...0.3) }
    if let n = o["top"] { p.top = try n.number(in: 0...0.3) }
    if let n = o["bottom"] { p.bottom = try n.number(in: 0...0.3) }
    if let n = o["gap"] { p.gap = try n.number(in: 0...0.3) }
    return p
  }

  /// `"#RRGGBB"`, `{"gradient": [colours…], "direction": "vertical"}`, or
  /// `{"image": "sky.png", "fill": "scaleAspectFill", "panorama": true}`.
  private static func background(_ node: JSONNode, directory: URL) throws(SceneError) -> StoreBackground {
    if case .string = node.value { return .color(try node.decode()) }
    if case .object(let members) = node.value, members.contains(where: { $0.key == "image" }) {
      return .image(try StoreBackgroundImage(node.object(keys: StoreBackgroundImage.keys), directory: directory))
    }
    let o = try node.object(keys: ["gradient", "direction"])
    let colors: [RGBA8] = try o.required("gradient")
    guard colors.count >= 2 else { throw o["gradient"]!.mismatch("two or more colours") }
    guard colors.count <= StoreBackground.maximumColorCount else {
      throw o["gradient"]!.error(
        .invalid("\(colors.count) colours; expected at most \(StoreBackground.maximumColorCount) colours"))
    }
    let direction: String = try o.decode("direction") ?? "vertical"
    guard let d = StoreBackground.GradientDirection(rawValue: direction) else {
      throw o["direction"]!.error(
        .unknownValue(direction, expected: StoreBackground.GradientDirection.allCases.map(\.rawValue)))
    }
    return .gradient(colors, d)
  }

  /// `true`, `false`, or `{"finish": "gold"}` / `{"finish": {"iphone-5s": "gold"}}`.
  private mutating func decodeFrame(_ node: JSONNode, devices: [String]) throws(SceneError) {
    if case .bool = node.value {
      framed = try node.bool()
      return
    }
    let o = try node.object(keys: ["finish"])
    guard let f = o["finish"] else { return }
    if case .string(let name) = f.value {
      for device in devices {
        guard let spec = DeviceFrameSpec.builtIn[device] else { continue }
        guard spec.finish(named: name) != nil else {
          throw f.error(
            .invalid(
              "\"\(device)\" did not come in \"\(name)\" (it came in: \(spec.finishes.map(\.name).joined(separator: ", "))); give finishes per device: {\"\(device)\": \"\(spec.finishes[0].name)\"}"
            ))
        }
      }
      finish = name
      return
    }
    guard case .object(let members) = f.value else {
      throw f.mismatch("a finish name or an object of device names to finishes")
    }
    for m in members {
      let n = JSONNode(value: m.value, path: f.path.appending(key: m.key), context: f.context)
      guard let spec = DeviceFrameSpec.builtIn[m.key] else {
        throw SceneError(
          path: n.path, .unknownValue(m.key, expected: DeviceFrameSpec.builtIn.keys.sorted()))
      }
      let name = try n.string()
      guard spec.finish(named: name) != nil else {
        throw n.error(.unknownValue(name, expected: spec.finishes.map(\.name)))
      }
      finishes[m.key] = name
    }
  }
}

/// The caption band's height per output size, measured once for the whole set and shared by
/// the outputs rendering at the same time.
final class BandHeights: Sendable {
  private let heights = Mutex<[String: Double]>([:])

  /// The height for `key`, measured by `measure` the first time.
  func height(for key: String, measure: () -> Double) -> Double {
    if let h = heights.withLock({ $0[key] }) { return h }
    let h = measure()
    heights.withLock { $0[key] = h }
    return h
  }
}
