import BarKit
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit demo [-o DIR]`: renders the built-in gallery, with no input files.
  static let demo = CommandSpec(
    name: "demo", summary: "Render the built-in gallery of iOS 7 bars (no input files needed).",
    options: [
      .value("--output", short: "-o", "DIR", "The folder to write into (default: demo)."),
      .value("--backdrop", "MODE", "Translucent bar blur: exact (default) or uikit."),
    ],
    discussion: "Writes one PNG per gallery entry and an index.html that shows them all with captions."
  ) { arguments, output in
    let folder = arguments.string("--output") ?? "demo"
    try OutputCheck.check([.folder("-o", folder)], inputs: [], command: "demo")
    let writer = GalleryWriter(
      folder: URL(fileURLWithPath: folder),
      renderer: SceneRenderer(backdropMode: try SceneFiles.backdropMode(arguments)))
    let failed = Mutex(false)
    do {
      try writer.write { outcome in
        switch outcome {
        case .success(let line): output.standardOutput(UserText.line(line))
        case .failure(let failure):
          failed.withLock { $0 = true }
          output.standardError("barkit demo: \(failure)")
        }
      }
    } catch {
      throw CommandLineError.badInput("demo: \(error)")
    }
    output.standardOutput("wrote \(UserText.shown(writer.index.path)): \(DemoGallery.entries.count) renders")
    return failed.withLock { $0 } ? 3 : 0
  }
}
