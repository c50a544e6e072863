import BarKitFiles
import BarKitJSON
import BarKitPNG
import BarKitRaster
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The image files a manifest's scenes name, each looked at once: that it is a regular file,
/// that it decodes as a PNG within the canvas's pixel limit, and its size (for `content.crop`).
struct FileChecks {
  private enum State {
    case size(width: Int, height: Int)
    case problem(SceneError.Reason)
  }

  private var states: [String: State] = [:]

  /// What is wrong with `file`, named at `path` (with the content's `crop`, if it is the
  /// content image), and where the problem is written.
  mutating func problem(with file: String, at path: JSONPath, crop: CropInsets?) -> (JSONPath, SceneError.Reason)? {
    let state = states[file] ?? load(file)
    states[file] = state
    switch state {
    case .problem(let reason):
      return (path, reason)
    case .size(let width, let height):
      guard let crop, crop.remainder(ofWidth: width, height: height) == nil else { return nil }
      return (
        JSONPath.root.appending(key: "content").appending(key: "crop"),
        .invalid(crop.emptinessReason(width: width, height: height))
      )
    }
  }

  private func load(_ file: String) -> State {
    guard PathKind(path: file) ?? .folder != .folder else { return .problem(.missingFile(file)) }
    do throws(PNGError) {
      let pixmap = try Pixmap(
        contentsOfPNGFile: URL(fileURLWithPath: file),
        limits: PNGDecodingLimits(maxPixelCount: SceneCanvas.maximumPixelCount))
      return .size(width: pixmap.width, height: pixmap.height)
    } catch {
      return .problem(.invalid("not a usable PNG: \(file): \(error.message)"))
    }
  }
}
