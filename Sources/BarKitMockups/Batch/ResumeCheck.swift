import BarKitChrome
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--resume`: whether an output can be kept because it is newer than everything it was made
/// from (frameit's `resume` option, extended from the screenshot to every input).
public enum ResumeCheck {
  /// Whether `output` exists and its modification time is later than every input's. A
  /// missing input counts as changed, so the output is made again (and the render reports why).
  public static func isUpToDate(_ output: URL, inputs: [URL]) -> Bool {
    guard let made = modificationDate(output) else { return false }
    for input in inputs {
      guard let changed = modificationDate(input), changed < made else { return false }
    }
    return true
  }

  private static func modificationDate(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }
}

extension BatchJob {
  /// What the output is made from: the manifest, the entry's scene file, every image the scene
  /// refers to, the store set's background picture, and `extra` (a `--devices` file).
  public func inputs(of scene: Scene, manifest: URL?, extra: [URL] = []) -> [URL] {
    [manifest, entry.sceneFile].compactMap { $0 } + scene.fileReferences.map { URL(fileURLWithPath: $0.file) }
      + (storeSet?.files ?? []) + extra
  }
}
