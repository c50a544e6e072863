import BarKitChrome
import BarKitFiles
import BarKitJSON
import BarKitPNG
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One screen of a batch manifest (`entries[i]`): a scene file, an inline scene, or a scene
/// file with an `override` on top, rendered once per combination of the matrix axes.
public struct BatchEntry: Sendable {
  /// The entry's name (`{name}` in output names).
  public let name: String
  /// Where it sits in the manifest (`entries[2]`), for messages.
  public let path: JSONPath
  /// The scene file, when the entry names one; an input for `--resume`.
  public let sceneFile: URL?
  /// The scene file as the manifest names it, for messages.
  let sceneFileName: String?
  /// The folder the scene's relative image paths are resolved against: the scene file's, or
  /// the manifest's for an inline scene.
  public let directory: URL
  /// The scene's JSON, or why it could not be read: a bad scene file fails only this entry.
  let scene: Result<JSONValue, SceneError>
  /// Scene keys merged over the scene.
  let override: JSONValue?
  /// What this screen's store image says (`caption`: `title`, `subtitle`), when the manifest
  /// has a `storeSet`; `nil`: the store set's caption text.
  public let caption: StoreCaptionText?
  /// The entry's place in `entries` (a panoramic background is cut there).
  public var index: Int {
    guard case .index(let i)? = path.components.last else { return 0 }
    return i
  }

  static let keys = ["name", "scene", "override", "caption"]

  init(node: JSONNode, manifestDirectory: URL) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    name = try o.required("name")
    guard !name.isEmpty, !name.contains("/") else { throw o["name"]!.mismatch("a non-empty name without '/'") }
    path = node.path
    override = try o["override"].map { n throws(SceneError) in try n.fragment() }
    caption = try o["caption"].flatMap { n throws(SceneError) in
      try StoreCaptionText(n.object(keys: ["title", "subtitle"]), at: n.path, requiresTitle: true)
    }
    guard let scene = o["scene"] else { throw node.error(.missingKey("scene")) }
    switch scene.value {
    case .string(let file):
      let url = URL(fileURLWithPath: file, relativeTo: manifestDirectory).standardizedFileURL
      sceneFile = url
      sceneFileName = file
      directory = url.deletingLastPathComponent()
      self.scene = Self.load(url, as: file)
    case .object:
      sceneFile = nil
      sceneFileName = nil
      directory = manifestDirectory
      self.scene = .success(scene.value)
    default:
      throw scene.mismatch("a scene file path or an inline scene object")
    }
  }

  /// Reads and parses a scene file, keeping the failure for this entry alone.
  private static func load(_ url: URL, as name: String) -> Result<JSONValue, SceneError> {
    do {
      return .success(try SceneJSON.parse(try Scene.readJSON(url)))
    } catch {
      var error = error
      error.file = name
      return .failure(error)
    }
  }
}

/// A manifest `overrides[i]`: scene keys merged into every output whose name matches one of
/// the filters; several matches merge in manifest order, the later winning (frameit's
/// Framefile `data` rule, with globs instead of substrings).
public struct BatchOverride: Sendable {
  /// The filters; an output matches when any matches its name.
  public let filters: [GlobPattern]
  /// The scene keys.
  let scene: JSONValue
  /// Where the scene keys sit in the manifest (`overrides[1].scene`), for messages.
  let path: JSONPath

  static let keys = ["filter", "scene"]

  init(node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    path = node.path.appending(key: "scene")
    guard let filter = o["filter"] else { throw node.error(.missingKey("filter")) }
    if case .array = filter.value {
      filters = try filter.decode([String].self).map(GlobPattern.init)
    } else {
      filters = [GlobPattern(try filter.string())]
    }
    scene = try o.required("scene", as: JSONNodeFragment.self).value
  }

  /// Whether the override applies to the output `name`.
  public func matches(_ name: String) -> Bool { filters.contains { $0.matches(name) } }
}

/// A scene fragment decoded through ``SceneObject/required(_:as:)``.
struct JSONNodeFragment: SceneDecodable {
  let value: JSONValue
  init(scene node: JSONNode) throws(SceneError) { value = try node.fragment() }
}
