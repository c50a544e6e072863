import BarKitFiles
import BarKitJSON
import BarKitPNG

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Scene {
  /// Decodes a scene from JSON text. Relative file paths stay as written; see
  /// ``init(contentsOf:devices:)`` or ``resolvingPaths(relativeTo:)``.
  ///
  /// - Parameters:
  ///   - file: names the source in error messages (`scene.json: navigationBar.title: …`).
  ///   - devices: the presets `canvas.device` may name.
  public init(decoding data: Data, file: String? = nil, devices: DeviceTable = .builtIn) throws(SceneError) {
    do {
      let root = JSONNode(
        value: try SceneJSON.parse(data), path: .root, context: SceneDecodingContext(devices: devices))
      try self.init(scene: root)
    } catch var error {
      error.file = file
      throw error
    }
  }

  /// Reads and decodes a scene file and resolves its file paths relative to the file's folder.
  /// Errors name the file as given (`url.relativePath`). The path must name a regular file
  /// no larger than the JSON size limit (Docs/Security.md).
  public init(contentsOf url: URL, devices: DeviceTable = .builtIn) throws(SceneError) {
    let data = try Self.readJSON(url)
    try self.init(decoding: data, file: url.relativePath, devices: devices)
    self = resolvingPaths(relativeTo: url.deletingLastPathComponent())
  }

  /// The bytes of a scene or manifest file, read through ``InputFile`` with the JSON size limit;
  /// errors are `unreadable` and name the file as given.
  package static func readJSON(_ url: URL) throws(SceneError) -> Data {
    do {
      return try InputFile.read(url, maxByteCount: JSONParser.maximumDocumentByteCount)
    } catch {
      throw SceneError(file: url.relativePath, .unreadable(error.reason))
    }
  }
}
