import BarKitFiles
import BarKitPNG
import BarKitScene
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What one batch output is made from, as one SHA-256: the settings of the run (BarKit's
/// version, `--scale`, the PNG options, the backdrop mode), the output's name, its scene after
/// every layer of the manifest (``BatchJob/scene(devices:)``, re-encoded), and the bytes of
/// every file it reads (the manifest, which holds the store set, the entry's scene file, each
/// image, the devices file). Written into the output as a PNG text entry (keyword `BarKit batch`), it is
/// what `--resume` compares (``ResumeCheck``).
public struct BatchRecipe: Sendable, Hashable {
  /// The PNG text keyword.
  public static let keyword = "BarKit batch"

  /// The hex SHA-256 of the recipe.
  public let digest: String

  /// The recipe of `job`, whose decoded scene is `scene` and whose files are `inputs`
  /// (``BatchJob/inputs(of:manifest:extra:)``); `settings` describes what else changes the
  /// output's bytes (`barkit 0.1.0; scale 2`).
  public init(job: BatchJob, scene: Scene, inputs: [URL], settings: String) {
    self.init(job: job, scene: scene, inputs: inputs, settings: settings, hashes: FileHashes())
  }

  init(job: BatchJob, scene: Scene, inputs: [URL], settings: String, hashes: FileHashes) {
    var text = "BarKit batch recipe 1\nsettings \(settings)\noutput \(job.output)\n"
    for input in inputs { text += "file \(input.path) \(hashes.sha256(of: input))\n" }
    text += "scene \(scene.jsonText)\n"
    digest = ContentHash.sha256(Data(text.utf8))
  }

  /// The text entry an output carries.
  public var pngText: PNGText { PNGText(keyword: Self.keyword, text: "recipe=\(digest)")! }
}

/// The SHA-256 of each input file, read once per run however many outputs read it.
final class FileHashes: Sendable {
  private let known = Mutex([String: String]())

  /// The hex SHA-256 of the file at `url`, or `missing` when it cannot be read (the render then
  /// says why).
  func sha256(of url: URL) -> String {
    if let hash = known.withLock({ $0[url.path] }) { return hash }
    let hash =
      (try? InputFile.read(url, maxByteCount: PNGDecodingLimits.defaultMaxFileByteCount)).map(ContentHash.sha256)
      ?? "missing"
    known.withLock { $0[url.path] = hash }
    return hash
  }
}
