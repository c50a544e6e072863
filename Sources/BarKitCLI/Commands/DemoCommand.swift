import BarKit
import Dispatch
import Foundation
import Synchronization

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
    let folder = URL(fileURLWithPath: arguments.string("--output") ?? "demo")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandLineError.badInput("demo: \(folder.path): cannot create the folder")
    }
    let renderer = SceneRenderer(backdropMode: try SceneFiles.backdropMode(arguments))
    let entries = DemoGallery.entries
    let failures = Mutex<[String]>([])
    // Entries render in parallel; each writes its own file, atomically.
    DispatchQueue.concurrentPerform(iterations: entries.count) { i in
      let entry = entries[i]
      let file = folder.appendingPathComponent(entry.name + ".png")
      do {
        let scene = try entry.scene()
        if let motion = entry.motion {
          let images = try SceneFrames(scene, motion: motion).render(with: renderer)
          try FramesOptions.animation(of: images, framesPerSecond: 30, hold: 1, loops: 0).write(to: file)
          output.standardOutput("wrote \(file.path) (\(images.count) frames, animated)")
        } else if let row = entry.sheetRow {
          let sheet = try AppearanceSheet(scene, rowLabel: row).render(with: renderer)
          try sheet.writePNG(to: file)
          output.standardOutput("wrote \(file.path) (\(sheet.width)×\(sheet.height), iOS 7 / iOS 6)")
        } else {
          let rendered = try renderer.render(scene)
          try rendered.pixmap.writePNG(to: file)
          output.standardOutput("wrote \(file.path) (\(rendered.pixmap.width)×\(rendered.pixmap.height))")
        }
      } catch {
        failures.withLock { $0.append("demo: \(entry.name): \(error)") }
      }
    }
    for failure in failures.withLock({ $0 }) { output.standardError("barkit \(failure)") }
    let index = folder.appendingPathComponent("index.html")
    do {
      try AtomicFile.write(Data(indexPage(entries).utf8), to: index)
    } catch {
      throw CommandLineError.badInput("demo: \(error)")
    }
    output.standardOutput("wrote \(index.path): \(entries.count) renders")
    return failures.withLock { $0.isEmpty } ? 0 : 3
  }

  private static func indexPage(_ entries: [DemoGallery.Entry]) -> String {
    let figures = entries.map { e in
      "<figure><img src=\"\(e.name).png\" alt=\"\(e.name)\"><figcaption>\(e.caption)</figcaption></figure>"
    }
    return """
      <!doctype html><html><head><meta charset="utf-8"><title>BarKit gallery</title><style>
      body{font:14px -apple-system,Helvetica,Arial,sans-serif;background:#eee;margin:24px}
      figure{display:inline-block;vertical-align:top;margin:0 24px 24px 0;width:340px}
      img{width:320px;box-shadow:0 2px 8px rgba(0,0,0,.3)}</style></head><body><h1>BarKit gallery</h1>
      \(figures.joined(separator: "\n"))
      </body></html>
      """
  }
}
