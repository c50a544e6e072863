import BarKitChrome
import BarKitJSON
import Foundation

@testable import BarKitMockups
@testable import BarKitScene

/// Parses JSON text for the batch tests (the scene reader's parser).
func json(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

/// A manifest from JSON text, as if from `batch.json` in `directory`.
func manifest(_ text: String, directory: URL = URL(fileURLWithPath: "/nonexistent")) throws(SceneError)
  -> BatchManifest
{
  try BatchManifest(decoding: Data(text.utf8), file: "batch.json", directory: directory)
}

/// The message decoding the manifest (and expanding its jobs) fails with, or `nil`.
func manifestError(_ text: String) -> String? {
  do {
    _ = try manifest(text).jobs()
    return nil
  } catch {
    return error.description
  }
}

/// A tiny inline scene: a 40×30 pt canvas, so decoding tests never render big images.
let tinyScene = #"{"canvas": {"width": 40, "height": 30, "scale": 1}, "content": {"color": "white"}}"#
