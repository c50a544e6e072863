import BarKitChrome
import BarKitJSON
import BarKitRaster
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One output of a batch: an entry at one point of the matrix. Its scene is merged and
/// decoded on demand (``scene(devices:)``), so a bad entry fails alone and the work runs on
/// the rendering threads.
public struct BatchJob: Sendable {
  /// The output's file name, relative to the output folder.
  public let output: String
  /// The entry this output renders.
  public let entry: BatchEntry
  /// The matrix values; `nil` for an axis the manifest does not have.
  public let device: String?
  /// The locale, if the manifest has a `locales` axis.
  public let locale: BatchLocale?
  /// The style, if the manifest has a `styles` axis.
  public let style: BatchStyle?
  /// The appearance, if the manifest has an `appearances` axis.
  public let appearance: Appearance?
  /// The manifest's defaults.
  let defaults: JSONValue?
  /// The overrides whose filters match ``output``, in manifest order.
  let overrides: [BatchOverride]
  /// The manifest's `time`.
  let time: StatusBarClock?
  /// The manifest file, for messages.
  let manifestFile: String?
  /// The manifest's store set: the rendered screen becomes a framed, captioned store image.
  let storeSet: StoreSet?

  /// The scene JSON after every layer: defaults ← entry scene ← entry override ← device ←
  /// style ← appearance ← locale ← matching overrides, then the style's bar style, `"@key"`
  /// strings, the clock and the locale's title font.
  func mergedJSON() throws(SceneError) -> JSONValue {
    var json = try entry.scene.get()
    if let defaults { json = defaults.merged(with: json) }
    if let o = entry.override { json = json.merged(with: o) }
    if let device {
      // A preset replaces a custom size; scale and orientation stay the scene's.
      json = json.merged(
        with: .object([
          ("canvas", .object([("device", .string(device)), ("width", .null), ("height", .null), ("idiom", .null)]))
        ]))
    }
    if let s = style?.scene { json = json.merged(with: s) }
    if let appearance { json = json.merged(with: .object([("appearance", .string(appearance.rawValue))])) }
    if let s = locale?.scene { json = json.merged(with: s) }
    if let style { json = style.applyingBarStyle(to: json) }
    for o in overrides { json = json.merged(with: o.scene) }
    return try localized(json)
  }

  /// The scene fragments merged by ``mergedJSON()``, first to last, each with how messages
  /// name where it is written: the manifest and the fragment's path, or the scene file.
  private var layers: [(json: JSONValue, source: String)] {
    func manifest(_ path: String) -> String { [manifestFile, path].compactMap { $0 }.joined(separator: ": ") }
    var out: [(JSONValue, String)] = []
    if let defaults { out.append((defaults, manifest("defaults"))) }
    if let scene = try? entry.scene.get() { out.append((scene, sceneName)) }
    if let o = entry.override { out.append((o, manifest(entry.path.appending(key: "override").description))) }
    if let s = style?.scene { out.append((s, manifest("styles.\(style!.name).scene"))) }
    if let s = locale?.scene { out.append((s, manifest("locales.\(locale!.identifier).scene"))) }
    for o in overrides { out.append((o.scene, manifest(o.path.description))) }
    return out
  }

  /// Where the value at `path` of the merged scene was written: the last layer that has it
  /// (later layers win), else (and for the whole document) the scene.
  func source(of path: JSONPath) -> String {
    guard !path.components.isEmpty else { return sceneName }
    return layers.last { $0.json.contains(path) }?.source ?? sceneName
  }

  /// `"@key"` strings looked up, the clock in the locale's style, the scene's `locale` and its
  /// `fontFamily` from the locale's, unless the scene sets them.
  private func localized(_ json: JSONValue) throws(SceneError) -> JSONValue {
    var out = json
    if let locale {
      out = try json.mappingStrings { (path, s) throws(SceneError) in try locale.localize(s, at: path) }
    }
    let clockStyle = locale?.clock ?? .twelveHour
    let written = out[member: "statusBar"]?[member: "time"]
    let clock: StatusBarClock? =
      if case .string(let text)? = written { StatusBarClock(parsing: text) } else if written == nil { time } else {
        nil
      }
    if let clock {
      out = out.merged(with: .object([("statusBar", .object([("time", .string(clock.formatted(clockStyle)))]))]))
    }
    // The locale's UIKit strings (system item titles, Back, Cancel), when BarKit has them.
    if let locale, SceneLocale(locale.identifier) != nil, out[member: "locale"] == nil {
      out = out.merged(with: .object([("locale", .string(locale.identifier))]))
    }
    // The locale's family becomes the scene's, so it reaches every string; a family the scene
    // names for a bar or a title still wins there.
    if let family = locale?.fontFamily, out[member: "fontFamily"] == nil {
      out = out.merged(with: .object([("fontFamily", .string(family))]))
    }
    return out
  }

  /// The scene to render, with relative image paths resolved against the entry's folder.
  public func scene(devices: DeviceTable = .builtIn) throws(BatchJobError) -> Scene {
    do {
      let json = try mergedJSON()
      let root = JSONNode(value: json, path: .root, context: SceneDecodingContext(devices: devices))
      return try Scene(scene: root).resolvingPaths(relativeTo: entry.directory)
    } catch var error {
      if error.file == nil { error.file = source(of: error.path) }
      throw BatchJobError(job: self, error)
    }
  }

  /// The image this job writes: `screen`, the rendered scene, or its store image when the
  /// manifest has a `storeSet`.
  public func output(from screen: Pixmap, of scene: Scene) throws(BatchJobError) -> Pixmap {
    guard let storeSet else { return screen }
    do throws(SceneError) {
      guard let device = try scene.resolvedCanvas().device else {
        throw SceneError(
          path: storeSet.path, .invalid("a store set frames device presets; the scene's canvas names none"))
      }
      return try storeSet.compose(
        screenshot: screen, device: device, locale: locale, text: entry.caption,
        screen: (entry.index, storeSet.screens.count))
    } catch var error {
      if error.file == nil { error.file = manifestFile }
      throw BatchJobError(job: self, error)
    }
  }

  /// How messages name the scene: its file, or where the inline scene sits in the manifest.
  var sceneName: String {
    if let file = entry.sceneFileName { return file }
    return [manifestFile, entry.path.appending(key: "scene").description].compactMap { $0 }.joined(separator: ": ")
  }
}

/// Why one batch output could not be made; the batch goes on with the others.
public struct BatchJobError: Error, Sendable, CustomStringConvertible {
  /// The output's name.
  public let output: String
  /// The entry's name and manifest path (`inbox (entries[0])`).
  public let entry: String
  /// What went wrong, naming the file and JSON path.
  public let reason: String

  /// Wraps a scene error for `job`.
  public init(job: BatchJob, _ error: any Error) {
    output = job.output
    entry = "\(job.entry.name) (\(job.entry.path))"
    reason = "\(error)"
  }

  /// `inbox-iphone-6-de.png: entry inbox (entries[0]): inbox.json: navigationBar.titel: unknown key …`
  public var description: String { "\(output): entry \(entry): \(reason)" }
}
