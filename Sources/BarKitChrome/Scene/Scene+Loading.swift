import Foundation

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
        value: try JSONParser.parse(Array(data)), path: .root, context: SceneDecodingContext(devices: devices))
      try self.init(scene: root)
    } catch var error {
      error.file = file
      throw error
    }
  }

  /// Reads and decodes a scene file and resolves its file paths relative to the file's folder.
  /// Errors name the file as given (`url.relativePath`).
  public init(contentsOf url: URL, devices: DeviceTable = .builtIn) throws(SceneError) {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    guard exists, !isDirectory.boolValue, let data = FileManager.default.contents(atPath: url.path) else {
      let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a folder" : "permission denied"
      throw SceneError(file: url.relativePath, .unreadable(reason))
    }
    try self.init(decoding: data, file: url.relativePath, devices: devices)
    self = resolvingPaths(relativeTo: url.deletingLastPathComponent())
  }
}
