import BarKit
import Foundation

/// Decodes a scene from JSON text, as if from a file named `scene.json`.
public func decodeScene(_ json: String, devices: DeviceTable = .builtIn) throws(SceneError) -> Scene {
  try Scene(decoding: Data(json.utf8), file: "scene.json", devices: devices)
}

/// The message decoding `json` fails with, or `nil` when it decodes.
public func sceneError(_ json: String) -> String? {
  do {
    _ = try decodeScene(json)
    return nil
  } catch {
    return error.description
  }
}
