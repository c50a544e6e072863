import BarKitChrome
import BarKitConcurrency
import BarKitFiles
import BarKitPNG

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Renders the built-in gallery into a folder: one PNG per entry (a still, an iOS 7 / iOS 6
/// sheet or an animation), then the index page.
package struct GalleryWriter: Sendable {
  /// What one entry became: a line to show, or why it failed.
  package typealias Outcome = Result<String, GalleryFailure>

  /// Why an entry, or the gallery's folder or index, could not be written.
  package struct GalleryFailure: Error, CustomStringConvertible {
    package let description: String
  }

  package var folder: URL
  package var renderer: SceneRenderer

  package init(folder: URL, renderer: SceneRenderer) {
    self.folder = folder
    self.renderer = renderer
  }

  /// The index page's file.
  package var index: URL { folder.appendingPathComponent("index.html") }

  /// Writes every entry of `entries` (several at once, each atomically), calling `finished`
  /// as each completes, then the index page.
  package func write(
    _ entries: [DemoGallery.Entry] = DemoGallery.entries, finished: @Sendable (Outcome) -> Void
  ) throws(GalleryFailure) {
    do {
      try FolderError.create(folder)
    } catch {
      throw GalleryFailure(description: error.description)
    }
    // Each entry writes its own file; outcomes are reported as they land.
    Parallel.forEach(count: entries.count) { i in finished(write(entries[i])) }
    do {
      try AtomicFile.write(Data(GalleryIndexPage.html(entries).utf8), to: index)
    } catch {
      throw GalleryFailure(description: "\(error)")
    }
  }

  /// Renders and writes one entry.
  package func write(_ entry: DemoGallery.Entry) -> Outcome {
    let file = folder.appendingPathComponent(entry.name + ".png")
    do {
      let scene = try entry.scene()
      if let motion = entry.motion {
        let images = try SceneFrames(scene, motion: motion).render(with: renderer)
        try AnimatedPNG(images: images, framesPerSecond: 30, hold: 1, loops: 0).write(to: file)
        return .success("wrote \(file.path) (\(images.count) frames, animated)")
      } else if let row = entry.sheetRow {
        let sheet = try AppearanceSheet(scene, rowLabel: row).render(with: renderer)
        try sheet.writePNG(to: file)
        return .success("wrote \(file.path) (\(sheet.width)×\(sheet.height), iOS 7 / iOS 6)")
      } else {
        let rendered = try renderer.render(scene)
        try rendered.pixmap.writePNG(to: file)
        return .success("wrote \(file.path) (\(rendered.pixmap.width)×\(rendered.pixmap.height))")
      }
    } catch {
      return .failure(GalleryFailure(description: "\(entry.name): \(error)"))
    }
  }
}
