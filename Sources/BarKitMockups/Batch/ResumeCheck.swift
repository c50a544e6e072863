import BarKitChrome
import BarKitFiles
import BarKitPNG
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--resume`: whether an output can be kept because it was made from exactly what this run
/// would make it from. Each output carries its recipe (``BatchRecipe``) in a PNG text entry;
/// an output is kept only when that entry equals this run's recipe. File times decide nothing:
/// a scene checked out with an old time, a run at another `--scale`, or an image someone put
/// in an output's place all render again.
public enum ResumeCheck {
  /// Whether `output` is a regular file that says it was made from `recipe`.
  public static func isUpToDate(_ output: URL, recipe: BatchRecipe) -> Bool {
    guard PathKind(path: output.path) == .regularFile else { return false }
    let fd = open(output.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    // The entry sits right after IHDR: the first kilobytes hold it.
    var head = [UInt8](repeating: 0, count: 4096)
    let count = read(fd, &head, head.count)
    guard count > 0 else { return false }
    return PNGText.entries(inPNG: Data(head[..<count])).contains(recipe.pngText)
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
