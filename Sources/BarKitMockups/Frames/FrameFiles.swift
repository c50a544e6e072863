import BarKitGeometry
import BarKitPNG
import BarKitRaster
import BarKitScene
import Foundation

/// The files `barkit frames` writes from rendered frames: the animated PNG, and on request
/// each frame as its own PNG and a contact sheet of them all.
package struct FrameFiles: Sendable {
  /// The animated PNG.
  package var animation: URL
  /// A folder for `frame-0000.png`, `frame-0001.png`, …
  package var framesDirectory: URL?
  /// A labelled sheet of every frame.
  package var contactSheet: URL?
  package var framesPerSecond: Int
  /// Seconds the last frame stays before the loop starts again.
  package var hold: Double
  /// Times to play, 0 forever.
  package var loops: Int

  package init(
    animation: URL, framesDirectory: URL? = nil, contactSheet: URL? = nil, framesPerSecond: Int = 30,
    hold: Double = 1, loops: Int = 0
  ) {
    self.animation = animation
    self.framesDirectory = framesDirectory
    self.contactSheet = contactSheet
    self.framesPerSecond = framesPerSecond
    self.hold = hold
    self.loops = loops
  }

  /// Writes the files for `images`, the frames of `plan`; the contact sheet is drawn at `scale`.
  /// All of them or none: every file is encoded and staged beside its destination first, and
  /// only then are they renamed into place (Docs/Security.md).
  package func write(_ images: [Pixmap], of plan: SceneFrames, sheetScale scale: DisplayScale) throws {
    var files = [
      (
        data: try AnimatedPNG(images: images, framesPerSecond: framesPerSecond, hold: hold, loops: loops).data(),
        url: animation
      )
    ]
    if let contactSheet {
      let grid = plan.contactSheet(of: images, scale: scale)
      let layout = try grid.layout()
      // The sheet is a canvas like any other: the scene canvas's pixel limit applies.
      guard layout.width * layout.height <= SceneCanvas.maximumPixelCount else {
        throw MemoryBudget.Exceeded(
          description: "\(contactSheet.path): the contact sheet would be \(layout.width)×\(layout.height) pixels; "
            + "the limit is \(SceneCanvas.maximumPixelCount / 1_000_000) megapixels (use fewer frames)")
      }
      files.append((try grid.render().pngData(), contactSheet))
    }
    var createdFolder = false
    if let framesDirectory {
      createdFolder = !FileManager.default.fileExists(atPath: framesDirectory.path)
      for (i, image) in images.enumerated() {
        files.append((try image.pngData(), framesDirectory.appendingPathComponent(Self.frameName(i))))
      }
    }
    var staged: [AtomicFile.Staged] = []
    do {
      if let framesDirectory {
        try FolderError.create(framesDirectory)
      }
      for file in files { staged.append(try AtomicFile.stage(file.data, to: file.url)) }
    } catch {
      staged.forEach { $0.discard() }
      if createdFolder, let framesDirectory { try? FileManager.default.removeItem(at: framesDirectory) }
      throw error
    }
    for file in staged { try file.commit() }
  }

  /// `frame-0000.png`: four digits, more when needed.
  package static func frameName(_ index: Int) -> String {
    "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index) + ".png"
  }
}

extension SceneFrames {
  /// Every frame on one sheet, six to a row, each captioned with its offset or time.
  package func contactSheet(of images: [Pixmap], scale: DisplayScale) -> LabelledGrid {
    LabelledGrid(
      cells: zip(images, frames).map { LabelledGrid.Cell(image: $0, caption: $1.caption) },
      columns: min(images.count, 6), scale: scale, maxWidth: 4096)
  }
}
