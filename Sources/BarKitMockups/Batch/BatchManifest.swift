import BarKitChrome
import BarKitJSON
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A batch of mockups (`barkit batch`): entries rendered over a matrix of devices × locales ×
/// styles × appearances, with defaults and name-filtered overrides merged in order
/// (Docs/Batch.md). Errors are ``SceneError``s naming the manifest and the JSON path.
public struct BatchManifest: Sendable {
  /// The manifest file as the user named it, for messages.
  public let file: String?
  /// The manifest file, an input of every output for `--resume`.
  public let url: URL?
  /// How outputs are named.
  public let output: NameTemplate
  /// The status bar time (24-hour) given to scenes that set none.
  public let time: StatusBarClock?
  /// The `devices` axis: preset names, checked against the device table.
  public let devices: [String]
  /// The `locales` axis.
  public let locales: [BatchLocale]
  /// The `styles` axis.
  public let styles: [BatchStyle]
  /// The `appearances` axis.
  public let appearances: [Appearance]
  /// The screens.
  public let entries: [BatchEntry]
  /// Name-filtered scene keys, in the order they merge.
  public let overrides: [BatchOverride]
  /// Framed, captioned App Store images instead of bare screens, when given (Docs/Mockups.md).
  public let storeSet: StoreSet?
  /// Scene keys every entry starts from.
  let defaults: JSONValue?
  /// What a run should be told before it renders, each naming the manifest and the JSON path:
  /// a locale that keeps UIKit's words in English.
  public var warnings: [String] {
    locales.filter(\.keepsEnglishSystemWords).map { locale in
      let place = [file, "locales.\(locale.identifier)"].compactMap { $0 }.joined(separator: ": ")
      return
        "\(place): BarKit has no UIKit strings in \"\(locale.identifier)\": system item titles, Back and Cancel stay English; give each its \"title\" in the scene (Docs/Batch.md, \"Localization\")"
    }
  }

  static let keys = [
    "$schema", "output", "time", "defaults", "devices", "locales", "styles", "appearances", "entries", "overrides",
    "storeSet",
  ]

  /// Decodes a manifest; `directory` is where relative scene paths start (the manifest's folder).
  public init(
    decoding data: Data, file: String? = nil, directory: URL, url: URL? = nil, devices table: DeviceTable = .builtIn
  ) throws(SceneError) {
    let json: JSONValue
    do {
      json = try SceneJSON.parse(data)
    } catch var error {
      if error.file == nil { error.file = file }
      throw error
    }
    try self.init(json: json, file: file, directory: directory, url: url, devices: table)
  }

  /// Decodes a parsed manifest (``ManifestCheck`` decodes it again after each error, without
  /// the member the error is about).
  init(json: JSONValue, file: String?, directory: URL, url: URL?, devices table: DeviceTable) throws(SceneError) {
    do {
      let root = JSONNode(value: json, path: .root, context: SceneDecodingContext(devices: table))
      try self.init(root: root, file: file, directory: directory, url: url)
    } catch var error {
      if error.file == nil { error.file = file }
      throw error
    }
  }

  /// Reads a manifest file; scene paths in it are relative to its folder.
  public init(contentsOf url: URL, devices: DeviceTable = .builtIn) throws(SceneError) {
    let data = try Scene.readJSON(url)
    try self.init(
      decoding: data, file: url.relativePath, directory: url.deletingLastPathComponent(), url: url, devices: devices)
  }

