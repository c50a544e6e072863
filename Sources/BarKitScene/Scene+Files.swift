import BarKitFiles
import BarKitJSON
import BarKitPNG
import BarKitRaster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  /// not decode as a PNG (its pixel count limited as the canvas's is), or when `content.crop`
  /// leaves nothing of the content's image.
  ///
  /// - Parameter file: names the scene in the error (`scene.json: content.image: file not found: …`).
  public func checkFiles(file: String? = nil) throws(SceneError) {
    let contentImage = JSONPath.root.appending(key: "content").appending(key: "image")
    for reference in fileReferences {
      if PathKind(path: reference.file) ?? .folder == .folder {
        throw SceneError(file: file, path: reference.path, .missingFile(reference.file))
      }
      let pixmap: Pixmap
      do throws(PNGError) {
        pixmap = try Pixmap(
          contentsOfPNGFile: URL(fileURLWithPath: reference.file),
          limits: PNGDecodingLimits(maxPixelCount: SceneCanvas.maximumPixelCount))
      } catch {
        throw SceneError(
          file: file, path: reference.path, .invalid("not a usable PNG: \(reference.file): \(error.message)"))
      }
      if reference.path == contentImage, case .image(_, _, let crop, _) = content.fill,
        crop.remainder(ofWidth: pixmap.width, height: pixmap.height) == nil
      {
        throw SceneError(
          file: file, path: JSONPath.root.appending(key: "content").appending(key: "crop"),
          .invalid(crop.emptinessReason(width: pixmap.width, height: pixmap.height)))
      }
    }
  }
}
