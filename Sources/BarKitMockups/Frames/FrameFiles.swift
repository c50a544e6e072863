import BarKitConcurrency
import BarKitFiles
import BarKitGeometry
import BarKitPNG
import BarKitRaster
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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

  /// Frames rendered and fed to the animation at once: one per core.
  package static var batchSize: Int { Parallel.processorCount }

  /// The most frames of `count` held in memory at once while writing: a batch and the frame
  /// before it, or every frame when the contact sheet needs them.
  package func framesHeld(of count: Int) -> Int {
    contactSheet == nil ? min(count, Self.batchSize + 1) : count
  }

  /// Writes the files for the frames of `plan`, which `render` draws a batch of indices at a
  /// time; the contact sheet is drawn at `scale`. Each batch is compressed into the animation
  /// and staged as frame files before the next renders, so only ``framesHeld(of:)`` frames are
  /// in memory at once. All files or none: every file is staged beside its destination first,
  /// and only then are they renamed into place (Docs/Security.md).
  package func write(
    _ plan: SceneFrames, sheetScale scale: DisplayScale, render: (Range<Int>) throws -> [Pixmap]
  ) throws {
    let count = plan.frames.count
    var files = StagedFiles()
    do {
      if let framesDirectory { try files.makeFolder(framesDirectory) }
      var animation = AnimatedPNG.Builder(playCount: loops)
      var sheetImages: [Pixmap] = []
      for start in stride(from: 0, to: count, by: Self.batchSize) {
        let images = try render(start..<min(start + Self.batchSize, count))
        try animation.append(
          contentsOf: images.indices.map { i in
            AnimatedPNG.Frame(
              image: images[i],
              delay: AnimatedPNG.delay(ofFrame: start + i, count: count, framesPerSecond: framesPerSecond, hold: hold))
          })
        if let framesDirectory {
          let encoded = try Parallel.map(count: images.count) { i throws(PNGError) in try images[i].pngData() }
          for (i, data) in encoded.enumerated() {
            try files.stage(data, to: framesDirectory.appendingPathComponent(Self.frameName(start + i)))
          }
        }
        if contactSheet != nil { sheetImages += images }
      }
      try files.stage(animation.finish(), to: self.animation)
      if let contactSheet {
        try files.stage(
          try Self.sheet(plan.contactSheet(of: sheetImages, scale: scale), contactSheet), to: contactSheet)
      }
    } catch {
      files.discard()
      throw error
    }
    try files.commit()
  }

  /// The contact sheet's PNG. The sheet is a canvas like any other: the scene canvas's pixel
  /// limit applies.
  private static func sheet(_ grid: LabelledGrid, _ url: URL) throws -> Data {
    let layout = try grid.layout()
    guard layout.width * layout.height <= SceneCanvas.maximumPixelCount else {
      throw MemoryBudget.Exceeded(
        description: "\(url.path): the contact sheet would be \(layout.width)×\(layout.height) pixels; "
          + "the limit is \(SceneCanvas.maximumPixelCount / 1_000_000) megapixels (use fewer frames)")
    }
    return try grid.render().pngData()
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