  private init(root: JSONNode, file: String?, directory: URL, url: URL?) throws(SceneError) {
    let o = try root.object(keys: Self.keys)
    self.file = file
    self.url = url
    _ = try o.decode("$schema", as: String.self)
    devices = try o["devices"].map { n throws(SceneError) in try Self.devices(n) } ?? []
    locales =
      try o["locales"].map { n throws(SceneError) in try Self.named(n, BatchLocale.init(identifier:node:)) } ?? []
    styles = try o["styles"].map { n throws(SceneError) in try Self.named(n, BatchStyle.init(name:node:)) } ?? []
    appearances = try o.decode("appearances") ?? []
    for axis in ["devices", "locales", "styles", "appearances"] {
      if let node = o[axis], Self.isEmpty(node.value) {
        throw node.mismatch("at least one value (or leave the key out)")
      }
    }
    if let t = o["time"] {
      guard let clock = StatusBarClock(parsing: try t.string()) else {
        throw t.mismatch("a 24-hour time such as \"09:41\"")
      }
      time = clock
    } else {
      time = nil
    }
    defaults = try o.decode("defaults", as: JSONNodeFragment.self)?.value
    let entryNodes = try o.required("entries", as: JSONNodeList.self).nodes
    guard !entryNodes.isEmpty else { throw o["entries"]!.mismatch("at least one entry") }
    var entries: [BatchEntry] = []
    for node in entryNodes { entries.append(try BatchEntry(node: node, manifestDirectory: directory)) }
    self.entries = entries
    overrides = try (o.decode("overrides", as: JSONNodeList.self)?.nodes ?? []).map { n throws(SceneError) in
      try BatchOverride(node: n)
    }
    if let n = o["storeSet"] {
      var set = try StoreSet(node: n, devices: devices, directory: directory)
      set.screens = entries.map(\.caption)
      set.locales = locales
      if set.caption == nil, entries.contains(where: { $0.caption != nil }) { set.caption = StoreCaption() }
      if set.caption != nil, set.caption?.text == nil, let bare = entries.first(where: { $0.caption == nil }) {
        throw SceneError(
          path: bare.path,
          .invalid("needs a \"caption\" with a \"title\": the storeSet's caption has no title for it to fall back on"))
      }
      storeSet = set
    } else {
      if let captioned = entries.first(where: { $0.caption != nil }) {
        throw SceneError(
          path: captioned.path.appending(key: "caption"), .invalid("a caption needs the manifest's \"storeSet\""))
      }
      storeSet = nil
    }
    var axes: [NameTemplate.Placeholder] = []
    if !devices.isEmpty { axes.append(.device) }
    if !locales.isEmpty { axes.append(.locale) }
    if !styles.isEmpty { axes.append(.style) }
    if !appearances.isEmpty { axes.append(.appearance) }
    var written = try o.decode("output", as: String.self) ?? NameTemplate.defaultText(axes: axes)
    if written == "fastlane" { written = NameTemplate.fastlane }
    var available = Set(axes + [.name, .index])
    if !locales.isEmpty { available.insert(.storeLanguage) }
    if storeSet != nil, !devices.isEmpty { available.insert(.displayClass) }
    do {
      output = try NameTemplate(written, available: available)
    } catch {
      throw SceneError(path: .root.appending(key: "output"), .invalid(error.description))
    }
    if output.placeholders.contains(.storeLanguage) {
      for locale in locales where AppStoreLanguage.code(for: locale.identifier) == nil {
        throw SceneError(
          path: JSONPath.root.appending(key: "locales").appending(key: locale.identifier),
          .invalid(
            "App Store Connect has no language \"\(locale.identifier)\" for {storeLanguage} (it has: \(AppStoreLanguage.all.joined(separator: ", ")))"
          ))
      }
    }
  }

  private static func isEmpty(_ value: JSONValue) -> Bool {
    switch value {
    case .array(let a): a.isEmpty
    case .object(let m): m.isEmpty
    default: false
    }
  }

  /// Device names, each one of the table's (with a "did you mean" hint on a typo).
  private static func devices(_ node: JSONNode) throws(SceneError) -> [String] {
    var names: [String] = []
    for element in try node.elements() {
      let name = try element.string()
      guard element.context.devices[name: name] != nil else {
        throw element.error(.unknownValue(name, expected: element.context.devices.names))
      }
      names.append(name)
    }
    return names
  }

  /// An object whose keys name axis values, decoded in file order.
  private static func named<T>(_ node: JSONNode, _ make: (String, JSONNode) throws(SceneError) -> T) throws(SceneError)
    -> [T]
  {
    guard case .object(let members) = node.value else { throw node.mismatch("an object") }
    var out: [T] = []
    for m in members {
      guard !m.key.isEmpty, !m.key.contains("/") else {
        throw SceneError(path: node.path.appending(key: m.key), .invalid("expected a name without '/'"))
      }
      out.append(
        try make(m.key, JSONNode(value: m.value, path: node.path.appending(key: m.key), context: node.context)))
    }
    return out
  }
}

/// An array's element nodes, decoded through ``SceneObject/required(_:as:)``.
struct JSONNodeList: SceneDecodable {
  let nodes: [JSONNode]
  init(scene node: JSONNode) throws(SceneError) { nodes = try node.elements() }
}
