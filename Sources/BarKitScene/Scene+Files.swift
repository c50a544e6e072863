import BarKitPNG
import BarKitRaster
import Foundation

extension Scene {
  /// Every file the scene refers to, with the JSON path of each, in document order.
  public var fileReferences: [(path: JSONPath, file: String)] {
    var copy = self
    var out: [(path: JSONPath, file: String)] = []
    copy.visitFiles(at: .root) { path, file in out.append((path, file)) }
    return out
  }

  /// The scene with every relative file path made absolute against `directory` (the scene
  /// file's folder); absolute paths are kept.
  public func resolvingPaths(relativeTo directory: URL) -> Scene {
    var copy = self
    copy.visitFiles(at: .root) { _, file in
      guard !file.hasPrefix("/") else { return }
      file = directory.appendingPathComponent(file).standardizedFileURL.path
    }
    return copy
  }

  /// Fails on the first referenced file that does not exist, is not a regular file, or does
  /// not decode as a PNG (its pixel count limited as the canvas's is).
  ///
  /// - Parameter file: names the scene in the error (`scene.json: content.image: file not found: …`).
  public func checkFiles(file: String? = nil) throws(SceneError) {
    for reference in fileReferences {
      var isDirectory: ObjCBool = false
      if !FileManager.default.fileExists(atPath: reference.file, isDirectory: &isDirectory) || isDirectory.boolValue {
        throw SceneError(file: file, path: reference.path, .missingFile(reference.file))
      }
      if let problem = Self.pngProblem(at: reference.file) {
        throw SceneError(file: file, path: reference.path, .invalid("not a usable PNG: \(reference.file): \(problem)"))
      }
    }
  }

  /// Why the file at `path` does not decode as a PNG, or `nil` when it does.
  private static func pngProblem(at path: String) -> String? {
    do throws(PNGError) {
      _ = try Pixmap(
        contentsOfPNGFile: URL(fileURLWithPath: path),
        limits: PNGDecodingLimits(maxPixelCount: SceneCanvas.maximumPixelCount))
      return nil
    } catch {
      return error.message
    }
  }
}
